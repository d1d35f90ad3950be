import Dispatch

extension Decimate {
    /// LTTB (Steinarsson 2013) without x (x = the index): `nOut` strictly ascending
    /// indices, always 0 and n-1, index-identical to DECIMATION.md's arithmetic (and to
    /// tsdownsample on NaN-free data). NaN points are skipped in averages and never chosen;
    /// a bucket holding only NaN emits nothing (so the result is shorter than `nOut`, as
    /// M4's all-NaN bins are) and the next bucket keeps the previous point as `a`.
    /// (DECIMATION.md said "its first index" there; the contract check requires that no
    /// index points at NaN, and an index at NaN would hand the renderer a NaN point.)
    ///
    /// Per group of 16 buckets: their averages, recording each bucket's block min/max on
    /// the way (Float: one streaming pass per bucket whose lane-order sum is kept when it
    /// provably equals the in-order sum, `LTTBExactSum.swift`; otherwise, and for Double,
    /// 16 in-order sums at once), then the chain of choices through them: per bucket a
    /// bound of the area per block, and the exact SIMD argmax only over the blocks whose
    /// bound reaches the best area so far (`LTTBPrunedArgMax.swift`; a random walk at
    /// 1e8 → 2000 leaves two or three blocks of ~50), read while the group is still in the
    /// cache. Both steps give the bits of the plain loops, so the indices are unchanged. The
    /// chain depends on the previous choice; with `threads > 1` later stretches start from
    /// a guessed previous point and are re-run from their start only until their choices
    /// agree with the exact chain again (usually one or two buckets), so the result is
    /// identical for any thread count.
    /// - Throws: `.invalidOutputCount` when `nOut < 3`.
    /// - Complexity: O(n).
    public static func lttb<Y: LTTBValue>(_ y: UnsafeBufferPointer<Y>, nOut: Int, threads: Int = 1) throws(DecimationError) -> [Int] {
        try _lttb(y, nOut: nOut, threads: threads, blockShift: -1)
    }

