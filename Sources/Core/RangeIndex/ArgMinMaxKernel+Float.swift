/// SIMD argmin/argmax over Float: 8 lanes of values and 8 lanes of Int32 indices, updated
/// together by compare+select, two independent accumulator sets (even and odd vectors) so
/// the compare→blend latency chain does not bound the loop. Scalar twin:
/// `_argMinMaxScalar` in ArgMinMax.swift, which also does the tail (< 16 elements).
///
///     lanes:   i+0 i+1 ... i+7 | i+8 ... i+15     set A takes vectors at i, set B at i+8
///     lt = v .< vmin            (NaN: false, so a gap never wins; ties: false, first stays)
///     vmin = lt ? v : vmin ;  imin = lt ? idx : imin
///
/// Int32 lane indices: callers pass runs of at most `Int32.max` elements (the range tree
/// scans at most one block; longer runs are chunked by the caller).
@usableFromInline
func _argMinMaxFloat(_ p: UnsafePointer<Float>, _ n: Int) -> _ArgMinMax<Float> {
    precondition(n <= Int(Int32.max), "run too long for Int32 lane indices")
    if n < 16 { return _argMinMaxScalar(p, n) }
    let raw = UnsafeRawPointer(p)
    var idxA = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7), idxB = idxA &+ 8
    var minA = SIMD8<Float>(repeating: .infinity), minB = minA
    var maxA = SIMD8<Float>(repeating: -.infinity), maxB = maxA
    var iminA = SIMD8<Int32>(repeating: -1), iminB = iminA, imaxA = iminA, imaxB = iminA
    let step = SIMD8<Int32>(repeating: 16)
    var i = 0
    // Safe because: i + 16 <= n, so both 8-lane loads end inside the run.
    while i &+ 16 <= n {
        let a = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self)
        let b = raw.loadUnaligned(fromByteOffset: (i &+ 8) &* 4, as: SIMD8<Float>.self)
        let ltA = a .< minA, ltB = b .< minB, gtA = a .> maxA, gtB = b .> maxB
        minA = minA.replacing(with: a, where: ltA); iminA = iminA.replacing(with: idxA, where: ltA)
        minB = minB.replacing(with: b, where: ltB); iminB = iminB.replacing(with: idxB, where: ltB)
        maxA = maxA.replacing(with: a, where: gtA); imaxA = imaxA.replacing(with: idxA, where: gtA)
        maxB = maxB.replacing(with: b, where: gtB); imaxB = imaxB.replacing(with: idxB, where: gtB)
        idxA &+= step; idxB &+= step
        i &+= 16
    }
    var r = _ArgMinMax<Float>.none
    // Lane merge: smallest value wins, equal values go to the smaller index (first occurrence).
    for l in 0..<8 {
        r.considerMin(minA[l], Int(iminA[l])); r.considerMin(minB[l], Int(iminB[l]))
        r.considerMax(maxA[l], Int(imaxA[l])); r.considerMax(maxB[l], Int(imaxB[l]))
    }
    return _mergeTail(r, p, from: i, to: n)
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
