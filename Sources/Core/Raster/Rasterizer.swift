/// The scanline rasterizer: union-exact coverage for non-zero and even-odd fills, at the
/// cost of exact area accumulation wherever parts of the path do not overlap.
///
/// Per pixel row, each active edge gives a *piece* (its part inside the row) and the cells
/// `cmin...cmax` it touches. Pieces whose cells touch form a *cluster*; between clusters no
/// edge passes, so the winding number there is the same all along the gap (a `RowProfile`,
/// constant unless a horizontal edge ends pieces mid-row) and a gap is a solid run:
///
/// ```
///   row r   ┌────┬────┬────┬────┬────┬────┬────┬────┬────┐
///           │   /│\   │    │    │    │  \ │ /  │    │    │
///           │  / │ \  │    │    │    │   \│/   │    │    │
///           └────┴────┴────┴────┴────┴────┴────┴────┴────┘
///            ╰ cluster ╯╰── gap: w ≠ 0, solid run ──╯╰cluster╯╰ gap: w = 0 ╯
/// ```
///
/// Plain signed-area accumulation (font-rs, AGG, Blend2D) adds the areas of overlapping
/// parts of a path and over-inks a dense self-overlapping stroke. Here a cluster is
/// resolved by `ClusterSlabs`: the row is cut into slabs at end points and crossings, the
/// winding is walked once per slab, and only the pieces where the fill rule's inside
/// switches on or off are accumulated (with ±1), so a cell's value is the area of the
/// union — exact, not sampled. Small clusters that the exact non-crossing shortcuts refuse
/// (parts crossing or overlapping, a curve's short pieces) take the union on 16 sample
/// lines instead (exact in x, at the 16x16 reference's heights), which costs less:
///
/// ```
///   one piece, or two that do not cross        → `simple`: one slab, font-rs cost
///   a chain or a tip that does not cross        → `roles`' pair and chain: exact area
///   ≤ 16 pieces over ≤ 8 cells                  → `ClusterLanes`: 16 lines, exact in x
///   ≤ 16 pieces wider, a constant winding past  → `roles`: ClusterSlabs without lists
///   ≤ 24 pieces, ≤ 24 crossings per slab        → `ClusterSlabs`: exact union area
///   denser (a line overlapping itself 100x)     → `ClusterSampleLines`: 16 lines, exact in x
/// ```
///
/// The exact shortcuts are `ClusterSlabs` written without lists, `simple` with a single
/// slab (tests compare them with `.general`); `ClusterLanes` is compared with a plain
/// sample-line twin (each line's crossings sorted and walked). A 4k-vertex stroke's
/// near-reversal tips (a fifth of its clusters) took ~3,000 instructions each as slabs.
///
/// Before any of this, `Canvas.draw` sends the fills that cannot overlap themselves
/// around the clusters (each exact for its case, each tested against `.general`):
///
/// ```
///   pixel-disjoint axis-aligned rectangles (bars)     → `RectFill` (quads per bar)
///   convex contours that meet no other (markers)      → `ConvexShapes`: accumulated alone
///   x-monotone contours, chains apart, one after      → `accumulate`: no sorting, no clusters
///   another in x (areas)
///   such contours in whole columns, others between    → them to `accumulate`, the others apart
/// ```
///
/// Clusters are found without sorting: each piece goes on the bucket of its first cell (a
/// linked list, a bit per non-empty cell), and the buckets are read in cell order by the
/// set bits. Inside a cluster the pieces come in an order that depends on the band (the
/// active list's), so every resolver orders them by contents — ties in x broken on piece
/// contents, never on positions — and a pixel's bytes depend only on the edges crossing
/// its row: the output is bit-identical for any band split and thread count.
///
/// - Complexity: per row O(pieces + width/64) to cut and cluster, O(cells) per cluster, O(k²) to find
///   crossings in a k-piece slab that has them, O(k + 16 · cells) vector steps for sample
///   lines (plus a sort of the crossings in buckets they leave undecided); plus the pixels
///   blended (gaps as runs).
enum Rasterizer {
    /// How fills are rasterized: `.auto` (rectangle paths to `RectFill`, markers to
    /// `ConvexShapes`, areas to `accumulate`; clusters by slabs, sample lines for small
    /// ones the exact shortcuts refuse and where crossings abound), `.exact` (the same but no
    /// `ClusterLanes`: its exact shortcuts are compared with `.general`), `.general` (none
    /// of those fast paths, no one-slab shortcut) or `.sampleLines` everywhere. The last
    /// three are test twins of the first.
    enum Mode: Sendable {
        case auto, exact, general, sampleLines
        /// The fast paths and exact shortcuts: `.auto` and `.exact`.
        var shortcuts: Bool { self == .auto || self == .exact }
    }

