import Foundation

/// The stroke of an x-monotone polyline (a chart line) as coverage by pixel column: the
/// union of its convex pieces (`LinePiece`: segment rectangles, join triangles) on 16
/// vertical sample lanes a column, exact in y — the way the 16x16 reference samples x.
///
/// A lane at x meets a few pieces, in the line's order, each in one interval [lo, hi]
/// (convex). Neighbours share a join, so the union is kept as two runs per lane: a piece
/// that meets neither is the rare case (a pen wider than the x steps, a gap under a sharp
/// valley; 6 of 400 random lines) and flags its lane. A join's triangle comes after the
/// next segment's rectangle: in any lane that crosses it, it meets one of the two.
///
/// ```
///   lane x:   │        pieces in order  →  runs
///             │ ┃ 1    [2, 5]              [2, 5]
///             │ ┃ 2    [6, 9]              [2, 5] [6, 9]
///             │ ┃ 3    [4.5, 6.5]          [2, 9]          (the second joins the first)
///             │        [11, 12], [14, 15]  → the lane is flagged
/// ```
///
/// A flagged lane gets its pieces' intervals again, sorted and merged: any number of runs.
/// A row's coverage is the length of its lanes' runs inside it, 1/16 each: computed row by
/// row from the runs for a short column, from the runs' ends (±1/16 each, split over two
/// cells by their fractions) summed down a tall one. No cell waits on another column, so
/// columns are built in chunks on all threads, and a chunk's bytes do not depend on the
/// thread count.
///
/// The stroke's pieces are those of `Stroker`'s outline (segment rectangles, square caps,
/// bevel triangles and miter tips on the outer side of each turn), whose non-zero fill is
/// their union: the same shape, sampled 16 times across a column where the outline's
/// clusters are exact: a lane is in or out across its 1/16 px, so a vertical edge's pixels
/// are within 1/32 of their exact area and a line thinner across than a lane is sampled
/// as the 16x16 reference samples it (the reference's own error).
/// - Complexity: O(segments + columns · pieces a column + rows the line covers) work,
///   over `threads`.
struct LineColumns: Sendable {
    /// Columns built together (one task; a band skips a chunk whose rows it misses). Each
    /// chunk makes again the pieces that reach it from beyond its sides (a miter's reach: 2
    /// px on S1): 64 columns rather than 32 took S1 5% fewer instructions, its lanes (20 KB)
    /// still in the first-level cache, 30 chunks across 1,920 px still enough to share.
    static let chunkColumns = 64
    /// The most cells a line's columns may hold (128 MB of coverage): a column keeps a cell
    /// for every row from its first run to its last, and a dense line over a 16,384 px
    /// canvas would need a GB (the outline's bands need no such store). Past it: nil.
    static let maxCells = 1 << 25
    /// Segments a column below which a stroke is left to the outline (`init(stroking:)`).
    /// Columns cost ~0.2 µs each whatever crosses them (lanes, cells, blending), the outline
    /// by its edges and where they overlap: at T=2 a 2-point line across 1,900 px took 0.32
    /// ms as columns against 0.08 as an outline, 50 points 0.40 against 0.30, a 2,000-point
    /// sine 0.67 against 0.61; a 2,000-point zigzag 0.79 against 1.40, S1 (4,000) 0.95 against
    /// 2.47.
    static let sparsest: Float = 1
    /// Segments a column from which a line's pieces are first tested against the runs of
    /// each half they reach (`runs`).
    static let denseFrom = 8
    /// Runs that come within this of each other (pieces sharing an edge, in float
    /// rounding) are one.
    static let touch: Float = 1e-4

    /// One chunk's columns: column `x + i` covers rows `first[i] ..< first[i] + n`, n =
    /// offsets[i + 1] − offsets[i] − 1 (none where that is negative), with coverages
    /// `cov[offsets[i] ..< offsets[i] + n]`.
    struct Chunk: Sendable {
        let x: Int
        let first: [Int32], offsets: [Int32]
        let cov: [Float]
        let rows: Range<Int>
        /// Lanes done again from all their intervals (for tests).
        let flagged: Int
    }
    let chunks: [Chunk]
    let rows: Range<Int>

    /// The first eight lanes' x within a column (the second eight: + 1/2). (Computed: a
    /// `static let` read in the loop went through `swift_once` every time.)
    @inline(__always) static var lanes0: SIMD8<Float> { SIMD8(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5) / 16 }

