extension Decimate {
    /// LTTB with x (Double or Int64, strictly ascending): as `lttb(_:nOut:threads:)`, with
    /// the next bucket's x taken as the midpoint `(x[s] + x[e-1]) / 2` (tsdownsample's
    /// choice, not the mean of x) and the area evaluated as
    /// `(d1·by + d2·bx) - (d1·ay + d2·ax)` in Double.
    /// - Throws: `.invalidOutputCount` (nOut < 3), `.lengthMismatch`, `.xNotAscending`.
    /// - Complexity: O(n).
    public static func lttb<Y: LTTBValue, X: DecimationX>(
        _ y: UnsafeBufferPointer<Y>, x: UnsafeBufferPointer<X>, nOut: Int, threads: Int = 1
    ) throws(DecimationError) -> [Int] {
        guard nOut >= 3 else { throw .invalidOutputCount(method: "LTTB", nOut: nOut, rule: "at least 3") }
        try _check(y, x)
        return _lttbWithX(y, x, nOut: nOut, threads: threads)
    }

    static func _lttbWithX<Y: LTTBValue, X: DecimationX>(_ y: UnsafeBufferPointer<Y>, _ x: UnsafeBufferPointer<X>,
                                                        nOut: Int, threads: Int) -> [Int] {
        let n = y.count
        if nOut >= n { return Array(0..<n) }
        guard let yb = y.baseAddress else { return [] }
        let every = Double(n - 2) / Double(nOut - 2)
        let avg = _bucketAverages(yb, count: n, nOut: nOut, every: every, threads: threads)
        var out = [Int](repeating: 0, count: nOut)
        out[nOut - 1] = n - 1
        var a = 0
        for i in 0..<(nOut - 2) {
            let s = Int(every * Double(i)) + 1, e = Int(every * Double(i + 1)) + 1
            let ne = min(Int(every * Double(i + 2)) + 1, n)
            let cx = (x[e]._double + x[ne - 1]._double) / 2
            let ax = x[a]._double, ay = Double(y[a])
            let d1 = ax - cx, d2 = avg[i] - ay
            let off = d1 * ay + d2 * ax
            var best = -1, bestArea = -1.0
            for j in s..<e {
                let area = abs((d1 * Double(y[j]) + d2 * x[j]._double) - off)
                if area > bestArea { bestArea = area; best = j }
            }
            if best < 0 { best = (s..<e).first { !y[$0].isNaN } ?? -1 }
            out[i + 1] = best
            if best >= 0 { a = best }
        }
        return out.contains(-1) ? out.filter { $0 >= 0 } : out
    }

    /// MinMaxLTTB (Van Der Donckt et al., IEEE VIS 2023): when `n / nOut > ratio`, MinMax
    /// preselects `nOut · ratio` points on the interior `1 ..< n-1` (multithreaded), 0 and
    /// n-1 are added, and LTTB with the original indices as x runs on the preselection;
    /// otherwise plain LTTB.
    /// - Throws: `.invalidOutputCount` (nOut < 3), `.invalidParameter` (ratio < 2).
    /// - Complexity: O(n) for the preselection, O(nOut · ratio) for LTTB.
    public static func minMaxLTTB<Y: LTTBValue>(_ y: UnsafeBufferPointer<Y>, nOut: Int, ratio: Int = 4,
                                                threads: Int = 1) throws(DecimationError) -> [Int] {
        guard nOut >= 3 else { throw .invalidOutputCount(method: "MinMaxLTTB", nOut: nOut, rule: "at least 3") }
        guard ratio >= 2 else { throw .invalidParameter("MinMaxLTTB: ratio = \(ratio) must be at least 2") }
        let n = y.count
        if nOut >= n { return Array(0..<n) }
        guard n / nOut > ratio else { return try lttb(y, nOut: nOut, threads: threads) }
        let interior = UnsafeBufferPointer(rebasing: y[1..<(n - 1)])
        let pre = [0] + _binned(interior, edges: Bins.indexEdges(bins: nOut * ratio / 2, count: n - 2), m4: false,
                                small: 0, threads: threads).map { $0 + 1 } + [n - 1]
        return _lttbOnPreselection(y, pre, x: pre.map(Double.init), nOut: nOut)
    }

    /// MinMaxLTTB with x: the preselection bins over x, and LTTB uses the x values.
    /// - Throws: as `minMaxLTTB(_:nOut:ratio:threads:)`, plus `.lengthMismatch`, `.xNotAscending`.
    public static func minMaxLTTB<Y: LTTBValue, X: DecimationX>(
        _ y: UnsafeBufferPointer<Y>, x: UnsafeBufferPointer<X>, nOut: Int, ratio: Int = 4, threads: Int = 1
    ) throws(DecimationError) -> [Int] {
        guard nOut >= 3 else { throw .invalidOutputCount(method: "MinMaxLTTB", nOut: nOut, rule: "at least 3") }
        guard ratio >= 2 else { throw .invalidParameter("MinMaxLTTB: ratio = \(ratio) must be at least 2") }
        try _check(y, x)
        let n = y.count
        if nOut >= n { return Array(0..<n) }
        guard n / nOut > ratio else { return _lttbWithX(y, x, nOut: nOut, threads: threads) }
        let yi = UnsafeBufferPointer(rebasing: y[1..<(n - 1)]), xi = UnsafeBufferPointer(rebasing: x[1..<(n - 1)])
        let pre = [0] + _binned(yi, edges: Bins.xEdges(xi, bins: nOut * ratio / 2), m4: false, small: 2,
                                threads: threads).map { $0 + 1 } + [n - 1]
        return _lttbOnPreselection(y, pre, x: pre.map { x[$0]._double }, nOut: nOut)
    }

    static func _lttbOnPreselection<Y: LTTBValue>(_ y: UnsafeBufferPointer<Y>, _ pre: [Int], x: [Double], nOut: Int) -> [Int] {
        let py = pre.map { y[$0] }
        return py.withUnsafeBufferPointer { yb in
            x.withUnsafeBufferPointer { xb in _lttbWithX(yb, xb, nOut: nOut, threads: 1).map { pre[$0] } }
        }
    }
}
