/// The naive twin of `RangeTree`: a linear scan for the min and max of a range and the
/// first index of each. It is the loop a good engineer writes first (one pass, strict
/// compares, NaN skipped), used as the test oracle and the benchmark baseline; production
/// code never calls it.
public enum LinearScanMinMax {
    /// The extrema of `values[range]` (clipped to the array), or nil if empty or all NaN.
    /// - Complexity: O(range.count).
    public static func extrema<Value: BinaryFloatingPoint & Sendable>(
        _ values: [Value], in range: Range<Int>
    ) -> RangeExtrema<Value>? {
        let lo = max(range.lowerBound, 0), hi = min(range.upperBound, values.count)
        var best: RangeExtrema<Value>?
        var i = lo
        while i < hi {
            let v = values[i]
            if !v.isNaN {
                if var b = best {
                    if v < b.min { b.min = v; b.minIndex = i }
                    if v > b.max { b.max = v; b.maxIndex = i }
                    best = b
                } else {
                    best = RangeExtrema(min: v, minIndex: i, max: v, maxIndex: i)
                }
            }
            i += 1
        }
        return best
    }
}
