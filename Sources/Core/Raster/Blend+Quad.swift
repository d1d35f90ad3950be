/// Four pixels blended at once, on 16 float lanes (r, g, b, a of each pixel in turn): the
/// float operations of `Blend.pixel` lane by lane — `s·k + d·(1 − s.w·k/255)`, clamped to
/// 255, rounded by adding 2²³ — so the bytes equal the one-pixel path's exactly.
///
/// Written on concrete types with no generic conversions (those compile to lane loops or
/// out-of-line calls): bytes widen by a lane shuffle and variable shifts, become floats by
/// the 2²³ exponent trick, and narrow back by a lane loop LLVM folds into byte packs. A
/// coverage of 0 gives back `d` exactly, 1 with an opaque colour gives the colour exactly
/// (`d·0`), so callers need no per-pixel branches.
extension Blend {
    /// The colour `c` in each of four pixels' lanes.
    @inline(__always) static func lanes(_ c: SIMD4<Float>) -> SIMD16<Float> {
        let c8 = SIMD8(lowHalf: c, highHalf: c)
        return SIMD16(lowHalf: c8, highHalf: c8)
    }

    /// Each of four pixel values repeated over that pixel's four channel lanes.
    @inline(__always) static func spread(_ k: SIMD4<Float>) -> SIMD16<Float> {
        SIMD16(k[0], k[0], k[0], k[0], k[1], k[1], k[1], k[1],
               k[2], k[2], k[2], k[2], k[3], k[3], k[3], k[3])
    }

    /// Blends the four pixels at `p`: `sk` is the colour × coverage per lane, `inv` the
    /// destination's weight per lane. Safe callers: `p` points at 4 pixels of one row.
    @inline(__always)
    static func quad(_ p: UnsafeMutableRawPointer, _ sk: SIMD16<Float>, _ inv: SIMD16<Float>) {
        let w = p.loadUnaligned(as: SIMD4<UInt32>.self)
        let u = SIMD16<UInt32>(w[0], w[0], w[0], w[0], w[1], w[1], w[1], w[1],
                               w[2], w[2], w[2], w[2], w[3], w[3], w[3], w[3])
            &>> SIMD16<UInt32>(0, 8, 16, 24, 0, 8, 16, 24, 0, 8, 16, 24, 0, 8, 16, 24) & 0xFF
        let d = unsafeBitCast(u | 0x4B00_0000, to: SIMD16<Float>.self) - 8_388_608
        let v = sk + d * inv
        let c = v.replacing(with: 255, where: v .> 255) + 8_388_608
        p.storeBytes(of: narrow(unsafeBitCast(c, to: SIMD16<UInt32>.self)), as: SIMD16<UInt8>.self)
    }

    /// The low byte of each lane. A lane loop on concrete types, forced inline: LLVM folds
    /// it into byte packs; the stdlib's generic `SIMD16<UInt8>(truncatingIfNeeded:)` stayed
    /// an out-of-line call in the large callers (13 instructions a quad, a fifth of S6).
    @inline(__always) static func narrow(_ b: SIMD16<UInt32>) -> SIMD16<UInt8> {
        var o = SIMD16<UInt8>()
        for i in 0..<16 { o[i] = UInt8(truncatingIfNeeded: b[i]) }
        return o
    }

    /// Blends the uniform colour `c` at coverages `cov[x0..<x1 rounded down to fours]`
    /// (clamped to 0…1); returns the first pixel not done. Safe callers: `x0..<x1` are
    /// pixels of `row`, `cov` is valid there.
    @inline(__always)
    static func quads(_ row: UnsafeMutablePointer<UInt8>, _ x0: Int, _ x1: Int, _ c: SIMD4<Float>,
                      _ cov: UnsafePointer<Float>) -> Int {
        var x = x0
        guard x &+ 4 <= x1 else { return x }
        let c16 = lanes(c), cw = SIMD16<Float>(repeating: c.w)
        while x &+ 4 <= x1 {
            var k = UnsafeRawPointer(cov + x).loadUnaligned(as: SIMD4<Float>.self)
            k = k.replacing(with: 1, where: k .> 1)
            k = k.replacing(with: 0, where: .!(k .> 0))
            // Nothing to blend (cells beside an edge, outside the fill): the bytes stay.
            if k != .zero {
                let k16 = spread(k)
                quad(UnsafeMutableRawPointer(row + x &* 4), c16 * k16, 1 - cw * k16 / 255)
            }
            x &+= 4
        }
        return x
    }
}
