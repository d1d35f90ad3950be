/// The minimum and maximum of an index range, with the index of each.
///
/// Indices are absolute positions in the indexed column. Ties resolve to the **first**
/// index holding the extreme value; NaN is a gap and never appears here.
public struct RangeExtrema<Value: Sendable & Equatable>: Equatable, Sendable {
    /// The smallest value in the range.
    public var min: Value
    /// The first index holding `min`.
    public var minIndex: Int
    /// The largest value in the range.
    public var max: Value
    /// The first index holding `max`.
    public var maxIndex: Int

    /// Creates extrema from their parts.
    public init(min: Value, minIndex: Int, max: Value, maxIndex: Int) {
        self.min = min; self.minIndex = minIndex; self.max = max; self.maxIndex = maxIndex
    }
}
