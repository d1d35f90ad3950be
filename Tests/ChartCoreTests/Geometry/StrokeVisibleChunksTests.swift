import Foundation
import Testing
@testable import ChartCore

/// A polyline stroked for a clip strokes only what can reach it — its segments from the
/// first to the last whose box meets the region, and of a long one only the chunks that
/// meet it: fewer outline points, and the same pixels inside the clip as the whole outline.
@Suite struct StrokeVisibleChunksTests {
    /// The open polyline through `point(0) ..< point(n)`.
    func polyline(_ n: Int, _ point: (Int) -> Point) -> Path {
        var p = Path()
        p.move(to: point(0))
        for i in 1..<n { p.line(to: point(i)) }
        return p
    }

    /// The coverage of `outline` filled non-zero through `clip` on a 400 px wide canvas.
    func alpha(_ outline: FlatPath, _ clip: PixelRect, height: Int, threads: Int) throws -> [Float] {
        var list = DisplayList()
        list.clip(clip)
        list.fill(outline, rule: .nonZero, paint: .solid(.white))
        var c = try Canvas(width: 400, height: height)
        c._draw(list, threads: threads, mode: .auto)
        return RasterScenes.alpha(c)
    }

    @Test(arguments: [1, 2]) func chunksOffTheClipAreNotStroked(threads: Int) throws {
        // 40,960 points, 16 chunks of 2,560, a slow wave at y 15 ... 25; chunk 5 (points
        // 12,800 ... 15,361) ends left of the clip at x = 156 but has a miter spike at y = 50
        // whose tip (x ≈ 164) reaches into it.
        let p = polyline(40_960) { i in
            switch i {
            case 15_300: Point(x: 150, y: 49.5)
            case 15_301: Point(x: 153.5, y: 50)
            case 15_302: Point(x: 150, y: 50.5)
            default: Point(x: Double(i) * 0.01, y: 20 + 5 * Foundation.sin(Double(i) * 0.0005))
            }
        }
        let style = StrokeStyle(width: 3, join: .miter, miterLimit: 10)
        let window = PixelRect(x0: 156, y0: 0, x1: 356, y1: 100)
        var whole = FlatPath(), seen = FlatPath(), stroker = Stroker()
        stroker.stroke(p, style: style, threads: threads, into: &whole)
        stroker.stroke(p, style: style, threads: threads,
                       clip: Rect(x: 156, y: 0, width: 200, height: 100), into: &seen)
        // Chunks 5 ... 14 of 16 (14: its points from x = 332.8 on, within reach of 356).
        #expect(seen.points.count < whole.points.count * 11 / 16)
        #expect(seen.points.count > whole.points.count * 9 / 16)
        let a = try alpha(whole, window, height: 100, threads: threads)
        let b = try alpha(seen, window, height: 100, threads: threads)
        #expect(a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }, "pixels differ")
        // The spike's tip is drawn: ink right of x = 156 in its row, and nothing below the wave
        // elsewhere right of it.
        #expect((157..<163).allSatisfy { x in a[49 * 400 + x] > 0.1 || a[50 * 400 + x] > 0.1 })
        #expect((170..<400).allSatisfy { x in (35..<100).allSatisfy { a[$0 * 400 + x] == 0 } })
    }

    /// The ends trimmed: a round-joined series (the pen's envelope), a miter one too short to
    /// be chunked, and square caps, each seen through windows at its middle and its ends.
    @Test(arguments: [StrokeStyle(width: 2.5, join: .round, cap: .butt), StrokeStyle(width: 2, join: .miter, cap: .square),
                      StrokeStyle(width: 6, join: .bevel, cap: .round)])
    func segmentsBeforeAndAfterTheClipAreLeftOut(style: StrokeStyle) throws {
        // 1,500 points over x 5 ... 395, a wave of ±30 px with a ±3 px wiggle.
        let p = polyline(1_500) { i in
            let x = 5 + Double(i) * 0.26
            return Point(x: x, y: 50 + 30 * Foundation.sin(x / 40) + 3 * Foundation.sin(Double(i) * 1.7))
        }
        var whole = FlatPath(), stroker = Stroker()
        stroker.stroke(p, style: style, into: &whole)
        for (x0, x1) in [(180, 220), (0, 30), (370, 400)] {
            let window = PixelRect(x0: x0, y0: 0, x1: x1, y1: 100)
            var seen = FlatPath()
            stroker.stroke(p, style: style, clip: Rect(x: Double(x0), y: 0, width: Double(x1 - x0), height: 100), into: &seen)
            #expect(seen.points.count < whole.points.count / 3, "\(x0) ..< \(x1)")
            let a = try alpha(whole, window, height: 100, threads: 1)
            let b = try alpha(seen, window, height: 100, threads: 1)
            let worst = zip(a, b).map { abs($0 - $1) }.max() ?? 1
            #expect(worst <= 1.01 / 255, "\(x0) ..< \(x1): \(worst * 255)")
            #expect(a.reduce(0, +) > Float(x1 - x0) * 2)
        }
        // A window that no segment comes near: nothing at all. One point: its dot is kept.
        var none = FlatPath(), dot = FlatPath()
        stroker.stroke(p, style: style, clip: Rect(x: 0, y: 400, width: 400, height: 100), into: &none)
        #expect(none.points.isEmpty)
        var one = Path()
        one.move(to: Point(x: 10, y: 10)); one.line(to: Point(x: 10, y: 10))
        stroker.stroke(one, style: StrokeStyle(width: 4, cap: .round), clip: Rect(x: 0, y: 0, width: 20, height: 20), into: &dot)
        #expect(dot.points.count > 8)
    }

    /// A band the line dips into now and then: each chunk strokes only its runs of segments
    /// that can reach it. A miter spike whose vertex lies 10 px above the band (its tip in
    /// it) is kept by the pen's reach; without the reach the test fails.
    @Test(arguments: [1, 2]) func runsOffTheClipAreNotStroked(threads: Int) throws {
        let p = polyline(40_960) { i in
            switch i {
            case 29_999: Point(x: 291, y: 15)
            case 30_000: Point(x: 300, y: 190)
            case 30_001: Point(x: 309, y: 15)
            default: Point(x: Double(i) * 0.01,
                           y: (1_990..<2_010).contains(i % 4_000) ? 205 : 20 + 15 * Foundation.sin(Double(i) * 0.01 / 7))
            }
        }
        let style = StrokeStyle(width: 3, join: .miter, miterLimit: 20)
        let band = PixelRect(x0: 0, y0: 200, x1: 400, y1: 210)
        var whole = FlatPath(), seen = FlatPath(), stroker = Stroker()
        stroker.stroke(p, style: style, threads: threads, into: &whole)
        stroker.stroke(p, style: style, threads: threads, clip: Rect(x: 0, y: 200, width: 400, height: 10), into: &seen)
        #expect(seen.points.count < whole.points.count / 10)
        let a = try alpha(whole, band, height: 220, threads: threads)
        let b = try alpha(seen, band, height: 220, threads: threads)
        #expect(a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }, "pixels differ")
        // The spike's tip at x = 300 and the dips (x = 20, 60, 100, ...) are drawn in the band.
        #expect(a[205 * 400 + 300] > 0.3 && a[205 * 400 + 20] > 0.3 && a[205 * 400 + 80] == 0)
    }
}
