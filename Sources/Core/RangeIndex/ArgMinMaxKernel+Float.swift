/// SIMD argmin/argmax over Float: 8 lanes of values and 8 lanes of Int32 indices, updated
/// together by compare+select. Scalar twin: `_argMinMaxScalar` in ArgMinMax.swift, which
/// also does runs under 8 elements.
///
///     lanes:   i+0 i+1 ... i+7
///     lt = v .< vmin            (NaN: false, so a gap never wins; ties: false, first stays)
///     vmin = lt ? v : vmin ;  imin = lt ? idx : imin
///
/// One accumulator set: the first version had two (even/odd vectors) and ran 2x slower,
/// but that was the inlined lane reduction splitting the accumulators (see
/// SIMD+ArgReduce.swift); two sets with the out-of-line reducer were not measured again.
/// One set keeps up with one core's DRAM rate (tree build: 74% of the plain read).
/// Int32 lane indices: callers pass runs of at most `Int32.max` elements.
@usableFromInline
func _argMinMaxFloat(_ p: UnsafePointer<Float>, _ n: Int) -> _ArgMinMax<Float> {
    precondition(n <= Int(Int32.max), "run too long for Int32 lane indices")
    if n < 8 { return _argMinMaxScalar(p, n) }
    let raw = UnsafeRawPointer(p)
    var idx = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
    var vmin = SIMD8<Float>(repeating: .infinity), vmax = SIMD8<Float>(repeating: -.infinity)
    var imin = SIMD8<Int32>(repeating: -1), imax = imin
    let step = SIMD8<Int32>(repeating: 8)
    var i = 0
    // Safe because: i + 8 <= n, so the 8-lane load ends inside the run.
    while i &+ 8 <= n {
        let a = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self)
        let lt = a .< vmin, gt = a .> vmax
        vmin = vmin.replacing(with: a, where: lt); imin = imin.replacing(with: idx, where: lt)
        vmax = vmax.replacing(with: a, where: gt); imax = imax.replacing(with: idx, where: gt)
        idx &+= step
        i &+= 8
    }
    if i < n {
        // The tail: the last 8 values, overlapping ones already seen. A value seen twice
        // has the same index both times, so the first-occurrence answer cannot change;
        // this replaces a scalar loop whose data-dependent branches mispredicted (~3 per
        // partial-block scan in callgrind).
        // Safe because: n >= 8, so the load [n - 8, n) lies inside the run.
        let a = raw.loadUnaligned(fromByteOffset: (n &- 8) &* 4, as: SIMD8<Float>.self)
        let at = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7) &+ SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: n &- 8))
        let lt = a .< vmin, gt = a .> vmax
        vmin = vmin.replacing(with: a, where: lt); imin = imin.replacing(with: at, where: lt)
        vmax = vmax.replacing(with: a, where: gt); imax = imax.replacing(with: at, where: gt)
    }
    // Across lanes, first occurrence (SIMD+ArgReduce.swift); the ±inf-only repair.
    return _mergeTail(_reduceLanes(_Lanes8(vmin: vmin, imin: imin, vmax: vmax, imax: imax)), p, from: n, to: n)
}
