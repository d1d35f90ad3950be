import Testing
@testable import ChartCore

/// Edge preparation on several threads gives the single-thread edges, in the same order.
@Suite struct EdgeListTests {
    @Test(arguments: [2, 3, 16]) func threadsGiveTheSameEdges(threads: Int) {
        var g = SeededGenerator(seed: 11)
        var p = FlatPath()
        // Long and short contours, a 1-point and a 2-point one, some points off the clip.
        for k in 0..<40 {
            let n = k % 7 == 0 ? 1 : (k % 5 == 0 ? 2 : Int.random(in: 3...1500, using: &g))
            p.append(contour: (0..<n).map { _ in
                SIMD2(Float.random(in: -20...220, using: &g), Float.random(in: -20...140, using: &g))
            })
        }
        p.points.append(SIMD2(5, 5))   // after the last contour: in no contour
        #expect(p.points.count >= 16_384)
        let clip = PixelRect(x0: 3, y0: 2, x1: 190, y1: 120)
        let one = EdgeList(p, clip: clip).edges, many = EdgeList(p, clip: clip, threads: threads).edges
        #expect(one.count == many.count)
        #expect(zip(one, many).allSatisfy {
            $0.x0 == $1.x0 && $0.y0 == $1.y0 && $0.y1 == $1.y1 && $0.dxdy == $1.dxdy && $0.dir == $1.dir
                && $0.joins == $1.joins
        })
    }

    /// Edges come ordered by the row of y0, and `bins` lists, per band, the edges crossing
    /// it in index order, for any thread count (brute force over every edge and band):
    /// long edges everywhere, and a walk of short steps (few rows reach the band below,
    /// the rest are skipped by their `reach`) with a few tall edges among them.
    @Test(arguments: [(1, false), (2, false), (16, false), (1, true), (2, true), (16, true)])
    func binsListTheEdgesCrossingEachBand(threads: Int, short: Bool) {
        var g = SeededGenerator(seed: 5)
        var p = FlatPath()
        for _ in 0..<16 {
            var y = Float.random(in: 0...120, using: &g)
            p.append(contour: (0..<Int.random(in: 3...3000, using: &g)).map { k in
                guard short && k % 500 != 0 else {
                    return SIMD2(Float.random(in: -20...220, using: &g), Float.random(in: -20...140, using: &g))
                }
                y = min(max(y + Float.random(in: -1.5...1.5, using: &g), -5), 125)
                return SIMD2(Float.random(in: -20...220, using: &g), y)
            })
        }
        // Without `reach` (`banded: false`) every row is read: the same lists.
        for banded in [true, false] {
            let e = EdgeList(p, clip: PixelRect(x0: 3, y0: 2, x1: 190, y1: 120), threads: threads, banded: banded)
            #expect(e.edges.count >= 16_384)
            #expect(zip(e.edges, e.edges.dropFirst()).allSatisfy { Int($0.y0) <= Int($1.y0) })
            // Equal bands, and uneven ones (`BandCut.balanced` of a lopsided cost: a band
            // of 1 row, long ones, a first band of 40 rows with nothing in its first rows).
            let uneven = BandCut.balanced(cost: (0..<126).map { r in r < 40 ? 0 : (r % 5 == 0 ? 40 : 1) }, bands: 7)
            for cut in [BandCut.uniform(height: 126, bands: 7), uneven] {
                let bins = e.bins(cut, threads: threads)
                #expect(bins.count == cut.count)
                for b in 0..<cut.count {
                    let want = e.edges.indices.filter { k in
                        let b0 = cut.band(row: Int(e.edges[k].y0))
                        let b1 = cut.band(row: Int(e.edges[k].y1.rounded(.up)) - 1)
                        return b0 <= b && b <= b1
                    }.map { Int32($0) }
                    #expect(Array(bins[b]) == want, "band \(b) of \(cut.starts), banded \(banded)")
                }
            }
        }
    }

    /// `Prepared.bins` (rectangles' and markers' lists by band) lists, per band, the items
    /// whose band range holds it, in index order, and nothing for empty ranges (brute force).
    @Test(arguments: [1, 2, 32]) func itemBinsListTheItemsOfEachBand(bands: Int) {
        var g = SeededGenerator(seed: UInt64(bands))
        let ranges: [(Int, Int)] = (0..<500).map { _ in
            let a = Int.random(in: 0..<bands, using: &g), b = Int.random(in: 0..<bands, using: &g)
            // One in five empty (b0 > b1) where that is possible.
            return Int.random(in: 0..<5, using: &g) == 0 ? (max(a, b), min(a, b) - 1) : (min(a, b), max(a, b))
        }
        let bins = Prepared.bins(ranges.count, bands: bands) { ranges[$0] }
        #expect(bins.count == bands)
        for b in 0..<bands {
            let want = ranges.indices.filter { ranges[$0].0 <= b && b <= ranges[$0].1 }.map { Int32($0) }
            #expect(Array(bins[b]) == want, "band \(b)")
        }
        #expect(Prepared.bins(0, bands: bands) { _ in (0, 0) }.map(Array.init) == [[Int32]](repeating: [], count: bands))
        // One item (its own shortcut): every range, empty ones too.
        for b0 in 0..<bands {
            for b1 in (b0 - 1)..<bands {
                let one = Prepared.bins(1, bands: bands) { _ in (b0, b1) }.map(Array.init)
                let want = (0..<bands).map { b0 <= $0 && $0 <= b1 ? [Int32(0)] : [] }
                #expect(one == want, "\(b0)...\(b1)")
            }
        }
    }

    /// Contours with ends off the clip, horizontal segments, vertices on cell boundaries,
    /// NaN and 2-point contours, cut into chunks by the threads.
    static func joinPath(seed: UInt64) -> FlatPath {
        var g = SeededGenerator(seed: seed)
        var p = FlatPath()
        for k in 0..<30 {
            let n = k % 6 == 0 ? 2 : Int.random(in: 3...2000, using: &g)
            var pts: [SIMD2<Float>] = []
            for _ in 0..<n {
                var v = SIMD2(Float.random(in: -10...200, using: &g), Float.random(in: -10...130, using: &g))
                switch Int.random(in: 0..<16, using: &g) {
                case 0, 1: v.x = v.x.rounded()                      // on a cell boundary
                case 2, 3: if let last = pts.last { v.y = last.y }   // a horizontal segment
                case 4: if let last = pts.last { v = last }          // a repeated point
                case 5: v.x = .nan
                default: break
                }
                pts.append(v)
            }
            p.append(contour: pts)
        }
        return p
    }

    /// `segments` without joins (its own loop) makes the edges, in the same order, and the
    /// row counts of the loop with joins (the one every dense path takes), joins aside:
    /// contours inside, across and outside the clip, with horizontal segments, repeated
    /// points and NaN, cut into chunks anywhere.
    @Test(arguments: [1, 3]) func segmentsWithoutJoinsMatchTheJoinedLoop(chunks: Int) {
        let p = Self.joinPath(seed: 41)
        let b = EdgeList.Bounds(top: 2, bottom: 120, left: 2, right: 191)
        let rows = 118
        func made(joins: Bool) -> ([Edge], [Edge], [Int], [Float]) {
            var counts = [Int](repeating: 0, count: rows)
            var reach = [Float](repeating: -.infinity, count: rows)
            var edges: [Edge] = [], left = LeftEdges(x: Float(b.left))
            p.points.withUnsafeBufferPointer { pts in
                p.contourEnds.withUnsafeBufferPointer { ends in
                    counts.withUnsafeMutableBufferPointer { c in
                        reach.withUnsafeMutableBufferPointer { d in
                            let rc = EdgeList.RowCounts(slots: c.baseAddress!, reach: d.baseAddress!, r0: 2, rows: rows)
                            for k in 0..<chunks {
                                let part = Parallel.part(k, of: chunks, in: pts.count)
                                edges += EdgeList.segments(pts, ends, from: part.lowerBound, to: part.upperBound, b,
                                                           joins: joins, counts: rc, left: &left)
                            }
                        }
                    }
                }
            }
            // The parts left of the clip go to `left` (merged, not counted).
            return (edges, left.runs, counts, reach)
        }
        let (plain, plainLeft, plainCounts, plainReach) = made(joins: false)
        let (joined, joinedLeft, joinedCounts, joinedReach) = made(joins: true)
        #expect(plain.count > 10_000 && plainLeft.count > 100)
        #expect(plainLeft.map { [$0.y0, $0.y1, Float($0.dir)] } == joinedLeft.map { [$0.y0, $0.y1, Float($0.dir)] })
        #expect(plain.count == joined.count)
        #expect(zip(plain, joined).allSatisfy {
            $0.x0 == $1.x0 && $0.y0 == $1.y0 && $0.y1 == $1.y1 && $0.dxdy == $1.dxdy && $0.dir == $1.dir
                && $0.joins == 0
        })
        #expect(plainCounts == joinedCounts)
        #expect(plainCounts.reduce(0, +) == plain.count)
        // Each row's reach is the greatest y1 of its edges (brute force), in both loops.
        var want = [Float](repeating: -.infinity, count: rows)
        for e in plain { let r = EdgeList.row(e, 2, rows); want[r] = max(want[r], e.y1) }
        #expect(plainReach == want && joinedReach == want)
    }

    /// `Edge.joins` against brute force over the contours: a vertex is joined when both of
    /// its segments are inside the bounds and not horizontal, and its x is clear of cell
    /// boundaries by the margin. Every joined end's step is cancelled by another joined end's at the same
    /// height in the same cell, and there are two joined ends per such vertex.
    @Test(arguments: [1, 2, 16]) func joinedEndsPairUpAtVertices(threads: Int) {
        let p = Self.joinPath(seed: UInt64(29))
        let clip = PixelRect(x0: 3, y0: 2, x1: 190, y1: 120)
        let (left, right, top, bottom) = (Float(clip.x0 - 1), Float(clip.x1 + 1), Float(clip.y0), Float(clip.y1))
        func inside(_ v: SIMD2<Float>) -> Bool { v.x >= left && v.x <= right && v.y >= top && v.y <= bottom }
        func made(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Bool {
            inside(a) && inside(b) && a.y != b.y && abs(Double(b.x - a.x) / Double(b.y - a.y)) < 1e30
        }
        // The margin for x within ±200 (`Bounds.joinMargin`): 200 · 3 · 2⁻²⁴ and more.
        let margin = Float(8 * (abs(left) + abs(right) + 1)) * 0x1p-24
        #expect(margin > 200 * 3 * 0x1p-24 && margin < 1e-3)
        var want = 0, start = 0
        for end in p.contourEnds {
            let n = end - start
            for i in 0..<n where n >= 2 {
                let o = p.points[start + (i + n - 1) % n], v = p.points[start + i], q = p.points[start + (i + 1) % n]
                let f = v.x - v.x.rounded(.down)
                if made(o, v) && made(v, q) && f > margin && f < 1 - margin { want += 1 }
            }
            start = end
        }
        #expect(want > 1000)
        let edges = EdgeList(p, clip: clip, threads: threads).edges
        // Steps of the joined ends per (height, cell of x there).
        var steps: [SIMD2<Int32>: Int32] = [:], ends = 0
        for e in edges {
            if e.joins & 1 != 0 {
                steps[SIMD2(Int32(bitPattern: e.y0.bitPattern), Int32(e.x0.rounded(.down))), default: 0] += e.dir
                ends += 1
            }
            if e.joins & 2 != 0 {
                let x = e.x0 + (e.y1 - e.y0) * e.dxdy
                steps[SIMD2(Int32(bitPattern: e.y1.bitPattern), Int32(x.rounded(.down))), default: 0] -= e.dir
                ends += 1
            }
        }
        #expect(ends == 2 * want)
        #expect(steps.values.allSatisfy { $0 == 0 })
        // A path of fewer than `joinDensity` points a row is not marked.
        var sparse = FlatPath()
        sparse.append(contour: Array(p.points[0..<(EdgeList.joinDensity * 50)]))
        #expect(EdgeList(sparse, clip: clip, threads: threads).edges.allSatisfy { $0.joins == 0 })
    }
}