    /// Coverage of the stroke of `points` (device pixels, finite, x non-decreasing, no two
    /// equal in a row, at least 2) with half-width `r`, miter joins held to `miterMin`
    /// (1 + cos(turn) at least it, as `_Stroker`) or bevel joins (nil), butt or square
    /// caps, inside `clip`; nil if its columns would hold more than `maxCells`. `denseFrom`:
    /// see `denseFrom` (the same bytes for any value).
    init?(points pts: [SIMD2<Float>], halfWidth r: Float, miterMin: Float?, squareCaps: Bool,
          clip: PixelRect, threads: Int, denseFrom: Int = LineColumns.denseFrom) {
        let n = pts.count
        guard n >= 2 else { chunks = []; rows = 0..<0; return }
        // How far a piece reaches past its segment's x range: a miter's tip r·limit from its
        // vertex, a square cap's corner r·√2 from its end (with room for rounding).
        let limit = miterMin.map { (2 / $0).squareRoot() } ?? 1
        let reach = r * max(limit, squareCaps ? 2 : 1) * 1.001 + 1.0 / 64
        let cx0 = max(clip.x0, Int(max(-1, min(pts[0].x - reach, 16385)).rounded(.down)))
        let cx1 = min(clip.x1, Int(max(-1, min(pts[n - 1].x + reach, 16385)).rounded(.up)))
        guard cx0 < cx1 else { chunks = []; rows = 0..<0; return }
        let count = (cx1 - cx0 + Self.chunkColumns - 1) / Self.chunkColumns
        // Each chunk's runs, then its cells while all chunks' cells so far are within
        // `maxCells` (past it the line is refused whatever the order: the sum of all is). One
        // parallel phase: the runs of all chunks first, then the cells, cost S1 5% at T=2.
        let budget = Budget(limit: Self.maxCells)
        var out = [Chunk?](repeating: nil, count: count)
        out.withUnsafeMutableBufferPointer { ob in
            nonisolated(unsafe) let ob = ob
            Parallel.forEach(count, threads: threads) { k in
                let c0 = cx0 + k * Self.chunkColumns, c1 = min(c0 + Self.chunkColumns, cx1)
                let runs = Self.runs(pts, r: r, miterMin: miterMin, squareCaps: squareCaps, reach: reach,
                                     columns: c0..<c1, clip: clip, denseFrom: denseFrom)
                guard budget.take(runs.total) else { return }
                // Safe because: each k writes only its own element.
                ob[k] = Self.cells(runs, clip: clip)
            }
        }
        guard !budget.over else { return nil }
        chunks = out.map { $0! }
        let lo = chunks.map(\.rows.lowerBound).min() ?? 0, hi = chunks.map(\.rows.upperBound).max() ?? 0
        rows = lo < hi ? lo..<hi : 0..<0
    }

    /// The cells the chunks have taken so far, against `limit` (`maxCells`; `AreaColumns`'
    /// too).
    final class Budget: @unchecked Sendable {
        private let lock = NSLock()
        private var cells = 0
        let limit: Int

        init(limit: Int) { self.limit = limit }

        /// Takes `n` more cells; false (and `over` from then on) past `limit`.
        func take(_ n: Int) -> Bool {
            lock.lock(); defer { lock.unlock() }
            cells += n
            return cells <= limit
        }

        var over: Bool { lock.lock(); defer { lock.unlock() }; return cells > limit }
    }

    /// The segments that reach x in [xa, xb] (segment i spans [pts[i].x, pts[i + 1].x]): from
    /// the last point at or left of xa to the first right of xb.
    @inline(__always)
    static func segments(_ pts: UnsafeBufferPointer<SIMD2<Float>>, from xa: Float, to xb: Float) -> Range<Int> {
        let n = pts.count
        var lo = 0, hi = n
        while lo < hi { let m = (lo + hi) / 2; if pts[m].x < xa { lo = m + 1 } else { hi = m } }
        let i0 = max(0, lo - 1)
        lo = i0; hi = n
        while lo < hi { let m = (lo + hi) / 2; if pts[m].x <= xb { lo = m + 1 } else { hi = m } }
        let i1 = min(n - 1, lo)
        return i0..<max(i0, i1)
    }

