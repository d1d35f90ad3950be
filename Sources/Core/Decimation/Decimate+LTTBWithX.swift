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
        try _checkLTTB(nOut, method: "LTTB")
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
}
