extension Decimate {
    /// M4 over the pixel columns of a viewport, from the range engine: per column the
    /// first and last points and the first argmin and argmax (each index once, ascending),
    /// plus the last point before the viewport and the first after it, so that the lines
    /// that cross the viewport's edges are kept. Drawn as a polyline with the same
    /// `PixelColumns` mapping, the result's picture equals the raw series' picture (M4
    /// paper, Jugel et al., PVLDB 2014, Theorem 1; `M4PixelPerfectTests` checks it).
    ///
    /// `x` (strictly ascending, as validated by its loader) gives each point's position;
    /// without it the position is the index.
    /// - Throws: `.lengthMismatch` when x and the tree differ in length.
    /// - Complexity: O(w log n) for w columns — independent of how many points each
    ///   column holds (plus the length of any NaN run at a column's ends).
    public static func m4<Y: RangeTreeValue, X: DecimationX>(
        tree: RangeTree<Y>, x: UnsafeBufferPointer<X>, columns: PixelColumns, threads: Int = 1
    ) throws(DecimationError) -> [Int] {
        guard x.count == tree.count else { throw .lengthMismatch(x: x.count, y: tree.count) }
        let edges = _columnEdges(count: x.count, columns) { x[$0]._double }
        return _pixelM4(tree, edges, threads: threads)
    }

    /// `m4(tree:x:columns:threads:)` with x = the index.
    public static func m4<Y: RangeTreeValue>(tree: RangeTree<Y>, columns: PixelColumns, threads: Int = 1) -> [Int] {
        _pixelM4(tree, _indexColumnEdges(count: tree.count, columns), threads: threads)
    }

    /// MinMax over the pixel columns from the range engine: per column only the argmin and
    /// argmax, plus the neighbours outside the viewport. Fewer points than M4, and not
    /// pixel-perfect: the lines between columns start and end at the wrong points.
    /// - Complexity: O(w log n).
    public static func minMax<Y: RangeTreeValue>(tree: RangeTree<Y>, columns: PixelColumns, threads: Int = 1) -> [Int] {
        let edges = _indexColumnEdges(count: tree.count, columns)
        let ext = tree.extrema(inBins: edges, threads: threads)
        return tree.withUnsafeValues { v in
            _assemble(edges, count: tree.count, isNaN: { v[$0].isNaN }) { c, _ in
                ext[c].map { e in (min(e.minIndex, e.maxIndex), e.minIndex, e.maxIndex, max(e.minIndex, e.maxIndex)) }
            }
        }
    }

    /// The same selection by a full scan of y (the O(n) twin of the tree path, for tests
    /// and as the baseline of the frame benchmark).
    /// - Complexity: O(n) in the visible points.
    public static func m4<Y: RangeTreeValue, X: DecimationX>(
        scanning y: UnsafeBufferPointer<Y>, x: UnsafeBufferPointer<X>, columns: PixelColumns
    ) throws(DecimationError) -> [Int] {
        guard x.count == y.count else { throw .lengthMismatch(x: x.count, y: y.count) }
        let edges = _columnEdges(count: x.count, columns) { x[$0]._double }
        guard let base = y.baseAddress else { return [] }
        return _assemble(edges, count: y.count, isNaN: { base[$0].isNaN }) { _, r in
            let e = _binExtrema(base, r, needEnds: true)
            return e.minIndex < 0 ? nil : (e.first, e.minIndex, e.maxIndex, e.last)
        }
    }

    /// The index edges of the columns: `edges[c]` is the first index whose column is >= c
    /// (c = 0 ... w), decided by the column function itself, so that the edges agree with
    /// the mapping exactly.
    ///
    /// Each edge is searched from the previous one: a probe where linear interpolation of
    /// x puts the column's start, then a gallop away from the probe (1, 2, 4 … indices) to
    /// bracket the edge and a binary search inside the bracket. On evenly spaced x the
    /// probe lands within an index or two of the edge, so an edge costs a few reads of
    /// neighbouring memory instead of ~log2(n) scattered ones (at n = 1e8 that was most
    /// of a frame's time); on any x it is O(log n).
    ///
    /// Before the searches, x is read once at each column's probe as interpolated over the
    /// whole column: independent loads whose cache misses overlap, where the searches,
    /// each starting from the edge before, would wait for one miss after another (x of
    /// 1e8 points is 800 MB: every column's probe is a miss).
    /// - Complexity: O(w log n) worst case, O(w) for evenly spaced x.
    ///
    /// With `threads` > 1 the columns are cut into that many runs searched side by side,
    /// each from index 0 (an edge depends only on x, not on the edge before): the probes'
    /// cache and TLB misses (x of 1e8 points is 800 MB) are then waited for in parallel.
    static func _columnEdges(count n: Int, _ cols: PixelColumns, threads: Int = 1, _ x: (Int) -> Double) -> [Int] {
        let all = 0..<(cols.width + 1)
        // Runs of at least 256 columns: fewer are not worth a thread.
        let parts = max(1, min(threads, all.count / 256))
        if parts == 1 { return _columnEdges(count: n, cols, all, x) }
        var edges = [Int](repeating: 0, count: all.count)
        withoutActuallyEscaping(x) { x in
            nonisolated(unsafe) let x = x
            edges.withUnsafeMutableBufferPointer { e in
                nonisolated(unsafe) let e = e
                Parallel.forEach(parts, threads: threads) { p in
                    let run = Parallel.part(p, of: parts, in: all.count)
                    // Each run writes its own slots of `e`.
                    for (c, edge) in zip(run, _columnEdges(count: n, cols, run, x)) { e[c] = edge }
                }
            }
        }
        return edges
    }