    /// Calls `body` with every piece of the segments that reach x in [xa, xb], in order, one
    /// by one (`pieces8` makes the same eight segments at a time).
    @inline(__always)
    static func pieces(_ pts: UnsafeBufferPointer<SIMD2<Float>>, r: Float, miterMin: Float?, squareCaps: Bool,
                       from xa: Float, to xb: Float, _ body: (LinePiece) -> Void) {
        let n = pts.count
        let seg = segments(pts, from: xa, to: xb), i0 = seg.lowerBound, i1 = seg.upperBound
        guard i0 < i1 else { return }
        @inline(__always) func unit(_ i: Int) -> SIMD2<Float> {
            let d = pts[i + 1] - pts[i]
            return d / (d * d).sum().squareRoot()
        }
        // Each join after both its segments' rectangles: its triangle meets one of them in
        // any lane that crosses it (a lane crosses two of its edges, one from the vertex).
        var u = unit(i0)
        for i in i0..<i1 {
            var p = pts[i], q = pts[i + 1]
            let w = i == i0 ? u : unit(i)
            if squareCaps && i == 0 { p -= w * r }
            if squareCaps && i == n - 2 { q += w * r }
            body(.body(p, q, w, r))
            if i > i0 {
                let v = pts[i]
                let cross = u.x * w.y - u.y * w.x, dot = (u * w).sum()
                if cross != 0 {
                    // The outer side of the turn: away from where it turns.
                    let side: Float = cross > 0 ? -r : r
                    let a = v + SIMD2(-u.y, u.x) * side, b = v + SIMD2(-w.y, w.x) * side
                    if let t = LinePiece.triangle(v, a, b) { body(t) }
                    if let mm = miterMin, 1 + dot >= mm {
                        let tip = v + (SIMD2(-u.y, u.x) + SIMD2(-w.y, w.x)) * (side / (1 + dot))
                        if let t = LinePiece.triangle(a, tip, b) { body(t) }
                    }
                }
            }
            u = w
        }
    }

    /// Eight lanes' union so far: up to two runs, [a, b] and [c, d] (empty: a > b, c > d;
    /// the second only while it meets neither the first nor a piece that joins them: a
    /// join's triangle can come after the next rectangle it bridges to), and `flag` where
    /// a piece met neither (the lane is done again from all its intervals).
    struct Lanes {
        var a = SIMD8<Float>(repeating: .infinity), b = SIMD8<Float>(repeating: -.infinity)
        var c = SIMD8<Float>(repeating: .infinity), d = SIMD8<Float>(repeating: -.infinity)
        var flag = SIMDMask<SIMD8<Int32>>(repeating: false)

        /// Adds interval [l, u] where `m`.
        @inline(always) mutating func add(_ l: SIMD8<Float>, _ u: SIMD8<Float>, _ m: SIMDMask<SIMD8<Int32>>) {
            let e = SIMD8<Float>(repeating: LineColumns.touch)
            let first = m .& ((a .> b) .| ((l .<= b + e) .& (u .>= a - e)))
            a = a.replacing(with: l, where: first .& (l .< a)); b = b.replacing(with: u, where: first .& (u .> b))
            // The second run's steps only where a lane missed the first or holds a second (a
            // lane missed it in 13% of S1's pairs): the branch mispredicts (S1 +5.5k a draw) but
            // skips ~30 vector ops a pair (S1 −7% instructions, S3 −12%; T=2 0.93–0.98, 0.87–0.90).
            // In the loop a piece that `add(halves:…)` replaced, it had cost more than it saved.
            let rest = m .& .!first
            guard _any(rest .| (c .<= d)) else { return }
            let second = rest .& ((c .> d) .| ((l .<= d + e) .& (u .>= c - e)))
            c = c.replacing(with: l, where: second .& (l .< c)); d = d.replacing(with: u, where: second .& (u .> d))
            flag .|= rest .& .!second
            // The second run joins the first once they meet.
            let fold = (c .<= d) .& (c .<= b + e) .& (d .>= a - e)
            a = a.replacing(with: c, where: fold .& (c .< a)); b = b.replacing(with: d, where: fold .& (d .> b))
            c = c.replacing(with: .infinity, where: fold); d = d.replacing(with: -.infinity, where: fold)
        }
    }

    /// Lanes of one piece in column `x`: its interval and where it has one.
    @inline(__always)
    static func lanes(_ pc: PieceFields, _ x: SIMD8<Float>) -> (SIMD8<Float>, SIMD8<Float>, SIMDMask<SIMD8<Int32>>) {
        @inline(__always) func line(_ k: Int) -> SIMD8<Float> {
            let (ax, ay, s) = pc.bound(k)
            return SIMD8(repeating: ay).addingProduct(x - SIMD8(repeating: ax), SIMD8(repeating: s))
        }
        let l0 = line(0), l1 = line(1), h0 = line(2), h1 = line(3)
        let lo = l0.replacing(with: l1, where: l1 .> l0), hi = h0.replacing(with: h1, where: h1 .< h0)
        // (`.>=` and `.<=` against a splat compiled to lane loops: spelled with `.<`, `.>`.)
        let m = .!((x .< pc.x0) .| (x .> pc.x1) .| (lo .> hi))
        return (lo, hi, m)
    }

