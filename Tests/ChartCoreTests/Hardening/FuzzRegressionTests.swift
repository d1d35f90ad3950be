import Testing
@testable import ChartCore

/// One test per input the fuzzers (`Fuzz/run.sh`) found crashing or hanging, decoded into
/// readable calls; the artifact's bytes are in each doc comment (issue #9).
@Suite struct FuzzRegressionTests {
    /// geometry, timeout-9fecc802 (`7e31e5e5e5e5304900fafafaea0e0000000000 00`): dashes
    /// [1.8e308, 1.8e308, 4, 10.25] sum to infinity; the dash-offset walk then subtracted
    /// entries from infinity forever. Such a pattern now strokes solid.
    @Test func dashPatternWhoseTotalOverflows_isDrawnSolid_notAHang() {
        let m = Double.greatestFiniteMagnitude
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 1e-30, y: 1e-30)); p.line(to: Point(x: -4.5, y: -8))
        let style = StrokeStyle(width: 4.25, join: .miter, cap: .butt, miterLimit: m,
                                dashes: [m, m, 4, 10.25], dashOffset: -8)
        let dashed = p.stroked(style)
        var solidStyle = style
        solidStyle.dashes = []
        #expect(dashed == p.stroked(solidStyle))
        #expect(!dashed.points.isEmpty)
    }
}
