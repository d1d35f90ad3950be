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
/// and parts left of it go onto the vertical line x = `x0 − 1`, where only the winding
/// they add matters: merged into that net winding (`LeftEdges`), as a few unit edges.
/// Segments with a non-finite coordinate are dropped; ±1e30 is clipped in Double, so
/// nothing huge reaches the Float scan loop.
struct EdgeList: Sendable {
    var edges: [Edge] = []
    /// Where each clip row's edges begin: the edges whose y0 lies in row `firstRow + r` are
    /// `edges[rowStart[r] ..< rowStart[r + 1]]` (empty when there are no edges).
    private(set) var rowStart: [Int] = []
    /// Per clip row, the greatest y1 of the edges starting in it (−∞ when none): where
    /// `bins` looks for edges reaching into the band below. Empty unless made `banded`.
    private(set) var reach: [Float] = []
    private(set) var firstRow = 0

    /// Paths of at least this many points (and lists of this many edges, when binned) are
    /// cut into chunks made on several threads.
    static let parallelMinimum = 4_096

    /// Paths of at least this many points per clip row get `Edge.joins`: lines so dense
    /// that their rows' clusters go to the general resolvers, which add every piece to the
    /// winding profile (a 100k-vertex stroke: 2% fewer instructions). A thinner line's
    /// clusters rarely reach the profile, and it would only pay for the marking (S1: +2%).
    static let joinDensity = 64

    /// No edges (a fill whose contours all went to `ConvexShapes`).
    init() {}

