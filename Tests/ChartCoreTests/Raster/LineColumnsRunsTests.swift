import Testing
@testable import ChartCore

/// `LineColumns`' inner steps against brute force: which half-columns an x range reaches,
/// how a half's eight lanes merge runs, every lane's runs as the union of all its pieces'
/// intervals, and every cell as its column's runs' area (both ways of making cells).
@Suite struct LineColumnsRunsTests {
    /// The runs over columns 0 ..< 60 (clip 60x60) of a line whose lanes meet third runs
    /// (the lines of `LineColumnsTests.lanesWithManyRunsMatchTheOracle`, in Float as
    /// `LineColumns` takes them) or of a dense line, with the pen they were made with.
    static func manyRuns(seed: Int, limit: Double, dense: Bool)
        -> (pts: [SIMD2<Float>], r: Float, miterMin: Float, runs: LineColumns.Runs) {
        var g = SeededGenerator(seed: UInt64(seed))
        var pts: [SIMD2<Float>] = [SIMD2(5, 30)]
        var x = 5.0, y = 30.0
        for _ in 0..<(dense ? 2000 : 30) {
            if dense {
                x += 0.025; y = min(55, max(5, y + Double.random(in: -3...3, using: &g)))
            } else {
                x += [0.0, 0.01, 0.1, 0.5, 2][Int.random(in: 0..<5, using: &g)]; y = Double.random(in: 5...55, using: &g)
            }
            let p = SIMD2(Float(x), Float(y))
            if p != pts.last! { pts.append(p) }
        }
        let r: Float = dense ? 1 : 4, miterMin = Float(2 / (limit * limit))
        let reach = r * Float(limit) * 1.001 + 1.0 / 64
        let runs = LineColumns.runs(pts, r: r, miterMin: miterMin, squareCaps: false, reach: reach, columns: 0..<60,
                                    clip: PixelRect(x0: 0, y0: 0, x1: 60, y1: 60), denseFrom: LineColumns.denseFrom)
        return (pts, r, miterMin, runs)
    }

    /// Every cell is the area its column's runs cover in its row, summed in Double from the
    /// runs (a lane's 1/16 each, extra runs included): made row by row from the runs
    /// (`direct`) and from their ends summed down (`scatter`), for every column either way;
    /// on the lines with third runs, a dense one, and a clip that cuts the runs; a row a
    /// column does not take has no run in it.
    @Test(arguments: [(84, 1.0, false), (89, 4, false), (329, 4, false), (7, 4, true)])
    func cellsAreTheRunsAreasEitherWay(seed: Int, limit: Double, dense: Bool) {
        let runs = Self.manyRuns(seed: seed, limit: limit, dense: dense).runs
        for clip in [PixelRect(x0: 0, y0: 0, x1: 60, y1: 60), PixelRect(x0: 0, y0: 17, x1: 60, y1: 41)] {
            let clipped = LineColumns.Runs(lanes: runs.lanes, extra: runs.extra, x: 0, clip: clip, flagged: runs.flagged)
            for directRows in [0, Int.max] {
                let ch = LineColumns.cells(clipped, clip: clip, directRows: directRows)
                var worst = 0.0, cells = 0
                for i in 0..<60 {
                    var spans: [(Double, Double)] = []
                    for h in [2 * i, 2 * i + 1] {
                        let ln = runs.lanes[h]
                        for l in 0..<8 where !runs.extra.contains(where: { $0.lane == Int32(h * 8 + l) }) {
                            spans.append((Double(ln.a[l]), Double(ln.b[l])))
                            spans.append((Double(ln.c[l]), Double(ln.d[l])))
                        }
                    }
                    spans += runs.extra.filter { $0.lane / 16 == i }.map { (Double($0.a), Double($0.b)) }
                    let o = Int(ch.offsets[i]), n = max(0, Int(ch.offsets[i + 1]) - o - 1), f = Int(ch.first[i])
                    // Every row of the clip: a cell of the column's, or one no run covers. (A
                    // column may also keep a row past the clip's last, never drawn.)
                    for row in clip.y0..<clip.y1 {
                        let y = Double(row)
                        var area = 0.0
                        for (a, b) in spans {
                            let lo = max(a, Double(clip.y0), y), hi = min(b, Double(clip.y1), y + 1)
                            if lo < hi { area += (hi - lo) / 16 }
                        }
                        let have = (f..<f + n).contains(row) ? Double(ch.cov[o + row - f]) : 0
                        worst = max(worst, abs(have - min(area, 1)))
                        if (f..<f + n).contains(row) { cells += 1 }
                    }
                }
                #expect(cells > 200, "seed \(seed): \(cells) cells")
                #expect(worst <= 2e-5, "seed \(seed), clip \(clip), directRows \(directRows): off by \(worst)")
            }
        }
    }

