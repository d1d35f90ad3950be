/// SIMD argmin/argmax over Double: 4 lanes of values and 4 lanes of Int64 indices, two
/// accumulator sets, compare+select — the layout of the Float kernel
/// (ArgMinMaxKernel+Float.swift) at half the lanes. Scalar twin: `_argMinMaxScalar`.
@usableFromInline
func _argMinMaxDouble(_ p: UnsafePointer<Double>, _ n: Int) -> _ArgMinMax<Double> {
    if n < 8 { return _argMinMaxScalar(p, n) }
    let raw = UnsafeRawPointer(p)
    var idxA = SIMD4<Int64>(0, 1, 2, 3), idxB = idxA &+ 4
    var minA = SIMD4<Double>(repeating: .infinity), minB = minA
    var maxA = SIMD4<Double>(repeating: -.infinity), maxB = maxA
    var iminA = SIMD4<Int64>(repeating: -1), iminB = iminA, imaxA = iminA, imaxB = iminA
    let step = SIMD4<Int64>(repeating: 8)
    var i = 0
    // Safe because: i + 8 <= n, so both 4-lane loads end inside the run.
    while i &+ 8 <= n {
        let a = raw.loadUnaligned(fromByteOffset: i &* 8, as: SIMD4<Double>.self)
        let b = raw.loadUnaligned(fromByteOffset: (i &+ 4) &* 8, as: SIMD4<Double>.self)
        let ltA = a .< minA, ltB = b .< minB, gtA = a .> maxA, gtB = b .> maxB
        minA = minA.replacing(with: a, where: ltA); iminA = iminA.replacing(with: idxA, where: ltA)
        minB = minB.replacing(with: b, where: ltB); iminB = iminB.replacing(with: idxB, where: ltB)
        maxA = maxA.replacing(with: a, where: gtA); imaxA = imaxA.replacing(with: idxA, where: gtA)
        maxB = maxB.replacing(with: b, where: gtB); imaxB = imaxB.replacing(with: idxB, where: gtB)
        idxA &+= step; idxB &+= step
        i &+= 8
    }
    var r = _ArgMinMax<Double>.none
    for l in 0..<4 {
        r.considerMin(minA[l], Int(iminA[l])); r.considerMin(minB[l], Int(iminB[l]))
        r.considerMax(maxA[l], Int(imaxA[l])); r.considerMax(maxB[l], Int(imaxB[l]))
    }
    return _mergeTail(r, p, from: i, to: n)
}
