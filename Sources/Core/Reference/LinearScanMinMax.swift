/// The naive twin of `RangeTree`: a linear scan for the min and max of a range and the
/// first index of each. It is the loop a good engineer writes first (one pass, strict
/// compares so the first index wins, NaN skipped because it compares false), used as the
/// test oracle and the benchmark baseline; production code never calls it.
public enum LinearScanMinMax {
    /// The extrema of `values[range]` (clipped to the array), or nil if empty or all NaN.
    /// - Complexity: O(range.count).
    @inlinable
    public static func extrema<Value: BinaryFloatingPoint & Sendable>(
        _ values: [Value], in range: Range<Int>
    ) -> RangeExtrema<Value>? {
        let hi = min(range.upperBound, values.count)
        var i = max(range.lowerBound, 0)
        while i < hi && values[i].isNaN { i += 1 }     // NaN is a gap: start at the first value
        guard i < hi else { return nil }
        var mn = values[i], mx = mn, imn = i, imx = i
        while i < hi {
            let v = values[i]
            if v < mn { mn = v; imn = i }
            if v > mx { mx = v; imx = i }
            i += 1
        }
        return RangeExtrema(min: mn, minIndex: imn, max: mx, maxIndex: imx)
    }
}
