import Dispatch

/// One non-horizontal polygon edge, y-ascending, in pixels: `x(y) = x0 + (y − y0)·dxdy`
/// for `y0 <= y < y1`; `dir` is +1 if the original segment went down, −1 if up.
struct Edge: Sendable {
    var x0: Float, y0: Float, y1: Float, dxdy: Float
    var dir: Int32
}

/// The edges of a `FlatPath`, clipped to a pixel rectangle and ordered by the row of `y0`.
///
/// Clipping keeps winding numbers inside the rectangle unchanged: parts above or below it
/// are dropped, parts right of it are dropped (they only change winding further right),
/// and parts left of it become vertical edges at `x0 − 1` with the same y extent.
/// Segments with a non-finite coordinate are dropped; ±1e30 is clipped in Double, so
/// nothing huge reaches the Float scan loop.
struct EdgeList: Sendable {
    var edges: [Edge] = []

    /// Paths of at least this many points (and lists of this many edges, when binned) are
    /// cut into chunks made on several threads.
    static let parallelMinimum = 4_096

    /// - Complexity: O(n + rows · chunks) for n path points; the segments are clipped and
    /// ordered on up to `threads` threads for long paths (chunks of the point sequence,
    /// concatenated in order: the edges are the same for any thread count).
    init(_ path: FlatPath, clip: PixelRect, threads: Int = 1) {
        guard !clip.isEmpty else { return }
        let b = Bounds(top: Double(clip.y0), bottom: Double(clip.y1),
                       left: Double(clip.x0 - 1), right: Double(clip.x1 + 1))
        let total = path.points.count
        let chunks = threads > 1 && total >= Self.parallelMinimum ? min(threads, 16) * 4 : 1
        // Order by the row of y0 — all the row loop needs (it activates an edge in the row
        // where it starts; the order inside a row never reaches a pixel, since clusters
        // break ties on piece contents). A stable counting sort, O(n + rows): each chunk
        // counts its rows, the prefix sums run over (row, chunk), each chunk places its own.
        let r0 = clip.y0, rows = clip.y1 - clip.y0
        var parts = [[Edge]](repeating: [], count: chunks)
        var start = [Int](repeating: 0, count: rows * chunks + 1)
        parts.withUnsafeMutableBufferPointer { out in
            start.withUnsafeMutableBufferPointer { st in
                path.points.withUnsafeBufferPointer { pts in
                    path.contourEnds.withUnsafeBufferPointer { ends in
                        nonisolated(unsafe) let (o, p, e, s) = (out, pts, ends, st)
                        Parallel.forEach(chunks, threads: threads) { c in
                            let r = Parallel.part(c, of: chunks, in: total)
                            o[c] = EdgeList.segments(p, e, from: r.lowerBound, to: r.upperBound, b)
                            // Counts at row · chunks + c + 1: each chunk its own slots.
                            o[c].withUnsafeBufferPointer { for x in $0 { s[EdgeList.row(x, r0, rows) * chunks + c + 1] += 1 } }
                        }
                    }
                }
            }
        }
        let count = parts.reduce(0) { $0 + $1.count }
        // No edges: `[]`, not `Array(unsafeUninitializedCapacity: 0)`, which stores its count
        // into the shared empty-array singleton — a write TSan reports as a race with every
        // other thread reading an empty array (issue #9).
        guard count > 0 else { edges = []; return }
        // Slot r · chunks + c + 1 holds chunk c's count of row r: after the prefix sum, slot
        // r · chunks + c is where chunk c's edges of row r begin.
        start.withUnsafeMutableBufferPointer { st in
            for i in 0..<(rows * chunks) { st[i + 1] += st[i] }
        }
        edges = [Edge](unsafeUninitializedCapacity: count) { buf, n in
            parts.withUnsafeBufferPointer { ps in
                start.withUnsafeMutableBufferPointer { st in
                    nonisolated(unsafe) let (out, s, q) = (buf.baseAddress!, st, ps)
                    let work: @Sendable (Int) -> Void = { c in
                        q[c].withUnsafeBufferPointer {
                            // Safe because: the slots of (row, c) lie in [start, next start)
                            // < count, and no two chunks share a slot.
                            for x in $0 {
                                let i = EdgeList.row(x, r0, rows) * chunks + c
                                (out + s[i]).initialize(to: x)
                                s[i] += 1
                            }
                        }
                    }
                    Parallel.forEach(chunks, threads: threads, work)
                }
            }
            n = count
        }
    }