    /// `lanes` of a piece held as a value (the one-by-one `pieces`).
    static func lanes(_ pc: LinePiece, _ x: SIMD8<Float>) -> (SIMD8<Float>, SIMD8<Float>, SIMDMask<SIMD8<Int32>>) {
        PieceFields.with(pc) { lanes($0, x) }
    }

    /// The lanes' x of half-column `h` of a chunk from column `c0`.
    @inline(__always) static func x(half h: Int, from c0: Int) -> SIMD8<Float> {
        // c0 + h/2 + (i + 1/2)/16, exact (multiples of 1/32 below 2^17): no branch on h's parity.
        SIMD8(repeating: Float(c0) + Float(h) * 0.5) + lanes0
    }

    /// Adds each piece at `fields + slots[e]` (`PieceFields`) to half-column `halves[e]` (of
    /// a chunk from column `c0`) at `ln`, e in 0 ..< n, in order: one loop over a group's
    /// pieces and their halves, not a loop a piece (whose exits, after one to five halves,
    /// went either way: with the tests of whether a tip was made, 8,800 of S1's 22,900
    /// mispredicted branches a draw). Not inlined into its caller, so that its vectors stay
    /// whole: where `Lanes.add` was left a call from the pieces' loop, the eight lanes went
    /// in two halves, each op twice. Safe callers: every half within `ln`, every slot a
    /// piece's fields.
    @inline(never)
    static func add(halves: UnsafePointer<Int32>, slots: UnsafePointer<Int32>, count n: Int, fields: UnsafePointer<Float>,
                    x c0: Int, to ln: UnsafeMutablePointer<Lanes>) {
        for e in 0..<n {
            let h = Int(halves[e]), pc = PieceFields(base: fields + Int(slots[e]))
            let (l, u, m) = lanes(pc, x(half: h, from: c0))
            ln[h].add(l, u, m)
        }
    }

    /// Adds piece `pc` to half-columns `halves` of a dense line (a chunk from column `c0`) at
    /// `ln`, but not to a half whose lanes' first runs all hold the piece's rows (most of a
    /// dense line's: the test, a branch a half, took the place of `add`'s one loop over a
    /// group, which cost S3 13% more instructions). Not inlined: see `add`.
    @inline(never)
    static func addDense(_ pc: PieceFields, halves: ClosedRange<Int>, x c0: Int, to ln: UnsafeMutablePointer<Lanes>) {
        let y0 = SIMD8(repeating: pc.y0), y1 = SIMD8(repeating: pc.y1)
        for h in halves {
            if !_any((ln[h].a .> y0) .| (ln[h].b .< y1)) { continue }
            let (l, u, m) = lanes(pc, x(half: h, from: c0))
            ln[h].add(l, u, m)
        }
    }

    /// The half-columns a ... b of `columns` (0 ..< 2 · count; lanes 0–7, 8–15 of a column: x +
    /// 1/32 ... x + 31/32) that x in [x0, x1] reaches (none: a > b).
    @inline(__always) static func halves(_ x0: Float, _ x1: Float, of columns: Range<Int>) -> (Int, Int) {
        // The first rounded up, the last down, both held to the chunk's halves (a first past
        // the last: none; the bound first in `max` and `min`, so that a NaN would give the
        // bound); whole numbers within ±2^22, read from their bits past 1.5 · 2^23 (Int(Float)'s
        // range checks took 5% of S3's instructions).
        let h0 = Float(2 &* columns.lowerBound), h1 = Float(2 &* columns.upperBound)
        let a = min(h1, max(h0, (x0 * 2 - 15 / 16).rounded(.up)))
        let b = min(h1 - 1, max(h0 - 1, (x1 * 2 - 1 / 16).rounded(.down)))
        @inline(__always) func whole(_ v: Float) -> Int { Int(Int32(bitPattern: (v - h0 + 0x1.8p23).bitPattern) &- 0x4B40_0000) }
        return (whole(a), whole(b))
    }

