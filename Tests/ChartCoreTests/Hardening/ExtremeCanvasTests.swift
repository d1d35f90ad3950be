import Testing
@testable import ChartCore

/// Extreme canvas sizes: the limits 1 and 16384 per side are accepted, anything outside
/// is a `CanvasError`, never a trap or a wrapped-around allocation (issue #9).
@Suite struct ExtremeCanvasTests {
    @Test func canvas1x1_isAccepted_andAFillCoversItsOnePixel() throws {
        var c = try Canvas(width: 1, height: 1)
        #expect(c.bytes.count == 4)
        var p = FlatPath()
        p.append(contour: [SIMD2(-1, -1), SIMD2(2, -1), SIMD2(2, 2), SIMD2(-1, 2)])
        c.fill(p, rule: .nonZero, paint: .solid(.white))
        #expect(c.pixel(x: 0, y: 0)! == (255, 255, 255, 255))
        #expect(c.pixel(x: 1, y: 0) == nil && c.pixel(x: 0, y: -1) == nil)
    }

    /// The largest canvas: 1 GiB of pixels, allocated zeroed; only one rectangle is drawn
    /// (in the last band, at the far corner) to keep the test cheap.
    @Test func canvas16384x16384_isAccepted_andDrawsAtItsFarCorner() throws {
        var c = try Canvas(width: 16384, height: 16384)
        #expect(c.bytes.count == 16384 * 16384 * 4)
        var list = DisplayList()
        list.fillRect(x0: 16380, y0: 16382, x1: 16384, y1: 16384, paint: .solid(.white))
        c._draw(list, threads: 2, mode: .auto)
        #expect(c.pixel(x: 16383, y: 16383)! == (255, 255, 255, 255))
        #expect(c.pixel(x: 16379, y: 16383)! == (0, 0, 0, 0))
        #expect(c.pixel(x: 16383, y: 16381)! == (0, 0, 0, 0))
    }

    @Test(arguments: [(16385, 1), (1, 16385), (16385, 16385), (0, 10), (10, 0), (-1, 10),
                      (Int.max, 1), (1, Int.max), (Int.min, Int.min), (1 << 31, 1 << 31)])
    func canvasOutside1To16384_throwsInvalidSize(width: Int, height: Int) {
        #expect(throws: CanvasError.invalidSize(width: width, height: height)) {
            _ = try Canvas(width: width, height: height)
        }
        #expect(throws: CanvasError.invalidSize(width: width, height: height)) {
            _ = try Canvas(width: width, height: height, color: .white)
        }
    }

    /// The filled canvas is `init` then `clear`, byte for byte (a translucent colour too).
    @Test func filledCanvasEqualsClearedCanvas() throws {
        for color in [Color.white, Color(r: 12, g: 200, b: 7, a: 99), Color(r: 0, g: 0, b: 0, a: 0)] {
            for (w, h) in [(1, 1), (3, 5), (1920, 3)] {
                var a = try Canvas(width: w, height: h)
                a.clear(color)
                #expect(try Canvas(width: w, height: h, color: color).bytes == a.bytes)
            }
        }
        #expect(try Canvas(width: 2, height: 1, color: Color(r: 1, g: 2, b: 3)).bytes == [1, 2, 3, 255, 1, 2, 3, 255])
    }

    /// A clip rectangle far outside the canvas (Int extremes) becomes empty, not a trap.
    @Test func clipAtIntExtremes_isIntersectedToTheCanvas_andDrawsNothing() throws {
        var c = try Canvas(width: 8, height: 8)
        c.clip = PixelRect(x0: Int.min, y0: Int.min, x1: Int.max, y1: Int.max)
        #expect(c.clip == c.bounds)
        var list = DisplayList()
        list.clip(PixelRect(x0: Int.max - 1, y0: 0, x1: Int.max, y1: 8))
        list.fillRect(x0: 0, y0: 0, x1: 8, y1: 8, paint: .solid(.white))
        c._draw(list, threads: 2, mode: .auto)
        #expect(c.bytes.allSatisfy { $0 == 0 })
    }

    /// Rectangles with NaN, infinite and ±1e30 edges: non-finite ones draw nothing, huge
    /// finite ones are clamped to the canvas.
    @Test func fillRectWithNonFiniteEdges_drawsNothing_andHugeEdgesAreClamped() throws {
        var c = try Canvas(width: 8, height: 8)
        var list = DisplayList()
        list.fillRect(x0: .nan, y0: 0, x1: 8, y1: 8, paint: .solid(.white))
        list.fillRect(x0: 0, y0: -.infinity, x1: 8, y1: 8, paint: .solid(.white))
        c.draw(list, threads: 1)
        #expect(c.bytes.allSatisfy { $0 == 0 })
        var big = DisplayList()
        big.fillRect(x0: -1e30, y0: -1e30, x1: 1e30, y1: 1e30, paint: .solid(.white))
        c._draw(big, threads: 2, mode: .auto)
        #expect(c.bytes.allSatisfy { $0 == 255 })
    }
}

/// Thread counts at the Int extremes: `threads * 16` trapped for Int.max; any count gives
/// the same bytes as one thread.
@Suite struct ExtremeThreadCountTests {
    @Test(arguments: [Int.min, -1, 0, 3, 17, Int.max / 16 + 1, Int.max])
    func drawWithAnyThreadCount_givesTheOneThreadBytes(threads: Int) throws {
        var p = FlatPath()
        p.append(contour: [SIMD2(1.5, 0.5), SIMD2(30.25, 7), SIMD2(3, 40.5)])
        var list = DisplayList()
        list.fill(p, rule: .nonZero, paint: .solid(.white))
        var one = try Canvas(width: 32, height: 48), many = one
        one.draw(list, threads: 1)
        many._draw(list, threads: threads, mode: .auto)
        #expect(one.bytes == many.bytes)
        let y = [Float](repeating: 1, count: 100)
        let m4 = try y.withUnsafeBufferPointer { try Decimate.m4($0, nOut: 8, threads: threads) }
        #expect(m4 == (try y.withUnsafeBufferPointer { try Decimate.m4($0, nOut: 8, threads: 1) }))
        let lttb = try y.withUnsafeBufferPointer { try Decimate.lttb($0, nOut: 8, threads: threads) }
        #expect(lttb.count == 8)
    }
}