    /// Cells are stored at `cell + pad`: pieces reach one cell left of the clip (left-clipped
    /// edges) and deposits reach two right of it.
    static let pad = 4

    /// Per-band scratch, reused across fills. `acc` is zero between clusters; the piece
    /// buffers grow to the most active edges seen.
    final class Scratch {
        let accBase: UnsafeMutablePointer<Float>
        let covBase: UnsafeMutablePointer<Float>
        var acc: UnsafeMutablePointer<Float> { accBase + Rasterizer.pad }
        var cov: UnsafeMutablePointer<Float> { covBase + Rasterizer.pad }
        /// `ConvexShapes`' cells (one shape at a time, zero between shapes).
        let grid: UnsafeMutablePointer<Float>
        /// The current paint's colour table (`Blend` reads it).
        let table: UnsafeMutablePointer<SIMD4<Float>>
        private(set) var capacity = 0
        private(set) var pieces = UnsafeMutablePointer<RowPiece>.allocate(capacity: 0)
        private(set) var keys = UnsafeMutablePointer<UInt64>.allocate(capacity: 0)
        /// `fill`'s active edges, `actCap` of them.
        private(set) var act = UnsafeMutablePointer<Edge>.allocate(capacity: 0)
        private(set) var actCap = 0
        /// `fill`'s row buckets: per cell (at cell + pad) the first piece whose first cell it
        /// is (−1: none; left −1 between rows), per piece the next of its cell (`link`), a
        /// bit per cell that has pieces (left zero between rows).
        let heads: UnsafeMutablePointer<Int32>
        let bits: UnsafeMutablePointer<UInt64>
        private(set) var link = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
        var active: [Edge] = []
        let lines = LineScratch()
        let laneScratch = ClusterLanes.Scratch()
        var profile = RowProfile()
        let slabs = SlabScratch()
        private(set) var clusterBuf = UnsafeMutablePointer<RowPiece>.allocate(capacity: 0)
        /// The `Edge.joins` of `clusterBuf`'s pieces.
        private(set) var clusterJoins = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)

        /// Always 0, but a value the compiler cannot see (`Rasterizer.cells8` takes it).
        var zero: Float = 0
        /// `accumulate`'s rows of cells, made on its first use.
        var areaChunk: AreaChunk?

        init(width: Int) {
            let n = width + 2 * Rasterizer.pad
            // 8 more cells: `accumulate` sweeps whole 8-cell blocks.
            accBase = .allocate(capacity: n + 8); accBase.initialize(repeating: 0, count: n + 8)
            covBase = .allocate(capacity: n + 8); covBase.initialize(repeating: 0, count: n + 8)
            table = .allocate(capacity: 256); table.initialize(repeating: .zero, count: 256)
            grid = .allocate(capacity: ConvexShapes.maxCells)
            grid.initialize(repeating: 0, count: ConvexShapes.maxCells)
            heads = .allocate(capacity: n); heads.initialize(repeating: -1, count: n)
            let cellWords = (n + 63) / 64
            bits = .allocate(capacity: cellWords); bits.initialize(repeating: 0, count: cellWords)
        }

        /// Makes the piece buffers hold at least `n` entries (contents not kept).
        func reserve(_ n: Int) {
            guard n > capacity else { return }
            capacity = max(n, 2 * capacity, 64)
            pieces.deallocate(); keys.deallocate(); clusterBuf.deallocate(); link.deallocate()
            clusterJoins.deallocate()
            pieces = .allocate(capacity: capacity); keys = .allocate(capacity: capacity)
            clusterBuf = .allocate(capacity: capacity); link = .allocate(capacity: capacity)
            clusterJoins = .allocate(capacity: capacity)
        }

        /// Makes `act` hold at least `n` edges, keeping its first `count`.
        func reserveActive(_ n: Int, keeping count: Int) {
            guard n > actCap else { return }
            actCap = max(n, 2 * actCap, 64)
            let a = UnsafeMutablePointer<Edge>.allocate(capacity: actCap)
            a.update(from: act, count: count)
            act.deallocate()
            act = a
        }