    /// Adds every piece of the segments that reach x in [xa, xb] to the half-columns of
    /// `columns` it reaches, at `ln` (the chunk's 2k halves), a group of pieces at a time
    /// (`add(halves:slots:…)`).
    @inline(__always)
    static func union(_ pts: UnsafeBufferPointer<SIMD2<Float>>, r: Float, miterMin: Float?, squareCaps: Bool,
                      from xa: Float, to xb: Float, columns: Range<Int>, into ln: UnsafeMutablePointer<Lanes>) {
        // The (piece, half) pairs of a group of pieces, added when the group is done, or
        // before when they would fill the room (on the stack: 2 x 992 bytes, room for a
        // piece over every half of a chunk and a vector's spill).
        let room = max(248, 2 &* columns.count &+ 8)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: room) { hs in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: room) { ss in
                var n = 0
                @inline(__always) func flush(_ fields: UnsafePointer<Float>) {
                    add(halves: hs.baseAddress!, slots: ss.baseAddress!, count: n, fields: fields, x: columns.lowerBound, to: ln)
                    n = 0
                }
                pieces8(pts, r: r, miterMin: miterMin, squareCaps: squareCaps, from: xa, to: xb, { fields, slot, made in
                    let pc = PieceFields(base: fields + slot)
                    let (a, b) = halves(pc.x0, pc.x1, of: columns)
                    // (Masked, not selected: `made ? … : 0` was a branch, and the tips' went
                    // either way.)
                    let c = max(0, b &- a &+ 1) & (0 &- (made ? 1 : 0))
                    if n &+ max(c, 8) > room { flush(fields) }
                    // Eight pairs always (the next piece writes over those past c), more one by
                    // one. Safe because: n + max(c, 8) ≤ room (c ≤ 2k), and a ... b is in
                    // 0 ..< 2k (`halves` clamps it).
                    UnsafeMutableRawPointer(hs.baseAddress! + n).storeBytes(
                        of: SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: a)) &+ SIMD8(0, 1, 2, 3, 4, 5, 6, 7),
                        as: SIMD8<Int32>.self)
                    UnsafeMutableRawPointer(ss.baseAddress! + n).storeBytes(
                        of: SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: slot)), as: SIMD8<Int32>.self)
                    if c > 8 { for i in 8..<c { hs[n + i] = Int32(a + i); ss[n + i] = Int32(slot) } }
                    n &+= c
                }, flush: flush)
            }
        }
    }

    /// `union` for a dense line: a piece at a time (`addDense`).
    @inline(__always)
    static func unionDense(_ pts: UnsafeBufferPointer<SIMD2<Float>>, r: Float, miterMin: Float?, squareCaps: Bool,
                           from xa: Float, to xb: Float, columns: Range<Int>, into ln: UnsafeMutablePointer<Lanes>) {
        pieces8(pts, r: r, miterMin: miterMin, squareCaps: squareCaps, from: xa, to: xb) { pc in
            let (a, b) = halves(pc.x0, pc.x1, of: columns)
            guard a <= b else { return }
            // Safe because: a ... b is in 0 ..< 2k (`halves` clamps it).
            addDense(pc, halves: a...b, x: columns.lowerBound, to: ln)
        }
    }

    /// One chunk's runs: the running union per lane, flagged lanes again from all their
    /// intervals, and the rows each column's cells will take.
    static func runs(_ points: [SIMD2<Float>], r: Float, miterMin: Float?, squareCaps: Bool, reach: Float,
                     columns: Range<Int>, clip: PixelRect, denseFrom: Int) -> Runs {
        let k = columns.count, c0 = columns.lowerBound
        var lanes = [Lanes](repeating: Lanes(), count: 2 * k)
        let xa = Float(c0) - reach, xb = Float(columns.upperBound) + reach
        // A dense line (S3: ~500 segments a column) has most of its pieces inside what the
        // ones before made: a piece whose rows lie inside the first run of every lane of a
        // half skips that half (adding an interval inside a lane's first run changes
        // nothing). A sparse line's pieces nearly all extend the runs: it does not test.
        let dense = points.withUnsafeBufferPointer { segments($0, from: xa, to: xb).count } / k >= denseFrom
        lanes.withUnsafeMutableBufferPointer { ln in
            points.withUnsafeBufferPointer { pts in
                // Safe because: `ln` holds the chunk's 2k halves.
                if dense {
                    unionDense(pts, r: r, miterMin: miterMin, squareCaps: squareCaps, from: xa, to: xb, columns: columns,
                               into: ln.baseAddress!)
                } else {
                    union(pts, r: r, miterMin: miterMin, squareCaps: squareCaps, from: xa, to: xb, columns: columns,
                          into: ln.baseAddress!)
                }
            }
        }
        let (extra, flagged) = redoFlagged(&lanes, points, r: r, miterMin: miterMin, squareCaps: squareCaps,
                                           reach: reach, columns: columns)
        return Runs(lanes: lanes, extra: extra, x: c0, clip: clip, flagged: flagged)
    }
}
