/// SIMD argmin/argmax over Double: 4 lanes of values and 4 lanes of Int64 indices,
/// compare+select — the layout of the Float kernel (ArgMinMaxKernel+Float.swift) at half
/// the lanes. Scalar twin: `_argMinMaxScalar`, which also does runs under 4 elements.
@usableFromInline
func _argMinMaxDouble(_ p: UnsafePointer<Double>, _ n: Int) -> _ArgMinMax<Double> {
    if n < 4 { return _argMinMaxScalar(p, n) }
    let raw = UnsafeRawPointer(p)
    var idx = SIMD4<Int64>(0, 1, 2, 3)
    var vmin = SIMD4<Double>(repeating: .infinity), vmax = SIMD4<Double>(repeating: -.infinity)
    var imin = SIMD4<Int64>(repeating: -1), imax = imin
    let step = SIMD4<Int64>(repeating: 4)
    var i = 0
    // Safe because: i + 4 <= n, so the 4-lane load ends inside the run.
    while i &+ 4 <= n {
        let a = raw.loadUnaligned(fromByteOffset: i &* 8, as: SIMD4<Double>.self)
        let lt = a .< vmin, gt = a .> vmax
        vmin = vmin.replacing(with: a, where: lt); imin = imin.replacing(with: idx, where: lt)
        vmax = vmax.replacing(with: a, where: gt); imax = imax.replacing(with: idx, where: gt)
        idx &+= step
        i &+= 4
    }
    if i < n {
        // The tail: the last 4 values, overlapping ones already seen (see the Float kernel).
        // Safe because: n >= 4, so the load [n - 4, n) lies inside the run.
        let a = raw.loadUnaligned(fromByteOffset: (n &- 4) &* 8, as: SIMD4<Double>.self)
        let at = SIMD4<Int64>(0, 1, 2, 3) &+ SIMD4<Int64>(repeating: Int64(n &- 4))
        let lt = a .< vmin, gt = a .> vmax
        vmin = vmin.replacing(with: a, where: lt); imin = imin.replacing(with: at, where: lt)
        vmax = vmax.replacing(with: a, where: gt); imax = imax.replacing(with: at, where: gt)
    }
    return _mergeTail(_reduceLanes(_Lanes4(vmin: vmin, imin: imin, vmax: vmax, imax: imax)), p, from: n, to: n)
}
