import Foundation
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

    /// raster fuzzer: a 210 px pen dashed 0.001 px (2M slivers on a 2,000 px line, under
    /// `Path.maxDashes` as counted before) — 210 rows each for the rasterizer, minutes. A
    /// dash now counts once per pixel of pen width: drawn solid; a 2 px pen still dashed.
    @Test func wideSliverDashes_areDrawnSolid() {
        var p = Path()
        p.move(to: Point(x: 0, y: 100)); p.line(to: Point(x: 2000, y: 120))
        let clip = Rect(x: 0, y: 0, width: 2000, height: 400)
        #expect(p.stroked(StrokeStyle(width: 210, dashes: [1e-3]), clip: clip) == p.stroked(StrokeStyle(width: 210), clip: clip))
        let thin = p.stroked(StrokeStyle(width: 2, dashes: [1]), clip: clip)
        #expect(thin.contourEnds.count > 900)
    }

    /// The cap counts the dashes a pattern makes, not its shortest entry as if every entry
    /// were that short: a 220 px pen dashed [0.1, 3] along 2,000 px is 646 slivers (142k
    /// pen-pixel rows, far under the cap), once counted as 20,000 (4.4M) and drawn as a
    /// solid 220 px band — 31x the ink. Dashed, its ink is the dashes'.
    @Test func unevenDashPatterns_areCountedByTheirDashes() throws {
        var p = Path()
        p.move(to: Point(x: 10, y: 150)); p.line(to: Point(x: 2010, y: 150))
        let clip = Rect(x: 0, y: 0, width: 2020, height: 300)
        let dashed = p.stroked(StrokeStyle(width: 220, dashes: [0.1, 3]), clip: clip)
        #expect(dashed.contourEnds.count == 646)
        var a = try Canvas(width: 2020, height: 300)
        a.fill(dashed, rule: .nonZero, paint: .solid(.black))
        let ink = stride(from: 3, to: a.bytes.count, by: 4).reduce(0.0) { $0 + Double(a.bytes[$1]) } / 255
        let expected = 220 * 0.1 * 646
        #expect(abs(ink - expected) < 0.02 * expected, "ink \(ink), dashes' \(expected)")
    }

    /// The dash cap holds for a whole path, not each subpath: 100 lines of 190 px in one
    /// path, dashed 0.002/0.002, make 47.5k dashes each (under `Path.maxDashes` alone) and
    /// 4.75M together — they were cut one by one (five lines of 1,900 px dashed 0.001 px so:
    /// 8.4 s to draw). Now such a path is stroked solid, one contour a line; two lines,
    /// 95k dashes together, are still dashed.
    @Test func dashCap_holdsForAllSubpathsTogether() {
        func lines(_ n: Int) -> Path {
            var p = Path()
            for k in 0..<n { p.move(to: Point(x: 10, y: 10 + 2 * Double(k))); p.line(to: Point(x: 200, y: 10 + 2 * Double(k))) }
            return p
        }
        let style = StrokeStyle(width: 1, dashes: [0.002, 0.002])
        let over = lines(100)
        let outline = finishing(within: 60) { over.stroked(style) }
        #expect(outline?.contourEnds.count == 100)
        // 47.5k dashes a line, a contour each.
        #expect(lines(2).stroked(style).contourEnds.count > 90_000)
    }

    /// raster fuzzer, `M1 1 1e30 1e9 -895.62` stroked with dasharray 1e9 on a
    /// 16384x100 canvas (SVG scenes pass their canvas as the clip): a hidden part of the
    /// curve ~1e30 long, where t + 1e9 == t, so the dash walk never reached its end. The
    /// canvas part lies inside the first dash (it starts on, at the start point): the
    /// picture is the solid stroke's.
    @Test func dashBelowTheSegmentsPrecision_isNotAHang() throws {
        var p = Path()
        p.move(to: Point(x: 1, y: 1)); p.quad(to: Point(x: 1e9, y: -895.62), control: Point(x: -281.48, y: 1e30))
        let clip = Rect(x: 0, y: 0, width: 16, height: 100)
        let path = p
        let dashed = try #require(finishing(within: 60) { path.stroked(StrokeStyle(width: 1, dashes: [1e9]), clip: clip) })
        let solid = p.stroked(StrokeStyle(width: 1), clip: clip)
        var a = try Canvas(width: 16, height: 100), b = try Canvas(width: 16, height: 100)
        a.fill(dashed, rule: .nonZero, paint: .solid(.black)); b.fill(solid, rule: .nonZero, paint: .solid(.black))
        #expect(zip(a.bytes, b.bytes).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        // A vertical line down x = 1 from y = 1: half of pixels 0 and 1 in rows 2 to 97.
        #expect((2..<98).allSatisfy { y in a.bytes[(y * 16 + 1) * 4 + 3] > 100 && a.bytes[(y * 16) * 4 + 3] > 100 })
    }

    /// raster fuzzer (`--valid`, seed 77): a polygon of ~8,000 points out to ±1e308, a
    /// 486 px pen dashed [5, 0] on a 1920x17 canvas. Its outline passes Float's precision, so
    /// the centre line is cut to the region (`Stroker+Far`) — and each of the thousands of
    /// cut runs was held to the dash cap alone: millions of dashes with 486 px caps, seconds.
    /// The cap now holds for all the runs: drawn solid, as an uncut line that long would be.
    @Test func farRunsShareOneDashCap() throws {
        var p = Path()
        p.move(to: Point(x: 0, y: 8))
        for k in 0..<2_000 {
            p.line(to: Point(x: k % 2 == 0 ? -1e300 : 1e300, y: Double(k % 17)))
            p.line(to: Point(x: Double(k % 1920), y: 8))
        }
        p.close()
        let clip = Rect(x: 0, y: 0, width: 1920, height: 17), path = p
        let dashed = try #require(finishing(within: 60) {
            path.stroked(StrokeStyle(width: 486, join: .round, cap: .round, dashes: [5, 0]), clip: clip)
        })
        #expect(dashed == p.stroked(StrokeStyle(width: 486, join: .round, cap: .round), clip: clip))
        // A short pen still dashes the cut runs (under the cap together).
        var q = Path()
        q.move(to: Point(x: -1e300, y: 8)); q.line(to: Point(x: 1000, y: 8)); q.line(to: Point(x: -1e300, y: 9))
        let thin = q.stroked(StrokeStyle(width: 2, dashes: [4, 4]), clip: clip)
        #expect(thin.contourEnds.count > 200)
    }
}
