import Testing
@testable import ChartCore

/// `accumulate`'s edge-major chunks (`Rasterizer.AreaChunk`, `rows` rows at once, 64 here):
/// chunk and band edges anywhere give the same bytes, exact small cases, scratches reused
/// between draws (`ScratchPool`) leave nothing behind, and the edge walk's whole-row case
/// leaves the cells its general case does.
@Suite struct AreaChunkTests {
    static let stops: [(offset: Float, color: Color)] = [(0, Color(r: 31, g: 119, b: 180, a: 230)),
                                                         (1, Color(r: 31, g: 119, b: 180, a: 40))]
    static let paints: [Paint] = [
        .solid(Color(r: 31, g: 119, b: 180)),
        .solid(Color(r: 200, g: 60, b: 20, a: 140)),
        .linearGradient(start: SIMD2<Float>(0, 4), end: SIMD2<Float>(0, 90), stops: stops),
    ]

    /// A tall area (edges over many chunks, long sides) and a band: one band, bands of
    /// 1, 5, 16, 17 and 33 rows, and 2 and 3 threads all give the same bytes, within one
    /// unit of the general rasterizer.
    @Test(arguments: 0..<3) func chunkAndBandSplitsKeepTheBytes(k: Int) throws {
        let (w, h) = (72, 200)
        let p = MonotoneAreaTests.area(seed: UInt64(k) &+ 11, n: 60 + 30 * k, w: Float(w), h: Float(h),
                                       band: k == 1, reversed: k == 2)
        #expect(MonotoneArea.isSimple(p))
        #expect(Rasterizer.AreaChunk(width: w).rows * 2 < h)
        var l = DisplayList()
        l.clip(k == 2 ? PixelRect(x0: 3, y0: 9, x1: 70, y1: 185) : nil)
        l.fill(p, rule: .nonZero, paint: Self.paints[k])
        var one = try Canvas(width: w, height: h)
        one.clear(Color(r: 250, g: 250, b: 240))
        var general = one
        var outs: [Canvas] = []
        for (t, rows) in [(1, 1), (1, 5), (1, 16), (1, 17), (1, 33), (2, nil), (3, nil)] as [(Int, Int?)] {
            var c = one
            c._draw(l, threads: t, mode: .auto, bandRows: rows)
            outs.append(c)
        }
        one._draw(l, threads: 1, mode: .auto)
        general._draw(l, threads: 1, mode: .general)
        for (i, c) in outs.enumerated() {
            let same = c.bytes == one.bytes
            #expect(same, "k \(k) split \(i)")
        }
        let d = zip(one.bytes, general.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(d <= 1, "k \(k): \(d) from the general path")
    }

    /// A square with sides at half pixels, taller than a chunk: edge pixels exactly half
    /// covered, corners a quarter, the inside full, nothing outside.
    @Test func halfPixelSquareIsExact() throws {
        var p = FlatPath()
        p.append(contour: [SIMD2(2.5, 3.5), SIMD2(9.5, 3.5), SIMD2(9.5, 80.5), SIMD2(2.5, 80.5)])
        #expect(MonotoneArea.isSimple(p))
        // The square's 77 rows cross a chunk boundary.
        #expect(Rasterizer.AreaChunk(width: 12).rows < 77)
        var c = try Canvas(width: 12, height: 84)
        c.fill(p, rule: .nonZero, paint: .solid(.white))
        for y in 0..<84 {
            for x in 0..<12 {
                let fx: Float = x < 2 || x > 9 ? 0 : (x == 2 || x == 9 ? 0.5 : 1)
                let fy: Float = y < 3 || y > 80 ? 0 : (y == 3 || y == 80 ? 0.5 : 1)
                let want = UInt8((fx * fy * 255).rounded(.toNearestOrEven))
                #expect(c.pixel(x: x, y: y)!.a == want, "\(x), \(y)")
            }
        }
    }

    /// Edges given to `accumulate` unclipped, reaching far past the clip's sides (wholly
    /// outside, crossing a side, inside): x is held to [x0 − 1, x1 + 1], so nothing outside
    /// the clip changes, and every row where no edge crosses x0 − 1 or x1 + 1 equals the
    /// canvas's fill of the same polygon through that clip (within one unit: the edge
    /// list's clipped floats differ). (In a crossing row the held piece is a straight
    /// line, not the clipped edge's bend: `accumulate` takes clipped edges; the clamp is
    /// its guard against float noise.) Fails if an edge's rows skip the clamp while its
    /// x leave that range: its pieces land in other rows' cells.
    @Test func edgesPastTheClipAreHeldToIt() throws {
        let (w, h) = (40, 150)
        let clip = PixelRect(x0: 6, y0: 0, x1: 31, y1: h)
        let poly: [SIMD2<Float>] = [SIMD2(-300, 2.5), SIMD2(20.25, 40.5), SIMD2(400, 70.75), SIMD2(35.5, 148),
                                    SIMD2(12.5, 120.25), SIMD2(-80, 90.5)]
        #expect(Rasterizer.AreaChunk(width: w).rows < 148)
        // As a band's bin: in the order of their first rows.
        let edges = poly.indices.compactMap { i -> Edge? in
            let (a, b) = (poly[i], poly[(i + 1) % poly.count])
            return a.y == b.y ? nil : EdgeList.edge(a, b).edge
        }.sorted { $0.y0 < $1.y0 }
        // Rows where an edge crosses a side of the held range.
        var crossing = Set<Int>()
        for e in edges where e.dxdy != 0 {
            for x in [Float(clip.x0 - 1), Float(clip.x1 + 1)] {
                let y = e.y0 + (x - e.x0) / e.dxdy
                if y >= e.y0 && y <= e.y1 { crossing.insert(Int(y.rounded(.down))) }
            }
        }
        #expect(crossing.count == 4)
        let paint = Paint.solid(Color(r: 200, g: 60, b: 20, a: 200))
        let s = Rasterizer.Scratch(width: w)
        var out = [UInt8](repeating: 7, count: w * h * 4)
        out.withUnsafeMutableBufferPointer { base in
            Rasterizer.accumulate(edges: edges, bin: BandEdges(all: edges.count), rows: 0..<h, clip: clip,
                                  blend: s.blend(paint), base: base.baseAddress!, width: w, scratch: s)
        }
        var c = try Canvas(width: w, height: h)
        c.bytes.withUnsafeMutableBufferPointer { $0.update(repeating: 7) }
        var l = DisplayList()
        l.clip(clip)
        var path = FlatPath()
        path.append(contour: poly)
        l.fill(path, rule: .nonZero, paint: paint)
        c.draw(l, threads: 1)
        var worst = 0, outside = 0
        for y in 0..<h {
            for x in 0..<w {
                for ch in 0..<4 {
                    let i = (y * w + x) * 4 + ch
                    if !crossing.contains(y) { worst = max(worst, abs(Int(out[i]) - Int(c.bytes[i]))) }
                    if (x < clip.x0 || x >= clip.x1) && out[i] != 7 { outside += 1 }
                }
            }
        }
        #expect(worst <= 1 && outside == 0, "worst \(worst), \(outside) bytes outside the clip")
        #expect(out.contains { $0 != 7 })
    }

    /// Draws on fresh canvases of two widths, interleaved, give the same bytes each time:
    /// a scratch kept from an earlier draw (areas, bars, clusters) carries nothing over.
    @Test func keptScratchesCarryNothingOver() throws {
        let area = MonotoneAreaTests.area(seed: 5, n: 80, w: 64, h: 48, band: false, reversed: false)
        var l = DisplayList()
        l.fill(area, rule: .nonZero, paint: .solid(Color(r: 10, g: 150, b: 90, a: 200)))
        l.fill(RasterScenes.star(points: 7, center: SIMD2(30, 24), r: 18, phase: 0.3), rule: .evenOdd,
               paint: .solid(Color(r: 200, g: 20, b: 20, a: 120)))
        func render(_ w: Int, threads: Int) throws -> [UInt8] {
            var c = try Canvas(width: w, height: 48)
            c.clear(.white)
            c._draw(l, threads: threads, mode: .auto)
            return c.bytes
        }
        let a64 = try render(64, threads: 2), a70 = try render(70, threads: 1)
        for t in [1, 2, 3] {
            let same64 = try render(64, threads: t) == a64, same70 = try render(70, threads: t) == a70
            #expect(same64 && same70, "threads \(t)")
        }
    }

    /// The walk `deposit` takes (rows an edge spans whole through `AreaWalk.row`'s
    /// `whole` case, at most one partial row each side) leaves the chunk's cells and block
    /// bits bit for bit as every row through the general case does: random edges, steep and
    /// shallow, ends on whole rows and between, inside the held range and past it, over a
    /// chunk whose first row is not 0. Fails if a partial row is walked as whole.
    @Test(arguments: 0..<3) func wholeRowsAreTheGeneralRows(seed: Int) {
        let w = 40, c0 = 64
        var g = SeededGenerator(seed: UInt64(seed) &+ 70)
        let fast = Rasterizer.AreaChunk(width: w), slow = Rasterizer.AreaChunk(width: w)
        let c1 = c0 + fast.rows
        let left = Float(-1), right = Float(w + 1)
        var edges: [Edge] = []
        var partial = 0
        while edges.count < 300 {
            // Ends on whole rows a third of the time each.
            func y() -> Float {
                let v = Float.random(in: Float(c0 - 8)...Float(c1 + 8), using: &g)
                return Int.random(in: 0..<3, using: &g) == 0 ? v.rounded(.down) : v
            }
            let (ya, yb) = (y(), y())
            guard ya != yb, max(ya, yb) > Float(c0), min(ya, yb) < Float(c1) else { continue }
            let a = SIMD2(Float.random(in: -6...Float(w + 6), using: &g), ya)
            let spread: Float = Bool.random(using: &g) ? 2 : 60
            let b = SIMD2(a.x + Float.random(in: -spread...spread, using: &g), yb)
            let e = EdgeList.edge(a, b).edge
            if e.y0 > Float(c0) && e.y0 != e.y0.rounded(.down) { partial += 1 }
            edges.append(e)
        }
        #expect(partial > 50)
        edges.withUnsafeBufferPointer { Rasterizer.deposit($0, fast, rows: c0, c1, left: left, right: right) }
        // Every row as a partial one, the clamp on (it changes nothing where x stays inside).
        for e in edges {
            let ra = max(c0, CellArea.floor(e.y0)), rb = min(c1, 0 &- CellArea.floor(-e.y1))
            guard ra < rb else { continue }
            let fy = Float(ra), xs = e.x0 + (max(e.y0, fy) - e.y0) * e.dxdy
            var walk = AreaWalk(e, fy: fy, xa: min(max(xs, left), right), left: left, right: right,
                                acc: slow.cells + (ra - c0) * slow.stride + Rasterizer.pad,
                                bits: slow.blocks + (ra - c0) * slow.words, stride: slow.stride, words: slow.words)
            for _ in ra..<rb { walk.row(true, whole: false) }
        }
        let n = fast.rows * fast.stride, m = fast.rows * fast.words
        let cells = (0..<n).filter { fast.cells[$0].bitPattern != slow.cells[$0].bitPattern }
        let blocks = (0..<m).filter { fast.blocks[$0] != slow.blocks[$0] }
        #expect(cells.isEmpty && blocks.isEmpty, "\(cells.count) cells, \(blocks.count) block words differ")
        #expect((0..<n).contains { fast.cells[$0] != 0 })
    }
}