/// Joined ends only spare the profile steps that cancel: filling with the edges' joins
/// and with none gives the same bytes, through the fast paths and through the general
/// resolvers alone (every cluster adding its pieces to the profile).
@Suite struct EdgeJoinsFillTests {
    /// Fills `edges` with their joins and with none, both fill rules in turn; the number of
    /// bytes that differ, and whether anything was drawn.
    func compare(_ edges: [Edge], width w: Int, height h: Int, mode: Rasterizer.Mode) -> (Int, Bool) {
        let clip = PixelRect(x0: 0, y0: 0, x1: w, y1: h)
        let plain = edges.map { Edge(x0: $0.x0, y0: $0.y0, y1: $0.y1, dxdy: $0.dxdy, dir: $0.dir) }
        var bytes: [[UInt8]] = []
        for list in [edges, plain] {
            let s = Rasterizer.Scratch(width: w)
            var out = [UInt8](repeating: 0, count: w * h * 4)
            out.withUnsafeMutableBufferPointer { base in
                for rule in [FillRule.nonZero, .evenOdd] {
                    Rasterizer.fill(edges: list, bin: BandEdges(all: list.count), rows: 0..<h, clip: clip,
                                    rule: rule, blend: s.blend(.solid(Color(r: 40, g: 90, b: 200, a: 128))),
                                    base: base.baseAddress!, width: w, scratch: s, mode: mode)
                }
            }
            bytes.append(out)
        }
        return (zip(bytes[0], bytes[1]).filter { $0 != $1 }.count, bytes[0].contains { $0 != 0 })
    }

