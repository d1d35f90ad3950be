import Foundation

/// A dense fill that cannot overlap itself (as `MonotoneArea.isSimple`: an area under an
/// undecimated series, a band between two) as exact coverage by pixel column — for an area
/// what `LineColumns` is for a chart line. `Canvas.draw` takes it for such fills of at least
/// `denseFrom` points a column; sparser ones go to `Rasterizer.accumulate`, which is faster
/// there.
///
/// Each contour is the region between two chains over its x range, both run left to right:
/// the top T and the bottom B (T ≤ B, y down). Pixel (x, r) gets the area of it inside:
///
///     ∫ over the column of clamp(B(t), r, r + 1) − clamp(T(t), r, r + 1) dt = ΔG_T(r) − ΔG_B(r),
///     ΔG_C(r) = ∫ clamp(r + 1 − C(t), 0, 1) dt,
///
/// which a chain's straight piece of width w from y = l to l + e gives in closed form:
/// g(r + 1 − l) − g(r − l), g(d) = w·c²/(2e) + w·max(d − e, 0), c = clamp(d, 0, e) — w in every
/// row below the piece, 0 above it. Eight rows a vector, a piece only over the blocks of
/// eight rows it crosses; below them its w is carried down.
///
/// ```
///   column x:  ┌──┐
///      T ──────┼╲ │          cells: the rows T crosses
///              │ ╲┼────
///              │  │          whole: coverage 1, drawn as row spans with the
///              │  │          neighbouring columns' whole rows
///      B ──────┼──┼────      cells: the rows B crosses
///              └──┘
/// ```
///
/// Columns go in groups of eight. A group whose columns each lie inside one contour's x
/// range, with chains that leave whole rows between them, fills those rows as spans (runs
/// of whole groups) and keeps its cells in two tiles, above and below them; any other group
/// (a contour's end inside it, two contours meeting in it, chains within a row of each
/// other) one tile of all its rows. A tile holds a vector of its eight columns a row, which
/// the bands blend a row at a time. No cell depends on another column: columns are built in
/// chunks on all threads, and their bytes do not depend on the thread count. Rows outside
/// the clip get no cells: a chain is held to the clip's rows point by point (split where it
/// crosses them), which changes no coverage inside it.
/// - Complexity: O(points + columns · (pieces a column + blocks they cross) + tile rows),
///   over `threads`; a band blends its tiles and spans in O(tile rows + pixels).
struct AreaColumns: Sendable {
    /// Columns built together (one task; a band skips a chunk whose rows it misses).
    static let chunkColumns = 64
    /// Points a visible pixel column from which a fill that cannot overlap itself is drawn by
    /// columns (`isDense`). Per column the columns pay for its pieces, its cells and a tile of
    /// them; the accumulation pays per edge and row it crosses. At two threads, against the
    /// accumulation (this type's variants of 2026-11-28): S4a (2.1 points a column) 1.1–1.3x,
    /// an area of 2,000 points over 1,900 px 1.6–1.9x, of 10,000 (5.3 a column) ~0.9x, of
    /// 40,000 (21) 0.70x, of 200,000 0.36x.
    static let denseFrom = 8
    /// The most cells an area's columns may hold (as `LineColumns.maxCells`): past it, `make`
    /// gives `tooManyCells`.
    static let maxCells = 1 << 25

    /// The cells of columns `x ..< x + lanes` (lanes ≤ 8) for rows `first ..< first + count`:
    /// `cov[offset ...]`, a vector a row (lane i: column x + i; lanes past `lanes` 0).
    struct Tile: Sendable {
        let x: Int32, lanes: Int32, first: Int32, count: Int32, offset: Int32
    }

