import Dispatch

/// One non-horizontal polygon edge, y-ascending, in pixels: `x(y) = x0 + (y − y0)·dxdy`
/// for `y0 <= y < y1`; `dir` is +1 if the original segment went down, −1 if up.
///
/// `joins` marks the ends where the contour goes straight on into its neighbouring edge
/// (bit 0: the end at y0, bit 1: the end at y1): the same point, the neighbour not
/// horizontal, and the point's x farther from a cell boundary than either piece's x there
/// can be off (`Bounds.joinMargin`), so that the two edges' pieces in that row share the
/// point's cell and fall in one cluster. There the two pieces' steps in the winding
/// profile cancel (`RowProfile.add` leaves them out). Marked on dense paths only
/// (`EdgeList.joinDensity`); elsewhere 0.
struct Edge: Sendable {
    var x0: Float, y0: Float, y1: Float, dxdy: Float
    /// `joins` in the low two bits, `dir` above them (one shift to read): 20 bytes an edge,
    /// as before there were joins.
    private var bits: Int32

    init(x0: Float, y0: Float, y1: Float, dxdy: Float, dir: Int32, joins: Int32 = 0) {
        self.x0 = x0; self.y0 = y0; self.y1 = y1; self.dxdy = dxdy
        bits = dir << 2 | joins
    }

    @inline(__always) var dir: Int32 { bits >> 2 }
    /// Marks ends joined (`joins`' bits).
    @inline(__always) mutating func join(_ ends: Int32) { bits |= ends }
    @inline(__always) var joins: Int32 { bits & 3 }
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
    /// Where each clip row's edges begin: the edges whose y0 lies in row `firstRow + r` are
    /// `edges[rowStart[r] ..< rowStart[r + 1]]` (empty when there are no edges).
    private(set) var rowStart: [Int] = []
    private(set) var firstRow = 0

    /// Paths of at least this many points (and lists of this many edges, when binned) are
    /// cut into chunks made on several threads.
    static let parallelMinimum = 4_096

    /// Paths of at least this many points per clip row get `Edge.joins`: lines so dense
    /// that their rows' clusters go to the general resolvers, which add every piece to the
    /// winding profile (a 100k-vertex stroke: 2% fewer instructions). A thinner line's
    /// clusters rarely reach the profile, and it would only pay for the marking (S1: +2%).
    static let joinDensity = 64

    /// - Complexity: O(n + rows · chunks) for n path points; the segments are clipped and
    /// ordered on up to `threads` threads for long paths (chunks of the point sequence,
    /// concatenated in order: the edges are the same for any thread count).
    init(_ path: FlatPath, clip: PixelRect, threads: Int = 1) {
        guard !clip.isEmpty else { return }
        let b = Bounds(top: Double(clip.y0), bottom: Double(clip.y1),
                       left: Double(clip.x0 - 1), right: Double(clip.x1 + 1))
        let total = path.points.count
        let joins = total >= Self.joinDensity * (clip.y1 - clip.y0)
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
                            // Counts at row · chunks + c + 1: each chunk its own slots.
                            let counts = RowCounts(slots: s.baseAddress! + c + 1, stride: chunks, r0: r0, rows: rows)
                            o[c] = EdgeList.segments(p, e, from: r.lowerBound, to: r.upperBound, b, joins: joins,
                                                     counts: counts)
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
        firstRow = r0
        rowStart = (0...rows).map { start[$0 * chunks] }
        // Each chunk's edges to their rows' slots (a stable counting sort's placement).
        let place = { (buf: UnsafeMutableBufferPointer<Edge>) in
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
        }
        // A kept array (`EdgeStore`: warm pages), else a fresh one whose first writes are
        // the placement itself (its huge pages advised when large).
        var placed: [Edge]
        if let kept = EdgeStore.shared.filled(count) {
            placed = kept
            placed.withUnsafeMutableBufferPointer { place($0) }
        } else {
            placed = [Edge](unsafeUninitializedCapacity: count) { buf, n in
                HugePages.advise(buf.baseAddress, bytes: count * MemoryLayout<Edge>.stride)
                place(buf)
                n = count
            }
        }
        edges = placed
        EdgeStore.shared.made(placed.capacity + parts.reduce(0) { $0 + $1.capacity })
        for p in parts { EdgeStore.shared.give(p) }
    }

