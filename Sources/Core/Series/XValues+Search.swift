extension XValues {
    /// The indices of the points with `lower <= x <= upper`, as a half-open range (empty
    /// when the interval holds no point or is inverted or NaN).
    ///
    /// - Complexity: O(log n), two binary searches on the sorted x column.
    public func indexRange(from lower: Double, through upper: Double) -> Range<Int> {
        guard lower <= upper else { return 0..<0 }     // also false for NaN
        let lo = firstIndex(notBelow: lower), hi = firstIndex(above: upper)
        return lo..<max(lo, hi)
    }

    /// The indices of the points with `lower <= x <= upper`, compared exactly as integers
    /// (timestamps beyond 2^53 stay exact); for `.double` x the bounds are converted.
    /// Half-open, empty when the interval holds no point or is inverted.
    ///
    /// - Complexity: O(log n).
    public func indexRange(from lower: Int64, through upper: Int64) -> Range<Int> {
        guard case .int64(let c) = self else { return indexRange(from: Double(lower), through: Double(upper)) }
        guard lower <= upper else { return 0..<0 }
        return c.withUnsafeBufferPointer { a in
            let lo = Self.search(a) { $0 >= lower }, hi = Self.search(a) { $0 > upper }
            return lo..<max(lo, hi)
        }
    }

    /// The first index whose x is >= `v` (count when none). - Complexity: O(log n).
    public func firstIndex(notBelow v: Double) -> Int {
        partition { $0 >= v }
    }

    /// The first index whose x is > `v` (count when none). - Complexity: O(log n).
    public func firstIndex(above v: Double) -> Int {
        partition { $0 > v }
    }

    /// The first index where `pred` holds, for a predicate monotone in x.
    private func partition(_ pred: (Double) -> Bool) -> Int {
        switch self {
        case .int64(let c): return c.withUnsafeBufferPointer { Self.search($0) { pred(Double($0)) } }
        case .double(let c): return c.withUnsafeBufferPointer { Self.search($0, pred) }
        }
    }

    /// The first index of `a` where `pred` holds, for a predicate monotone over `a`
    /// (one binary search for every element type and predicate above).
    private static func search<T>(_ a: UnsafeBufferPointer<T>, _ pred: (T) -> Bool) -> Int {
        var lo = 0, hi = a.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if pred(a[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The first index `i > 0` with `x[i] <= x[i - 1]` (or NaN), or nil when strictly ascending.
    /// - Complexity: O(n).
    public static func firstNotAscending(_ x: XValues) -> Int? {
        switch x {
        case .int64(let c):
            return c.withUnsafeBufferPointer { a in
                var i = 1
                while i < a.count { if a[i] <= a[i - 1] { return i }; i += 1 }
                return nil
            }
        case .double(let c):
            return c.withUnsafeBufferPointer { a in
                if let f = a.first, f.isNaN { return 0 }
                var i = 1
                while i < a.count { if !(a[i] > a[i - 1]) { return i }; i += 1 }
                return nil
            }
        }
    }
}
