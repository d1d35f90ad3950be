import Testing
@testable import ChartCore

/// The blends of runs and blocks against `Blend.pixel`, one pixel at a time (the scalar twin).
@Suite struct BlendRunTests {
    /// A row whose background repeats in runs (so `RowInk.span` copies quads) and changes
    /// (so it blends them): the bytes equal the one-pixel blend's exactly, at coverage 1
    /// and below, for translucent and opaque colours.
    @Test func spanEqualsPixelByPixel() {
        var g = SeededGenerator(seed: 21)
        let n = 67
        var background = [UInt8](repeating: 0, count: n * 4)
        var x = 0
        while x < n {
            let run = Int.random(in: 1...13, using: &g)
            let px = (0..<4).map { _ in UInt8.random(in: 0...255, using: &g) }
            for k in x..<min(n, x + run) { for c in 0..<4 { background[k * 4 + c] = px[c] } }
            x += run
        }
        let colors = [SIMD4<Float>(40, 100, 160, 200), SIMD4<Float>(31, 119, 180, 255), SIMD4<Float>(0, 0, 0, 38)]
        let table = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: 1)
        defer { table.deallocate() }
        for c in colors {
            table[0] = c
            let blend = Blend(.solid(Color(r: 0, g: 0, b: 0)), table: table)
            for k: Float in [1, 0.37] {
                for (x0, x1) in [(0, n), (3, 60), (5, 9)] {
                    var a = background, b = background
                    a.withUnsafeMutableBufferPointer { buf in
                        RowInk(blend: blend, y: 0, uniform: true, c: c).span(buf.baseAddress!, x0, x1, k)
                    }
                    b.withUnsafeMutableBufferPointer { buf in
                        for x in x0..<x1 { Blend.pixel(buf.baseAddress! + x * 4, c, k) }
                    }
                    if c.w == 255 && k == 1 { for x in x0..<x1 { for i in 0..<4 { b[x * 4 + i] = UInt8(c[i]) } } }
                    #expect(a == b, "colour \(c) coverage \(k) span \(x0)..<\(x1)")
                }
            }
        }
    }

    /// The integer blends of eight and four pixels (`Blend.block`, `Blend.quad`) equal the
    /// scalar twin `Blend.pixel` byte for byte, stay within 2.5 of the exact real-valued
    /// source-over of the colour's bytes (two roundings and the coverage's), and over a
    /// transparent pixel an opaque colour leaves alpha = coverage · 255 rounded, exactly.
    @Test func integerBlendsEqualTheScalarTwinAndTheExactFormula() {
        var g = SeededGenerator(seed: 23)
        let raw = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { raw.deallocate() }
        let bytes = raw.bindMemory(to: UInt8.self, capacity: 64)
        for trial in 0..<2000 {
            // Premultiplied colour (colour ≤ alpha, fractional), any destination bytes.
            let a = trial % 4 == 0 ? 255 : Float.random(in: 0...255, using: &g)
            let c = SIMD4<Float>(Float.random(in: 0...a, using: &g), Float.random(in: 0...a, using: &g),
                                 Float.random(in: 0...a, using: &g), a)
            var k = SIMD8<Float>()
            for i in 0..<8 { k[i] = [0, 1, Float.random(in: 0...1, using: &g)][Int.random(in: 0...2, using: &g)] }
            let dst = (0..<32).map { _ in trial % 3 == 0 ? 0 : UInt8.random(in: 0...255, using: &g) }
            let q = Blend.bytes(c), (rb, ga) = Blend.pairs(q)
            // Eight at once, four and four, one by one.
            bytes.update(from: dst, count: 32)
            Blend.block(raw, rb, ga, Blend.cover(k))
            let block = Array(UnsafeBufferPointer(start: bytes, count: 32))
            bytes.update(from: dst, count: 32)
            Blend.quad(raw, Blend.weights(rb, ga, Blend.cover(k.lowHalf)))
            Blend.quad(raw + 16, Blend.weights(rb, ga, Blend.cover(k.highHalf)))
            let quads = Array(UnsafeBufferPointer(start: bytes, count: 32))
            bytes.update(from: dst, count: 32)
            for i in 0..<8 { Blend.pixel(bytes + 4 * i, c, k[i]) }
            let pixels = Array(UnsafeBufferPointer(start: bytes, count: 32))
            #expect(block == pixels && quads == pixels, "colour \(c) coverage \(k)")
            if q.w == 255 {
                // The opaque block (the destination's weight 255 − m, not taken from s.a).
                bytes.update(from: dst, count: 32)
                Blend.block(raw, rb, ga, Blend.cover(k), opaque: true)
                #expect(Array(UnsafeBufferPointer(start: bytes, count: 32)) == pixels, "opaque \(c) coverage \(k)")
            }
            for i in 0..<8 {
                let qa = Float(q.w) * k[i] / 255
                for ch in 0..<4 {
                    let exact = Float(q[ch]) * k[i] + Float(dst[4 * i + ch]) * (1 - qa)
                    #expect(abs(Float(pixels[4 * i + ch]) - exact) <= 2.5, "colour \(c) k \(k[i]) dst \(dst[4 * i + ch])")
                }
                if q.w == 255 && dst[4 * i + 3] == 0 {
                    #expect(UInt32(pixels[4 * i + 3]) == Blend.cover(k[i]), "alpha at k \(k[i])")
                }
            }
        }
    }

    /// `Rasterizer.cells8`: coverages of a block are the scalar prefix sums' (`coverage`)
    /// to float rounding, the cells are cleared, the run carries on.
    @Test func cells8MatchesScalarPrefixSums() {
        var g = SeededGenerator(seed: 22)
        let a = UnsafeMutablePointer<Float>.allocate(capacity: 8)
        defer { a.deallocate() }
        for _ in 0..<200 {
            let vals = (0..<8).map { _ in Float.random(in: -0.6...0.6, using: &g) }
            var run = Float.random(in: -1...1, using: &g), scalar = run
            a.update(from: vals, count: 8)
            let k = Rasterizer.cells8(a, &run, zero: 0)
            for i in 0..<8 {
                scalar += vals[i]
                #expect(abs(k[i] - Rasterizer.coverage(scalar)) < 1e-5)
                #expect(a[i] == 0)
            }
            #expect(abs(run - scalar) < 1e-5)
        }
    }
}