    /// One chunk's tiles (by group of eight columns, top first), their rows of cells, and the
    /// rows they cover.
    struct Chunk: Sendable {
        let tiles: [Tile]
        let cov: [SIMD8<Float>]
        let rows: Range<Int>
    }
    let chunks: [Chunk]
    /// Columns `x0 ..< x1` by groups of eight: group g (columns x0 + 8g ..< x0 + 8g + 8, the
    /// last held to x1) has whole rows `whole0[g] ..< whole1[g]` (equal: none).
    let x0: Int, x1: Int
    let whole0: [Int32], whole1: [Int32]
    /// Rows `wholeRows` (and its end): per row, the groups whose whole rows start there, and
    /// those whose whole rows ended at the row before.
    let joins: BandLists, leaves: BandLists
    let wholeRows: Range<Int>
    /// The rows with cells or whole pixels.
    let rows: Range<Int>

    /// A contour's two chains in the points `make` copies (x non-decreasing, from its leftmost
    /// point to its rightmost), the forward chain's sign (+1: it is the top chain) and its x
    /// range.
    struct Contour {
        let forward: Range<Int>, backward: Range<Int>
        let sign: Float
        let lo: Float, hi: Float
    }

    /// Whether `path` has at least `denseFrom` points a pixel column of its x extent inside
    /// `clip`: the fills `make` is worth trying on. Counted only for at least `denseFrom`
    /// points a column of half the clip's width (and 64 columns): the scan for the extent
    /// was 0.6% of S4a's instructions, which has 2.1 points a column.
    /// - Complexity: O(points), once past the count.
    static func isDense(_ path: FlatPath, clip: PixelRect) -> Bool {
        let n = path.points.count
        guard n >= denseFrom * max(64, (clip.x1 - clip.x0) / 2) else { return false }
        let (lo, hi, finite) = path.points.withUnsafeBufferPointer { ConvexShapes.bounds($0, 0, $0.count) }
        guard finite else { return false }
        let w = min(hi.x, Float(clip.x1)) - max(lo.x, Float(clip.x0))
        return Float(n) >= Float(denseFrom) * max(w, 1)
    }

    /// What `make` gives: the columns; or that the path cannot overlap itself but its columns
    /// would hold more than `maxCells` cells (`sameTurn`: its contours all turn one way, as
    /// `Rasterizer.accumulate` needs); or that it may overlap itself.
    enum Made {
        case columns(AreaColumns)
        case tooManyCells(sameTurn: Bool)
        case notSimple
    }

