/// The sub-block summary of one full 256-point block (`RangeTree._buildSubs`): the min and
/// max of each of its 8 runs of 32 values, into `out[0..<8]` (mins) and `out[8..<16]`
/// (maxes). The same rules as `_minMaxFloat`: NaN never wins, a run of only NaN gives
/// +inf / -inf. The scalar twin is `_subBlockMinMaxScalar`.
///
/// Each run's 4 vectors fold into one (lanes min/max, NaN-aware: a NaN accumulator lane
/// takes the other side), then the 8 run vectors reduce together, halving the lanes per
/// run at each step so that lane j ends up holding run j:
///
///     m0..m7 (8 lanes each) -> [4 of m0 | 4 of m1] ... -> [2 m0 2 m1 | 2 m2 2 m3] ... -> [m0 ... m7]
///
/// — ~400 instructions a block, where 8 separate reductions (or loops over the 4 loads,
/// which compiled to 128-bit lane shuffles) took 1,100–1,400.
@usableFromInline
func _subBlockMinMaxFloat(_ p: UnsafePointer<Float>, _ out: UnsafeMutablePointer<Float>) {
    typealias V = SIMD8<Float>
    let raw = UnsafeRawPointer(p)
    let lo = _laneMin, hi = _laneMax
    @inline(__always) func halves(_ a: V, _ b: V) -> (V, V) {
        (V(lowHalf: a.lowHalf, highHalf: b.lowHalf), V(lowHalf: a.highHalf, highHalf: b.highHalf))
    }
    @inline(__always) func evens(_ a: V, _ b: V) -> (V, V) {
        (V(lowHalf: a.evenHalf, highHalf: b.evenHalf), V(lowHalf: a.oddHalf, highHalf: b.oddHalf))
    }
    @inline(__always) func reduce(_ m: (V, V, V, V, V, V, V, V), _ f: (V, V) -> V) -> V {
        let (a0, b0) = halves(m.0, m.1), (a1, b1) = halves(m.2, m.3)
        let (a2, b2) = halves(m.4, m.5), (a3, b3) = halves(m.6, m.7)
        let (c0, d0) = evens(f(a0, b0), f(a1, b1)), (c1, d1) = evens(f(a2, b2), f(a3, b3))
        let (e, g) = evens(f(c0, d0), f(c1, d1))
        return f(e, g)
    }
    // Safe because: the block holds 256 values = 32 vectors of 8, run j the vectors 4j ..< 4j + 4.
    let (n0, x0) = _run(raw, 0), (n1, x1) = _run(raw, 1), (n2, x2) = _run(raw, 2), (n3, x3) = _run(raw, 3)
    let (n4, x4) = _run(raw, 4), (n5, x5) = _run(raw, 5), (n6, x6) = _run(raw, 6), (n7, x7) = _run(raw, 7)
    var mn = reduce((n0, n1, n2, n3, n4, n5, n6, n7), lo), mx = reduce((x0, x1, x2, x3, x4, x5, x6, x7), hi)
    mn = mn.replacing(with: .infinity, where: mn .!= mn)          // a run of only NaN
    mx = mx.replacing(with: -.infinity, where: mx .!= mx)
    // Safe because: out holds 16 values.
    UnsafeMutableRawPointer(out).storeBytes(of: mn, as: V.self)
    UnsafeMutableRawPointer(out + 8).storeBytes(of: mx, as: V.self)
}

/// The lane mins and maxes of run `j` (32 values = 4 vectors) of a block at `raw`.
@inline(__always)
func _run(_ raw: UnsafeRawPointer, _ j: Int) -> (SIMD8<Float>, SIMD8<Float>) {
    let a = raw.loadUnaligned(fromByteOffset: j &* 128, as: SIMD8<Float>.self)
    let b = raw.loadUnaligned(fromByteOffset: j &* 128 &+ 32, as: SIMD8<Float>.self)
    let c = raw.loadUnaligned(fromByteOffset: j &* 128 &+ 64, as: SIMD8<Float>.self)
    let d = raw.loadUnaligned(fromByteOffset: j &* 128 &+ 96, as: SIMD8<Float>.self)
    return (_laneMin(_laneMin(a, b), _laneMin(c, d)), _laneMax(_laneMax(a, b), _laneMax(c, d)))
}

/// Lane min, NaN-aware: `v` where it is smaller or `m` is NaN.
@inline(__always)
func _laneMin(_ m: SIMD8<Float>, _ v: SIMD8<Float>) -> SIMD8<Float> { m.replacing(with: v, where: (v .< m) .| (m .!= m)) }

/// Lane max, NaN-aware: `v` where it is larger or `m` is NaN.
@inline(__always)
func _laneMax(_ m: SIMD8<Float>, _ v: SIMD8<Float>) -> SIMD8<Float> { m.replacing(with: v, where: (v .> m) .| (m .!= m)) }

/// `_subBlockMinMaxFloat` over Double: 8 loads of 4 lanes per run.
@usableFromInline
func _subBlockMinMaxDouble(_ p: UnsafePointer<Double>, _ out: UnsafeMutablePointer<Double>) {
    let raw = UnsafeRawPointer(p)
    for j in 0..<8 {
        var mn = SIMD4<Double>(repeating: .infinity), mx = SIMD4<Double>(repeating: -.infinity)
        var mn1 = mn, mx1 = mx
        // Safe because: the block holds 256 values; run j is [32j, 32j + 32).
        let o = j &* 256
        for q in stride(from: 0, to: 256, by: 64) {
            let a = raw.loadUnaligned(fromByteOffset: o &+ q, as: SIMD4<Double>.self)
            let c = raw.loadUnaligned(fromByteOffset: o &+ q &+ 32, as: SIMD4<Double>.self)
            mn = mn.replacing(with: a, where: a .< mn); mx = mx.replacing(with: a, where: a .> mx)
            mn1 = mn1.replacing(with: c, where: c .< mn1); mx1 = mx1.replacing(with: c, where: c .> mx1)
        }
        mn = mn.replacing(with: mn1, where: mn1 .< mn); mx = mx.replacing(with: mx1, where: mx1 .> mx)
        let n2 = mn.lowHalf.replacing(with: mn.highHalf, where: mn.highHalf .< mn.lowHalf)
        let x2 = mx.lowHalf.replacing(with: mx.highHalf, where: mx.highHalf .> mx.lowHalf)
        out[j] = n2[1] < n2[0] ? n2[1] : n2[0]
        out[8 &+ j] = x2[1] > x2[0] ? x2[1] : x2[0]
    }
}

/// The scalar twin: the summary of `n` ≤ `parts · size` values in runs of `size`
/// (+inf / -inf for a run with no value, including runs past `n`).
func _subBlockMinMaxScalar<Value: BinaryFloatingPoint>(_ p: UnsafePointer<Value>, _ n: Int, size: Int, parts: Int,
                                                       _ out: UnsafeMutablePointer<Value>) {
    for j in 0..<parts {
        let lo = j * size
        let m = _minMaxScalar(p + min(lo, n), max(0, min(size, n - lo)))
        out[j] = m.min
        out[parts + j] = m.max
    }
}
