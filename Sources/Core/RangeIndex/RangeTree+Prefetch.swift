extension RangeTree {
    /// Prefetches each line of values that bin `k` will scan: the parts of its cut blocks
    /// that their leaves cannot answer (`_partial`'s test, decided here from the leaf), or in
    /// value-only mode the cut blocks' summaries and partial sub-blocks. (It loaded one word
    /// a line; a load holds back what follows it, a prefetch does not: the 4 x 1e8 panned
    /// columns 0.65–0.77 of the time at T=1, 0.75 at T=2, in one process, old and new
    /// alternating; the 4 x 1e8 frame 0.85 / 0.89.)
    @inline(__always)
    func _touchValues(_ base: UnsafePointer<Value>, _ e: UnsafePointer<Int>, _ k: Int, first: Bool,
                      _ withIndex: Bool) {
        let b = Self.blockSize, n = count
        let lo = max(e[k], 0), hi = min(e[k &+ 1], n)
        guard lo < hi else { return }
        let bl = lo / b, bh = (hi &- 1) / b
        // The values at either side of the edge hi, which the callers read next (the joins
        // of a frame's column runs, the first and last points of M4); one line or two.
        _prefetch(base + (hi &- 1)); _prefetch(base + min(hi, n &- 1))
        @inline(__always) func cut(_ k: Int, _ s: Int, _ e: Int) {
            if withIndex { _touchCut(base, k, s, e) } else { _touchCutValues(base, k, s, e) }
        }
        if bl == bh { cut(bl, lo, hi); return }
        if first && lo != bl &* b { cut(bl, lo, (bl &+ 1) &* b) }
        let hEnd = min(n, (bh &+ 1) &* b)
        if hi != hEnd { cut(bh, bh &* b, hi); cut(bh, hi, hEnd) }
    }

    /// Prefetches the lines of `[s, e)` inside block `k`, unless its leaf answers that range.
    @inline(__always)
    func _touchCut(_ base: UnsafePointer<Value>, _ k: Int, _ s: Int, _ e: Int) {
        let leaf = _leaf(k)
        if leaf.minOffset == .max { return }
        let start = k &* Self.blockSize
        let mn = start &+ Int(leaf.minOffset), mx = start &+ Int(leaf.maxOffset)
        if mn >= s && mn < e && mx >= s && mx < e { return }
        _touchRun(base, s, e)
    }
}
