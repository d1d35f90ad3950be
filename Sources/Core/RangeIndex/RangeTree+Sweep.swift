extension RangeTree {
    /// Bins per prefetch batch: while bins `g ..< g + batch` are answered, the memory of
    /// the next batch is requested (8, 16 and 32 measured the same).
    static var _sweepBatch: Int { 16 }   // a power of two (the walks ring is masked)

    /// The mean bin width (points) above which the sweep prefetches: 8 blocks.
    static var _prefetchSpan: Int { 8 * blockSize }

    /// Answers bins `[k0, k1)` left to right, each by `put(k, answer)` (see `_bins`).
    ///
    ///     bin k-1            | bin k                                  | bin k+1
    ///     ..... block bl ....|.|== whole blocks: tree ==|..... block bh ....|.....
    ///                   lo ─┘                                        hi ─┘
    ///     the block holding hi is summarised once, as the prefix [bh·B, hi) that ends
    ///     bin k and the suffix [hi, (bh+1)·B) that starts bin k+1 (the "carry")
    ///
    /// The answers are merged in index order (left part, whole blocks, right part), so
    /// ties keep the first index exactly as `_query` does.
    ///
    /// Prefetching: at 1e8 points every edge's block, leaf and low tree nodes are cache
    /// (and TLB) misses, and a query waits for them one after another. So the sweep runs
    /// as a two-stage pipeline over batches of bins:
    ///
    ///     batch g+1   walk the whole blocks; load the leaves of the winning blocks (index
    ///                 mode) and prefetch each line of the cut blocks' values that
    ///                 their leaves cannot answer (_touchValues)
    ///     batch g     scan the cuts and merge (the values now in cache)
    ///
    /// The loads of a stage do not depend on each other, so their misses overlap. (A third
    /// stage that loaded the leaves and walk nodes one more batch ahead made the sweep
    /// slower — 1.50 vs 1.76 ms for the 4 x 1e8 panned columns: the walks' own loads
    /// already overlap with the value loads of their stage.) Returns a checksum of the
    /// leaf loads (for `_consume`; prefetching the leaves instead measured no better).
    @inline(__always)
    func _sweep(_ base: UnsafePointer<Value>, _ e: UnsafePointer<Int>, _ k0: Int, _ k1: Int,
                withIndex: Bool, _ put: (Int, _ArgMinMax<Value>) -> Void) -> UInt32 {
        let b = Self.blockSize, n = count, batch = Self._sweepBatch
        // Prefetch only for wide bins: narrow ones walk the values almost in order, which
        // the hardware prefetcher follows by itself (and at 1e6 points the values are
        // usually cached); there the loads only cost (2000 bins over 1e6 points: 100 µs
        // without them, 133 µs with them).
        let span = min(max(e[k1], 0), n) - min(max(e[k0], 0), n)   // clipped: edges may be any Int
        let prefetch = span / max(k1 - k0, 1) > Self._prefetchSpan
        // Whole-block results of the batch being answered and of the next one (in index
        // mode with block numbers, not indices): a ring of 2 batches on the stack. (A heap
        // buffer per call made glibc return and re-fault pages: +20% on 2000 small bins.)
        return withUnsafeTemporaryAllocation(of: _ArgMinMax<Value>.self, capacity: 2 * batch) { ring in
            let walks = ring.baseAddress!, mask = 2 * batch - 1
            var sink: UInt32 = 0
            for k in k0..<min(k1, k0 + batch) {
                sink &+= _walk(e, k, into: walks + ((k - k0) & mask), withIndex)
                if prefetch { _touchValues(base, e, k, first: k == k0, withIndex) }
            }
            var carry = _ArgMinMax<Value>.none, carryAt = -1
            var g = k0
            while g < k1 {
                let gEnd = min(k1, g + batch)
                for k in gEnd..<min(k1, gEnd + batch) {
                    sink &+= _walk(e, k, into: walks + ((k - k0) & mask), withIndex)
                    if prefetch { _touchValues(base, e, k, first: false, withIndex) }
                }
                for k in g..<gEnd {
                    // The clipping of `_query`: [max(e[k], 0), min(max(e[k], e[k+1]), n)).
                    let lo = max(e[k], 0), hi = min(e[k + 1], n)
                    guard lo < hi else { continue }
                    let bl = lo / b, bh = (hi - 1) / b
                    if bl == bh {
                        put(k, _cut(base, bl, lo, hi, withIndex))
                        continue
                    }
                    var r = _ArgMinMax<Value>.none
                    if lo != bl * b { r = carryAt == lo ? carry : _cut(base, bl, lo, (bl + 1) * b, withIndex) }
                    let hEnd = min(n, (bh + 1) * b)
                    var right = _ArgMinMax<Value>.none
                    if hi != hEnd {
                        right = _cut(base, bh, bh * b, hi, withIndex)
                        carry = _cut(base, bh, hi, hEnd, withIndex)
                        carryAt = hi
                    }
                    let w = walks[(k - k0) & mask]
                    if w.minIndex >= 0 { r = _join(r, withIndex ? _resolved(w) : w, withIndex) }
                    put(k, _join(r, right, withIndex))
                }
                g = gEnd
            }
            return sink
        }
    }

    /// The whole blocks of bin `k` (those not cut by its edges) from the tree, into `w`;
    /// in index mode as block numbers (see `_resolved`), whose leaves it then loads.
    @inline(__always)
    func _walk(_ e: UnsafePointer<Int>, _ k: Int, into w: UnsafeMutablePointer<_ArgMinMax<Value>>,
               _ withIndex: Bool) -> UInt32 {
        let b = Self.blockSize, n = count
        let lo = max(e[k], 0), hi = min(e[k &+ 1], n)
        let first = (lo &+ b &- 1) / b, end = hi == n ? (n &+ b &- 1) / b : hi / b
        guard lo < hi, first < end else { w.initialize(to: .none); return 0 }
        if !withIndex { w.initialize(to: _blockValues(first, end)); return 0 }
        let m = _blockNode(first, end)
        if m.minBlock == .max { w.initialize(to: .none); return 0 }
        w.initialize(to: _ArgMinMax(min: m.min, minIndex: Int(m.minBlock), max: m.max, maxIndex: Int(m.maxBlock)))
        return UInt32(_offsets[Int(m.minBlock)].min) &+ UInt32(_offsets[Int(m.maxBlock)].max)
    }

    /// A `_walk` result in index mode: block numbers turned into indices by their leaves.
    @inline(__always)
    func _resolved(_ w: _ArgMinMax<Value>) -> _ArgMinMax<Value> {
        let b = Self.blockSize
        return _ArgMinMax(min: w.min, minIndex: w.minIndex * b + Int(_offsets[w.minIndex].min),
                          max: w.max, maxIndex: w.maxIndex * b + Int(_offsets[w.maxIndex].max))
    }

    /// `[s, e)` inside block `k`: `_partial`, or in value-only mode `_cutValues` (the
    /// sub-block summaries; indices then only say "some value": 0, or -1 for none).
    @inline(__always)
    func _cut(_ base: UnsafePointer<Value>, _ k: Int, _ s: Int, _ e: Int, _ withIndex: Bool) -> _ArgMinMax<Value> {
        if withIndex { return _partial(base, k, s, e) }
        let m = _cutValues(base, k, s, e)
        let some = m.min <= m.max ? 0 : -1
        return _ArgMinMax(min: m.min, minIndex: some, max: m.max, maxIndex: some)
    }

    /// `a` then `b`: `_merged`, or in value-only mode plain min and max (no order to keep;
    /// nodes and kernel results never hold NaN, and "none" is +inf/-inf with index -1).
    @inline(__always)
    func _join(_ a: _ArgMinMax<Value>, _ b: _ArgMinMax<Value>, _ withIndex: Bool) -> _ArgMinMax<Value> {
        if withIndex { return _merged(a, b) }
        return _ArgMinMax(min: b.min < a.min ? b.min : a.min, minIndex: max(a.minIndex, b.minIndex),
                          max: b.max > a.max ? b.max : a.max, maxIndex: max(a.maxIndex, b.maxIndex))
    }

    /// Whole blocks `[first, end)`, values only: no order bookkeeping, no leaf reads to
    /// turn block numbers into indices. The ragged ends (fewer than `_leafGroup` blocks
    /// each) come from the leaves themselves, which lie next to the cut blocks' leaves
    /// that the sweep reads anyway, instead of from tree levels 1 to 3, each a cache line
    /// of its own at every edge; the aligned middle from the tree, from level 3 up.
    ///
    ///     leaves  |first .. fa)  [fa ............ ea)  [ea .. end)
    ///              scanned        tree, level log2(G)   scanned
    @inline(__always)
    func _blockValues(_ first: Int, _ end: Int) -> _ArgMinMax<Value> {
        let g = Self._leafGroup
        var mn = Value.infinity, mx = -Value.infinity
        @inline(__always) func take(_ a: Value, _ b: Value) {
            if a < mn { mn = a }
            if b > mx { mx = b }
        }
        let fa = (first &+ g &- 1) & ~(g &- 1), ea = end & ~(g &- 1)
        if fa >= ea {
            // Fewer than two groups' worth: the leaves alone (an empty leaf holds +inf/-inf).
            for i in first..<end { take(_bounds[2 &* i], _bounds[2 &* i &+ 1]) }
        } else {
            for i in first..<fa { take(_bounds[2 &* i], _bounds[2 &* i &+ 1]) }
            for i in ea..<end { take(_bounds[2 &* i], _bounds[2 &* i &+ 1]) }
            // Groups [fa/G, ea/G) at level log2(G): heap positions (C + fa) / G ..< (C + ea) / G
            // (C, a power of two, is >= ea >= G here, so the positions are exact, >= 1 and
            // below C: inside the node array).
            var l = (_capacity &+ fa) / g, r = (_capacity &+ ea) / g
            while l < r {
                if l & 1 == 1 { let f = _nodes[l]; take(f.min, f.max); l &+= 1 }
                if r & 1 == 1 { r &-= 1; let f = _nodes[r]; take(f.min, f.max) }
                l >>= 1; r >>= 1
            }
        }
        let some = mn <= mx ? 0 : -1
        return _ArgMinMax(min: mn, minIndex: some, max: mx, maxIndex: some)
    }
}
