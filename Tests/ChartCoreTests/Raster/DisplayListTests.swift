import Testing
@testable import ChartCore

@Suite struct DisplayListTests {
    /// A mixed scene: gradient area, overlapping stars, zigzag, bars, grid lines, clips.
    func scene(seed: UInt64, w: Float, h: Float) -> DisplayList {
        var l = DisplayList()
        var area = FlatPath()
        var g = SeededGenerator(seed: seed)
        let n = 200
        area.append(contour: (0..<n).map { i in
            SIMD2(Float(i) / Float(n - 1) * w, Float.random(in: 10...(h - 10), using: &g))
        } + [SIMD2(w, h), SIMD2(0, h)])
        let green: [(offset: Float, color: Color)] = [
            (offset: 0, color: Color(r: 61, g: 194, b: 63)),
            (offset: 1, color: Color(r: 61, g: 194, b: 63, a: 0))]
        l.fill(area, rule: .nonZero, paint: .linearGradient(
            start: SIMD2<Float>(0, 0), end: SIMD2<Float>(0, h), stops: green))
        for k in 0..<6 {
            l.fill(RasterScenes.star(points: 7, center: SIMD2(20 + Float(k) * 30, h / 2), r: 25,
                                     phase: Float(k)), rule: k % 2 == 0 ? .nonZero : .evenOdd,
                   paint: .solid(Color(r: 200, g: 40, b: UInt8(k * 40), a: 160), opacity: 0.8))
        }
        let blue: [(offset: Float, color: Color)] = [
            (offset: 0, color: .black), (offset: 1, color: Color(r: 0, g: 0, b: 255))]
        l.clip(PixelRect(x0: 13, y0: 7, x1: Int(w) - 9, y1: Int(h) - 21))
        l.fill(RasterScenes.zigzagRing(seed: seed, n: 150, width: w, height: h, half: 0.75),
               rule: .nonZero, paint: .radialGradient(center: SIMD2(w / 2, h / 2), radius: w / 2,
                   stops: blue))
        l.clip(nil)
        for b in 0..<20 {
            l.fillRect(x0: Float(b) * 10 + 1.3, y0: h - Float(b) * 4.37, x1: Float(b) * 10 + 8.9,
                       y1: h, paint: .solid(Color(r: 50, g: 90, b: 200, a: 200)))
        }
        l.fillRect(x0: 0, y0: 50.5, x1: w, y1: 51.5, paint: .solid(.black))
        // Small commands crossing band boundaries (bands skip commands outside them):
        // mask blits (partly off the canvas too) and thin translucent rects.
        let dot = CoverageMask(path: RasterScenes.star(points: 5, center: SIMD2(4.5, 4.5), r: 4, phase: 0),
                               width: 9, height: 9)
        for k in 0..<12 {
            l.blit(dot, x: k * 11 - 4, y: k * 9 - 5, paint: .solid(Color(r: 10, g: 200, b: 120, a: 180)))
        }
        for k in 0..<15 {
            let y = Float(k) * 6.3 - 2
            l.fillRect(x0: Float(k) * 8, y0: y, x1: Float(k) * 8 + 5.5, y1: y + 3.7, paint: .solid(Color(r: 90, g: 20, b: 20, a: 140)))
        }
        return l
    }

    @Test(arguments: [1, 2])
    func anyThreadCountIsByteIdentical(seed: Int) throws {
        var one = try Canvas(width: 120, height: 97)
        one.clear(.white)
        let list = scene(seed: UInt64(seed), w: 120, h: 97)
        one.draw(list, threads: 1)
        for t in 2...16 {
            var c = try Canvas(width: 120, height: 97)
            c.clear(.white)
            c._draw(list, threads: t, mode: .auto)
            #expect(c.bytes == one.bytes, "seed \(seed) threads \(t)")
        }
    }