    /// The clipped edges of `path`, ordered by row. `banded`: `bins` will cut them into
    /// several bands, so `reach` is kept (a maximum an edge, stored back: 0.8% of a
    /// 100k-vertex stroke's draw, wasted on one band).
    /// - Complexity: O(n + rows · chunks) for n path points; the segments are clipped and
    /// ordered on up to `threads` threads for long paths (chunks of the point sequence,
    /// concatenated in order: the edges are the same for any thread count).
    init(_ path: FlatPath, clip: PixelRect, threads: Int = 1, banded: Bool = true) {
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
        // Chunk c counts in its own run of slots (`c · rows + r`): interleaved by row, two
        // threads' chunks shared a cache line in every row, and the chunks took 1.7x as
        // long in parallel as one after another (S1 at two threads: segments 105–113 µs,
        // as long as on one thread; now 79–89).
        // The chunks' parts, then one more: the edges left of the clip (`LeftEdges`), which
        // each chunk merges on its own and which are then made one net winding.
        let r0 = clip.y0, rows = clip.y1 - clip.y0, slots = chunks + 1
        var parts = [[Edge]](repeating: [], count: slots)
        var lefts = [LeftEdges](repeating: LeftEdges(x: Float(b.left)), count: chunks)
        var start = [Int](repeating: 0, count: rows * slots)
        var deepest = [Float](repeating: -.infinity, count: banded ? rows * slots : 0)
        @Sendable func counts(_ c: Int, _ s: UnsafeMutableBufferPointer<Int>,
                              _ d: UnsafeMutableBufferPointer<Float>) -> RowCounts {
            RowCounts(slots: s.baseAddress! + c * rows, reach: banded ? d.baseAddress! + c * rows : nil, r0: r0, rows: rows)
        }
        parts.withUnsafeMutableBufferPointer { out in
            lefts.withUnsafeMutableBufferPointer { ls in
                start.withUnsafeMutableBufferPointer { st in
                    deepest.withUnsafeMutableBufferPointer { dp in
                        path.points.withUnsafeBufferPointer { pts in
                            path.contourEnds.withUnsafeBufferPointer { ends in
                                nonisolated(unsafe) let (o, l, p, e, s, d) = (out, ls, pts, ends, st, dp)
                                Parallel.forEach(chunks, threads: threads) { c in
                                    let r = Parallel.part(c, of: chunks, in: total)
                                    o[c] = EdgeList.segments(p, e, from: r.lowerBound, to: r.upperBound, b, joins: joins,
                                                             counts: counts(c, s, d), left: &l[c])
                                }
                            }
                        }
                        // Counted in the last slots, after the chunks' (`slots`).
                        let net = LeftEdges.net(ls.flatMap(\.runs), x: Float(b.left)), last = counts(chunks, st, dp)
                        for e in net { last.add(e) }
                        out[chunks] = net
                    }
                }
            }
        }
        let count = parts.reduce(0) { $0 + $1.count }
        // No edges: `[]`, not `Array(unsafeUninitializedCapacity: 0)`, which stores its count
        // into the shared empty-array singleton — a write TSan reports as a race with every
        // other thread reading an empty array (issue #9).
        guard count > 0 else { edges = []; return }
        // Slot c · rows + r holds chunk c's count of row r; the exclusive prefix sum in
        // (row, chunk) order makes it where chunk c's edges of row r begin, and row r's
        // edges begin where chunk 0's do. (One chunk and the left edges' slot, as for every
        // path under `parallelMinimum` points, without the inner loop; `rowStart` written
        // here, not mapped after: together ~56k fewer instructions a fill at 1,080 rows,
        // whatever its edges.)
        rowStart = start.withUnsafeMutableBufferPointer { st in
            [Int](unsafeUninitializedCapacity: rows + 1) { out, n in
                // Safe because: r < rows and c · rows + r < slots · rows, st's count; out
                // holds rows + 1.
                var sum = 0
                if slots == 2 {
                    for r in 0..<rows {
                        let a = st[r], b = st[rows &+ r]
                        out[r] = sum; st[r] = sum; st[rows &+ r] = sum &+ a; sum &+= a &+ b
                    }
                } else {
                    for r in 0..<rows {
                        out[r] = sum
                        for c in 0..<slots { let n = st[c * rows + r]; st[c * rows + r] = sum; sum += n }
                    }
                }
                out[rows] = sum
                n = rows + 1
            }
        }
        firstRow = r0
        if banded {
            reach = Array(deepest[0..<rows])
            reach.withUnsafeMutableBufferPointer { r in
                deepest.withUnsafeBufferPointer { d in
                    for c in 1..<slots { for i in 0..<rows { r[i] = max(r[i], d[c * rows + i]) } }
                }
            }
        }
        // Each chunk's edges to their rows' slots (a stable counting sort's placement).
        let place = { (buf: UnsafeMutableBufferPointer<Edge>) in
            parts.withUnsafeBufferPointer { ps in
                start.withUnsafeMutableBufferPointer { st in
                    nonisolated(unsafe) let (out, s, q) = (buf.baseAddress!, st, ps)
                    // A thread places a run of consecutive chunks: in each row their edges
                    // are neighbours, so threads share a cache line of edges only where
                    // their runs meet (chunk by chunk, the two threads' edges alternated
                    // within rows and most lines went back and forth).
                    let runs = min(threads, slots)
                    let work: @Sendable (Int) -> Void = { t in
                        for c in Parallel.part(t, of: runs, in: slots) {
                            q[c].withUnsafeBufferPointer {
                                // Safe because: the slots of (row, c) lie in [start, next
                                // start) < count, and no two chunks share a slot.
                                for x in $0 {
                                    let i = c * rows + EdgeList.row(x, r0, rows)
                                    (out + s[i]).initialize(to: x)
                                    s[i] += 1
                                }
                            }
                        }
                    }
                    Parallel.forEach(runs, threads: threads, work)
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

    /// Per band of `cut` (rows past the last band belong to it), the indices of the edges
    /// crossing it, ascending: what `Canvas.draw`
    /// hands each band. The edges are in row order, so a band's edges are those that start
    /// above it and reach into it (found by one look at the y1 of each edge of the rows
    /// whose `reach` passes their band's bottom, or of every row without it), listed,
    /// followed by the run of those starting in its rows (`rowStart`) — no per-edge band
    /// arithmetic, no scatter (the counting sort over (band, chunk) that this replaced
    /// took ~100 µs of S1's 12k edges at 32 bands). The same for any `threads`.
    /// - Complexity: O(rows + bands + edges of the rows reaching past their band).
    func bins(_ cut: BandCut, threads: Int) -> [BandEdges] {
        let n = edges.count, bands = cut.count
        // One band (one thread): every edge, in order.
        if bands == 1 { return [BandEdges(all: n)] }
        guard n > 0 else { return [BandEdges](repeating: BandEdges(all: 0), count: bands) }
        let rows = rowStart.count - 1, r0 = firstRow
        // The edges of rows in `part` that reach below their own band, as (band, edge) in
        // edge order: `next` for the band right below (at most one an edge), `further` for
        // the bands past it (edges taller than a band: rare). In band b, every edge from
        // `further` started in an earlier band than every edge from `next` (band b − 1): a
        // smaller index, so `further` then `next` is in edge order.
        typealias Carried = (next: [SIMD2<Int32>], further: [SIMD2<Int32>])
        let carries = { @Sendable (part: Range<Int>, e: UnsafeBufferPointer<Edge>,
                                   s: UnsafeBufferPointer<Int>, reach: UnsafeBufferPointer<Float>) -> Carried in
            let count = s[part.upperBound] - s[part.lowerBound]
            guard count > 0 else { return ([], []) }
            var further: [SIMD2<Int32>] = []
            let next = [SIMD2<Int32>](unsafeUninitializedCapacity: count) { out, m in
                var w = 0
                for r in part where s[r] < s[r + 1] {
                    let b0 = cut.band(row: r0 + r)
                    guard b0 < bands - 1 else { break }
                    let bottom = Float(cut.starts[b0 + 1]), below = Int32(b0 + 1)
                    // No edge of the row reaches the band below (most rows): not read (the
                    // edges are read from memory the placement wrote on any thread: S2
                    // spent ~1 ms here at two threads reading them all).
                    guard reach.isEmpty || reach[r] > bottom else { continue }
                    for k in s[r]..<s[r + 1] {
                        // Written always, kept when the edge reaches the band below: no
                        // branch on a coin flip (mispredictions were most of this loop).
                        // Safe because: at most one entry an edge of `part`, count in all.
                        let y1 = e[k].y1
                        out[w] = SIMD2(below, Int32(truncatingIfNeeded: k))
                        w &+= y1 > bottom ? 1 : 0
                        // Band b is reached when y1 > its top row: counted up, not divided.
                        var b = b0 + 2
                        while b < bands && y1 > Float(cut.starts[b]) {
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
                reach.withUnsafeBufferPointer { rc in
                    parts.withUnsafeMutableBufferPointer { ps in
                        nonisolated(unsafe) let (e, s, d, p) = (es, st, rc, ps)
                        Parallel.forEach(chunks, threads: threads) { c in
                            p[c] = carries(Parallel.part(c, of: chunks, in: rows), e, s, d)
                        }
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
        return (0..<bands).map { b in
            let lo = min(rows, max(0, cut.starts[b] - r0))
            let hi = b == bands - 1 ? rows : min(rows, max(0, cut.starts[b + 1] - r0))
            return BandEdges(carried: Array(carried[first[b]..<first[b + 1]]),
                             run: Int32(truncatingIfNeeded: rowStart[lo])..<Int32(truncatingIfNeeded: rowStart[hi]))
        }
    }

    /// The clip row of an edge's y0 (clipped to [clip.y0, clip.y1]: far inside
    /// `CellArea.floor`'s range, no checked conversion).
    @inline(__always) static func row(_ e: Edge, _ r0: Int, _ rows: Int) -> Int {
        min(max(CellArea.floor(e.y0) - r0, 0), rows - 1)
    }
}