    @Test(arguments: [Rasterizer.Mode.auto, .sampleLines, .general])
    func joinsLeaveThePixelsUnchanged(mode: Rasterizer.Mode) {
        // A dense round-joined stroke's pieces (clusters of many pieces ending mid-row; not
        // the pen's envelope an x-monotone line gets) and the contours of `joinPath`.
        var g = SeededGenerator(seed: 41)
        var line: [Point] = [Point(x: 2, y: 60)]
        var y = 60.0
        for i in 1..<4000 {
            y = min(max(y + Double.random(in: -4...4, using: &g), 5), 115)
            line.append(Point(x: 2 + Double(i) * 0.045, y: y))
        }
        let (w, h) = (200, 124)
        let pieces = StrokeEnvelopeTests.pieces(line, StrokeStyle(width: 2, join: .round), tolerance: 0.1)
        for path in [pieces, EdgeListTests.joinPath(seed: 31)] {
            let edges = EdgeList(path, clip: PixelRect(x0: 0, y0: 0, x1: w, y1: h)).edges
            #expect(edges.contains { $0.joins != 0 })
            let (differing, drawn) = compare(edges, width: w, height: h, mode: mode)
            #expect(differing == 0 && drawn)
        }
    }

    /// Where a piece's x is least exact: V shapes whose arms cross nearly all of the
    /// widest canvas (a large |dx|) and meet at their lower ends — both pieces' x there
    /// computed. Two in three meet one ulp from a cell boundary: not joined, and a margin
    /// below the real error would join them — an arm pair split across two cells then
    /// resolves the second arm with the first's step missing, and this test fails (as it
    /// does with the margin cut to 2⁻¹⁶ of itself). The others meet within 0.03 px of
    /// one: joined, their arms must stay in one cluster. `.general`: every cluster goes
    /// to the profile.
    @Test func joinsHoldWhereXIsLeastExact() {
        var g = SeededGenerator(seed: 43)
        let (w, h) = (16384, 48)   // the widest canvas
        var p = FlatPath()
        for r in 0..<h {
            let k = Float(Int.random(in: 7000...9000, using: &g))
            let xv = r % 3 == 0 ? k + Float.random(in: -0.03...0.03, using: &g) : (r % 3 == 1 ? k.nextUp : k.nextDown)
            p.append(contour: [SIMD2(0.5, Float(r) + 0.1), SIMD2(xv, Float(r) + 0.9), SIMD2(Float(w) - 0.5, Float(r) + 0.1)])
        }
        // Points off the clip (no edges) make the path dense enough to be marked.
        p.append(contour: (0..<(EdgeList.joinDensity * h)).map { SIMD2(Float($0), -50) })
        let edges = EdgeList(p, clip: PixelRect(x0: 0, y0: 0, x1: w, y1: h)).edges
        #expect(edges.filter { $0.joins != 0 }.count >= h / 3)
        let (differing, drawn) = compare(edges, width: w, height: h, mode: .general)
        #expect(differing == 0 && drawn)
    }
}