    /// Every lane's runs — its two kept runs, or a flagged lane's redone ones — are the union
    /// of all its pieces' intervals, sorted and merged by brute force: on the lines whose
    /// lanes meet a third run and on a dense one (whose pieces skip what the runs hold).
    @Test(arguments: [(84, 1.0, false), (89, 4, false), (329, 4, false), (7, 4, true)])
    func runsAreTheUnionOfEveryPiece(seed: Int, limit: Double, dense: Bool) {
        let (pts, r, miterMin, got) = Self.manyRuns(seed: seed, limit: limit, dense: dense)
        var mismatches = 0
        pts.withUnsafeBufferPointer { pb in
            for h in 0..<120 {
                let x = LineColumns.x(half: h, from: 0)
                var all = [[(a: Float, b: Float)]](repeating: [], count: 8)
                LineColumns.pieces(pb, r: r, miterMin: miterMin, squareCaps: false, from: -100, to: 200) { pc in
                    let (l, u, m) = LineColumns.lanes(pc, x)
                    for i in 0..<8 where m[i] { all[i].append((l[i], u[i])) }
                }
                for i in 0..<8 {
                    var want: [(a: Float, b: Float)] = []
                    for e in all[i].sorted(by: { $0.a < $1.a }) {
                        if let last = want.last, e.a <= last.b + LineColumns.touch {
                            want[want.count - 1].b = max(last.b, e.b)
                        } else {
                            want.append(e)
                        }
                    }
                    let lane = Int32(h * 8 + i), ln = got.lanes[h]
                    var have = got.extra.filter { $0.lane == lane }.map { (a: $0.a, b: $0.b) }
                    if have.isEmpty {
                        if ln.a[i] <= ln.b[i] { have.append((ln.a[i], ln.b[i])) }
                        if ln.c[i] <= ln.d[i] { have.append((ln.c[i], ln.d[i])) }
                        have.sort { $0.a < $1.a }
                    }
                    if have.map(\.a) != want.map(\.a) || have.map(\.b) != want.map(\.b) { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0, "seed \(seed): \(mismatches) lanes differ from the union of their pieces")
        #expect(dense || got.flagged > 0, "seed \(seed): no lane was redone")
    }

    /// The pieces made eight segments at a time are `pieces`' one by one, bit for bit and in
    /// order: on lines with x steps of 0 to 2 px (vertical runs, reversals, straight runs
    /// where a join has no turn), steep and flat, pens of 0.3 to 4 px, miter limits 1 to 10
    /// and bevels, square caps or not, over the whole line and over ranges that start and
    /// end inside it.
    @Test(arguments: 0..<12) func piecesEightAtATimeAreThePiecesOneByOne(seed: Int) {
        var g = SeededGenerator(seed: UInt64(900 + seed))
        var pts: [SIMD2<Float>] = [SIMD2(3, 40)]
        var x: Float = 3, y: Float = 40
        for k in 0..<(37 + seed * 13) {
            x += [0, 0.01, 0.1, 0.5, 2][Int.random(in: 0..<5, using: &g)]
            switch seed % 3 {
            case 0: y = Float.random(in: 5...75, using: &g)
            case 1: y += Float.random(in: -0.3...0.3, using: &g)
            default: y = k % 7 == 0 ? y : y + (k % 2 == 0 ? 9 : -9)   // runs of no turn, zigzags
            }
            let p = SIMD2(x, y)
            if p != pts.last! { pts.append(p) }
        }
        let r: Float = [0.3, 0.5, 2, 4][seed % 4]
        let limit: Float = [1, 1.5, 4, 10][seed % 4]
        let miterMin: Float? = seed % 5 == 4 ? nil : 2 / (limit * limit)
        let caps = seed % 2 == 0
        func fields(_ p: LinePiece) -> [UInt32] {
            [p.x0, p.x1, p.y0, p.y1].map(\.bitPattern) + (0..<4).flatMap { [p.ax[$0], p.ay[$0], p.s[$0]].map(\.bitPattern) }
        }
        pts.withUnsafeBufferPointer { pb in
            for (xa, xb) in [(-10, x + 10), (x * 0.3, x * 0.6), (x * 0.5, x * 0.5), (x * 0.9, x + 1)] as [(Float, Float)] {
                var one: [[UInt32]] = [], eight: [[UInt32]] = []
                LineColumns.pieces(pb, r: r, miterMin: miterMin, squareCaps: caps, from: xa, to: xb) { one.append(fields($0)) }
                LineColumns.pieces8(pb, r: r, miterMin: miterMin, squareCaps: caps, from: xa, to: xb) { eight.append(fields($0.piece)) }
                #expect(!one.isEmpty)
                let first = zip(one, eight).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                #expect(one.count == eight.count && first == nil,
                        "seed \(seed), x \(xa) ... \(xb): \(one.count) and \(eight.count) pieces, first differing \(first ?? -1)")
            }
        }
    }

    /// The half-columns an x range reaches (lanes at x + (i + 1/2)/16): exact cases, the
    /// chunk's bounds, and none for a range between two lanes, far off, or NaN.
    @Test func halvesAnXRangeReaches() {
        let cols = 10..<12
        func h(_ x0: Float, _ x1: Float) -> (Int, Int) { LineColumns.halves(x0, x1, of: cols) }
        #expect(h(10, 10.2) == (0, 0))
        #expect(h(10.46, 10.54) == (0, 1))
        #expect(h(10.47, 10.53) == (1, 0))
        #expect(h(11.03, 11.97) == (2, 3))
        #expect(h(-.infinity, .infinity) == (0, 3))
        #expect(h(-5, 10.01) == (0, -1))
        #expect(h(100, 200).0 > h(100, 200).1)
        #expect(h(.nan, .nan).0 > h(.nan, .nan).1)
        #expect(h(.nan, 11.5).0 == 0 && h(10.5, .nan).0 > h(10.5, .nan).1)
    }

    /// The running runs of eight lanes: a piece that meets neither run flags its lane; one
    /// that bridges them joins them.
    @Test func lanesMergeTwoRunsAndFlagAThird() {
        var l = LineColumns.Lanes()
        let all = SIMDMask<SIMD8<Int32>>(repeating: true)
        func v(_ x: Float) -> SIMD8<Float> { SIMD8(repeating: x) }
        l.add(v(0), v(1), all)
        l.add(v(5), v(6), all)
        #expect(l.a == v(0) && l.b == v(1) && l.c == v(5) && l.d == v(6) && !_any(l.flag))
        l.add(v(0.5), v(5.5), all)
        #expect(l.a == v(0) && l.b == v(6) && l.c[0] > l.d[0] && !_any(l.flag))
        l.add(v(9), v(10), all)
        l.add(v(20), v(21), SIMDMask(SIMD8<Int32>(0, -1, 0, 0, 0, 0, 0, 0)))
        #expect(l.flag[1] && !l.flag[0] && l.c == v(9) && l.d == v(10))
    }
}
