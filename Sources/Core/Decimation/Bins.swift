/// Bin boundaries of the decimation contract (DECIMATION.md), shared by the fast paths and
/// the references so that both bin identically.
///
/// Equal-index bins: bin `i` of `nb` over `n` points is `[start_i, end_i)` with
/// `end_i = ((i + 1)(n - 1)) / nb + 1` in exact integer arithmetic and `start_0 = 0`:
///
///     n = 10, nb = 3:   (i+1)·9/3 + 1  →  ends 4, 7, 10
///     |0 1 2 3|4 5 6|7 8 9|
///
/// (tsdownsample computes the same edge in floating point and in ~1% of (n, nb) pairs
/// loses index n - 1 from every bin; the integer edge cannot.)
public enum Bins {
    /// The exclusive end of equal-index bin `i`. - Complexity: O(1).
    @inlinable
    public static func indexBinEnd(_ i: Int, bins nb: Int, count n: Int) -> Int {
        // (i + 1)(n - 1) in full width: no overflow for any n and nb.
        let p = (i + 1).multipliedFullWidth(by: n - 1)
        return Int(truncatingIfNeeded: Int.Magnitude(nb).dividingFullWidth((UInt(bitPattern: p.high), p.low)).quotient) + 1
    }

    /// The `nb + 1` edges of the equal-index bins (`edges[0] = 0`, `edges[nb] = n`).
    /// - Complexity: O(nb).
    public static func indexEdges(bins nb: Int, count n: Int) -> [Int] {
        [0] + (0..<nb).map { indexBinEnd($0, bins: nb, count: n) }
    }

    /// The `nb + 1` edges of equal-width bins over x: bin `i` holds the points with
    /// `x0 + i·step < x <= x0 + (i+1)·step` (bin 0 also holds `x0`), `step = (x[n-1] - x0) / nb`.
    /// Each edge is found by a galloping search from the previous one, so the cost is
    /// O(nb · log(n / nb)) rather than a binary search over all of x per bin.
    /// - Precondition: x strictly ascending (callers check).
    @inlinable
    public static func xEdges<X: DecimationX>(_ x: UnsafeBufferPointer<X>, bins nb: Int) -> [Int] {
        let n = x.count
        guard n > 0, nb > 0 else { return [0, n] }
        let x0 = x[0]._double, xn = x[n - 1]._double, step = (xn - x0) / Double(nb)
        // x spanning more than the largest Double (-1e308 ... 1e308): the span overflows
        // to infinity and every point fell into bin 0 (issue #9). Then the bounds are
        // computed in halves, which cannot overflow; otherwise exactly as the contract says.
        let halves = !step.isFinite && x0.isFinite && xn.isFinite
        let halfStep = (xn / 2 - x0 / 2) / Double(nb)
        var edges = [Int](repeating: 0, count: nb + 1)
        edges[nb] = n
        var lo = 1                                   // x[0] always belongs to bin 0
        for i in 0..<(nb - 1) {
            // Multiplied, not accumulated, so that edges do not drift.
            let bound = halves ? 2 * (x0 / 2 + Double(i + 1) * halfStep) : x0 + Double(i + 1) * step
            // First index > lo-1 whose x is > bound: gallop then bisect.
            var hi = lo, jump = 1
            while hi < n && !(x[hi]._double > bound) { lo = hi + 1; hi += jump; jump <<= 1 }
            hi = min(hi, n)
            while lo < hi {
                let mid = lo + (hi - lo) / 2
                if x[mid]._double > bound { hi = mid } else { lo = mid + 1 }
            }
            edges[i + 1] = lo
        }
        return edges
    }
}
