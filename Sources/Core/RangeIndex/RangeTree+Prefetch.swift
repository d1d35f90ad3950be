extension RangeTree {
    /// Loads one word of each line of values that bin `k` will scan: the parts of its cut
    /// blocks that their leaves cannot answer (`_partial`'s test, decided here from the
    /// leaf), or in value-only mode the cut blocks' summaries and partial sub-blocks.
    @inline(__always)
    func _touchValues(_ base: UnsafePointer<Value>, _ e: UnsafePointer<Int>, _ k: Int, first: Bool,
                      _ withIndex: Bool) -> UInt32 {
        let b = Self.blockSize, n = count
        let lo = max(e[k], 0), hi = min(e[k &+ 1], n)
        guard lo < hi else { return 0 }
        let bl = lo / b, bh = (hi &- 1) / b
        // The values at either side of the edge hi, which the callers read next (the joins
        // of a frame's column runs, the first and last points of M4); one line or two.
        var s = _word(base + (hi &- 1)) &+ _word(base + min(hi, n &- 1))
        @inline(__always) func cut(_ k: Int, _ s: Int, _ e: Int) -> UInt32 {
            withIndex ? _touchCut(base, k, s, e) : _touchCutValues(base, k, s, e)
        }
        if bl == bh { return s &+ cut(bl, lo, hi) }
        if first && lo != bl &* b { s &+= cut(bl, lo, (bl &+ 1) &* b) }
        let hEnd = min(n, (bh &+ 1) &* b)
        if hi != hEnd { s &+= cut(bh, bh &* b, hi) &+ cut(bh, hi, hEnd) }
        return s
    }

    /// The lines of `[s, e)` inside block `k`, unless its leaf answers that range.
    @inline(__always)
    func _touchCut(_ base: UnsafePointer<Value>, _ k: Int, _ s: Int, _ e: Int) -> UInt32 {
        let leaf = _leaf(k)
        if leaf.minOffset == .max { return 0 }
        let start = k &* Self.blockSize
        let mn = start &+ Int(leaf.minOffset), mx = start &+ Int(leaf.maxOffset)
        if mn >= s && mn < e && mx >= s && mx < e { return 0 }
        return _touchRun(base, s, e)
    }

    /// The first 4 bytes of the value at `p`. Safe because: `p` points at a value.
    @inline(__always)
    func _word(_ p: UnsafePointer<Value>) -> UInt32 { UnsafeRawPointer(p).load(as: UInt32.self) }
}