    /// The columns of `path` inside `clip` if it cannot overlap itself: every contour ≥ 3
    /// finite points, monotone in x with chains that do not cross (`MonotoneArea.chains`,
    /// `apart`), each starting at or right of where the one before ends — `isSimple`'s
    /// conditions, but for contours turning either way (each adds its own area). The chains
    /// are checked beside the columns (one more item of their `forEach`: a serial check
    /// before them was a tenth of an area's draw at two threads). `maxCells`: as `maxCells`
    /// (tests).
    /// - Complexity: O(points) serial, then O(points + columns · pieces + cells) / threads.
    static func make(_ path: FlatPath, clip: PixelRect, threads: Int, maxCells: Int = AreaColumns.maxCells) -> Made {
        guard let end = path.contourEnds.last, end == path.points.count else { return .notSimple }
        var points: [SIMD2<Float>] = [], contours: [Contour] = [], sameTurn = true
        points.reserveCapacity(path.points.count + 2 * path.contourEnds.count)
        let simple = path.points.withUnsafeBufferPointer { all -> Bool in
            var start = 0
            for end in path.contourEnds {
                guard end - start >= 3 else { return false }
                let c = UnsafeBufferPointer(rebasing: all[start..<end])
                start = end
                guard let (first, f) = MonotoneArea.chains(c) else { return false }
                let n = c.count, a = first == n ? 0 : first
                // Points a … f forward and a … f backward (with the ends in both), as `check`,
                // copied a run at a time (a point at a time with the wrap tested, a 200k-point
                // area's copy was a third of its serial preparation, a mispredict a point).
                let cu = (f - a + n) % n + 1, cl = n + 2 - cu
                let p0 = points.count
                points.append(contentsOf: UnsafeBufferPointer(rebasing: c[a..<min(n, a + cu)]))
                if a + cu > n { points.append(contentsOf: UnsafeBufferPointer(rebasing: c[0..<(a + cu - n)])) }
                let p1 = points.count
                points.append(contentsOf: c[max(0, a + 1 - cl)...a].reversed())
                if cl > a + 1 { points.append(contentsOf: c[(n - (cl - a - 1))...].reversed()) }
                let area = Self.shoelace(c)
                let lo = c[a].x, hi = c[f].x
                guard area.isFinite, lo >= contours.last?.hi ?? -.infinity else { return false }
                let sign: Float = area > 0 ? 1 : (area < 0 ? -1 : 0)
                if sign == 0 || (contours.last.map { $0.sign != sign } ?? false) { sameTurn = false }
                contours.append(Contour(forward: p0..<p1, backward: p1..<points.count, sign: sign, lo: lo, hi: hi))
            }
            return true
        }
        guard simple else { return .notSimple }
        let lo = contours.first!.lo, hi = contours.last!.hi
        // (Held to ±16385 before the conversion: any finite Float is allowed.)
        let cx0 = max(clip.x0, Int(max(-16385, min(lo, 16385)).rounded(.down)))
        let cx1 = min(clip.x1, Int(max(-16385, min(hi, 16385)).rounded(.up)))
        let count = cx0 < cx1 && clip.y0 < clip.y1 ? (cx1 - cx0 + Self.chunkColumns - 1) / Self.chunkColumns : 0
        var whole0 = [Int32](repeating: 0, count: max(0, cx1 - cx0 + 7) / 8), whole1 = whole0
        var out = [Chunk?](repeating: nil, count: count)
        let budget = LineColumns.Budget(limit: maxCells), crossed = Flag()
        let pts = points, cs = contours
        out.withUnsafeMutableBufferPointer { ob in
            whole0.withUnsafeMutableBufferPointer { w0 in
                whole1.withUnsafeMutableBufferPointer { w1 in
                    nonisolated(unsafe) let ob = ob, w0 = w0, w1 = w1
                    Parallel.forEach(count + 1, threads: threads) { k in
                        pts.withUnsafeBufferPointer { p in
                            guard k > 0 else {
                                for c in cs where !MonotoneArea.apart(UnsafeBufferPointer(rebasing: p[c.forward]),
                                                                      UnsafeBufferPointer(rebasing: p[c.backward])) {
                                    crossed.set()
                                    return
                                }
                                return
                            }
                            guard !crossed.isSet else { return }
                            let c0 = cx0 + (k - 1) * Self.chunkColumns, c1 = min(c0 + Self.chunkColumns, cx1)
                            // Safe because: chunk k writes only its own element and its own
                            // groups' whole rows ((c0 − cx0) / 8 on; c0 − cx0 is a multiple of 64).
                            let g = (c0 - cx0) / 8
                            let chunk = Self.chunk(p, cs, columns: c0..<c1, clip: clip,
                                                   whole0: w0.baseAddress! + g, whole1: w1.baseAddress! + g)
                            guard budget.take(8 * chunk.cov.count) else { return }
                            ob[k - 1] = chunk
                        }
                    }
                }
            }
        }
        guard !crossed.isSet else { return .notSimple }
        guard !budget.over else { return .tooManyCells(sameTurn: sameTurn) }
        return .columns(AreaColumns(chunks: out.map { $0! }, x0: cx0, x1: max(cx0, cx1), whole0: whole0, whole1: whole1))
    }