    /// Per band of `bandHeight` rows (`bands` of them, from row 0), the indices of the edges
    /// crossing it, ascending: the lists `Canvas.draw` hands each band. Counted and placed
    /// in parallel over chunks of the edges (each chunk its own slots per band), the same
    /// lists for any `threads`. - Complexity: O(edges + bands · chunks).
    func bins(bands: Int, bandHeight: Int, threads: Int) -> [[Int32]] {
        let n = edges.count
        // One band (one thread): every edge, in order.
        if bands == 1 { return [n == 0 ? [] : (0..<Int32(n)).map { $0 }] }
        let chunks = threads > 1 && n >= Self.parallelMinimum ? min(threads, 16) * 4 : 1
        var slot = [Int](repeating: 0, count: bands * chunks + 1)
        var flat = [Int32](repeating: 0, count: 0)
        edges.withUnsafeBufferPointer { es in
            slot.withUnsafeMutableBufferPointer { st in
                nonisolated(unsafe) let (e, s) = (es, st)
                Parallel.forEach(chunks, threads: threads) { c in
                    for k in Parallel.part(c, of: chunks, in: n) {
                        let (b0, b1) = EdgeList.span(e[k], bands, bandHeight)
                        if b0 <= b1 { for b in b0...b1 { s[b * chunks + c + 1] += 1 } }
                    }
                }
                for i in 0..<(bands * chunks) { st[i + 1] += st[i] }
            }
            let total = slot[bands * chunks]
            guard total > 0 else { return }
            flat = [Int32](unsafeUninitializedCapacity: total) { buf, m in
                slot.withUnsafeMutableBufferPointer { st in
                    nonisolated(unsafe) let (e, s, out) = (es, st, buf.baseAddress!)
                    Parallel.forEach(chunks, threads: threads) { c in
                        // Safe because: slot (b, c) runs up to the next slot's start ≤ total.
                        for k in Parallel.part(c, of: chunks, in: n) {
                            let (b0, b1) = EdgeList.span(e[k], bands, bandHeight)
                            if b0 <= b1 {
                                for b in b0...b1 { (out + s[b * chunks + c]).initialize(to: Int32(k)); s[b * chunks + c] += 1 }
                            }
                        }
                    }
                }
                m = total
            }
        }
        // After placing, slot (b, c) holds the end of chunk c's part of band b: band b is
        // flat[end of (b − 1, last chunk) ..< end of (b, last chunk)].
        var out = [[Int32]]()
        out.reserveCapacity(bands)
        var lo = 0
        for b in 0..<bands {
            let hi = flat.isEmpty ? 0 : slot[b * chunks + chunks - 1]
            out.append(hi > lo ? Array(flat[lo..<hi]) : [])
            lo = hi
        }
        return out
    }

    /// The clip row of an edge's y0 (clipped to [clip.y0, clip.y1]: far inside
    /// `CellArea.floor`'s range, no checked conversion).
    @inline(__always) static func row(_ e: Edge, _ r0: Int, _ rows: Int) -> Int {
        min(max(CellArea.floor(e.y0) - r0, 0), rows - 1)
    }

    /// The bands b0...b1 an edge crosses (y within the canvas, as `row`).
    @inline(__always) static func span(_ e: Edge, _ bands: Int, _ bandHeight: Int) -> (Int, Int) {
        (min(bands - 1, max(0, CellArea.floor(e.y0) / bandHeight)),
         min(bands - 1, max(0, (CellArea.floor(e.y1.rounded(.up)) - 1) / bandHeight)))
    }

    struct Bounds { var top, bottom, left, right: Double }

    /// The clipped edges of the segments starting at points `g0..<g1` (each point's
    /// segment runs to the next point of its contour, the last back to the first;
    /// contours of fewer than 2 points have none), in point order.
    static func segments(_ pts: UnsafeBufferPointer<SIMD2<Float>>, _ ends: UnsafeBufferPointer<Int>,
                         from g0: Int, to g1: Int, _ b: Bounds) -> [Edge] {
        var raw: [Edge] = []
        guard g0 < g1 else { return raw }
        raw.reserveCapacity(g1 - g0 + 16)
        // The first contour ending after g0 (binary search: ends ascend).
        var lo = 0, hi = ends.count
        while lo < hi { let mid = (lo + hi) / 2; if ends[mid] > g0 { hi = mid } else { lo = mid + 1 } }
        var k = lo, start = k == 0 ? 0 : ends[k - 1]
        while k < ends.count && start < g1 {
            let end = ends[k]
            if end - start >= 2 {
                for i in max(start, g0)..<min(end, g1) {
                    let p = pts[i], q = pts[i + 1 == end ? start : i + 1]
                    add(Double(p.x), Double(p.y), Double(q.x), Double(q.y), b, into: &raw)
                }
            }
            start = end; k += 1
        }
        return raw
    }

    private static func add(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ b: Bounds,
                            into edges: inout [Edge]) {
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, ay != by else { return }
        let dir: Int32 = ay < by ? 1 : -1
        let (y0, y1) = ay < by ? (ay, by) : (by, ay)
        guard y1 > b.top, y0 < b.bottom else { return }
        let slope = (bx - ax) / (by - ay)
        func x(_ y: Double) -> Double { ax + (y - ay) * slope }
        let lo = max(y0, b.top), hi = min(y1, b.bottom)
        // Split where the edge crosses the left and right clip lines: at most 3 pieces.
        var c1 = hi, c2 = hi
        // Both ends inside [left, right] (the common case): no split, no divisions.
        if slope != 0 && !(min(ax, bx) >= b.left && max(ax, bx) <= b.right) {
            var u = ay + (b.left - ax) / slope, v = ay + (b.right - ax) / slope
            if u > v { swap(&u, &v) }
            if u > lo && u < hi { c1 = u; if v > lo && v < hi { c2 = v } }
            else if v > lo && v < hi { c1 = v }
        }
        func emit(_ ya: Double, _ yb: Double) {
            guard ya < yb else { return }
            let xm = x((ya + yb) / 2)
            if xm > b.right { return }
            let fa = Float(ya), fb = Float(yb)
            guard fa < fb else { return }
            if xm < b.left {
                edges.append(Edge(x0: Float(b.left), y0: fa, y1: fb, dxdy: 0, dir: dir))
            } else {
                let xa = min(max(x(ya), b.left), b.right)
                edges.append(Edge(x0: Float(xa), y0: fa, y1: fb,
                                  dxdy: Float(min(max(slope, -1e30), 1e30)), dir: dir))
            }
        }
        emit(lo, c1); emit(c1, c2); emit(c2, hi)
    }
}
