extension RangeTree {
    /// The extrema of each bin `[edges[k], edges[k + 1])` for `k` in `0 ..< edges.count - 1`:
    /// the pixel columns of a frame, for example. `nil` for an empty or all-NaN bin.
    /// Edges need not be sorted (a decreasing pair is an empty bin); each bin is clipped to
    /// `0..<count`. With `threads > 1` the bins are split into contiguous runs, one per
    /// thread; the result does not depend on the thread count. Each bin's answer equals
    /// `extrema(in:)` of its range (value and first index).
    ///
    /// One left-to-right sweep (`_sweep`), not independent queries: a block that holds an
    /// edge between two bins is summarised once for both, and the memory the next bins
    /// need is requested ahead so that their cache misses overlap.
    /// - Complexity: O(b · log(n / b)) for b bins of similar size.
    public func extrema(inBins edges: [Int], threads: Int = 1) -> [RangeExtrema<Value>?] {
        var out = [RangeExtrema<Value>?](repeating: nil, count: max(edges.count - 1, 0))
        out.withUnsafeMutableBufferPointer { o in
            nonisolated(unsafe) let o = o
            _bins(edges, threads: threads, withIndex: true) { k, r in o[k] = _public(r) }
        }
        return out
    }

    /// The min and max values of each bin, without their positions: `extrema(inBins:)`
    /// minus the position lookups (each a cache miss at large n) and with a value-only
    /// SIMD kernel for the blocks cut by an edge. What a chart's dense-line envelope and
    /// y range need. `nil` for an empty or all-NaN bin; same edge rules as `extrema(inBins:)`.
    /// - Complexity: O(b · log(n / b)) for b bins of similar size.
    public func valueRanges(inBins edges: [Int], threads: Int = 1) -> [ClosedRange<Value>?] {
        var out = [ClosedRange<Value>?](repeating: nil, count: max(edges.count - 1, 0))
        out.withUnsafeMutableBufferPointer { o in
            nonisolated(unsafe) let o = o
            _bins(edges, threads: threads, withIndex: false) { k, r in
                if r.minIndex >= 0 { o[k] = ClosedRange(uncheckedBounds: (lower: r.min, upper: r.max)) }
            }
        }
        return out
    }

    /// Sweeps the bins, the bins split into one contiguous run per thread, handing each
    /// answer to `put(k, answer)` (kernel form: index -1 for none; in value-only mode the
    /// indices are only that flag). Bins that are never handed over are empty.
    @inline(__always)
    func _bins(_ edges: [Int], threads: Int, withIndex: Bool,
               _ put: @Sendable (Int, _ArgMinMax<Value>) -> Void) {
        let bins = max(edges.count - 1, 0)
        guard bins > 0 else { return }
        let parts = max(1, min(threads, bins / 16))
        withUnsafeValues { v in
            guard let b = v.baseAddress else { return }   // no values: every bin is empty
            nonisolated(unsafe) let base = b
            edges.withUnsafeBufferPointer { e in
                nonisolated(unsafe) let e = e.baseAddress!
                Parallel.forEach(parts, threads: parts) { p in
                    // Safe because: part p hands over only bins [p·bins/parts, (p+1)·bins/parts).
                    let run = Parallel.part(p, of: parts, in: bins), k0 = run.lowerBound, k1 = run.upperBound
                    let sink = withIndex ? _sweep(base, e, k0, k1, withIndex: true, put)
                                         : _sweep(base, e, k0, k1, withIndex: false, put)
                    _consume(sink)
                }
            }
        }
    }
}

/// Keeps the prefetching loads of `_sweep` alive: the optimizer may not drop a value passed
/// to a function it cannot look into.
@inline(never) @_optimize(none)
func _consume(_ x: UInt32) {}
