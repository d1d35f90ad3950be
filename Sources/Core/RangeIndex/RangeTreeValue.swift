/// The element types a `RangeTree` indexes: `Float` and `Double`.
///
/// Each conformance routes the block scans to its concrete SIMD kernel (generic SIMD code
/// is slow in Swift: see SWIFT-PERF.md), so the tree's logic is written once and its inner
/// loops are not generic.
public protocol RangeTreeValue: BinaryFloatingPoint, Sendable, BitwiseCopyable {
    /// First-occurrence argmin/argmax of `n` values at `p` (offsets; -1 if none).
    static func _argMinMax(_ p: UnsafePointer<Self>, _ n: Int) -> _ArgMinMax<Self>
    /// Min and max of `n` values at `p`, no positions (min > max: none).
    static func _minMax(_ p: UnsafePointer<Self>, _ n: Int) -> (min: Self, max: Self)
    /// The 8 run mins then 8 run maxes of a full 256-value block, runs of 32 (`SubBlockKernel`).
    static func _subBlockMinMax(_ p: UnsafePointer<Self>, _ out: UnsafeMutablePointer<Self>)
}

extension Float: RangeTreeValue {
    @inlinable public static func _argMinMax(_ p: UnsafePointer<Float>, _ n: Int) -> _ArgMinMax<Float> {
        _argMinMaxFloat(p, n)
    }
    @inlinable public static func _minMax(_ p: UnsafePointer<Float>, _ n: Int) -> (min: Float, max: Float) {
        _minMaxFloat(p, n)
    }
    @inlinable public static func _subBlockMinMax(_ p: UnsafePointer<Float>, _ out: UnsafeMutablePointer<Float>) {
        _subBlockMinMaxFloat(p, out)
    }
}

extension Double: RangeTreeValue {
    @inlinable public static func _argMinMax(_ p: UnsafePointer<Double>, _ n: Int) -> _ArgMinMax<Double> {
        _argMinMaxDouble(p, n)
    }
    @inlinable public static func _minMax(_ p: UnsafePointer<Double>, _ n: Int) -> (min: Double, max: Double) {
        _minMaxDouble(p, n)
    }
    @inlinable public static func _subBlockMinMax(_ p: UnsafePointer<Double>, _ out: UnsafeMutablePointer<Double>) {
        _subBlockMinMaxDouble(p, out)
    }
}