    /// Twice the signed area of the closed polygon `c` (the shoelace sum): positive where a
    /// contour's forward chain is its top (y down); not finite where a coordinate is not (or
    /// the sum overflows: `make` then refuses the path). Four sums in turn, added in a fixed
    /// order: one chain of adds waited on each add's latency.
    static func shoelace(_ c: UnsafeBufferPointer<SIMD2<Float>>) -> Float {
        let n = c.count
        var s = SIMD4<Float>(), i = 1
        while i + 4 <= n {
            let a = SIMD4(c[i - 1].x, c[i].x, c[i + 1].x, c[i + 2].x), b = SIMD4(c[i].y, c[i + 1].y, c[i + 2].y, c[i + 3].y)
            let d = SIMD4(c[i].x, c[i + 1].x, c[i + 2].x, c[i + 3].x), e = SIMD4(c[i - 1].y, c[i].y, c[i + 1].y, c[i + 2].y)
            s += a * b - d * e
            i += 4
        }
        var t = (s[0] + s[1]) + (s[2] + s[3])
        while i < n { t += c[i - 1].x * c[i].y - c[i].x * c[i - 1].y; i += 1 }
        return t + (c[n - 1].x * c[0].y - c[0].x * c[n - 1].y)
    }

    /// Set once by any thread (`make`'s check of the chains).
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.lock(); value = true; lock.unlock() }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    }

    /// The columns of `chunks` and the whole rows `whole0`, `whole1` of their groups from
    /// column `x0` to `x1`, with the lists by row of where whole rows start and end.
    private init(chunks: [Chunk], x0: Int, x1: Int, whole0: [Int32], whole1: [Int32]) {
        self.chunks = chunks
        self.x0 = x0; self.x1 = x1
        var wy0 = Int.max, wy1 = Int.min
        for i in whole0.indices where whole0[i] < whole1[i] {
            wy0 = min(wy0, Int(whole0[i])); wy1 = max(wy1, Int(whole1[i]))
        }
        if wy0 < wy1 {
            joins = Self.byRow(whole0, whole0, whole1, from: wy0, rows: wy1 - wy0 + 1)
            leaves = Self.byRow(whole1, whole0, whole1, from: wy0, rows: wy1 - wy0 + 1)
            wholeRows = wy0..<wy1
        } else {
            joins = .none; leaves = .none; wholeRows = 0..<0
        }
        self.whole0 = whole0; self.whole1 = whole1
        let cellRows = chunks.map(\.rows).filter { !$0.isEmpty }
        let r0 = min(cellRows.map(\.lowerBound).min() ?? .max, wholeRows.isEmpty ? .max : wholeRows.lowerBound)
        let r1 = max(cellRows.map(\.upperBound).max() ?? .min, wholeRows.isEmpty ? .min : wholeRows.upperBound)
        rows = r0 < r1 ? r0..<r1 : 0..<0
    }

    /// A straight piece of a chain in one column: width `w`, y from `l` to `l + e`, `s` +1
    /// on a top chain, −1 on a bottom one.
    struct Piece {
        var l: Float, e: Float, w: Float, s: Float
    }

    /// One column's pieces as they are made (into a buffer with room for them), and their
    /// extents on the top and bottom chains.
    struct Column {
        let pieces: UnsafeMutablePointer<Piece>
        var count: Int
        var topLo = Float.infinity, topHi = -Float.infinity, botLo = Float.infinity, botHi = -Float.infinity

        /// Appends piece `p` (none of no width). Safe callers: the buffer has room for it.
        @inline(__always) mutating func put(_ p: Piece) {
            guard p.w > 0 else { return }
            pieces[count] = p; count &+= 1
            if p.s > 0 { topLo = min(topLo, p.l); topHi = max(topHi, p.l + p.e) }
            else { botLo = min(botLo, p.l); botHi = max(botHi, p.l + p.e) }
        }

        /// Appends the piece of width w from y = ya to yb, held to rows y0 ... y1 point by
        /// point: where it crosses one, the parts beyond it lie along it (by their share of
        /// the width; y is linear along the piece): up to three pieces.
        @inline(__always) mutating func add(_ w: Float, _ ya: Float, _ yb: Float, _ s: Float, rows y0: Float, _ y1: Float) {
            let l = min(ya, yb), u = max(ya, yb)
            if l >= y0 && u <= y1 { put(Piece(l: l, e: u - l, w: w, s: s)); return }
            if l >= y1 || u <= y0 {
                let l = min(max(l, y0), y1)
                put(Piece(l: l, e: 0, w: w, s: s))
                return
            }
            let f0 = min(max((y0 - l) / (u - l), 0), 1), f1 = min(max((y1 - l) / (u - l), 0), 1)
            if f0 > 0 { put(Piece(l: y0, e: 0, w: w * f0, s: s)) }
            put(Piece(l: max(l, y0), e: min(u, y1) - max(l, y0), w: w * (f1 - f0), s: s))
            if f1 < 1 { put(Piece(l: y1, e: 0, w: w * (1 - f1), s: s)) }
        }
    }

    /// A tile being made: per lane, the end of its column's cells (from the tile's first
    /// row; 0: none, a lane without pieces) and its pieces `from[i] ..< to[i]` in the chunk's
    /// piece buffer.
    struct Pending {
        var tile: Tile
        var end = SIMD8<Int32>(), from = SIMD8<Int32>(), to = SIMD8<Int32>()
    }

    /// The cells and whole rows of `columns` (the points and contours of `init`), eight
    /// columns at a time: each column's pieces, then the group's whole rows — from the lowest
    /// of its top chains' rows to the highest of its bottom chains', where every column lies
    /// inside one contour and they leave a row between (a jagged chain's whole pixels come in
    /// runs of eight or more, not of one or two between its cells: S4a had ~10,000 runs a
    /// draw, each a few mispredicted branches) — and its tiles: the rows above its whole
    /// rows and those below (or all its rows). Then each column's cells, by blocks of eight
    /// rows over its own rows (`cells`), put in its lane of the tile: the bands blend a tile
    /// a row at a time, eight pixels of a row in one vector (a column at a time, each block
    /// of eight rows gathered from eight cache lines and put back, the blend cost 2–3x as
    /// much). Safe callers: `whole0`, `whole1` hold an entry for each group of eight of `columns`.
    static func chunk(_ pts: UnsafeBufferPointer<SIMD2<Float>>, _ contours: [Contour], columns: Range<Int>,
                      clip: PixelRect, whole0: UnsafeMutablePointer<Int32>, whole1: UnsafeMutablePointer<Int32>) -> Chunk {
        let c0 = columns.lowerBound, xl0 = Float(c0), xr1 = Float(columns.upperBound)
        // The contours reaching the chunk (they follow each other in x), and a cursor per
        // chain: the segment that reaches the column (from the one that reaches the chunk).
        var first = 0
        while first < contours.count && contours[first].hi <= xl0 { first += 1 }
        var last = first
        while last < contours.count && contours[last].lo < xr1 { last += 1 }
        var cursor = [Int](repeating: 0, count: 2 * (last - first))
        // Room for the pieces: a chain's segments reaching the chunk, plus one more a column
        // (a segment over k columns gives k pieces), each cut in up to three by the clip.
        var room = 0
        for ci in first..<last {
            for h in 0..<2 {
                let chain = h == 0 ? contours[ci].forward : contours[ci].backward
                let i0 = Self.segment(pts, chain, from: xl0), i1 = Self.segment(pts, chain, from: xr1)
                cursor[2 * (ci - first) + h] = i0
                room += 3 * (i1 - i0 + 1 + columns.count)
            }
        }
        let pieces = UnsafeMutablePointer<Piece>.allocate(capacity: max(1, room))
        defer { pieces.deallocate() }
        let y0 = Float(clip.y0), y1 = Float(clip.y1)
        var total = 0, tallest = 0, rowsLo = Int.max, rowsHi = Int.min
        var pending: [Pending] = []
        pending.reserveCapacity(2 * (columns.count + 7) / 8)
        var np = 0, g0 = c0
        withUnsafeTemporaryAllocation(of: (col: Column, from: Int, alone: Bool).self, capacity: 8) { group in
            while g0 < columns.upperBound {
                let g1 = min(g0 + 8, columns.upperBound)
                for x in g0..<g1 {
                    let xl = Float(x), xr = Float(x + 1)
                    // Safe because: the pieces of the chunk's columns fit `room` (above).
                    var col = Column(pieces: pieces, count: np)
                    var touching = 0, full = false
                    for ci in first..<last {
                        let c = contours[ci]
                        if c.hi <= xl { continue }
                        if c.lo >= xr { break }
                        touching += 1
                        full = c.lo <= xl && c.hi >= xr
                        let xa = max(xl, c.lo), xb = min(xr, c.hi)
                        for h in 0..<2 {
                            let chain = h == 0 ? c.forward : c.backward, s = h == 0 ? c.sign : -c.sign
                            guard s != 0 else { continue }
                            let slot = 2 * (ci - first) + h
                            // Segment i runs from point i to i + 1; past those wholly left of the column.
                            var i = cursor[slot]
                            while i + 2 < chain.upperBound && pts[i + 1].x <= xa { i += 1 }
                            cursor[slot] = i
                            while i + 1 < chain.upperBound && pts[i].x < xb {
                                let p = pts[i], q = pts[i + 1]
                                let ta = max(p.x, xa), tb = min(q.x, xb)
                                if tb > ta {
                                    let slope = (q.y - p.y) / (q.x - p.x)
                                    @inline(__always) func y(_ t: Float) -> Float { t == q.x ? q.y : p.y + (t - p.x) * slope }
                                    col.add(tb - ta, y(ta), y(tb), s, rows: y0, y1)
                                }
                                i += 1
                            }
                        }
                    }
                    // Safe because: g1 − g0 ≤ 8 entries.
                    (group.baseAddress! + (x - g0)).initialize(to: (col, np, full && touching == 1))
                    np = col.count
                }
                // The group's whole rows: ws ..< we, none where ws ≥ we.
                var ws = Int.min, we = Int.max, any = false
                for k in 0..<(g1 - g0) {
                    let (col, from, alone) = group[k]
                    any = any || col.count > from
                    if !alone || col.count == from { ws = .max; continue }
                    ws = max(ws, whole(col.topHi.rounded(.up))); we = min(we, whole(col.botLo.rounded(.down)))
                }
                whole0[(g0 - c0) >> 3] = Int32(truncatingIfNeeded: ws < we ? ws : 0)
                whole1[(g0 - c0) >> 3] = Int32(truncatingIfNeeded: ws < we ? we : 0)
                /// A tile of the group's rows r0 ..< r1, each column's cells from r0 to the
                /// row below its pieces' greatest y `hi(col)` (below it every row gets all
                /// they add; an integral greatest y is a row's top: that row too).
                @inline(__always) func tile(_ r0: Int, _ r1: Int, _ hi: (Column) -> Float) {
                    guard r0 < r1 else { return }
                    var t = Pending(tile: Tile(x: Int32(truncatingIfNeeded: g0), lanes: Int32(truncatingIfNeeded: g1 - g0),
                                               first: Int32(truncatingIfNeeded: r0), count: Int32(truncatingIfNeeded: r1 - r0),
                                               offset: Int32(truncatingIfNeeded: total)))
                    for k in 0..<(g1 - g0) where group[k].col.count > group[k].from {
                        let c = group[k].col
                        let b = min(r1, max(r0 + 1, whole(hi(c).rounded(.down)) + 1))
                        t.end[k] = Int32(truncatingIfNeeded: b)
                        t.from[k] = Int32(truncatingIfNeeded: group[k].from); t.to[k] = Int32(truncatingIfNeeded: c.count)
                        tallest = max(tallest, b - r0)
                    }
                    pending.append(t)
                    total &+= r1 - r0
                    rowsLo = min(rowsLo, r0); rowsHi = max(rowsHi, r1)
                }
                if any {
                    var topLo = Float.infinity, botHi = -Float.infinity, lo = Float.infinity, hi = -Float.infinity
                    for k in 0..<(g1 - g0) where group[k].col.count > group[k].from {
                        let c = group[k].col
                        topLo = min(topLo, c.topLo); botHi = max(botHi, c.botHi)
                        lo = min(lo, c.topLo, c.botLo); hi = max(hi, c.topHi, c.botHi)
                    }
                    if ws < we {
                        tile(whole(topLo.rounded(.down)), ws, { $0.topHi })
                        tile(we, whole(botHi.rounded(.down)) + 1, { $0.botHi })
                    } else {
                        tile(whole(lo.rounded(.down)), whole(hi.rounded(.down)) + 1, { max($0.topHi, $0.botHi) })
                    }
                }
                g0 = g1
            }
        }
        let blocks = (tallest + 7) / 8
        let cov = [SIMD8<Float>]._uninitialized(capacity: total) { cv, count in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: 8 * blocks + blocks + 1) { scratch in
                let cells = scratch.baseAddress!, carry = cells + 8 * blocks
                for t in pending {
                    let r0 = Int(t.tile.first), n = Int(t.tile.count)
                    // Safe because: the tile's rows are offset ..< offset + n of `total`.
                    let out = cv.baseAddress! + Int(t.tile.offset)
                    out.initialize(repeating: SIMD8(), count: n)
                    for i in 0..<Int(t.tile.lanes) where t.end[i] > 0 {
                        let b = Int(t.end[i]), m = (b - r0 + 7) / 8
                        // Safe because: m ≤ blocks, so `cells` has 8m floats and `carry` m + 1.
                        for j in 0..<m {
                            UnsafeMutableRawPointer(cells + 8 * j).storeBytes(of: SIMD8<Float>(), as: SIMD8<Float>.self)
                            carry[j] = 0
                        }
                        carry[m] = 0
                        // Rows below the cells get what all the pieces add (snapped as they are).
                        let below = Self.cells(cells, rows: r0..<b,
                                               pieces: UnsafeBufferPointer(start: pieces + Int(t.from[i]),
                                                                           count: Int(t.to[i] - t.from[i])),
                                               carry: carry)
                        for r in 0..<(b - r0) { out[r][i] = cells[r] }
                        for r in (b - r0)..<n { out[r][i] = below }
                    }
                }
            }
            count = total
        }
        return Chunk(tiles: pending.map(\.tile), cov: cov, rows: rowsLo < rowsHi ? rowsLo..<rowsHi : 0..<0)
    }

    /// The groups i with whole rows (`whole0[i] < whole1[i]`) listed by row `key[i]` − y0
    /// (0 ..< rows), in increasing i: a counting sort. - Complexity: O(columns + rows).
    static func byRow(_ key: [Int32], _ whole0: [Int32], _ whole1: [Int32], from y0: Int, rows: Int) -> BandLists {
        var starts = [Int](repeating: 0, count: rows + 1)
        for i in key.indices where whole0[i] < whole1[i] { starts[Int(key[i]) - y0 + 1] += 1 }
        for r in 0..<rows { starts[r + 1] += starts[r] }
        var next = starts
        let items = [Int32]._uninitialized(capacity: starts[rows]) { out, n in
            for i in key.indices where whole0[i] < whole1[i] {
                let r = Int(key[i]) - y0
                out[next[r]] = Int32(i); next[r] += 1
            }
            n = starts[rows]
        }
        return BandLists(items: items, starts: starts)
    }

    /// A whole number within ±2^22 (a row: pieces are held to the clip's rows) as an Int,
    /// read from its bits past 1.5 · 2^23, without `Int(Float)`'s range checks.
    @inline(__always) static func whole(_ v: Float) -> Int {
        Int(Int32(bitPattern: (v + 0x1.8p23).bitPattern) &- 0x4B40_0000)
    }

    /// The segment of `chain` (points in `pts`, x non-decreasing) that holds x, or the last.
    static func segment(_ pts: UnsafeBufferPointer<SIMD2<Float>>, _ chain: Range<Int>, from x: Float) -> Int {
        // The last point left of x (the chain's first if none).
        var lo = chain.lowerBound, hi = chain.upperBound
        while lo < hi { let m = (lo + hi) / 2; if pts[m].x < x { lo = m + 1 } else { hi = m } }
        return max(chain.lowerBound, min(lo - 1, chain.upperBound - 2))
    }

    /// The coverage of rows `rows` of one column from its pieces, into `cov` (zeros, a block
    /// of eight a vector) with `carry` (zeros, blocks + 1) for what pieces above a block add
    /// to all its rows; and the coverage below the rows (snapped), where the pieces that
    /// begin above their end have added all they add.
    /// Safe callers: `cov` holds the rows' blocks, `carry` one more.
    @inline(__always)
    static func cells(_ cov: UnsafeMutablePointer<Float>, rows: Range<Int>, pieces: UnsafeBufferPointer<Piece>,
                      carry: UnsafeMutablePointer<Float>) -> Float {
        let r0 = rows.lowerBound, n = rows.count, blocks = (n + 7) / 8
        let top = Float(r0), bottom = Float(rows.upperBound)
        for p in pieces {
            let u = p.l + p.e, sw = p.s * p.w
            if u <= top { carry[0] += sw; continue }
            if p.l >= bottom { continue }
            // The blocks of the rows it crosses: floor(l) ... ceil(u) − 1, within the rows.
            let ra = max(whole(p.l.rounded(.down)), r0)
            let rb = min(max(whole(u.rounded(.up)) - 1, ra), r0 + n - 1)
            let b0 = (ra - r0) >> 3, b1 = (rb - r0) >> 3
            let sk = SIMD8<Float>(repeating: p.e > 1e-20 ? sw / (2 * p.e) : 0)
            let e = SIMD8<Float>(repeating: p.e), swv = SIMD8<Float>(repeating: sw), zero = SIMD8<Float>()
            // d = r − l at the block's rows (d0) and one row down (d1), held to [0, e] (c) and
            // past e (m): g = sk·c² + sw·m. (d1 from its own vector of offsets: as d0 + 1 the
            // compiler rebuilt it from d0's lanes with shuffles and inserts.)
            var d0 = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) + SIMD8(repeating: Float(r0 + 8 * b0) - p.l)
            var d1 = SIMD8<Float>(1, 2, 3, 4, 5, 6, 7, 8) + SIMD8(repeating: Float(r0 + 8 * b0) - p.l)
            for b in b0...b1 {
                let c0 = d0.replacing(with: zero, where: zero .> d0).replacing(with: e, where: e .< d0)
                let c1 = d1.replacing(with: zero, where: zero .> d1).replacing(with: e, where: e .< d1)
                let m0 = d0 - e, m1 = d1 - e
                let below = m1.replacing(with: zero, where: zero .> m1) - m0.replacing(with: zero, where: zero .> m0)
                let v = sk * (c1 * c1 - c0 * c0) + swv * below
                let q = UnsafeMutableRawPointer(cov + 8 * b)
                q.storeBytes(of: q.loadUnaligned(as: SIMD8<Float>.self) + v, as: SIMD8<Float>.self)
                d0 += 8; d1 += 8
            }
            carry[b1 + 1] += sw
        }
        var run: Float = 0
        for b in 0..<blocks {
            run += carry[b]
            let q = UnsafeMutableRawPointer(cov + 8 * b)
            var k = q.loadUnaligned(as: SIMD8<Float>.self) + SIMD8(repeating: run)
            k = k.replacing(with: 1, where: k .> 0.99999)
            k = k.replacing(with: 0, where: k .< 0.00001)
            q.storeBytes(of: k, as: SIMD8<Float>.self)
        }
        run += carry[blocks]
        @inline(__always) func snap(_ k: Float) -> Float { k > 0.99999 ? 1 : (k < 0.00001 ? 0 : k) }
        return snap(run)
    }
}
