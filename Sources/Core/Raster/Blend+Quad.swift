/// Source-over in 16-bit integer lanes, four or eight pixels at once. With the paint's
/// premultiplied colour as bytes `q` (`Blend.bytes`) and the coverage as `m` = k · 255
/// rounded (`Blend.cover`), each channel of the premultiplied RGBA8 destination `d` becomes
///
///     s = ⌊q · m / 255⌉,   out = s + ⌊d · (255 − s.a) / 255⌉        (⌊·⌉: to nearest)
///
/// with ⌊x / 255⌉ = (t + t >> 8) >> 8, t = x + 128, exact for 0 ≤ x ≤ 255². Pixels are read
/// as 16-bit lanes (R | G << 8, B | A << 8): `& 0xFF` gives the even channels (R, B) and
/// `>> 8` the odd ones (G, A), each in a lane of its own, so nothing is shuffled to widen
/// or narrow and one vector multiply does 8 (quad) or 16 (block) channels:
///
/// ```
///   bytes   R0 G0 B0 A0 R1 G1 …      lanes  (G0 R0)(A0 B0)(G1 R1) …
///   even    R0    B0    R1   …  = lanes & 0xFF      odd  G0 A0 G1 … = lanes >> 8
///   out     even | odd << 8 (each ≤ 255: s ≤ s.a and the second term ≤ 255 − s.a)
/// ```
///
/// `Blend.pixel` takes the same integer steps one channel at a time (the scalar twin: the
/// same bytes). Coverage 0 leaves `d` (s = 0, weight 255); coverage 1 with an opaque colour
/// gives `q` (weight 0). Against the float form `q·k + d·(1 − q.a·k/255)` this rounds twice
/// and quantizes k to 1/255: at most ±2 in a channel, alpha over a cleared canvas exactly
/// k · 255 rounded either way; the 8-pixel blend costs ~40 instructions instead of ~120
/// (S4a −12%, S5 −5% in one process).
extension Blend {
    /// Four pixels' weights: colour × coverage in the even and odd lanes, and the
    /// destination's weight 255 − s.a in both lanes of each pixel.
    struct Quad { var even, odd, keep: SIMD8<UInt16> }

    /// A premultiplied colour (0…255 floats) as bytes: rounded to nearest, clamped to
    /// 0…255, colour channels at most alpha (so no channel of a blend passes 255).
    @inline(__always) static func bytes(_ c: SIMD4<Float>) -> SIMD4<UInt32> {
        var c = c.replacing(with: 255, where: c .> 255)
        c = c.replacing(with: 0, where: .!(c .> 0))
        // + 2²³: the float's low mantissa bits are the rounded integer.
        let b = unsafeBitCast(c + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
        return b.replacing(with: SIMD4(repeating: b.w), where: b .> b.w)
    }

    /// The colour bytes `b` as the 32-bit words of its lane pairs: (R, B) and (G, A).
    @inline(__always) static func pairs(_ b: SIMD4<UInt32>) -> (rb: UInt32, ga: UInt32) {
        (b.x | b.z &<< 16, b.y | b.w &<< 16)
    }

    /// Coverages clamped to 0…1 (NaN and below 0 → 0), as the blends take them.
    @inline(__always) static func unit(_ k: SIMD8<Float>) -> SIMD8<Float> {
        k.replacing(with: 1, where: k .> 1).replacing(with: 0, where: .!(k .> 0))
    }

    @inline(__always) static func unit(_ k: SIMD4<Float>) -> SIMD4<Float> {
        k.replacing(with: 1, where: k .> 1).replacing(with: 0, where: .!(k .> 0))
    }

    /// Coverages 0…1 as 0…255, rounded to nearest (ties to even).
    @inline(__always) static func cover(_ k: SIMD8<Float>) -> SIMD8<UInt32> {
        unsafeBitCast(k * 255 + 8_388_608, to: SIMD8<UInt32>.self) &- 0x4B00_0000
    }

    @inline(__always) static func cover(_ k: SIMD4<Float>) -> SIMD4<UInt32> {
        unsafeBitCast(k * 255 + 8_388_608, to: SIMD4<UInt32>.self) &- 0x4B00_0000
    }

    @inline(__always) static func cover(_ k: Float) -> UInt32 { (k * 255 + 8_388_608).bitPattern &- 0x4B00_0000 }

    @inline(__always) static func div255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &+ 128
        return (t &+ t &>> 8) &>> 8
    }

