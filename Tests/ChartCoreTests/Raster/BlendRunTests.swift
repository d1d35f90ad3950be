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
            let k = Rasterizer.cells8(a, &run)
            for i in 0..<8 {
                scalar += vals[i]
                #expect(abs(k[i] - Rasterizer.coverage(scalar)) < 1e-5)
                #expect(a[i] == 0)
            }
            #expect(abs(run - scalar) < 1e-5)
        }
    }
}
