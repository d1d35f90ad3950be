extension RangeTree {
    /// Loads one word of each line of values that bin `k` will scan: the parts of its cut
    /// blocks that their leaves cannot answer (`_partial`'s test, decided here from the
    /// leaf).
    @inline(__always)
    func _touchValues(_ base: UnsafePointer<Value>, _ e: UnsafePointer<Int>, _ k: Int, first: Bool) -> UInt32 {
        let b = Self.blockSize, n = count
        let lo = max(e[k], 0), hi = min(e[k &+ 1], n)
        guard lo < hi else { return 0 }
        let bl = lo / b, bh = (hi &- 1) / b
        // The values at either side of the edge hi, which the callers read next (the joins
        // of a frame's column runs, the first and last points of M4); one line or two.
        var s = _word(base + (hi &- 1)) &+ _word(base + min(hi, n &- 1))
        if bl == bh { return s &+ _touchCut(base, bl, lo, hi) }
        if first && lo != bl &* b { s &+= _touchCut(base, bl, lo, (bl &+ 1) &* b) }
        let hEnd = min(n, (bh &+ 1) &* b)
        if hi != hEnd { s &+= _touchCut(base, bh, bh &* b, hi) &+ _touchCut(base, bh, hi, hEnd) }
        return s
    }

    /// The lines of `[s, e)` inside block `k`, unless its leaf answers that range.
    @inline(__always)
    func _touchCut(_ base: UnsafePointer<Value>, _ k: Int, _ s: Int, _ e: Int) -> UInt32 {
        let leaf = _leaves[k]
        if leaf.minOffset == .max { return 0 }
        let start = k &* Self.blockSize
        let mn = start &+ Int(leaf.minOffset), mx = start &+ Int(leaf.maxOffset)
        if mn >= s && mn < e && mx >= s && mx < e { return 0 }
        let raw = UnsafeRawPointer(base + s), bytes = (e &- s) &* MemoryLayout<Value>.stride
        var sum: UInt32 = 0, o = 0
        // Safe because: [s, e) lies inside the values, and o and bytes are multiples of 4
        // with o < bytes, so each 4-byte load (the last one at bytes - 4) ends inside it.
        while o < bytes {
            sum &+= raw.load(fromByteOffset: o, as: UInt32.self)
            o &+= 64
        }
        return sum &+ raw.load(fromByteOffset: bytes &- 4, as: UInt32.self)
    }

    /// The first 4 bytes of the value at `p`. Safe because: `p` points at a value.
    @inline(__always)
    func _word(_ p: UnsafePointer<Value>) -> UInt32 { UnsafeRawPointer(p).load(as: UInt32.self) }
}
