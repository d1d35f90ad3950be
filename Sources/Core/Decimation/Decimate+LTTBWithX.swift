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

    /// `blockShift`: as in `_lttb` (-1: the default, nil: no pruning). x ascending makes a block's x range
    /// its first and last x.
    static func _lttbWithX<Y: LTTBValue, X: DecimationX>(_ y: UnsafeBufferPointer<Y>, _ x: UnsafeBufferPointer<X>,
                                                        nOut: Int, threads: Int,
                                                        blockShift: Int? = -1) -> [Int] {
        let n = y.count
        if nOut >= n { return Array(0..<n) }
        guard let yb = y.baseAddress, let xb = x.baseAddress else { return [] }
        let every = Double(n - 2) / Double(nOut - 2)
        let blocks = blockShift.flatMap { _LTTBBlocks<Y>(nOut: nOut, every: every, shift: $0 < 0 ? _LTTBBlocks<Y>.defaultShift(every: every) : $0) }
        defer { blocks?.deallocate() }
        let avg = _bucketAverages(yb, count: n, nOut: nOut, every: every, threads: threads, blocks: blocks)
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
            var best = if let blocks, i > 0 {
                _lttbPrunedArgMax(blocks, bucket: i, s: s, e: e, d1: d1, d2: d2, off: off, u: { xb[$0]._double },
                                  exact: { _lttbArgMaxX(yb, xb, $0, $1, d1: d1, d2: d2, off: off) }).0
            } else {
                _lttbArgMaxX(yb, xb, s, e, d1: d1, d2: d2, off: off).0
            }
            if best < 0 { best = (s..<e).first { !y[$0].isNaN } ?? -1 }
            out[i + 1] = best
            if best >= 0 { a = best }
        }
        return out.contains(-1) ? out.filter { $0 >= 0 } : out
    }
}