    /// Per band of `bandHeight` rows (`bands` of them, from row 0; rows past the last band
    /// belong to it), the indices of the edges crossing it, ascending: the lists
    /// `Canvas.draw` hands each band. The edges are in row order, so a band's list is the
    /// edges that start above it and reach into it (found by one look at each edge's y1)
    /// followed by the run of those starting in its rows (`rowStart`) — no per-edge band
    /// arithmetic, no scatter (the counting sort over (band, chunk) that this replaced
    /// took ~100 µs of S1's 12k edges at 32 bands). The same lists for any `threads`.
    /// - Complexity: O(edges + rows + entries of the lists).
    func bins(bands: Int, bandHeight: Int, threads: Int) -> [[Int32]] {
        let n = edges.count
        // One band (one thread): every edge, in order.
        if bands == 1 {
            // Written through a buffer (`map` over the range took ~11 instructions an edge).
            return [n == 0 ? [] : [Int32](unsafeUninitializedCapacity: n) { b, m in
                for i in 0..<n { b[i] = Int32(truncatingIfNeeded: i) }
                m = n
            }]
        }
        guard n > 0 else { return [[Int32]](repeating: [], count: bands) }
        let rows = rowStart.count - 1, r0 = firstRow
        @Sendable @inline(__always) func band(_ y: Int) -> Int { min(bands - 1, max(0, y) / bandHeight) }
        // The edges of rows in `part` that reach below their own band, as (band, edge) in
        // edge order: `next` for the band right below (at most one an edge), `further` for
        // the bands past it (edges taller than a band: rare). In band b, every edge from
        // `further` started in an earlier band than every edge from `next` (band b − 1): a
        // smaller index, so `further` then `next` is in edge order.
        typealias Carried = (next: [SIMD2<Int32>], further: [SIMD2<Int32>])
        let carries = { @Sendable (part: Range<Int>, e: UnsafeBufferPointer<Edge>,
                                   s: UnsafeBufferPointer<Int>) -> Carried in
            let count = s[part.upperBound] - s[part.lowerBound]
            guard count > 0 else { return ([], []) }
            var further: [SIMD2<Int32>] = []
            let next = [SIMD2<Int32>](unsafeUninitializedCapacity: count) { out, m in
                var w = 0
                for r in part where s[r] < s[r + 1] {
                    let b0 = band(r0 + r)
                    guard b0 < bands - 1 else { break }
                    let bottom = Float((b0 + 1) * bandHeight), below = Int32(b0 + 1)
                    for k in s[r]..<s[r + 1] {
                        // Written always, kept when the edge reaches the band below: no
                        // branch on a coin flip (mispredictions were most of this loop).
                        // Safe because: at most one entry an edge of `part`, count in all.
                        let y1 = e[k].y1
                        out[w] = SIMD2(below, Int32(truncatingIfNeeded: k))
                        w &+= y1 > bottom ? 1 : 0
                        // Band b is reached when y1 > its top row: counted up, not divided.
                        var b = b0 + 2
                        while b < bands && y1 > Float(b * bandHeight) {
                            further.append(SIMD2(Int32(b), Int32(truncatingIfNeeded: k))); b += 1
                        }
                    }
                }
                m = w
            }
            return (next, further)
        }
        let chunks = threads > 1 && n >= Self.parallelMinimum ? min(threads, 16) * 4 : 1
        var parts = [Carried](repeating: ([], []), count: chunks)
        edges.withUnsafeBufferPointer { es in
            rowStart.withUnsafeBufferPointer { st in
                parts.withUnsafeMutableBufferPointer { ps in
                    nonisolated(unsafe) let (e, s, p) = (es, st, ps)
                    Parallel.forEach(chunks, threads: threads) { c in
                        p[c] = carries(Parallel.part(c, of: chunks, in: rows), e, s)
                    }
                }
            }
        }
        // Per band, its carried edges (a stable counting sort of the pairs by band: each
        // band's in edge order), then the run of edges starting in its rows.
        var first = [Int](repeating: 0, count: bands + 1)
        for part in parts {
            for c in part.further { first[Int(c.x) + 1] += 1 }
            for c in part.next { first[Int(c.x) + 1] += 1 }
        }
        for b in 0..<bands { first[b + 1] += first[b] }
        var carried = [Int32](repeating: 0, count: first[bands])
        var at = first
        for part in parts { for c in part.further { carried[at[Int(c.x)]] = c.y; at[Int(c.x)] += 1 } }
        for part in parts { for c in part.next { carried[at[Int(c.x)]] = c.y; at[Int(c.x)] += 1 } }
        var out = [[Int32]](repeating: [], count: bands)
        out.withUnsafeMutableBufferPointer { os in
            nonisolated(unsafe) let (o, s, f, cs) = (os, rowStart, first, carried)
            // Each band writes its own list.
            Parallel.forEach(bands, threads: chunks == 1 ? 1 : threads) { b in
                let lo = min(rows, max(0, b * bandHeight - r0))
                let hi = b == bands - 1 ? rows : min(rows, max(0, (b + 1) * bandHeight - r0))
                let c0 = f[b], nc = f[b + 1] - c0, ns = s[hi] - s[lo], start = s[lo]
                guard nc + ns > 0 else { return }
                o[b] = [Int32](unsafeUninitializedCapacity: nc + ns) { buf, m in
                    for i in 0..<nc { buf[i] = cs[c0 + i] }
                    for i in 0..<ns { buf[nc + i] = Int32(truncatingIfNeeded: start + i) }
                    m = nc + ns
                }
            }
        }
        return out
    }

