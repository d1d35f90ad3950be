/// The x column types decimation accepts: `Double` and `Int64` (timestamps), strictly
/// ascending. Bins over x are computed in Double (exact for Int64 below 2^53).
public protocol DecimationX: Comparable, Sendable, BitwiseCopyable {
    /// The value as a Double, as bin edges and LTTB areas use it.
    var _double: Double { get }
}

extension Double: DecimationX {
    @inlinable public var _double: Double { self }
}

extension Int64: DecimationX {
    @inlinable public var _double: Double { Double(self) }
}

/// The index of the first x that is not greater than the one before (or NaN), or nil.
/// - Complexity: O(n).
@inlinable
func _firstNotAscending<X: DecimationX>(_ x: UnsafeBufferPointer<X>) -> Int? {
    if let f = x.first, f != f { return 0 }             // NaN (Double only)
    var i = 1
    while i < x.count {
        if !(x[i] > x[i - 1]) { return i }
        i += 1
    }
    return nil
}