    /// The edges of the columns `run` (a sub-range of `0 ... width`), in order.
    static func _columnEdges(count n: Int, _ cols: PixelColumns, _ run: Range<Int>, _ x: (Int) -> Double) -> [Int] {
        var edges = [Int](repeating: 0, count: run.count)
        if n > 1 {
            let xa = x(0), xb = x(n - 1)
            var sink: UInt64 = 0
            for c in run where xb > xa {
                let t = (cols.x0 + Double(c) / cols.scale - xa) / (xb - xa) * Double(n - 1)
                if t.isFinite { sink ^= x(Int(max(0, min(Double(n - 1), t)))).bitPattern }
            }
            _consume(UInt32(truncatingIfNeeded: sink))
        }
        var lo = 0
        for c in run {
            func inColumn(_ i: Int) -> Bool { cols.column(x(i)) >= c }   // monotone in i
            guard lo < n, !inColumn(lo) else { edges[c - run.lowerBound] = lo; continue }
            guard lo + 1 < n else { edges[c - run.lowerBound] = n; lo = n; continue }
            // The answer is in (lo, n]. Probe by interpolation between x(lo) and x(n - 1).
            let xa = x(lo), xb = x(n - 1), start = cols.x0 + Double(c) / cols.scale
            var g = lo + 1
            if xb > xa, start > xa {
                let t = (start - xa) / (xb - xa) * Double(n - 1 - lo)
                if t.isFinite { g = lo + Int(max(1, min(Double(n - 1 - lo), t))) }
            }
            var a = lo + 1, b = n          // the edge is in [a, b]
            if inColumn(g) {
                b = g
                var step = 1
                while b - step > lo, inColumn(b - step) { b -= step; step <<= 1 }
                a = max(lo + 1, b - step + 1)
            } else {
                a = g + 1
                var step = 1
                while a < n, !inColumn(min(n - 1, a + step - 1)) { a = min(n, a + step); step <<= 1 }
                b = min(n, a + step - 1)
            }
            while a < b {
                let mid = a + (b - a) / 2
                if inColumn(mid) { b = mid } else { a = mid + 1 }
            }
            edges[c - run.lowerBound] = a
            lo = a
        }
        return edges
    }

    /// `_columnEdges` when x is the index: each edge is computed from the inverse of the
    /// mapping and then moved to the exact first index whose column is >= c (the
    /// inverse is rounded; the column function has the last word). - Complexity: O(w).
    static func _indexColumnEdges(count n: Int, _ cols: PixelColumns) -> [Int] {
        var edges = [Int](repeating: 0, count: cols.width + 1)
        var prev = 0
        for c in 0...cols.width {
            let guess = (cols.x0 + Double(c) / cols.scale).rounded(.up)
            var i = guess.isFinite ? max(prev, min(n, Int(max(-1, min(Double(n), guess))))) : prev
            i = max(i, 0)
            while i > prev && cols.column(Double(i - 1)) >= c { i -= 1 }
            while i < n && cols.column(Double(i)) < c { i += 1 }
            edges[c] = i
            prev = i
        }
        return edges
    }

    static func _pixelM4<Y: RangeTreeValue>(_ tree: RangeTree<Y>, _ edges: [Int], threads: Int) -> [Int] {
        let ext = tree.extrema(inBins: edges, threads: threads)
        return tree.withUnsafeValues { v in
            _assemble(edges, count: tree.count, isNaN: { v[$0].isNaN }) { c, r in
                guard let e = ext[c] else { return nil }
                var f = r.lowerBound, l = r.upperBound - 1
                while v[f].isNaN { f += 1 }
                while v[l].isNaN { l -= 1 }
                return (f, e.minIndex, e.maxIndex, l)
            }
        }
    }

    /// Neighbour before, each non-empty column's distinct indices in ascending order,
    /// neighbour after (neighbours only when they hold a value).
    static func _assemble(_ edges: [Int], count n: Int, isNaN: (Int) -> Bool,
                          _ column: (Int, Range<Int>) -> (Int, Int, Int, Int)?) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(4 * (edges.count - 1) + 2)
        if let first = edges.first, first > 0, !isNaN(first - 1) { out.append(first - 1) }
        for c in 0..<(edges.count - 1) where edges[c] < edges[c + 1] {
            guard let (f, mn, mx, l) = column(c, edges[c]..<edges[c + 1]) else { continue }
            // Ascending already (f <= min, max <= l); keep each index once.
            var last = out.last ?? -1
            for i in _Four(v: (f, min(mn, mx), max(mn, mx), l)) where i > last { out.append(i); last = i }
        }
        if let last = edges.last, last < n, !isNaN(last) { out.append(last) }
        return out
    }
}

/// Four indices as a fixed-size sequence (no array allocation per column).
private struct _Four: Sequence, IteratorProtocol {
    var v: (Int, Int, Int, Int), k = 0
    mutating func next() -> Int? {
        defer { k += 1 }
        switch k { case 0: return v.0; case 1: return v.1; case 2: return v.2; case 3: return v.3; default: return nil }
    }
}