    /// `lttb` with blocks of `2^blockShift` points for the pruned argmax (see
    /// `LTTBPrunedArgMax.swift`; -1: `defaultShift`), or nil: every bucket searched in full
    /// (tests compare both).
    static func _lttb<Y: LTTBValue>(_ y: UnsafeBufferPointer<Y>, nOut: Int, threads: Int,
                                    blockShift: Int?) throws(DecimationError) -> [Int] {
        try _checkLTTB(nOut, method: "LTTB")
        let n = y.count
        if nOut >= n { return Array(0..<n) }
        guard let base = y.baseAddress else { return [] }
        let every = Double(n - 2) / Double(nOut - 2)
        let buckets = nOut - 2
        var avg = [Double](repeating: .nan, count: buckets)
        var out = [Int](repeating: 0, count: nOut)
        out[nOut - 1] = n - 1
        let blocks = blockShift.flatMap { _LTTBBlocks<Y>(nOut: nOut, every: every, shift: $0 < 0 ? _LTTBBlocks<Y>.defaultShift(every: every) : $0) }
        defer { blocks?.deallocate() }
        let groups = (buckets + 15) / 16
        // With threads > 1, 4 stretches per thread: `Parallel.forEach` hands them out as
        // its (at most `threads`) workers come free, so a thread that the OS parks (a busy machine) holds back
        // a quarter of its share, not all of it. Each extra stretch costs one guessed start
        // (a full search of its first bucket, a repair of one or two buckets).
        let parts = threads > 1 ? max(1, min(4 * min(threads, groups), groups / 4)) : 1   // (no overflow at Int.max)
        out.withUnsafeMutableBufferPointer { o in
            nonisolated(unsafe) let o = o, base = base
            avg.withUnsafeMutableBufferPointer { av in
                nonisolated(unsafe) let av = av
                // Each stretch (whole groups of 16 buckets) runs its chain; stretch p > 0
                // guesses its first `a` as the point just before its first bucket. Each
                // group's averages are computed just before the chain reaches it, so the
                // chain re-reads its few unpruned blocks from the cache, not from memory
                // (unless it waits for owed in-order sums, settled 16 at a time).
                // -1 marks an all-NaN bucket. A stretch's first bucket was summarised by
                // the stretch before it (maybe still running): it is searched in full.
                Parallel.forEach(parts, threads: threads) { p in
                    let g0 = p * groups / parts, g1 = (p + 1) * groups / parts
                    var a = p == 0 ? 0 : Int(every * Double(g0 * 16))
                    var i = g0 * 16                      // the chain's next bucket
                    var owed: [Int] = []                 // buckets whose in-order sums are owed
                    var backoff = 0
                    // The chain runs on while the average it needs (bucket i + 1's) is known.
                    func advance(to limit: Int) {
                        while i < limit && i + 1 < (owed.first ?? Int.max) {
                            let b = _lttbChoose(base, i, a: a, n: n, every: every, avg: av[i],
                                                blocks: i == g0 * 16 ? nil : blocks)
                            o[i + 1] = b
                            if b >= 0 { a = b }
                            i += 1
                        }
                    }
                    func settle(_ count: Int) {
                        _orderedAverages(base, Array(owed.prefix(count)), start: { _bucketStart($0, every: every, n: n) },
                                         into: av.baseAddress!, blocks: nil)
                        owed.removeFirst(count)
                    }
                    for g in g0..<g1 {
                        _groupAverages(base, count: n, buckets: buckets, every: every, group: g, into: av.baseAddress!,
                                       blocks: blocks, owed: &owed, backoff: &backoff)
                        if owed.count >= 16 { settle(16) }
                        advance(to: min(g * 16 + 16, buckets))
                    }
                    while !owed.isEmpty { settle(min(16, owed.count)) }
                    advance(to: min(g1 * 16, buckets))
                }
                // Repair: re-run each later stretch from the exact previous choice until a
                // (real) choice matches the guessed chain; from there on the chains agree.
                for p in 1..<parts {
                    let lo = p * groups / parts * 16, hi = min((p + 1) * groups / parts * 16, buckets)
                    var a = (0...lo).reversed().first { o[$0] >= 0 }.map { o[$0] } ?? 0
                    for i in lo..<hi {
                        let b = _lttbChoose(base, i, a: a, n: n, every: every, avg: av[i], blocks: blocks)
                        if b >= 0 && b == o[i + 1] { break }
                        o[i + 1] = b
                        if b >= 0 { a = b }
                    }
                }
            }
        }
        return out.contains(-1) ? out.filter { $0 >= 0 } : out
    }

    /// The choice in bucket `i` given the previous choice `a`; pruned by `blocks` (which
    /// must hold bucket i's summaries) when given.
    @inline(__always)
    static func _lttbChoose<Y: LTTBValue>(_ y: UnsafePointer<Y>, _ i: Int, a: Int, n: Int, every: Double, avg: Double,
                                          blocks: _LTTBBlocks<Y>?) -> Int {
        let s = Int(every * Double(i)) + 1, e = Int(every * Double(i + 1)) + 1
        let ne = min(Int(every * Double(i + 2)) + 1, n)
        let cx = Double(e + ne - 1) / 2
        let ax = Double(a), ay = Double(y[a])
        let d1 = ax - cx, d2 = avg - ay
        let off = d1 * ay
        let b = if let blocks, i > 0 {
            _lttbPrunedArgMax(blocks, bucket: i, s: s, e: e, d1: d1, d2: d2, off: off, u: { Double($0) - ax },
                              exact: { Y._lttbArgMaxArea(y, $0, $1, ax: ax, d1: d1, d2: d2, off: off) }).0
        } else {
            Y._lttbArgMax(y, s, e, ax: ax, d1: d1, d2: d2, off: off)
        }
        if b >= 0 { return b }
        var f = s
        while f < e && y[f].isNaN { f += 1 }
        return f < e ? f : -1
    }
}
