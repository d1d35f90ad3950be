/// The first-occurrence minimum and maximum of a run of values, with their positions.
///
/// `minIndex`/`maxIndex` are offsets from the start of the scanned run, or -1 when the run
/// holds no value (empty, or only NaN: NaN is a gap and never wins). ±infinity are values.
public struct _ArgMinMax<Value: BinaryFloatingPoint> {
    public var min: Value
    public var minIndex: Int
    public var max: Value
    public var maxIndex: Int

    @inlinable init(min: Value, minIndex: Int, max: Value, maxIndex: Int) {
        self.min = min; self.minIndex = minIndex; self.max = max; self.maxIndex = maxIndex
    }

    /// Nothing seen yet.
    @inlinable static var none: Self { Self(min: .infinity, minIndex: -1, max: -.infinity, maxIndex: -1) }
}

/// Scalar argmin/argmax: the twin of the SIMD kernels, used for their tails, for short
/// runs, and as the specification the SIMD versions are tested against.
///
/// Ties keep the first index (strict `<` / `>`); NaN compares false and never wins.
/// A run holding +infinity as its only values gets min = +infinity at its first index
/// (the `minIndex < 0` clause), likewise -infinity for the max.
@inlinable
func _argMinMaxScalar<Value: BinaryFloatingPoint>(_ p: UnsafePointer<Value>, _ n: Int) -> _ArgMinMax<Value> {
    var r = _ArgMinMax<Value>.none
    var i = 0
    while i < n {
        let v = p[i]
        if v < r.min || (r.minIndex < 0 && v == r.min) { r.min = v; r.minIndex = i }
        if v > r.max || (r.maxIndex < 0 && v == r.max) { r.max = v; r.maxIndex = i }
        i &+= 1
    }
    return r
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
