/// SIMD min and max of a run of values, without their positions: the kernel of the
/// value-only column queries (`RangeTree.valueRanges(inBins:)`), where no caller needs to
/// know where the extremes are — half the work of the argmin/argmax kernels (no index
/// lanes). Same rules: NaN is a gap and never wins (`x .< m` is false for NaN), ±infinity
/// are values. A run holding no value returns min = +infinity > max = -infinity, which a
/// run with a value never does (its min <= max): that is the "none" test.
///
/// Two accumulator pairs (16 Floats / 8 Doubles a step) so that the compare chains of
/// consecutive loads overlap; `replacing(with:where:)` is one `vminps`/`vmaxps`-like
/// compare+blend (`pointwiseMin` is a lane loop: SWIFT-PERF.md, pitfall 1).
@usableFromInline
func _minMaxFloat(_ p: UnsafePointer<Float>, _ n: Int) -> (min: Float, max: Float) {
    if n < 8 { return _minMaxScalar(p, n) }
    let raw = UnsafeRawPointer(p)
    var mn0 = SIMD8<Float>(repeating: .infinity), mx0 = SIMD8<Float>(repeating: -.infinity)
    var mn1 = mn0, mx1 = mx0
    var i = 0
    // Safe because: i + 16 <= n (i + 8 <= n below; the tail reads [n - 8, n) with n >= 8),
    // so every load ends inside the run.
    while i &+ 16 <= n {
        let a = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self)
        let c = raw.loadUnaligned(fromByteOffset: i &* 4 &+ 32, as: SIMD8<Float>.self)
        mn0 = mn0.replacing(with: a, where: a .< mn0); mx0 = mx0.replacing(with: a, where: a .> mx0)
        mn1 = mn1.replacing(with: c, where: c .< mn1); mx1 = mx1.replacing(with: c, where: c .> mx1)
        i &+= 16
    }
    if i &+ 8 <= n {
        let a = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self)
        mn0 = mn0.replacing(with: a, where: a .< mn0); mx0 = mx0.replacing(with: a, where: a .> mx0)
        i &+= 8
    }
    if i < n {
        // The tail: the last 8 values, overlapping ones already seen (min and max do not
        // mind), instead of a scalar loop with data-dependent branches.
        let a = raw.loadUnaligned(fromByteOffset: (n &- 8) &* 4, as: SIMD8<Float>.self)
        mn1 = mn1.replacing(with: a, where: a .< mn1); mx1 = mx1.replacing(with: a, where: a .> mx1)
    }
    mn0 = mn0.replacing(with: mn1, where: mn1 .< mn0); mx0 = mx0.replacing(with: mx1, where: mx1 .> mx0)
    let n4 = mn0.lowHalf.replacing(with: mn0.highHalf, where: mn0.highHalf .< mn0.lowHalf)
    let x4 = mx0.lowHalf.replacing(with: mx0.highHalf, where: mx0.highHalf .> mx0.lowHalf)
    let n2 = n4.lowHalf.replacing(with: n4.highHalf, where: n4.highHalf .< n4.lowHalf)
    let x2 = x4.lowHalf.replacing(with: x4.highHalf, where: x4.highHalf .> x4.lowHalf)
    return (n2[1] < n2[0] ? n2[1] : n2[0], x2[1] > x2[0] ? x2[1] : x2[0])
}

/// `_minMaxFloat` over Double: 4 lanes, two accumulator pairs.
@usableFromInline
func _minMaxDouble(_ p: UnsafePointer<Double>, _ n: Int) -> (min: Double, max: Double) {
    if n < 4 { return _minMaxScalar(p, n) }
    let raw = UnsafeRawPointer(p)
    var mn0 = SIMD4<Double>(repeating: .infinity), mx0 = SIMD4<Double>(repeating: -.infinity)
    var mn1 = mn0, mx1 = mx0
    var i = 0
    // Safe because: i + 8 <= n (i + 4 <= n below; the tail reads [n - 4, n) with n >= 4),
    // so every load ends inside the run.
    while i &+ 8 <= n {
        let a = raw.loadUnaligned(fromByteOffset: i &* 8, as: SIMD4<Double>.self)
        let c = raw.loadUnaligned(fromByteOffset: i &* 8 &+ 32, as: SIMD4<Double>.self)
        mn0 = mn0.replacing(with: a, where: a .< mn0); mx0 = mx0.replacing(with: a, where: a .> mx0)
        mn1 = mn1.replacing(with: c, where: c .< mn1); mx1 = mx1.replacing(with: c, where: c .> mx1)
        i &+= 8
    }
    if i &+ 4 <= n {
        let a = raw.loadUnaligned(fromByteOffset: i &* 8, as: SIMD4<Double>.self)
        mn0 = mn0.replacing(with: a, where: a .< mn0); mx0 = mx0.replacing(with: a, where: a .> mx0)
        i &+= 4
    }
    if i < n {
        // The tail: the last 4 values, overlapping (see the Float kernel).
        let a = raw.loadUnaligned(fromByteOffset: (n &- 4) &* 8, as: SIMD4<Double>.self)
        mn1 = mn1.replacing(with: a, where: a .< mn1); mx1 = mx1.replacing(with: a, where: a .> mx1)
    }
    mn0 = mn0.replacing(with: mn1, where: mn1 .< mn0); mx0 = mx0.replacing(with: mx1, where: mx1 .> mx0)
    let n2 = mn0.lowHalf.replacing(with: mn0.highHalf, where: mn0.highHalf .< mn0.lowHalf)
    let x2 = mx0.lowHalf.replacing(with: mx0.highHalf, where: mx0.highHalf .> mx0.lowHalf)
    return (n2[1] < n2[0] ? n2[1] : n2[0], x2[1] > x2[0] ? x2[1] : x2[0])
}

/// The scalar twin, for runs too short for one vector.
@inline(__always)
func _minMaxScalar<Value: BinaryFloatingPoint>(_ p: UnsafePointer<Value>, _ n: Int) -> (min: Value, max: Value) {
    var mn = Value.infinity, mx = -Value.infinity
    var i = 0
    while i < n {
        let v = p[i]
        if v < mn { mn = v }
        if v > mx { mx = v }
        i &+= 1
    }
    return (mn, mx)
}
