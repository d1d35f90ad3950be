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
        let lo = max(range.lowerBound, 0), hi = min(range.upperBound, values.count)
        var mn = Value.infinity, mx = -Value.infinity, imn = -1, imx = -1
        var i = lo
        while i < hi {
            let v = values[i]
            if v < mn || (imn < 0 && v == mn) { mn = v; imn = i }
            if v > mx || (imx < 0 && v == mx) { mx = v; imx = i }
            i += 1
        }
        return imn < 0 ? nil : RangeExtrema(min: mn, minIndex: imn, max: mx, maxIndex: imx)
    }
}