    /// A list of many small fills (markers, triangles, bars, stars, a small area; a clip
    /// between them; one invisible), which more than one thread prepares and bins in runs
    /// of commands (`Canvas.prepareMany`): the same bytes as one thread, which prepares
    /// them in order. Fails if a run skips or repeats a command, or takes another's clip.
    @Test func manySmallFillsPreparedOnThreadsAreByteIdentical() throws {
        var g = SeededGenerator(seed: 77)
        var l = DisplayList()
        for k in 0..<90 {
            let c = SIMD2(Float.random(in: 5...155, using: &g), Float.random(in: 5...95, using: &g))
            let paint = Paint.solid(Color(r: UInt8(k * 2), g: 120, b: UInt8(255 - k * 2), a: 190))
            if k == 40 { l.clip(PixelRect(x0: 30, y0: 12, x1: 131, y1: 83)) }
            if k == 70 { l.clip(nil) }
            switch k % 6 {
            case 0, 1:
                let disc = Path.circle(center: Point(x: Double(c.x), y: Double(c.y)), radius: 2.5 + Double(k % 4))
                l.fill(disc.flattened(), rule: .nonZero, paint: paint)
            case 2:
                var t = FlatPath()
                t.append(contour: [c, c + SIMD2(14, 3), c + SIMD2(4, 11)])
                l.fill(t, rule: .nonZero, paint: paint)
            case 3:
                let bar = Path.rect(Rect(x: Double(c.x), y: Double(c.y), width: 3.5, height: 17.25))
                l.fill(bar.flattened(), rule: .nonZero, paint: k == 27 ? .solid(Color(r: 1, g: 2, b: 3, a: 0)) : paint)
            case 4:
                l.fill(RasterScenes.star(points: 5, center: c, r: 9, phase: Float(k)),
                       rule: k % 4 == 0 ? .evenOdd : .nonZero, paint: paint)
            default:
                var a = FlatPath()
                a.append(contour: (0..<12).map { i in c + SIMD2(Float(i) * 2, Float.random(in: 0...6, using: &g)) }
                    + [c + SIMD2(22, 14), c + SIMD2(0, 14)])
                l.fill(a, rule: .nonZero, paint: paint)
            }
        }
        var one = try Canvas(width: 160, height: 100)
        one.clear(.white)
        one.draw(l, threads: 1)
        #expect(one.bytes.contains { $0 != 255 })
        for t in [2, 3, 7] {
            var c = try Canvas(width: 160, height: 100)
            c.clear(.white)
            c._draw(l, threads: t, mode: .auto)
            #expect(c.bytes == one.bytes, "threads \(t)")
        }
    }

    /// The rect fast path equals the general path where the general path is exact
    /// (edges at multiples of 1/16 px in y, anywhere in x).
    @Test(arguments: 0..<10) func rectFastPathMatchesGeneralPath(i: Int) throws {
        var g = SeededGenerator(seed: UInt64(i))
        let x0 = Float.random(in: -3...20, using: &g), x1 = x0 + Float.random(in: 0...15, using: &g)
        let y0 = Float(Int.random(in: -20...300, using: &g)) / 16
        let y1 = y0 + Float(Int.random(in: 0...250, using: &g)) / 16
        let paint = Paint.solid(Color(r: 200, g: 100, b: 50, a: 230))
        var a = try Canvas(width: 24, height: 24), b = try Canvas(width: 24, height: 24)
        a.clear(.white); b.clear(.white)
        var l = DisplayList()
        l.fillRect(x0: x0, y0: y0, x1: x1, y1: y1, paint: paint)
        a.draw(l, threads: 1)
        var p = FlatPath()
        p.append(contour: [SIMD2(x0, y0), SIMD2(x1, y0), SIMD2(x1, y1), SIMD2(x0, y1)])
        b.fill(p, rule: .nonZero, paint: paint)
        let diff = zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(diff <= 1, "i \(i) rect \(x0) \(y0) \(x1) \(y1) max diff \(diff)")
    }

    /// A bar edge at an arbitrary fractional y gets exactly that fraction.
    @Test func fractionalBarEdgeIsExact() throws {
        var c = try Canvas(width: 4, height: 4)
        var l = DisplayList()
        l.fillRect(x0: 0, y0: 1.3, x1: 4, y1: 2.7, paint: .solid(.white))
        c.draw(l, threads: 1)
        // 0.7 · 255 = 178.5: either rounding of the Float 0.7 is exact to the half unit.
        #expect((178...179).contains(c.pixel(x: 1, y: 1)!.a))
        #expect((178...179).contains(c.pixel(x: 1, y: 2)!.a))

        #expect(c.pixel(x: 1, y: 0)!.a == 0 && c.pixel(x: 1, y: 3)!.a == 0)
        l = DisplayList()
        l.fillRect(x0: 0, y0: 0.1, x1: 4, y1: 0.2, paint: .solid(.white))
        c.draw(l, threads: 1)
        #expect(c.pixel(x: 1, y: 0)!.a == 26)    // 0.1 · 255 = 25.5 → 26 (Float 0.1000001)
    }

    /// A clear on several threads writes what a clear on one does, on every size (fewer
    /// rows than bands, one row, one column) and thread count (0 and 64 included), over a
    /// canvas drawn on first; each pixel is written (a band skipped or written twice would
    /// leave the drawing or shift a row).
    @Test func clearOnThreadsIsTheClearOnOne() throws {
        let color = Color(r: 12, g: 200, b: 90, a: 180)
        for (w, h) in [(1, 1), (1, 9), (9, 1), (5, 3), (37, 61), (300, 17)] {
            for t in [0, 2, 3, 7, 64] {
                var a = try Canvas(width: w, height: h)
                for y in 0..<h { for x in 0..<w { a.setPixel(x: x, y: y, (UInt8(x % 256), UInt8(y % 256), 7, 255)) } }
                var b = a
                a.clear(color)
                b.clear(color, threads: t)
                #expect(a.bytes == b.bytes, "\(w)x\(h) at \(t) threads")
            }
        }
    }
}
