/// SIMD argmin/argmax over Float: 8 lanes of values and 8 lanes of Int32 indices, updated
/// together by compare+select. Scalar twin: `_argMinMaxScalar` in ArgMinMax.swift, which
/// also does the tail (< 8 elements).
///
///     lanes:   i+0 i+1 ... i+7
///     lt = v .< vmin            (NaN: false, so a gap never wins; ties: false, first stays)
///     vmin = lt ? v : vmin ;  imin = lt ? idx : imin
///
/// One accumulator set: a second set (even/odd vectors) measured slower, as the 12 live
/// vectors and their masks spilled. One set runs at ~5 Gelem/s, above one core's DRAM rate.
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
    // Across lanes, first occurrence (SIMD+ArgReduce.swift).
    return _mergeTail(_reduceLanes(_Lanes8(vmin: vmin, imin: imin, vmax: vmax, imax: imax)), p, from: i, to: n)
}

/// Folds the scalar tail `[from, to)` into a SIMD result, and repairs the one case the
/// strict compares cannot see: a run whose only values are ±infinity (no lane ever beat
/// the ±infinity start), found by a scalar rescan of the bulk.
@inlinable
func _mergeTail<Value: BinaryFloatingPoint>(
    _ bulk: _ArgMinMax<Value>, _ p: UnsafePointer<Value>, from: Int, to: Int
) -> _ArgMinMax<Value> {
    var r = bulk
    if r.minIndex < 0 || r.maxIndex < 0 {
        let s = _argMinMaxScalar(p, from)
        if r.minIndex < 0 { r.min = s.min; r.minIndex = s.minIndex }
        if r.maxIndex < 0 { r.max = s.max; r.maxIndex = s.maxIndex }
    }
    let t = _argMinMaxScalar(p + from, to - from)
    if t.minIndex >= 0 && (t.min < r.min || r.minIndex < 0) { r.min = t.min; r.minIndex = from + t.minIndex }
    if t.maxIndex >= 0 && (t.max > r.max || r.maxIndex < 0) { r.max = t.max; r.maxIndex = from + t.maxIndex }
    return r
}
