/// When a sum of Floats in Double does not depend on the order.
///
/// LTTB's average is the **in-order** Double sum of a bucket (DECIMATION.md). Adding in
/// order is a chain of dependent adds; SIMD lanes add in another order, which in general
/// rounds differently. But a Float with exponent e is a multiple of 2^(e-23), so all
/// values of a bucket are multiples of `g = 2^(e_lo - 23)`, e_lo the exponent of the
/// smallest nonzero magnitude `minAbs`; every partial sum, in any order, is a multiple of
/// g of magnitude at most `count · maxAbs`. When `count · maxAbs < 2^53 · g` every
/// partial sum is a Double, no add rounds, and any order gives the exact sum — the bits of
/// the in-order loop. Since `2^e_lo > minAbs / 2`, `count · maxAbs <= 2^29 · minAbs` is
/// enough; we ask for 2^28. A random walk away from zero passes (its magnitudes are within
/// a factor of a few in a bucket); buckets that cross zero, hold NaN, infinities or
/// subnormals do not, and are summed in order by the caller. Double values have no such
/// slack (53 bits already), so Double always takes the in-order path.
@inlinable @inline(__always)
func _floatSumIsExact(count: Int, minAbs: Float, maxAbs: Float) -> Bool {
    maxAbs.isFinite && Double(maxAbs) * Double(count) <= 0x1p28 * Double(minAbs)
}

extension Float {
    @inlinable public static var _hasUnorderedSum: Bool { true }

    /// One pass over a bucket (one stream, so the prefetchers keep up): per block the
    /// min/max (NaN skipped) into `lo[m]`, `hi[m]`, and the sum in 8 x 4 Double lanes
    /// (8 independent add chains, one add each per 32 points: the add latency is hidden); the
    /// sum is returned only when `_floatSumIsExact` proves it equals the in-order one.
    /// A block that straddles or touches zero makes `minAbs` 0 (not provable).
    @inlinable @inline(__always)
    public static func _unorderedSum(_ p: UnsafePointer<Float>, count: Int, shift: Int,
                                     lo: UnsafeMutablePointer<Float>, hi: UnsafeMutablePointer<Float>) -> Double? {
        var s0 = SIMD4<Double>(), s1 = s0, s2 = s0, s3 = s0, s4 = s0, s5 = s0, s6 = s0, s7 = s0
        var tail = 0.0
        var minAbs = Float.infinity, maxAbs: Float = 0
        let r = UnsafeRawPointer(p)
        var b = 0, m = 0
        while b < count {
            let c = min(b &+ (1 << shift), count)
            var l = SIMD8<Float>(repeating: .infinity), h = SIMD8<Float>(repeating: -.infinity)
            var j = b
            // Safe because: j + 32 <= c <= count (then j + 16 <= c).
            while j &+ 32 <= c {
                let v = r.loadUnaligned(fromByteOffset: j &* 4, as: SIMD8<Float>.self)
                let w = r.loadUnaligned(fromByteOffset: j &* 4 &+ 32, as: SIMD8<Float>.self)
                let x = r.loadUnaligned(fromByteOffset: j &* 4 &+ 64, as: SIMD8<Float>.self)
                let z = r.loadUnaligned(fromByteOffset: j &* 4 &+ 96, as: SIMD8<Float>.self)
                // (Each value against the accumulator, never value against value: a NaN
                // operand must lose to the accumulator, which is never NaN.)
                l = l.replacing(with: v, where: v .< l); h = h.replacing(with: v, where: v .> h)
                l = l.replacing(with: w, where: w .< l); h = h.replacing(with: w, where: w .> h)
                l = l.replacing(with: x, where: x .< l); h = h.replacing(with: x, where: x .> h)
                l = l.replacing(with: z, where: z .< l); h = h.replacing(with: z, where: z .> h)
                s0 += SIMD4<Double>(v.lowHalf); s1 += SIMD4<Double>(v.highHalf)
                s2 += SIMD4<Double>(w.lowHalf); s3 += SIMD4<Double>(w.highHalf)
                s4 += SIMD4<Double>(x.lowHalf); s5 += SIMD4<Double>(x.highHalf)
                s6 += SIMD4<Double>(z.lowHalf); s7 += SIMD4<Double>(z.highHalf)
                j &+= 32
            }
            while j &+ 16 <= c {
                let v = r.loadUnaligned(fromByteOffset: j &* 4, as: SIMD8<Float>.self)
                let w = r.loadUnaligned(fromByteOffset: j &* 4 &+ 32, as: SIMD8<Float>.self)
                l = l.replacing(with: v, where: v .< l); h = h.replacing(with: v, where: v .> h)
                l = l.replacing(with: w, where: w .< l); h = h.replacing(with: w, where: w .> h)
                s0 += SIMD4<Double>(v.lowHalf); s1 += SIMD4<Double>(v.highHalf)
                s2 += SIMD4<Double>(w.lowHalf); s3 += SIMD4<Double>(w.highHalf)
                j &+= 16
            }
            let l4 = l.lowHalf.replacing(with: l.highHalf, where: l.highHalf .< l.lowHalf)
            let h4 = h.lowHalf.replacing(with: h.highHalf, where: h.highHalf .> h.lowHalf)
            let l2 = l4.lowHalf.replacing(with: l4.highHalf, where: l4.highHalf .< l4.lowHalf)
            let h2 = h4.lowHalf.replacing(with: h4.highHalf, where: h4.highHalf .> h4.lowHalf)
            var bl = l2.y < l2.x ? l2.y : l2.x, bh = h2.y > h2.x ? h2.y : h2.x
            while j < c {
                let v = p[j]
                if v < bl { bl = v }
                if v > bh { bh = v }
                tail += Double(v)
                j &+= 1
            }
            lo[m] = bl; hi[m] = bh
            if bl > 0 { minAbs = Swift.min(minAbs, bl) } else if bh < 0 { minAbs = Swift.min(minAbs, -bh) } else if bl <= bh { minAbs = 0 }
            maxAbs = Swift.max(maxAbs, Swift.max(-bl, bh))
            m &+= 1; b = c
        }
        let t = ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7))
        let sum = ((t[0] + t[1]) + (t[2] + t[3])) + tail
        return !sum.isNaN && _floatSumIsExact(count: count, minAbs: minAbs, maxAbs: maxAbs) ? sum : nil
    }
}

extension Double {
    @inlinable public static var _hasUnorderedSum: Bool { false }

    /// Never provable for Double (see above): always nil, nothing recorded.
    @inlinable
    public static func _unorderedSum(_ p: UnsafePointer<Double>, count: Int, shift: Int,
                                     lo: UnsafeMutablePointer<Double>, hi: UnsafeMutablePointer<Double>) -> Double? { nil }
}
