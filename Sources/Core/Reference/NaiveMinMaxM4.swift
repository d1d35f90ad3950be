/// The naive twins of `Decimate.minMax` and `Decimate.m4`: one scalar pass per bin, bins
/// found from their definition point by point (not through `Bins`), so that they check
/// the fast paths' bin edges as well as their kernels. Test oracles and benchmark
/// baselines; production code never calls them. Inputs are assumed valid (the fast
/// paths validate).
public enum NaiveMinMaxM4 {
    /// The bin of each point: equal-index bins (`x == nil`) or equal-width bins over x.
    /// - Complexity: O(n).
    @inlinable public static func bins(count n: Int, bins nb: Int, x: [Double]? = nil) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        for b in 0..<nb {
            var end = start
            if let x {
                let bound = x[0] + Double(b + 1) * ((x[n - 1] - x[0]) / Double(nb))
                while end < n && (x[end] <= bound || end == 0 || b == nb - 1) { end += 1 }
            } else {
                // j is in bin b when b·(n-1)/nb < j <= (b+1)·(n-1)/nb (bin 0 also holds 0).
                while end < n && (end == 0 || end * nb <= (b + 1) * (n - 1)) { end += 1 }
            }
            out.append(start..<end)
            start = end
        }
        return out
    }

    /// MinMax: per bin, the first argmin and first argmax in index order.
    @inlinable public static func minMax<Y: BinaryFloatingPoint>(_ y: [Y], nOut: Int, x: [Double]? = nil) -> [Int] {
        if nOut >= y.count { return Array(y.indices) }
        return bins(count: y.count, bins: nOut / 2, x: x).flatMap { r -> [Int] in
            if x != nil && r.count <= 2 { return r.filter { !y[$0].isNaN } }
            guard let (mn, mx) = extrema(y, r) else { return [] }
            return [min(mn, mx), max(mn, mx)]
        }
    }

    /// M4: per bin, the first value, the argmin and argmax in index order, the last value.
    @inlinable public static func m4<Y: BinaryFloatingPoint>(_ y: [Y], nOut: Int, x: [Double]? = nil) -> [Int] {
        if nOut >= y.count { return Array(y.indices) }
        return bins(count: y.count, bins: nOut / 4, x: x).flatMap { r -> [Int] in
            if x != nil && r.count <= 4 { return r.filter { !y[$0].isNaN } }
            guard let (mn, mx) = extrema(y, r) else { return [] }
            // extrema found a non-NaN value, so both searches succeed.
            let first = r.first { !y[$0].isNaN }!, last = r.last { !y[$0].isNaN }!
            return [first, min(mn, mx), max(mn, mx), last]
        }
    }

    /// First argmin and argmax of `y[r]`, NaN skipped; nil if none. - Complexity: O(r.count).
    @inlinable @usableFromInline static func extrema<Y: BinaryFloatingPoint>(_ y: [Y], _ r: Range<Int>) -> (Int, Int)? {
        var mn: Int?, mx: Int?
        for i in r where !y[i].isNaN {
            if mn == nil || y[i] < y[mn!] { mn = i }
            if mx == nil || y[i] > y[mx!] { mx = i }
        }
        guard let mn, let mx else { return nil }
        return (mn, mx)
    }
}
