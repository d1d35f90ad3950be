/// The sub-block summary of one full 256-point block (`RangeTree._buildSubs`): the min and
/// max of each of its 8 runs of 32 values, into `out[0..<8]` (mins) and `out[8..<16]`
/// (maxes). The same rules as `_minMaxFloat`: NaN never wins, a run of only NaN gives
/// +inf / -inf. One call per block instead of 8 calls of the general kernel: each run is
/// 4 vector loads folded by compare+blend and one horizontal reduction, with no length
/// tests or tails. The scalar twin is `_subBlockMinMaxScalar`.
@usableFromInline
func _subBlockMinMaxFloat(_ p: UnsafePointer<Float>, _ out: UnsafeMutablePointer<Float>) {
    let raw = UnsafeRawPointer(p)
    for j in 0..<8 {
        var mn = SIMD8<Float>(repeating: .infinity), mx = SIMD8<Float>(repeating: -.infinity)
        // Safe because: the block holds 256 values; run j is [32j, 32j + 32).
        for q in 0..<4 {
            let a = raw.loadUnaligned(fromByteOffset: (j &* 32 &+ q &* 8) &* 4, as: SIMD8<Float>.self)
            mn = mn.replacing(with: a, where: a .< mn); mx = mx.replacing(with: a, where: a .> mx)
        }
        let n4 = mn.lowHalf.replacing(with: mn.highHalf, where: mn.highHalf .< mn.lowHalf)
        let x4 = mx.lowHalf.replacing(with: mx.highHalf, where: mx.highHalf .> mx.lowHalf)
        let n2 = n4.lowHalf.replacing(with: n4.highHalf, where: n4.highHalf .< n4.lowHalf)
        let x2 = x4.lowHalf.replacing(with: x4.highHalf, where: x4.highHalf .> x4.lowHalf)
        out[j] = n2[1] < n2[0] ? n2[1] : n2[0]
        out[8 &+ j] = x2[1] > x2[0] ? x2[1] : x2[0]
    }
}

/// `_subBlockMinMaxFloat` over Double: 8 loads of 4 lanes per run.
@usableFromInline
func _subBlockMinMaxDouble(_ p: UnsafePointer<Double>, _ out: UnsafeMutablePointer<Double>) {
    let raw = UnsafeRawPointer(p)
    for j in 0..<8 {
        var mn = SIMD4<Double>(repeating: .infinity), mx = SIMD4<Double>(repeating: -.infinity)
        // Safe because: the block holds 256 values; run j is [32j, 32j + 32).
        for q in 0..<8 {
            let a = raw.loadUnaligned(fromByteOffset: (j &* 32 &+ q &* 4) &* 8, as: SIMD4<Double>.self)
            mn = mn.replacing(with: a, where: a .< mn); mx = mx.replacing(with: a, where: a .> mx)
        }
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
