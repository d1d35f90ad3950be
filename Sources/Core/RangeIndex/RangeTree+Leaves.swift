/// The offsets inside its block of a leaf's first min and first max (`UInt16.max`: none).
@usableFromInline
struct _LeafOffsets {
    @usableFromInline var min: UInt16
    @usableFromInline var max: UInt16
}

extension RangeTree {
    /// Leaf storage for `capacity` blocks. The bounds are apart from the offsets, so that a
    /// value-only walk reads only them: the `_leafGroup` leaves around an edge that it
    /// takes one by one are then one line for Float (8 · 8 bytes, aligned), where whole
    /// 12-byte leaves took two.
    static func _allocateLeaves(_ capacity: Int) -> (bounds: UnsafeMutablePointer<Value>,
                                                    offsets: UnsafeMutablePointer<_LeafOffsets>) {
        let n = 2 * max(capacity, 1)
        let bounds = UnsafeMutableRawPointer.allocate(byteCount: n * MemoryLayout<Value>.stride, alignment: 64)
            .bindMemory(to: Value.self, capacity: n)
        return (bounds, .allocate(capacity: max(capacity, 1)))
    }

    /// Leaf `k` whole. - Complexity: O(1), two loads.
    @inline(__always)
    func _leaf(_ k: Int) -> _Leaf {
        let o = _offsets[k]
        return _Leaf(min: _bounds[2 &* k], max: _bounds[2 &* k &+ 1], minOffset: o.min, maxOffset: o.max)
    }

    /// Leaf `k` in node form, from its bounds alone (an empty leaf's min > max).
    @inline(__always)
    func _leafNode(_ k: Int) -> _Node {
        let mn = _bounds[2 &* k], mx = _bounds[2 &* k &+ 1]
        let block: UInt32 = mn <= mx ? UInt32(truncatingIfNeeded: k) : .max
        return _Node(min: mn, max: mx, minBlock: block, maxBlock: block)
    }

    /// Summarises blocks `blocks` from the values (leaves and sub-blocks), split across
    /// `threads`.
    func _buildLeaves(_ blocks: Range<Int>, threads: Int) {
        let b = Self.blockSize, n = count
        let parts = max(1, min(threads, blocks.count / 64))
        let per = (blocks.count + parts - 1) / max(parts, 1)
        withUnsafeValues { v in
            nonisolated(unsafe) let base = v.baseAddress
            nonisolated(unsafe) let bounds = _bounds, offsets = _offsets, subs = _subs
            Parallel.forEach(parts, threads: parts) { p in
                let lo = blocks.lowerBound + p * per, hi = min(blocks.upperBound, lo + per)
                guard let base, lo < hi else { return }
                for k in lo..<hi {
                    // Safe because: block k < leafCount covers [k·B, min(n, k·B + B)) ⊂ [0, n).
                    let p = base + k * b, len = min(b, n - k * b), summary = subs + k * 2 * Self._subsPerBlock
                    Self._buildSubs(p, len, into: summary)
                    // (Taking the leaf from the summary — the first run holding the extreme,
                    // then 32 values — measured slower: its data-dependent loops mispredict.)
                    let s = Value._argMinMax(p, len)
                    let leaf = s.minIndex < 0 ? _Leaf.empty : _Leaf(
                        min: s.min, max: s.max,
                        minOffset: UInt16(truncatingIfNeeded: s.minIndex),
                        maxOffset: UInt16(truncatingIfNeeded: s.maxIndex))
                    bounds[2 * k] = leaf.min
                    bounds[2 * k + 1] = leaf.max
                    offsets[k] = _LeafOffsets(min: leaf.minOffset, max: leaf.maxOffset)
                }
            }
        }
    }
}
