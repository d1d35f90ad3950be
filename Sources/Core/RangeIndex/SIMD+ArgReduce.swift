// Horizontal first-occurrence argmin/argmax of a lane accumulator and its index lanes.
// Only compares and selects: first the extreme value by halving, then the smallest index
// among the lanes holding it (the others become Int.max). Lanes that never saw a value
// hold ±inf and index -1; real values never equal that start (lanes update on strict
// compares only), so -1 comes out only when nothing was seen, which callers read as "none".
//
//     s   = min over lanes of m
//     idx = min over lanes of (m > s ? max : i)      (m > s stands for m != s: s is the
//                                                      minimum and lanes hold no NaN)
//
// Measured codegen trap (Swift 6.3.1, -O, AVX2): comparing with `SIMD8(repeating: s)`
// compiles to a scalar lane loop (8 vucomiss + stack stores), while the same compare with
// the splat written as `SIMD8(s, s, s, s, s, s, s, s)` is one vcmpltps. Hence `_splat`.
// `.==` and `.<=` on float vectors showed the same lane loop; `.<` and `.>` did not.
// A second trap: inlining the halving (`lowHalf`/`highHalf`) into the kernel made LLVM
// keep the loop's accumulators as split 128-bit halves (spills, 2x slower), and so did
// passing SIMD8 values to a call (they travel as two xmm). So the kernels hand their
// accumulators over in one `_Lanes8` struct (passed by address) to a non-inlined reducer.

/// A kernel's lane accumulators, handed to `_reduceLanes` in memory.
struct _Lanes8 { var vmin: SIMD8<Float>, imin: SIMD8<Int32>, vmax: SIMD8<Float>, imax: SIMD8<Int32> }
struct _Lanes4 { var vmin: SIMD4<Double>, imin: SIMD4<Int64>, vmax: SIMD4<Double>, imax: SIMD4<Int64> }

@inline(never)
func _reduceLanes(_ l: _Lanes8) -> _ArgMinMax<Float> {
    let (mn, imn) = _firstArgMin(l.vmin, l.imin), (mx, imx) = _firstArgMax(l.vmax, l.imax)
    return _ArgMinMax(min: mn, minIndex: imn, max: mx, maxIndex: imx)
}

@inline(never)
func _reduceLanes(_ l: _Lanes4) -> _ArgMinMax<Double> {
    let (mn, imn) = _firstArgMin(l.vmin, l.imin), (mx, imx) = _firstArgMax(l.vmax, l.imax)
    return _ArgMinMax(min: mn, minIndex: imn, max: mx, maxIndex: imx)
}

@inline(__always)
func _firstArgMin(_ m: SIMD8<Float>, _ i: SIMD8<Int32>) -> (Float, Int) {
    let m4 = m.lowHalf.replacing(with: m.highHalf, where: m.highHalf .< m.lowHalf)
    let m2 = m4.lowHalf.replacing(with: m4.highHalf, where: m4.highHalf .< m4.lowHalf)
    let s = m2[1] < m2[0] ? m2[1] : m2[0]
    return (s, _smallestIndex(i.replacing(with: SIMD8(repeating: .max), where: m .> _splat(s))))
}

@inline(__always)
func _firstArgMax(_ m: SIMD8<Float>, _ i: SIMD8<Int32>) -> (Float, Int) {
    let m4 = m.lowHalf.replacing(with: m.highHalf, where: m.highHalf .> m.lowHalf)
    let m2 = m4.lowHalf.replacing(with: m4.highHalf, where: m4.highHalf .> m4.lowHalf)
    let s = m2[1] > m2[0] ? m2[1] : m2[0]
    return (s, _smallestIndex(i.replacing(with: SIMD8(repeating: .max), where: m .< _splat(s))))
}

@inline(__always)
func _smallestIndex(_ c: SIMD8<Int32>) -> Int {
    let c4 = c.lowHalf.replacing(with: c.highHalf, where: c.highHalf .< c.lowHalf)
    let c2 = c4.lowHalf.replacing(with: c4.highHalf, where: c4.highHalf .< c4.lowHalf)
    return Int(c2[1] < c2[0] ? c2[1] : c2[0])
}

@inline(__always)
func _firstArgMin(_ m: SIMD4<Double>, _ i: SIMD4<Int64>) -> (Double, Int) {
    let m2 = m.lowHalf.replacing(with: m.highHalf, where: m.highHalf .< m.lowHalf)
    let s = m2[1] < m2[0] ? m2[1] : m2[0]
    return (s, _smallestIndex(i.replacing(with: SIMD4(repeating: .max), where: m .> _splat(s))))
}

@inline(__always)
func _firstArgMax(_ m: SIMD4<Double>, _ i: SIMD4<Int64>) -> (Double, Int) {
    let m2 = m.lowHalf.replacing(with: m.highHalf, where: m.highHalf .> m.lowHalf)
    let s = m2[1] > m2[0] ? m2[1] : m2[0]
    return (s, _smallestIndex(i.replacing(with: SIMD4(repeating: .max), where: m .< _splat(s))))
}

@inline(__always)
func _smallestIndex(_ c: SIMD4<Int64>) -> Int {
    let c2 = c.lowHalf.replacing(with: c.highHalf, where: c.highHalf .< c.lowHalf)
    return Int(c2[1] < c2[0] ? c2[1] : c2[0])
}

@inline(__always) func _splat(_ s: Float) -> SIMD8<Float> { SIMD8(s, s, s, s, s, s, s, s) }
@inline(__always) func _splat(_ s: Double) -> SIMD4<Double> { SIMD4(s, s, s, s) }