    @inline(__always) static func div255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let t = x &+ 128
        return (t &+ t &>> 8) &>> 8
    }

    @inline(__always) static func div255(_ x: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let t = x &+ 128
        return (t &+ t &>> 8) &>> 8
    }

    /// The weights of four pixels of colour pairs `rb`, `ga` at coverages `m` (0…255).
    @inline(__always) static func weights(_ rb: UInt32, _ ga: UInt32, _ m: SIMD4<UInt32>) -> Quad {
        let m2 = unsafeBitCast(m | m &<< 16, to: SIMD8<UInt16>.self)
        let even = div255(unsafeBitCast(SIMD4(repeating: rb), to: SIMD8<UInt16>.self) &* m2)
        let odd = div255(unsafeBitCast(SIMD4(repeating: ga), to: SIMD8<UInt16>.self) &* m2)
        let a = unsafeBitCast(odd, to: SIMD4<UInt32>.self) &>> 16
        return Quad(even: even, odd: odd, keep: 255 &- unsafeBitCast(a | a &<< 16, to: SIMD8<UInt16>.self))
    }

    /// Blends the four pixels at `p` with weights `w`. Safe callers: `p` points at 4 pixels
    /// of one row.
    @inline(__always) static func quad(_ p: UnsafeMutableRawPointer, _ w: Quad) {
        let d = p.loadUnaligned(as: SIMD8<UInt16>.self)
        let e = w.even &+ div255((d & 0xFF) &* w.keep), o = w.odd &+ div255((d &>> 8) &* w.keep)
        p.storeBytes(of: e | o &<< 8, as: SIMD8<UInt16>.self)
    }

    /// Blends the eight pixels at `p`, colour pairs `rb`, `ga`, coverages `m` (0…255): the
    /// steps of `weights` and `quad` on 16 lanes. `opaque` (a constant where inlined): the
    /// colour's alpha is 255, so s.a = ⌊255 · m / 255⌉ = m and the destination's weight is
    /// 255 − m, the same bytes without taking s.a out of the odd lanes (7 instructions of ~40).
    /// Safe callers: `p` points at 8 pixels of one row; `opaque` only for alpha 255.
    @inline(__always) static func block(_ p: UnsafeMutableRawPointer, _ rb: UInt32, _ ga: UInt32, _ m: SIMD8<UInt32>,
                                        opaque: Bool = false) {
        let m2 = unsafeBitCast(m | m &<< 16, to: SIMD16<UInt16>.self)
        let even = div255(unsafeBitCast(SIMD8(repeating: rb), to: SIMD16<UInt16>.self) &* m2)
        let odd = div255(unsafeBitCast(SIMD8(repeating: ga), to: SIMD16<UInt16>.self) &* m2)
        let keep: SIMD16<UInt16>
        if opaque {
            keep = 255 &- m2
        } else {
            let a = unsafeBitCast(odd, to: SIMD8<UInt32>.self) &>> 16
            keep = 255 &- unsafeBitCast(a | a &<< 16, to: SIMD16<UInt16>.self)
        }
        let d = p.loadUnaligned(as: SIMD16<UInt16>.self)
        let e = even &+ div255((d & 0xFF) &* keep), o = odd &+ div255((d &>> 8) &* keep)
        p.storeBytes(of: e | o &<< 8, as: SIMD16<UInt16>.self)
    }

    /// Blends colour `rb`, `ga` at coverages `cov[x0..<x1 rounded down to fours]` (clamped
    /// to 0…1), eight pixels a step while they last; returns the first pixel not done.
    /// Safe callers: `x0..<x1` are pixels of `row`, `cov` is valid there.
    @inline(__always)
    static func quads(_ row: UnsafeMutablePointer<UInt8>, _ x0: Int, _ x1: Int, _ rb: UInt32, _ ga: UInt32,
                      _ cov: UnsafePointer<Float>) -> Int {
        var x = x0
        while x &+ 8 <= x1 {
            let k = unit(UnsafeRawPointer(cov + x).loadUnaligned(as: SIMD8<Float>.self))
            // Nothing to blend (cells beside an edge, outside the fill): the bytes stay.
            if _any(k .> 0) { block(UnsafeMutableRawPointer(row + x &* 4), rb, ga, cover(k)) }
            x &+= 8
        }
        if x &+ 4 <= x1 {
            let k = unit(UnsafeRawPointer(cov + x).loadUnaligned(as: SIMD4<Float>.self))
            if _any(k .> 0) { quad(UnsafeMutableRawPointer(row + x &* 4), weights(rb, ga, cover(k))) }
            x &+= 4
        }
        return x
    }
}
