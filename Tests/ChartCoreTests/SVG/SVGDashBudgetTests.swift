import Testing
@testable import ChartCore

/// An SVG scene holds all its strokes' dashes together to `Path.maxDashes`, so that no scene
/// of finely dashed strokes, each under the cap alone, takes seconds apiece.
@Suite struct SVGDashBudgetTests {
    /// Five lines 1,000 px long and 100 px wide dashed 0.05/0.05: 10,001 dashes each (the
    /// last at the end), counted 1M with the pen's 100 px, 5M together. The first four fit
    /// under the cap (4,194,304); the fifth is stroked solid at half the opacity — the same
    /// ink as its dashes (half of its 1,000 x 100 px). Each was dashed before.
    @Test func strokesPastTheScenesCap_areSolidAtTheirShareOfTheInk() throws {
        let lines = (0..<5).map { k in
            "<path d=\"M10,\(60 + 110 * k) h1000\" stroke=\"black\" stroke-width=\"100\" stroke-dasharray=\"0.05 0.05\" fill=\"none\"/>"
        }
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1020\" height=\"560\">" + lines.joined() + "</svg>"
        let list = try SVGScene(bytes: Array(svg.utf8)).displayList()
        #expect(list.paths.map(\.path.contourEnds.count) == [10_001, 10_001, 10_001, 10_001, 1])
        // The last one drawn alone (the dashed ones hold 20 slivers a pixel: slow to draw here).
        var last = DisplayList()
        last.commands = [list.commands.last!]
        var canvas = try Canvas(width: 1020, height: 560)
        canvas.draw(last, threads: 1)
        let ink = stride(from: 3, to: canvas.bytes.count, by: 4).reduce(0.0) { $0 + Double(canvas.bytes[$1]) } / 255
        #expect(abs(ink - 50_000) < 500, "ink \(ink)")
        // A stroker's own allowance is left as it was.
        var stroker = Stroker(), again = DisplayList()
        try SVGScene(bytes: Array(svg.utf8)).rebuild(&again, stroker: &stroker)
        #expect(stroker.dashAllowance == .infinity)
    }
}