        /// A `Blend` for `paint`, its table copied into `table`.
        func blend(_ paint: Paint) -> Blend {
            let n = min(paint.isSolid ? 1 : 256, paint.table.count)
            paint.table.withUnsafeBufferPointer { table.update(from: $0.baseAddress!, count: n) }
            return Blend(paint, table: table)
        }

        deinit {
            accBase.deallocate(); covBase.deallocate(); table.deallocate()
            grid.deallocate()
            pieces.deallocate(); keys.deallocate(); act.deallocate(); clusterBuf.deallocate()
            clusterJoins.deallocate()
            heads.deallocate(); bits.deallocate(); link.deallocate()
        }
    }

    /// Fills rows `rows` of the canvas at `base` (row stride `width * 4`) with the edges
    /// `edges[bin[k]]` (ordered by the row of `y0`), clipped to `clip`.
    static func fill(edges: [Edge], bin: BandEdges, rows: Range<Int>, clip: PixelRect,
                     rule: FillRule, blend: Blend, base: UnsafeMutablePointer<UInt8>,
                     width: Int, scratch s: Scratch, mode: Mode = .auto) {
        var next = 0
        // Locals, not class properties: no dynamic exclusivity checks in the loops.
        var profile = s.profile
        let slabs = s.slabs
        defer { s.profile = profile }
        var count = 0
        let acc = s.acc, cov = s.cov
        let shortcuts = mode.shortcuts, lanes = mode == .auto
        let left = Float(clip.x0 - 1), right = Float(clip.x1 + 1)
        for y in rows {
            let fy = Float(y)
            // Edges starting in this row: bin[next..<arrive].
            var arrive = next
            while arrive < bin.count, edges[Int(bin[arrive])].y0 < fy + 1 { arrive += 1 }
            if count == 0 && arrive == next { if next == bin.count { return } else { continue } }
            s.reserve(count + arrive - next)
            s.reserveActive(count + arrive - next, keeping: count)
            // Safe because: `reserve` and `reserveActive` make pieces, keys, link, clusterBuf,
            // clusterJoins and act hold every survivor and arrival; cells (−1 ... width + 1)
            // and their deposits (+1) are inside `acc`/`cov`, and cells + pad inside
            // `heads`/`bits` (`pad` each side).
            let pieces = s.pieces, keys = s.keys, act = s.act, heads = s.heads, bits = s.bits, link = s.link
            // One pass: last row's edges that reach into this row, then the arrivals, each
            // with its piece, pushed on the bucket of its first cell. No sort: the buckets
            // are read in cell order below.
            var n = 0, lo = Int.max, hi = Int.min
            @inline(__always) func add(_ e: Edge) {
                act[n] = e
                let q = RowPiece(e, row: fy, left: left, right: right)
                pieces[n] = q
                let c = Int(q.cmin) &+ pad
                link[n] = heads[c]; heads[c] = Int32(truncatingIfNeeded: n)
                bits[c >> 6] |= 1 &<< UInt64(c & 63)
                lo = min(lo, c); hi = max(hi, c)
                n += 1
            }
            for i in 0..<count where act[i].y1 > fy { add(act[i]) }
            for b in next..<arrive {
                let e = edges[Int(bin[b])]
                if e.y1 > fy { add(e) }
            }
            next = arrive
            count = n
            /// The cluster keys[i..<j]'s pieces copied in that order into `clusterBuf`, their
            /// edges' `joins` into `clusterJoins` (for the resolvers that take a buffer and for
            /// `RowProfile.add`).
            @inline(__always) func cluster(_ i: Int, _ j: Int) -> UnsafeMutableBufferPointer<RowPiece> {
                let cp = UnsafeMutableBufferPointer(start: s.clusterBuf, count: j - i), cj = s.clusterJoins
                for k in i..<j {
                    cp[k - i] = pieces[Int(keys[k])]
                    cj[k - i] = UInt8(truncatingIfNeeded: act[Int(keys[k])].joins)
                }
                return cp
            }
            if n == 0 { continue }
            profile.reset()
            let row = base + y * width * 4
            if y + 1 < rows.upperBound { touch(row + width * 4, width, bits, lo, hi) }
            let ink = blend.ink(row: y)
            var xcur = clip.x0
            // Cells resolved but not yet blended: [pend0, pend1).
            var pend0 = 0, pend1 = 0
            // The buckets in cell order (set bits of `bits`, each cleared): a cluster takes
            // the pieces of each next cell up to its last cell so far. Its pieces' order
            // within it is that of the buckets, which depends on the band; every resolver
            // orders them by contents. The cell after the last is `Int.max`: it closes the
            // last cluster.
            var i = 0, j = 0, cs = 0, ce = Int.min, full = true
            var wd = lo >> 6, word = bits[wd]
            let lastWord = hi >> 6
            bits[wd] = 0
            while true {
                while word == 0 && wd < lastWord { wd += 1; word = bits[wd]; bits[wd] = 0 }
                let c = word == 0 ? Int.max : wd << 6 | word.trailingZeroBitCount
                word &= word &- 1
                let cell = c == Int.max ? c : c &- pad
                if cell > ce {
                    if j > i {
                        // The cluster keys[i..<j] (piece indices), cells cs...ce.
                        let q0 = pieces[Int(keys[i])]
                        if cs > xcur {
                            // Cells of adjacent clusters are blended in one call (a thin stroke's two
                            // sides); a gap in between flushes them first.
                            if pend0 < pend1 { ink.cells(row, pend0, pend1, cov); pend1 = pend0 }
                            if profile.isConstant {
                                // The common gap, written here: `gap` stayed a call (15k a draw
                                // of S1, ~50 instructions of overhead each; S1 −2%).
                                if rule.inside(profile.base) {
                                    let x0 = max(xcur, clip.x0), x1 = min(cs, clip.x1)
                                    if x0 < x1 { ink.span(row, x0, x1, 1) }
                                }
                            } else {
                                gap(row, ink, xcur, cs, clip, profile, rule)
                            }
                        }
                        var run0: Float = 0
                        if shortcuts && profile.isConstant && full && j == i + 1 && cs == ce {
                            // The commonest cluster: one full-height piece in one cell. `simple` with
                            // its deposit and `resolveCells` folded: the same float operations.
                            let w = profile.base
                            let was = rule.inside(w), now = rule.inside(w &+ q0.dir)
                            var c: Float = was ? 1 : 0
                            if now != was { c += (now ? 1 : -1) * (Float(cs + 1) - (q0.lo + q0.hi) * 0.5) }
                            cov[cs] = min(max(c, 0), 1)
                            profile.base = w &+ q0.dir
                        } else if shortcuts && profile.isConstant && full && j == i + 2,
                                  case var a = q0, case var b = pieces[Int(keys[i + 1])],
                                  case let ma = a.xa + a.xb, case let mb = b.xa + b.xb,
                                  case let swapped = ma > mb || (ma == mb && RowPiece.precedes(b, a)),
                                  swapped ? (b.xa <= a.xa && b.xb <= a.xb) : (a.xa <= b.xa && a.xb <= b.xb) {
                            // The next commonest: a thin stroke's two sides in touching cells,
                            // not crossing. `simple`'s steps for two pieces, inline (crossing
                            // pairs go on to `simple`, which refuses them, then `roles`).
                            if swapped { swap(&a, &b) }
                            var w = profile.base
                            var was = rule.inside(w)
                            run0 = was ? 1 : 0
                            w &+= a.dir
                            var now = rule.inside(w)
                            if now != was { CellArea.deposit(acc, a.xa, a.xb, 1, now ? 1 : -1); was = now }
                            w &+= b.dir
                            now = rule.inside(w)
                            if now != was { CellArea.deposit(acc, b.xa, b.xb, 1, now ? 1 : -1) }
                            profile.base = w
                            resolveCells(acc, cov, cs, ce, run0: run0)
                        } else if shortcuts && profile.isConstant
                            && ((full && j - i <= maxFlat && simple(pieces, keys + i, j - i, &profile, rule, acc, &run0, order: slabs.order))
                                || (j - i <= maxRoles && roles(pieces, keys + i, j - i, row: fy, &profile, rule, acc, &run0, slabs,
                                                               cells: cs, ce, lanes: lanes))) {
                            resolveCells(acc, cov, cs, ce, run0: run0)
                        } else if lanes && j - i <= ClusterLanes.maxPieces
                                    && ce - cs < ClusterLanes.maxCells {
                            // Small and narrow (a thin line's tip or crossing): lanes; the
                            // profile takes the pieces only if the winding past them varies.
                            if let w = ClusterLanes.resolve(pieces, keys + i, j - i, profile: profile, row: fy, rule: rule,
                                                            cs: cs, ce: ce, cov: cov, scratch: s.laneScratch) {
                                profile.base = w
                            } else {
                                profile.add(cluster(i, j), joins: s.clusterJoins, row: fy)
                            }
                        } else {
                            let cp = cluster(i, j), cj = s.clusterJoins
                            if mode == .sampleLines || j - i > ClusterSlabs.maxPieces || !ClusterSlabs.resolve(
                                cp, profile: profile, row: fy, rule: rule, cs: cs, ce: ce, acc: acc, cov: cov,
                                scratch: slabs) {
                                ClusterSampleLines.resolve(cp, profile: profile, row: fy, rule: rule, cs: cs, ce: ce,
                                                           acc: acc, cov: cov, scratch: s.lines)
                            }
                            profile.add(cp, joins: cj, row: fy)
                        }
                        let b0 = max(cs, clip.x0), b1 = min(ce + 1, clip.x1)
                        if b0 < b1 {
                            if pend0 < pend1 && b0 == pend1 { pend1 = b1 } else {
                                if pend0 < pend1 { ink.cells(row, pend0, pend1, cov) }
                                pend0 = b0; pend1 = b1
                            }
                        }
                        xcur = ce + 1
                    }
                    if c == Int.max { break }
                    i = j; cs = cell; full = true
                }
                var p = heads[c]
                heads[c] = -1
                while p >= 0 {
                    keys[j] = UInt64(UInt32(bitPattern: p)); j += 1
                    let q = pieces[Int(p)]
                    ce = max(ce, Int(q.cmax)); full = full && q.ya == fy && q.yb == fy + 1
                    p = link[Int(p)]
                }
            }
            if pend0 < pend1 { ink.cells(row, pend0, pend1, cov) }
            gap(row, ink, xcur, clip.x1, clip, profile, rule)
        }
    }

    /// Prefetches each 16-pixel cache line of the next row (`next`) over which this row has
    /// pieces (the bucket bits of cells `lo...hi`, at cell + pad): a chart line continues
    /// into the next row near where it is, so those lines are the next row's blends.
    /// `RowInk.cells` spent ~60% of its time (14% of a 4k-vertex stroke's) waiting for the
    /// canvas. Touch loads (one byte a line, kept) overlapped those misses but a load still
    /// holds back what follows it (the loop's loads took 12% of `fill`'s samples); a
    /// prefetch waits for nothing (S1 −5% to −6.5% at one thread). The pixels are unchanged.
    @inline(__always)
    static func touch(_ next: UnsafeMutablePointer<UInt8>, _ width: Int, _ bits: UnsafeMutablePointer<UInt64>,
                      _ lo: Int, _ hi: Int) {
        for wd in (lo >> 6)...(hi >> 6) {
            var word = bits[wd]
            // Bit b is cell b − pad: 16 bits, 16 cells (about one cache line of pixels).
            var x = wd << 6 &- pad
            while word != 0 {
                // Clamped to the row's pixels 0 ..< width (a prefetch never faults, but a
                // line outside the row would be a wasted fetch).
                if word & 0xFFFF != 0 { _prefetch(next + min(max(0, x), width &- 1) &* 4) }
                word >>= 16; x &+= 16
            }
        }
    }

    /// Blends the gap `[a, b)` ∩ clip, where the coverage is the profile's, uniform in x.
    /// (`fill`'s gaps between clusters write the constant case in place: this stays a call.)
    @inline(__always)
    static func gap(_ row: UnsafeMutablePointer<UInt8>, _ ink: RowInk, _ a: Int, _ b: Int, _ clip: PixelRect,
                    _ profile: RowProfile, _ rule: FillRule) {
        let x0 = max(a, clip.x0), x1 = min(b, clip.x1)
        guard x0 < x1 else { return }
        // The common gap: a constant winding (no call for the profile's coverage).
        if profile.isConstant {
            if rule.inside(profile.base) { ink.span(row, x0, x1, 1) }
            return
        }
        ink.span(row, x0, x1, profile.coverage(rule, row: Float(ink.y)))
    }

    /// Float bits whose unsigned order is the Float order (for packed sort keys).
    @inline(__always) static func orderedBits(_ x: Float) -> UInt32 {
        let b = x.bitPattern
        return b & 0x8000_0000 != 0 ? ~b : b | 0x8000_0000
    }

    /// The inverse of `orderedBits`.
    @inline(__always) static func unorderedBits(_ o: UInt32) -> UInt32 {
        o & 0x8000_0000 != 0 ? o & 0x7FFF_FFFF : ~o
    }
}
