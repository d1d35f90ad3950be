import Foundation
import Testing
@testable import ChartCore

/// Lists of little work are drawn on one thread whatever `threads` asks (`isLittleWork`, in
/// the public `draw`): which lists count as little, and that they draw the same bytes. (The
/// tests that compare thread counts call `_draw`, which keeps the bands for any list.)
@Suite struct LittleWorkTests {
    func circle(_ x: Float, _ y: Float, _ r: Float) -> FlatPath {
        var p = FlatPath()
        p.append(contour: (0..<16).map { k in
            let a = Float(k) * .pi / 8
            return SIMD2(x + r * cos(a), y + r * sin(a))
        })
        return p
    }

    @Test func littleWorkIsFewPointsInFewPixels() throws {
        let clip = PixelRect(x0: 0, y0: 0, x1: 400, y1: 300)
        var markers = DisplayList()
        for k in 0..<30 { markers.fill(circle(10 + Float(k) * 12, 50, 5), rule: .nonZero, paint: .solid(.black)) }
        #expect(Canvas.isLittleWork(markers, clip: clip))
        // Not with a background clear, a big bar, or a long line's points.
        var cleared = markers; cleared.clear(.white)
        #expect(!Canvas.isLittleWork(cleared, clip: clip))
        var bar = markers; bar.fillRect(x0: 0, y0: 0, x1: 200, y1: 100, paint: .solid(.black))
        #expect(!Canvas.isLittleWork(bar, clip: clip))
        var line = DisplayList(), long = FlatPath()
        long.append(contour: (0..<5_000).map { i in SIMD2(Float(i) * 0.08, 150 + Float(i % 7)) })
        line.fill(long, rule: .nonZero, paint: .solid(.black))
        #expect(!Canvas.isLittleWork(line, clip: clip))
        // Nothing inside the clip counts nothing: a huge circle far off, a rectangle with a
        // NaN edge (drawn as nothing) or one from -inf to inf (the whole clip: not little).
        var off = DisplayList()
        off.fill(circle(-1e6, -1e6, 1e5), rule: .nonZero, paint: .solid(.black))
        off.fillRect(x0: .nan, y0: 0, x1: 1e30, y1: 1e30, paint: .solid(.black))
        #expect(Canvas.isLittleWork(off, clip: clip))
        off.fillRect(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity, paint: .solid(.black))
        #expect(!Canvas.isLittleWork(off, clip: clip))
        // The same bytes on 1 and 2 threads (drawn on one either way).
        var a = try Canvas(width: 400, height: 300), b = try Canvas(width: 400, height: 300)
        a.draw(markers, threads: 1); b.draw(markers, threads: 2)
        #expect(a.bytes == b.bytes)
    }
}