    /// The clip row of an edge's y0 (clipped to [clip.y0, clip.y1]: far inside
    /// `CellArea.floor`'s range, no checked conversion).
    @inline(__always) static func row(_ e: Edge, _ r0: Int, _ rows: Int) -> Int {
        min(max(CellArea.floor(e.y0) - r0, 0), rows - 1)
    }

    /// Where `segments` counts its edges by row: the edge of clip row r (`row`) adds 1 at
    /// `slots[r · stride]`.
    struct RowCounts {
        let slots: UnsafeMutablePointer<Int>
        let stride: Int, r0: Int, rows: Int

        /// Counts an edge whose y0 is `y0`.
        @inline(__always) func add(_ y0: Float) {
            // Safe because: as `count`'s.
            slots[min(max(CellArea.floor(y0) - r0, 0), rows - 1) &* stride] &+= 1
        }

        /// Counts `raw[from...]`: edges just appended, still in cache (a pass over the
        /// whole list afterwards read a 1M-vertex stroke's 61 MB of edges once more).
        @inline(__always) func count(_ raw: [Edge], from: Int) {
            raw.withUnsafeBufferPointer {
                // Safe because: `row` is clamped to 0 ..< rows, and the caller's slots hold
                // rows · stride entries past `slots`.
                for k in from..<$0.count { slots[EdgeList.row($0[k], r0, rows) &* stride] &+= 1 }
            }
        }
    }

