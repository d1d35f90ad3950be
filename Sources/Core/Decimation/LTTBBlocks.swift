/// Block summaries for bound-pruned LTTB: bucket k's points `[s_k, e_k)` are cut into
/// blocks of `2^shift` points starting at `s_k` (the last one shorter), and each block keeps
/// the smallest and largest non-NaN y (`+inf, -inf` when it holds only NaN). The
/// averages pass reads every point anyway and records them on the way; the area argmax
/// then needs only the few blocks whose bound reaches the best area (`LTTBPrunedArgMax.swift`).
///
/// Storage: `(buckets + 1) · perBucket` pairs, bucket k's block m at `k · perBucket + m`
/// (bucket 0, never averaged, is never summarised: its search is exact).
struct _LTTBBlocks<Y: LTTBValue>: @unchecked Sendable {
    let shift: Int
    let perBucket: Int
    let lo: UnsafeMutablePointer<Y>, hi: UnsafeMutablePointer<Y>

    /// The block length for buckets of `every` points: ~32-64 blocks per bucket, blocks of
    /// 2^6 ... 2^10 points. Measured at 1e8 → 2000 (callgrind, per call): 2^8-point blocks
    /// 192M instructions, 2^9 165M, 2^10 155M (the bounds of many small blocks cost more
    /// than searching a few more points; below 2^6 the per-block reductions dominate).
    static func defaultShift(every: Double) -> Int {
        let log2 = Int.bitWidth - 1 - max(Int(every), 1).leadingZeroBitCount
        return max(6, min(10, log2 - 5))
    }

    /// Storage for nOut - 2 buckets of `every` points, or nil when buckets are shorter than
    /// 4 blocks (nothing to prune: the exact search is as cheap).
    init?(nOut: Int, every: Double, shift: Int) {
        let longest = Int(every) + 2
        guard shift >= 2, longest >= 4 << shift else { return nil }
        self.shift = shift
        perBucket = (longest >> shift) + 1
        let count = (nOut - 1) * perBucket + 4    // + 4: the bound loop reads whole vectors of 4 blocks
        lo = .allocate(capacity: count)
        hi = .allocate(capacity: count)
        // Initialised, because the bound loop also reads the unused tail of a row (its
        // lanes are ignored): ~0.8 MB at 1e8 → 2000, tens of µs.
        lo.initialize(repeating: 0, count: count)
        hi.initialize(repeating: 0, count: count)
    }

    func deallocate() { lo.deallocate(); hi.deallocate() }

    /// Summarises blocks `m0 ..<` of bucket `k` (points `[s, e)`) the scalar way.
    @inline(__always)
    func summarise(_ y: UnsafePointer<Y>, bucket k: Int, s: Int, e: Int, fromBlock m0: Int) {
        var m = m0
        while s + (m << shift) < e {
            let b = s + (m << shift), c = min(b + (1 << shift), e)
            // Safe because: [b, c) lies inside bucket k, whose blocks are < perBucket.
            (lo[k * perBucket + m], hi[k * perBucket + m]) = Y._minMax(y + b, c - b)
            m += 1
        }
    }
}

/// The scalar twin of `_minMax` (also its tail): NaN never compares, so it is skipped.
@inlinable @inline(__always)
func _minMaxScalar<Y: BinaryFloatingPoint>(_ p: UnsafePointer<Y>, _ from: Int, _ to: Int, _ l: Y, _ h: Y) -> (Y, Y) {
    var l = l, h = h
    for j in from..<to {
        let v = p[j]
        if v < l { l = v }
        if v > h { h = v }
    }
    return (l, h)
}

extension Float {
    /// Min and max of `count` values, NaN skipped: `select(v < lo, v, lo)` is one vminps
    /// whose NaN operand loses (x86's min returns the second operand on unordered).
    @inlinable @inline(__always)
    public static func _minMax(_ p: UnsafePointer<Float>, _ count: Int) -> (Float, Float) {
        var lo = SIMD8<Float>(repeating: .infinity), hi = SIMD8<Float>(repeating: -.infinity)
        let r = UnsafeRawPointer(p)
        var j = 0
        // Safe because: j + 8 <= count.
        while j &+ 8 <= count {
            let v = r.loadUnaligned(fromByteOffset: j &* 4, as: SIMD8<Float>.self)
            lo = lo.replacing(with: v, where: v .< lo)
            hi = hi.replacing(with: v, where: v .> hi)
            j &+= 8
        }
        // Across lanes by halves (SIMD's own min()/max() reductions are out-of-line loops).
        let l4 = lo.lowHalf.replacing(with: lo.highHalf, where: lo.highHalf .< lo.lowHalf)
        let h4 = hi.lowHalf.replacing(with: hi.highHalf, where: hi.highHalf .> hi.lowHalf)
        let l2 = l4.lowHalf.replacing(with: l4.highHalf, where: l4.highHalf .< l4.lowHalf)
        let h2 = h4.lowHalf.replacing(with: h4.highHalf, where: h4.highHalf .> h4.lowHalf)
        return _minMaxScalar(p, j, count, l2.y < l2.x ? l2.y : l2.x, h2.y > h2.x ? h2.y : h2.x)
    }
}

extension Double {
    /// Min and max of `count` values, NaN skipped (as Float's, 4 lanes, two lane sets).
    @inlinable @inline(__always)
    public static func _minMax(_ p: UnsafePointer<Double>, _ count: Int) -> (Double, Double) {
        var lo = SIMD4<Double>(repeating: .infinity), hi = SIMD4<Double>(repeating: -.infinity)
        var lo2 = lo, hi2 = hi
        let r = UnsafeRawPointer(p)
        var j = 0
        // Safe because: j + 8 <= count.
        while j &+ 8 <= count {
            let v = r.loadUnaligned(fromByteOffset: j &* 8, as: SIMD4<Double>.self)
            let w = r.loadUnaligned(fromByteOffset: j &* 8 &+ 32, as: SIMD4<Double>.self)
            lo = lo.replacing(with: v, where: v .< lo)
            hi = hi.replacing(with: v, where: v .> hi)
            lo2 = lo2.replacing(with: w, where: w .< lo2)
            hi2 = hi2.replacing(with: w, where: w .> hi2)
            j &+= 8
        }
        lo = lo.replacing(with: lo2, where: lo2 .< lo)
        hi = hi.replacing(with: hi2, where: hi2 .> hi)
        let l2 = lo.lowHalf.replacing(with: lo.highHalf, where: lo.highHalf .< lo.lowHalf)
        let h2 = hi.lowHalf.replacing(with: hi.highHalf, where: hi.highHalf .> hi.lowHalf)
        return _minMaxScalar(p, j, count, l2.y < l2.x ? l2.y : l2.x, h2.y > h2.x ? h2.y : h2.x)
    }
}
