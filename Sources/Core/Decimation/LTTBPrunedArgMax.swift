/// Bound-pruned LTTB argmax: exact, not approximate.
///
/// For a fixed `a` and `c` the area is `|P + T - off|` with `P = d1·y` and `T = d2·u`,
/// where `u = j - ax` without x (the kernel's `-(ax - j)·d2`, the same bits negated) and
/// `u = x_j` with x: linear in (u, y). Over a block whose y lie in `[ylo, yhi]` and whose u
/// lie in `[ulo, uhi]` its exact value is at most `max(fmax, -fmin)`, taken at the corners
/// of that box. Each point's area is evaluated with 4 rounded operations, so it exceeds its
/// exact value by at most ~3u·M (u = 2^-53, `M = |P| + |T| + |off|`), and the corner
/// values are themselves off by ~4u·M; the margin `2^-48 · M` (32u·M) plus the smallest
/// normal (for products that underflow) covers both with room to spare. A block whose
/// bound is **strictly** below the best area found so far holds no point that could win
/// or tie, so skipping it leaves the result — first index on ties — unchanged.
/// Non-finite terms (an infinite y, d1 or d2, NaN averages) give an infinite bound: such a
/// block is never skipped. A block with no numeric y (`lo > hi`) holds no candidate.
///
/// The block with the largest bound is searched first (it usually holds the winner), then
/// every block in order whose bound still reaches the best area.
@inline(__always)
func _lttbBlockBound(_ ylo: Double, _ yhi: Double, _ ulo: Double, _ uhi: Double,
                     d1: Double, d2: Double, off: Double) -> Double {
    if !(ylo <= yhi) { return -.infinity }
    let p1 = d1 * ylo, p2 = d1 * yhi, t1 = ulo * d2, t2 = uhi * d2
    guard ((p1 + p2) + (t1 + t2) + off).isFinite else { return .infinity }   // a NaN or infinite term
    let mag = (max(abs(p1), abs(p2)) + max(abs(t1), abs(t2))) + abs(off)
    let fmax = (max(p1, p2) + max(t1, t2)) - off
    let fmin = (min(p1, p2) + min(t1, t2)) - off
    return max(fmax, -fmin) + (mag * 0x1p-48 + Double.leastNormalMagnitude)
}

/// `_lttbBlockBound` of 4 blocks at once (the same operations lane by lane).
@inline(__always)
func _lttbBlockBound4(_ ylo: SIMD4<Double>, _ yhi: SIMD4<Double>, _ ulo: SIMD4<Double>, _ uhi: SIMD4<Double>,
                      d1: Double, d2: Double, off: Double) -> SIMD4<Double> {
    let p1 = d1 * ylo, p2 = d1 * yhi, t1 = ulo * d2, t2 = uhi * d2
    let check = ((p1 + p2) + (t1 + t2)) + off
    let mag = (_max(_abs(p1), _abs(p2)) + _max(_abs(t1), _abs(t2))) + abs(off)
    let fmax = (_max(p1, p2) + _max(t1, t2)) - off
    let fmin = (_min(p1, p2) + _min(t1, t2)) - off
    let bound = _max(fmax, -fmin) + (mag * 0x1p-48 + Double.leastNormalMagnitude)
    return bound.replacing(with: .infinity, where: .!(_abs(check) .< .infinity))
                .replacing(with: -.infinity, where: .!(ylo .<= yhi))
}

@inline(__always) func _max(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> { a.replacing(with: b, where: b .> a) }
@inline(__always) func _min(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> { a.replacing(with: b, where: b .< a) }
@inline(__always) func _abs(_ a: SIMD4<Double>) -> SIMD4<Double> {
    unsafeBitCast(unsafeBitCast(a, to: SIMD4<UInt64>.self) & SIMD4(repeating: 0x7FFF_FFFF_FFFF_FFFF), to: SIMD4<Double>.self)
}

/// The LTTB choice in bucket `k` (points `[s, e)`, summarised in `blocks`): the index with
/// the largest area, first on ties, and that area; `(-1, -1)` when no point has a numeric
/// area. `u(j)` is the area's second coordinate at point j (monotone in j), `exact(b, c)`
/// the exact search over `[b, c)` (the SIMD kernel or its x twin).
/// - Complexity: O(blocks + points of the blocks not pruned).
@inline(__always)
func _lttbPrunedArgMax<Y: LTTBValue>(_ blocks: _LTTBBlocks<Y>, bucket k: Int, s: Int, e: Int,
                                     d1: Double, d2: Double, off: Double,
                                     u: (Int) -> Double, exact: (Int, Int) -> (Int, Double)) -> (Int, Double) {
    let shift = blocks.shift, len = 1 << shift
    let nb = (e - s + len - 1) >> shift
    let padded = (nb + 3) & ~3
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * padded) { tmp in
        // Safe because: bucket k has nb <= perBucket blocks; lanes past nb (< nb + 4) read
        // the rest of the row or the next one (the storage has 4 spare entries at its end),
        // and their bounds are never looked at.
        let bound = tmp.baseAddress!, ulo = bound + padded, uhi = ulo + padded
        let lo = blocks.lo + k * blocks.perBucket, hi = blocks.hi + k * blocks.perBucket
        for m in 0..<padded {
            let b = min(s + m << shift, e - 1), c = min(b + len, e) - 1
            ulo[m] = u(b); uhi[m] = u(c)
        }
        var m = 0
        while m < padded {
            let b4 = _lttbBlockBound4(Y._load4(lo, m), Y._load4(hi, m), UnsafeRawPointer(ulo + m).loadUnaligned(as: SIMD4<Double>.self),
                                      UnsafeRawPointer(uhi + m).loadUnaligned(as: SIMD4<Double>.self), d1: d1, d2: d2, off: off)
            UnsafeMutableRawPointer(bound + m).storeBytes(of: b4, as: SIMD4<Double>.self)
            m += 4
        }
        var top = 0, topBound = -Double.infinity
        for m in 0..<nb where bound[m] > topBound { top = m; topBound = bound[m] }
        var best = -1, bestArea = -1.0
        func visit(_ m: Int) {
            let b = s + m << shift
            let (j, area) = exact(b, min(b + len, e))
            if j >= 0 && (area > bestArea || (area == bestArea && j < best)) { best = j; bestArea = area }
        }
        visit(top)
        for m in 0..<nb where m != top && !(bound[m] < bestArea) { visit(m) }
        return (best, bestArea)
    }
}

/// The exact search with x over `[s, e)`: `|(d1·y_j + d2·x_j) - off|`, the largest numeric
/// area, first on ties; `(-1, -1)` when none (the scalar loop of DECIMATION.md).
@inline(__always)
func _lttbArgMaxX<Y: LTTBValue, X: DecimationX>(_ y: UnsafePointer<Y>, _ x: UnsafePointer<X>, _ s: Int, _ e: Int,
                                                d1: Double, d2: Double, off: Double) -> (Int, Double) {
    var best = -1, bestArea = -1.0
    for j in s..<e {
        let area = abs((d1 * Double(y[j]) + d2 * x[j]._double) - off)
        if area > bestArea { bestArea = area; best = j }
    }
    return (best, bestArea)
}