    /// The clipped edges of the segments starting at points `g0..<g1` (each point's
    /// segment runs to the next point of its contour, the last back to the first;
    /// contours of fewer than 2 points have none), in point order; with `joins`, their
    /// joined ends marked (`Edge.joins`); each counted in `counts`.
    static func segments(_ pts: UnsafeBufferPointer<SIMD2<Float>>, _ ends: UnsafeBufferPointer<Int>,
                         from g0: Int, to g1: Int, _ b: Bounds, joins: Bool = false,
                         counts: RowCounts) -> [Edge] {
        guard g0 < g1 else { return [] }
        var raw = EdgeStore.shared.take(g1 - g0 + 16)
        // Appends edges to `raw`, counting them.
        @inline(__always) func flush(_ e: UnsafeBufferPointer<Edge>) {
            let from = raw.count
            raw.append(contentsOf: e)
            if joins { counts.count(raw, from: from) }
        }
        // The first contour ending after g0 (binary search: ends ascend).
        var lo = 0, hi = ends.count
        while lo < hi { let mid = (lo + hi) / 2; if ends[mid] > g0 { hi = mid } else { lo = mid + 1 } }
        var k = lo, start = k == 0 ? 0 : ends[k - 1]
        let margin = b.joinMargin
        // The common case's edges gather in a batch appended whole: one append an edge
        // cost two out-of-line uniqueness checks, a third of this loop.
        let batch = 512
        let buf = UnsafeMutablePointer<Edge>.allocate(capacity: batch)
        defer { buf.deallocate() }
        var nb = 0
        while k < ends.count && start < g1 {
            let end = ends[k]
            if end - start >= 2 {
                let i0 = max(start, g0), i1 = min(end, g1)
                if !joins {
                    // No ends to mark: the common case without the bookkeeping of joins, each
                    // edge counted as it is made rather than in a pass over each batch (in
                    // process: S4a 0.974 of the time at two threads, S1 0.981 at one).
                    for i in i0..<i1 {
                        let p = pts[i], q = pts[i + 1 == end ? start : i + 1]
                        guard b.contains(p, q) else {
                            flush(UnsafeBufferPointer(start: buf, count: nb)); nb = 0
                            let from = raw.count
                            add(Double(p.x), Double(p.y), Double(q.x), Double(q.y), b, into: &raw)
                            counts.count(raw, from: from)
                            continue
                        }
                        guard p.y != q.y else { continue }
                        let slope = (Double(q.x) - Double(p.x)) / (Double(q.y) - Double(p.y))
                        let down = p.y < q.y, y0 = down ? p.y : q.y
                        // Safe because: nb < batch (flushed when full).
                        buf[nb] = Edge(x0: down ? p.x : q.x, y0: y0, y1: down ? q.y : p.y,
                                       dxdy: Float(min(max(slope, -1e30), 1e30)), dir: down ? 1 : -1)
                        counts.add(y0)
                        nb &+= 1
                        if nb == batch { flush(UnsafeBufferPointer(start: buf, count: nb)); nb = 0 }
                    }
                    start = end; k += 1
                    continue
                }
                // Whether the segment before the current one is made into an edge (by the
                // common case), whether that edge is the last in `buf` and which way it went:
                // its end at the current point is joined when the current one is made too
                // (see `Edge.joins`). The first one's predecessor lies before g0 or closes the
                // contour: another chunk, or this one's last, marks its end.
                var made = fast(pts[i0 == start ? end - 1 : i0 - 1], pts[i0], b), inBuf = false, madeDown = false
                for i in i0..<i1 {
                    let p = pts[i], q = pts[i + 1 == end ? start : i + 1]
                    // Both ends inside the bounds (the common case; false for NaN, which
                    // `min`/`max` would drop): no clipping, the edge `add` would make, without
                    // its branches. Its x at y0 is the end's x exactly (`add`'s Double error is
                    // far below half a Float ulp).
                    let v = SIMD4(Double(p.x), Double(p.y), Double(q.x), Double(q.y))
                    if b.contains(v) {
                        guard p.y != q.y else { made = false; inBuf = false; continue }
                        let slope = (Double(q.x) - Double(p.x)) / (Double(q.y) - Double(p.y))
                        let down = p.y < q.y
                        // (A slope past ±1e30 is clamped: the far end's x is then not within
                        // the margin. Such an edge joins nothing.)
                        let steep = abs(slope) < 1e30
                        let joined = joins && made && steep && clear(p.x, margin)
                        // p is the last edge's lower end if it went down, else its upper one.
                        if joined && inBuf { buf[nb - 1].join(madeDown ? 2 : 1) }
                        // Safe because: nb < batch (flushed when full).
                        buf[nb] = Edge(x0: down ? p.x : q.x, y0: down ? p.y : q.y, y1: down ? q.y : p.y,
                                       dxdy: Float(min(max(slope, -1e30), 1e30)), dir: down ? 1 : -1,
                                       joins: joined ? (down ? 1 : 2) : 0)
                        nb += 1
                        made = steep; inBuf = true; madeDown = down
                        // Full: all but the last, which a join at its end may still mark.
                        if nb == batch {
                            flush(UnsafeBufferPointer(start: buf, count: nb - 1))
                            buf[0] = buf[nb - 1]; nb = 1
                        }
                        continue
                    }
                    // In point order: the batch first.
                    flush(UnsafeBufferPointer(start: buf, count: nb)); nb = 0
                    let from = raw.count
                    add(Double(p.x), Double(p.y), Double(q.x), Double(q.y), b, into: &raw)
                    counts.count(raw, from: from)
                    made = false; inBuf = false
                }
                // The last edge's end at q, joined with the segment after it (made by the
                // next chunk or, closing the contour, the first).
                let iq = i1 == end ? start : i1
                let q = pts[iq], r = pts[iq + 1 == end ? start : iq + 1]
                if joins && made && inBuf && fast(q, r, b) && clear(q.x, margin) { buf[nb - 1].join(madeDown ? 2 : 1) }
            }
            start = end; k += 1
        }
        flush(UnsafeBufferPointer(start: buf, count: nb))
        return raw
    }

    /// Whether the segment p → q is made into an edge by `segments`' common case (both
    /// ends inside the bounds — NaN is not —, not horizontal) whose slope is not clamped.
    @inline(__always) static func fast(_ p: SIMD2<Float>, _ q: SIMD2<Float>, _ b: Bounds) -> Bool {
        let v = SIMD4(Double(p.x), Double(p.y), Double(q.x), Double(q.y))
        return b.contains(v) && p.y != q.y && abs((v[2] - v[0]) / (v[3] - v[1])) < 1e30
    }

    /// Whether `x` is farther than `margin` from the nearest integer.
    @inline(__always) static func clear(_ x: Float, _ margin: Float) -> Bool {
        let f = x - x.rounded(.down)
        return f > margin && f < 1 - margin
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
