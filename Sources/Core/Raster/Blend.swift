/// Source-over of coverage × paint onto premultiplied RGBA8:
/// `out = src·k + dst·(1 − srcA·k/255)`, k = coverage, rounded to nearest. An opaque paint
/// at full coverage gives exactly its colour (the dst term is multiplied by 0).
enum Blend {
    /// Blends pixels `x0..<x1` of row `y`; `cov[i]` is the coverage of column `i` in 0…1.
    /// Safe callers: `row` points at row `y`'s first byte, `cov` has at least `x1` entries.
    @inline(__always)
    static func row(_ row: UnsafeMutablePointer<UInt8>, y: Int, x0: Int, x1: Int,
                    cov: UnsafePointer<Float>, paint: Paint) {
        let solid = paint.isSolid
        let c0 = paint.table[0]
        let opaque = solid && c0.w == 255
        let word = UInt32(c0.x) | UInt32(c0.y) << 8 | UInt32(c0.z) << 16 | UInt32(c0.w) << 24
        var x = x0
        if case let .linear(st, en) = paint.kind {
            // t is affine in x along a row: one multiply-add per pixel, table lookup.
            let d = en - st, dd = (d * d).sum()
            let inv: Float = dd > 0 ? 1 / dd : 0
            let t0 = ((SIMD2(Float(x0) + 0.5, Float(y) + 0.5) - st) * d).sum() * inv
            let dt = d.x * inv
            paint.table.withUnsafeBufferPointer { tab in
                while x < x1 {
                    let k = min(cov[x], 1)
                    if k > 0 { pixel(row + x &* 4, tab[Paint.index(t0 + Float(x - x0) * dt)], k) }
                    x &+= 1
                }
            }
            return
        }
        while x < x1 {
            let k = min(cov[x], 1)
            if opaque && k == 1 {
                // Safe because: x < x1 <= width, so the 4 bytes are this row's pixel x.
                UnsafeMutableRawPointer(row + x &* 4).storeBytes(of: word.littleEndian, as: UInt32.self)
            } else if k > 0 {
                let s = solid ? c0 : paint.color(x: x, y: y)
                pixel(row + x &* 4, s, k)
            }
            x &+= 1
        }
    }

    /// Blends one premultiplied colour `s` (0…255 floats) at coverage `k` into `p`.
    @inline(__always)
    static func pixel(_ p: UnsafeMutablePointer<UInt8>, _ s: SIMD4<Float>, _ k: Float) {
        // Safe because: callers pass a pointer to a pixel inside the canvas (4 bytes).
        let d = SIMD4<Float>(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
        let inv = 1 - s.w * k / 255
        let o = s * k + d * inv + 0.5
        p[0] = UInt8(min(o.x, 255)); p[1] = UInt8(min(o.y, 255))
        p[2] = UInt8(min(o.z, 255)); p[3] = UInt8(min(o.w, 255))
    }
}
