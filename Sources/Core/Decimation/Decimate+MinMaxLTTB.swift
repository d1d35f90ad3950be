extension Decimate {
    /// MinMaxLTTB (Van Der Donckt et al., IEEE VIS 2023): when `n / nOut > ratio`, MinMax
    /// preselects `nOut · ratio` points on the interior `1 ..< n-1` (multithreaded), 0 and
    /// n-1 are added, and LTTB with the original indices as x runs on the preselection;
    /// otherwise plain LTTB.
    /// - Throws: `.invalidOutputCount` (nOut < 3), `.invalidParameter` (ratio < 2).
    /// - Complexity: O(n) for the preselection, O(nOut · ratio) for LTTB.
    public static func minMaxLTTB<Y: LTTBValue>(_ y: UnsafeBufferPointer<Y>, nOut: Int, ratio: Int = 4,
                                                threads: Int = 1) throws(DecimationError) -> [Int] {
        try _checkLTTB(nOut, method: "MinMaxLTTB")
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
        try _checkLTTB(nOut, method: "MinMaxLTTB")
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

    /// LTTB with x over the preselected points `pre`, mapped back to indices of `y`.
    static func _lttbOnPreselection<Y: LTTBValue>(_ y: UnsafeBufferPointer<Y>, _ pre: [Int], x: [Double], nOut: Int) -> [Int] {
        let py = pre.map { y[$0] }
        return py.withUnsafeBufferPointer { yb in
            x.withUnsafeBufferPointer { xb in _lttbWithX(yb, xb, nOut: nOut, threads: 1).map { pre[$0] } }
        }
    }
}
