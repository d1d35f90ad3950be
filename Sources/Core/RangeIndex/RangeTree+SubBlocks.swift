extension RangeTree {
    /// Points per sub-block: the granularity at which a block cut by a bin edge is
    /// summarised, so that the cut reads the block's summary and the values of the one
    /// sub-block the edge falls in instead of the whole block.
    @inlinable static var _subBlock: Int { 32 }

    /// Sub-blocks per leaf block (8: a block's Float mins and maxes are one cache line).
    @inlinable static var _subsPerBlock: Int { blockSize / _subBlock }

    /// Storage for the summaries of `blocks` blocks, aligned to a cache line so that a
    /// block's summary (2·8 Floats = 64 bytes) is exactly one line.
    static func _allocateSubs(blocks: Int) -> UnsafeMutablePointer<Value> {
        let count = max(blocks, 1) * 2 * _subsPerBlock
        return UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<Value>.stride, alignment: 64)
            .bindMemory(to: Value.self, capacity: count)
    }

    /// The summary of one block of `n` ≤ `blockSize` values at `p`:
    ///
    ///     out  [min s0, min s1, ... min s7 | max s0, max s1, ... max s7]
    ///
    /// A sub-block with no value (all NaN, or past the end of the data) holds +inf / -inf,
    /// which never wins a min or max against a value — and a summary never holds NaN.
    static func _buildSubs(_ p: UnsafePointer<Value>, _ n: Int, into out: UnsafeMutablePointer<Value>) {
        if n == blockSize && _subBlock == 32 {
            Value._subBlockMinMax(p, out)
        } else {
            _subBlockMinMaxScalar(p, n, size: _subBlock, parts: _subsPerBlock, out)
        }
    }

    /// Min and max of `[s, e)` inside block `k` (value-only): the whole sub-blocks from the
    /// block's summary, the partial ones at either end scanned.
    ///
    ///     block k  |  s0  |  s1  |  s2  |  s3  | ...
    ///                 s ─┘ scan |= summary =|scan └─ e
    ///
    /// min > max: the range holds no value.
    @inline(__always)
    func _cutValues(_ base: UnsafePointer<Value>, _ k: Int, _ s: Int, _ e: Int) -> (min: Value, max: Value) {
        let sub = Self._subBlock, parts = Self._subsPerBlock
        let start = k &* Self.blockSize
        let ja = (s &- start &+ sub &- 1) / sub, jz = (e &- start) / sub   // whole sub-blocks [ja, jz)
        if ja >= jz {
            // Safe because: s < e ≤ count, inside the block.
            return Value._minMax(base + s, e &- s)
        }
        var mn = Value.infinity, mx = -Value.infinity
        let summary = _subs + k &* 2 &* parts
        // Safe because: 0 ≤ ja < jz ≤ parts, inside block k's summary.
        for j in ja..<jz {
            let a = summary[j], b = summary[parts &+ j]
            mn = a < mn ? a : mn
            mx = b > mx ? b : mx
        }
        let wa = start &+ ja &* sub, wz = start &+ jz &* sub
        if s < wa {
            // Safe because: [s, wa) ⊂ [s, e), inside the values.
            let m = Value._minMax(base + s, wa &- s)
            mn = m.min < mn ? m.min : mn
            mx = m.max > mx ? m.max : mx
        }
        if wz < e {
            // Safe because: [wz, e) ⊂ [s, e), inside the values.
            let m = Value._minMax(base + wz, e &- wz)
            mn = m.min < mn ? m.min : mn
            mx = m.max > mx ? m.max : mx
        }
        return (mn, mx)
    }

    /// Prefetches each line `_cutValues(base, k, s, e)` will read: the summary and the
    /// partial sub-blocks.
    @inline(__always)
    func _touchCutValues(_ base: UnsafePointer<Value>, _ k: Int, _ s: Int, _ e: Int) {
        let sub = Self._subBlock, parts = Self._subsPerBlock
        let start = k &* Self.blockSize
        let ja = (s &- start &+ sub &- 1) / sub, jz = (e &- start) / sub
        if ja >= jz { _touchRun(base, s, e); return }
        let summary = _subs + k &* 2 &* parts
        _prefetch(summary); _prefetch(summary + (2 &* parts &- 1))
        let wa = start &+ ja &* sub, wz = start &+ jz &* sub
        if s < wa { _touchRun(base, s, wa) }
        if wz < e { _touchRun(base, wz, e) }
    }

    /// Prefetches each line of the values `[s, e)` (s < e).
    @inline(__always)
    func _touchRun(_ base: UnsafePointer<Value>, _ s: Int, _ e: Int) {
        let raw = UnsafeRawPointer(base + s), bytes = (e &- s) &* MemoryLayout<Value>.stride
        var o = 0
        while o < bytes {
            _prefetch(raw + o)
            o &+= 64
        }
        _prefetch(raw + (bytes &- 1))
    }
}
