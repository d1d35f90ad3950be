import Testing
@testable import ChartCore

/// `fillColumns` against its definition (a `fillRect` per column), `copy` and `clear`
/// against per-pixel loops, and banded drawing (any band height, any thread count) against
/// one band.
@Suite struct ColumnSpansTests {
    /// Spans with fractional ends, some in one row, some empty, NaN, infinite or off the
    /// canvas, and columns left and right of the canvas.
    func spans(seed: UInt64, count: Int, height: Float) -> (top: [Float], bottom: [Float]) {
        var g = SeededGenerator(seed: seed)
        var top: [Float] = [], bottom: [Float] = []
        for i in 0..<count {
            let a = Float.random(in: -10...(height + 10), using: &g)
            var b = a + Float.random(in: 0...(i % 5 == 0 ? 0.8 : 40), using: &g)
            if i % 17 == 3 { b = a - 1 }                       // empty
            if i % 23 == 5 { b = .nan }
            if i % 29 == 7 { b = .infinity }
            top.append(a); bottom.append(b)
        }
        return (top, bottom)
    }

    static let stops: [(offset: Float, color: Color)] = [
        (offset: 0, color: .black), (offset: 1, color: Color(r: 0, g: 200, b: 0, a: 100))]
    let paints: [Paint] = [
        .solid(Color(r: 30, g: 90, b: 200)),
        .solid(Color(r: 200, g: 40, b: 40, a: 150), opacity: 0.7),
        .linearGradient(start: SIMD2<Float>(0, 0), end: SIMD2<Float>(0, 80), stops: stops),
    ]

    @Test(arguments: [0, 1, 2])
    func columnsEqualOneRectPerColumn(paintIndex: Int) throws {
        let (w, h) = (70, 83)
        let paint = paints[paintIndex]
        let s = spans(seed: UInt64(paintIndex + 1), count: 90, height: Float(h))
        for clip in [nil, PixelRect(x0: 5, y0: 9, x1: 61, y1: 70)] {
            var cols = DisplayList(), rects = DisplayList()
            cols.clip(clip); rects.clip(clip)
            cols.fillColumns(x: -7, top: s.top, bottom: s.bottom, paint: paint)
            for i in s.top.indices where s.top[i].isFinite && s.bottom[i].isFinite && s.top[i] < s.bottom[i] {
                rects.fillRect(x0: Float(i - 7), y0: s.top[i], x1: Float(i - 6), y1: s.bottom[i], paint: paint)
            }
            var expected = try Canvas(width: w, height: h, color: Color(r: 250, g: 240, b: 220))
            expected.draw(rects, threads: 1)
            #expect(expected.bytes.contains { $0 != 250 && $0 != 240 && $0 != 220 }, "the spans draw something")
            for (threads, bandRows) in [(1, nil), (1, 7), (2, nil), (3, 1), (16, nil)] as [(Int, Int?)] {
                var c = try Canvas(width: w, height: h, color: Color(r: 250, g: 240, b: 220))
                c._draw(cols, threads: threads, mode: .auto, bandRows: bandRows)
                #expect(c.bytes == expected.bytes, "paint \(paintIndex) clip \(String(describing: clip)) threads \(threads) bands \(String(describing: bandRows))")
            }
        }
    }

    @Test func copyAndClearReplacePixelsInsideTheClip() throws {
        let (w, h) = (41, 37)
        var g = SeededGenerator(seed: 9)
        let (iw, ih) = (13, 11)
        let image = (0..<(iw * ih * 4)).map { _ in UInt8.random(in: 0...255, using: &g) }
        let clip = PixelRect(x0: 3, y0: 2, x1: 38, y1: 30)
        var list = DisplayList()
        list.clear(Color(r: 1, g: 2, b: 3))          // unclipped: every pixel
        list.clip(clip)
        list.clear(Color(r: 9, g: 8, b: 7, a: 128))  // premultiplied, replacing
        // From source pixel (4, 2): 9 x 9 pixels exist; the target asks for more, and reaches
        // past the clip's right edge.
        list.copy(image, width: iw, from: (4, 2), to: PixelRect(x0: 30, y0: 20, x1: 45, y1: 40))
        list.copy(image, width: iw, from: (-1, 0), to: PixelRect(x0: 0, y0: 0, x1: 5, y1: 5))   // nothing
        var expected = [UInt8](repeating: 0, count: w * h * 4)
        let dim = Color(r: 9, g: 8, b: 7, a: 128).premultiplied
        for y in 0..<h {
            for x in 0..<w {
                var p: [UInt8] = [1, 2, 3, 255]
                let inClip = x >= clip.x0 && x < clip.x1 && y >= clip.y0 && y < clip.y1
                if inClip { p = [dim.0, dim.1, dim.2, dim.3] }
                let (sx, sy) = (x - 30 + 4, y - 20 + 2)
                if inClip && x >= 30 && y >= 20 && sx < iw && sy < ih {
                    p = Array(image[((sy * iw + sx) * 4)..<((sy * iw + sx) * 4 + 4)])
                }
                expected.replaceSubrange(((y * w + x) * 4)..<((y * w + x) * 4 + 4), with: p)
            }
        }
        for (threads, bandRows) in [(1, nil), (1, 4), (2, nil), (5, 1)] as [(Int, Int?)] {
            var c = try Canvas(unfilledWidth: w, height: h)
            c._draw(list, threads: threads, mode: .auto, bandRows: bandRows)
            #expect(c.bytes == expected, "threads \(threads) bands \(String(describing: bandRows))")
        }
    }

    @Test func emptyAndNonFiniteSpansRecordNothing() {
        var l = DisplayList()
        l.fillColumns(x: 0, top: [], bottom: [], paint: .solid(.black))
        l.fillColumns(x: 0, top: [.nan, 5, .infinity, 3], bottom: [1, 5, 9, 2], paint: .solid(.black))
        l.fillColumns(x: Int.max - 1, top: [1, 2], bottom: [-.infinity], paint: .solid(.black))
        #expect(l.count == 0)
    }

    @Test func extremePositionsDrawOnlyWhatMeetsTheCanvas() throws {
        var l = DisplayList()
        for x in [Int.max - 1, Int.max - 3, Int.min, Int.min + 2, -2, 9] {
            l.fillColumns(x: x, top: [0, 1.5, 2], bottom: [3, 4, 8], paint: .solid(.black))
            l.copy([UInt8](repeating: 7, count: 64), width: 4, from: (0, 0), to: PixelRect(x0: x, y0: x, x1: .max, y1: .max))
        }
        var c = try Canvas(width: 12, height: 10, color: .white)
        c._draw(l, threads: 1, mode: .auto, bandRows: 3)
        // Only x = -2 (its last column at 0: rows 2..<8; the copy's pixels (0...1, 0...1))
        // and x = 9 reach the canvas.
        #expect(c.pixel(x: 0, y: 5)! == (0, 0, 0, 255) && c.pixel(x: 0, y: 2)! == (0, 0, 0, 255))
        #expect(c.pixel(x: 0, y: 1)! == (7, 7, 7, 7) && c.pixel(x: 2, y: 1)! == (255, 255, 255, 255))
        #expect(c.pixel(x: 9, y: 1)! == (0, 0, 0, 255) && c.pixel(x: 11, y: 7)! == (0, 0, 0, 255))
        #expect(c.pixel(x: 9, y: 9)! == (7, 7, 7, 7) && c.pixel(x: 5, y: 5)! == (255, 255, 255, 255))
    }
}
