import Dispatch

extension RangeTree {
    /// The min and max of `values[range]` and the first index of each.
    ///
    /// `range` is clipped to `0..<count`. Returns `nil` when the clipped range is empty or
    /// holds only NaN.
    /// - Complexity: O(log n): about 2·log2(range.count / 256) node reads plus at most two
    ///   partial 256-point blocks scanned with SIMD.
    public func extrema(in range: Range<Int>) -> RangeExtrema<Value>? {
        withUnsafeValues { v in _public(_query(v, range)) }
    }

    @inline(__always)
    func _public(_ r: _ArgMinMax<Value>) -> RangeExtrema<Value>? {
        r.minIndex < 0 ? nil : RangeExtrema(min: r.min, minIndex: r.minIndex, max: r.max, maxIndex: r.maxIndex)
    }

    /// The query on absolute indices: left partial block, whole blocks from the tree, right
    /// partial block, merged in index order so that ties keep the first index.
    ///
    ///     lo                                                        hi
    ///     |-- partial --|=== whole blocks bl+1 ..< bh (tree) ===|-- partial --|
    ///     block bl                                                 block bh
    @usableFromInline
    func _query(_ v: UnsafeBufferPointer<Value>, _ range: Range<Int>) -> _ArgMinMax<Value> {
        let lo = max(range.lowerBound, 0), hi = min(range.upperBound, count)
        guard lo < hi, let base = v.baseAddress else { return .none }
        let b = Self.blockSize
        let bl = lo / b, bh = (hi - 1) / b
        if bl == bh { return _partial(base, bl, lo, hi) }
        var r = _partial(base, bl, lo, (bl + 1) * b)
        if bl + 1 < bh { r = _merged(r, _blocks(bl + 1, bh)) }
        return _merged(r, _partial(base, bh, bh * b, hi))
    }

    /// `[s, e)` inside block `k`: the leaf answers when its argmin and argmax lie inside
    /// (the first occurrence in the block is then the first in the sub-range too);
    /// otherwise a SIMD scan of the sub-range.
    @inline(__always)
    func _partial(_ base: UnsafePointer<Value>, _ k: Int, _ s: Int, _ e: Int) -> _ArgMinMax<Value> {
        let leaf = _leaf(k)
        let start = k * Self.blockSize
        if leaf.minOffset == .max { return .none }  // the whole block is NaN
        let mn = start + Int(leaf.minOffset), mx = start + Int(leaf.maxOffset)
        if mn >= s && mn < e && mx >= s && mx < e {
            return _ArgMinMax(min: leaf.min, minIndex: mn, max: leaf.max, maxIndex: mx)
        }
        // Safe because: s < e ≤ count and the block lies inside the values.
        var r = Value._argMinMax(base + s, e - s)
        if r.minIndex >= 0 { r.minIndex += s; r.maxIndex += s }
        return r
    }

    /// Whole blocks `[first, end)` through the tree, with absolute indices.
    @inline(__always)
    func _blocks(_ first: Int, _ end: Int) -> _ArgMinMax<Value> {
        let m = _blockNode(first, end)
        if m.minBlock == .max { return .none }
        let b = Self.blockSize
        let mnBlock = Int(m.minBlock), mxBlock = Int(m.maxBlock)
        return _ArgMinMax(min: m.min, minIndex: mnBlock * b + Int(_offsets[mnBlock].min),
                          max: m.max, maxIndex: mxBlock * b + Int(_offsets[mxBlock].max))
    }

    /// Whole blocks `[first, end)` in node form (the numbers of the blocks holding the
    /// extremes), merged in index order so that ties keep the first block: the leaves of
    /// the ragged ends one by one (fewer than `_leafGroup` each; they lie next to the
    /// leaves of the cut blocks, which the query reads anyway), and the aligned groups
    /// between them bottom-up from level log2(G) with a left and a right accumulator —
    /// instead of levels 0 to 3 of the tree, each a cache line of its own at each end.
    @inline(__always)
    func _blockNode(_ first: Int, _ end: Int) -> _Node {
        let g = Self._leafGroup
        let fa = (first &+ g &- 1) & ~(g &- 1), ea = end & ~(g &- 1)
        var left = _Node.empty
        if fa >= ea {
            for i in first..<end { left = .merged(left, _leafNode(i)) }
            return left
        }
        for i in first..<fa { left = .merged(left, _leafNode(i)) }
        // Heap positions of the groups (exact and inside the node array: see _blockValues).
        var l = (_capacity &+ fa) / g, r = (_capacity &+ ea) / g
        var right = _Node.empty
        while l < r {
            if l & 1 == 1 { left = .merged(left, _nodes[l]); l &+= 1 }
            if r & 1 == 1 { r &-= 1; right = .merged(_nodes[r], right) }
            l >>= 1; r >>= 1
        }
        for i in ea..<end { right = .merged(right, _leafNode(i)) }
        return .merged(left, right)
    }

    /// `a` then `b` in index order (both on absolute indices).
    @inline(__always)
    func _merged(_ a: _ArgMinMax<Value>, _ b: _ArgMinMax<Value>) -> _ArgMinMax<Value> {
        var m = a
        if b.minIndex >= 0 && (a.minIndex < 0 || b.min < a.min) { m.min = b.min; m.minIndex = b.minIndex }
        if b.maxIndex >= 0 && (a.maxIndex < 0 || b.max > a.max) { m.max = b.max; m.maxIndex = b.maxIndex }
        return m
    }
}
