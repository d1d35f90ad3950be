/// A chunk of an area's columns: each column's pieces, its group's rows and tiles, and
/// the tiles' cells.
extension AreaColumns {
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

    /// The cells and whole rows of `columns` (the points and contours of `make`), eight
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
                    ws = max(ws, -CellArea.floor(-col.topHi)); we = min(we, CellArea.floor(col.botLo))
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
                        let b = min(r1, max(r0 + 1, CellArea.floor(hi(c)) + 1))
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
                        tile(CellArea.floor(topLo), ws, { $0.topHi })
                        tile(we, CellArea.floor(botHi) + 1, { $0.botHi })
                    } else {
                        tile(CellArea.floor(lo), CellArea.floor(hi) + 1, { max($0.topHi, $0.botHi) })
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
            let ra = max(CellArea.floor(p.l), r0)
            let rb = min(max(-CellArea.floor(-u) - 1, ra), r0 + n - 1)
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
        return Rasterizer.coverage(run + carry[blocks])
    }
}
