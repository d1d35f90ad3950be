import Testing
@testable import ChartCore

/// `Rasterizer.roles` (small clusters: slabs at end heights and crossings, open deposits
/// per piece role) against `ClusterSlabs` on hand-made and random clusters, and the
/// S1-like zigzag stroke it serves against `.general` and across thread counts.
@Suite struct RolesTests {
    /// Pieces of row 3 from polylines (x, y) given in path order (any y direction).
    func pieces(_ chains: [[(Float, Float)]]) -> [RowPiece] {
        var out: [RowPiece] = []
        for pts in chains {
            for (a, b) in zip(pts, pts.dropFirst()) where a.1 != b.1 {
                let (p, q, dir): ((Float, Float), (Float, Float), Int32) = a.1 < b.1 ? (a, b, 1) : (b, a, -1)
                let e = Edge(x0: p.0, y0: p.1, y1: q.1, dxdy: (q.0 - p.0) / (q.1 - p.1), dir: dir)
                guard e.y1 > 3, e.y0 < 4 else { continue }
                out.append(RowPiece(e, row: 3, left: -1, right: 20))
            }
        }
        return out
    }

    /// Coverage of cells 0..<12 by `roles` (nil if refused; `acc` then checked zero) and by
    /// `ClusterSlabs`.
    func both(_ ps: [RowPiece], base: Int32, rule: FillRule) -> ([Float]?, [Float]) {
        let acc = UnsafeMutablePointer<Float>.allocate(capacity: 24), cov = UnsafeMutablePointer<Float>.allocate(capacity: 24)
        defer { acc.deallocate(); cov.deallocate() }
        acc.initialize(repeating: 0, count: 24); cov.initialize(repeating: 0, count: 24)
        var ps = ps
        let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: ps.count)
        defer { keys.deallocate() }
        for i in ps.indices { keys[i] = UInt64(i) }
        var profile = RowProfile()
        profile.base = base
        var run0: Float = 0
        let ok = ps.withUnsafeMutableBufferPointer {
            Rasterizer.roles($0.baseAddress!, keys, $0.count, row: 3, &profile, rule, acc + 4, &run0, SlabScratch(),
                             cells: -1, 12)
        }
        var fast: [Float]? = nil
        if ok {
            Rasterizer.resolveCells(acc + 4, cov + 4, -1, 12, run0: run0)
            fast = (0..<12).map { cov[4 + $0] }
        } else {
            #expect((0..<24).allSatisfy { acc[$0] == 0 }, "refused with deposits left")
        }
        var p2 = RowProfile()
        p2.base = base
        _ = ps.withUnsafeMutableBufferPointer {
            ClusterSlabs.resolve($0, profile: p2, row: 3, rule: rule, cs: -1, ce: 12, acc: acc + 4, cov: cov + 4,
                                 scratch: SlabScratch())
        }
        return (fast, (0..<12).map { cov[4 + $0] })
    }

    func check(_ ps: [RowPiece], base: Int32, rule: FillRule, _ what: String, mustAccept: Bool = true) {
        let (fast, slabs) = both(ps, base: base, rule: rule)
        if mustAccept { #expect(fast != nil, "\(what) refused") }
        guard let fast else { return }
        for c in 0..<12 { #expect(abs(fast[c] - slabs[c]) < 2e-5, "\(what) cell \(c): \(fast[c]) vs \(slabs[c])") }
    }

    @Test func tipsAndCrossingsMatchTheSlabResolver() {
        // A V tip (down then up) inside the row, a Λ, a strand with a vertex beside a straight one.
        check(pieces([[(2.0, 2.0), (3.1, 3.6), (4.0, 2.2)], [(2.6, 2.0), (3.2, 3.3), (3.5, 2.0)]]), base: 0, rule: .nonZero, "V")
        check(pieces([[(1.0, 5.0), (2.5, 3.4), (4.0, 5.0)]]), base: 0, rule: .nonZero, "Λ")
        // The two-piece shortcuts (`pair`): a chain, a V, a Λ, inside a filled region too.
        for base: Int32 in [0, 1, -1] {
            check(pieces([[(1.2, 2.5), (1.9, 3.5), (1.5, 4.5)]]), base: base, rule: .nonZero, "chain \(base)")
            check(pieces([[(2.0, 2.0), (3.1, 3.6), (4.0, 2.2)]]), base: base, rule: .nonZero, "V \(base)")
            check(pieces([[(4.0, 5.0), (2.5, 3.4), (1.0, 5.0)]]), base: base, rule: .evenOdd, "Λ eo \(base)")
        }
        check(pieces([[(1.2, 2.5), (1.9, 4.5)], [(2.6, 4.2), (3.3, 3.4), (2.1, 2.8)]]), base: 0, rule: .nonZero, "strands")
        // Three strands, two with vertices, a constant winding of 1 left of them (closed
        // below the row so the winding past them is constant).
        check(pieces([[(0.5, 2.0), (0.7, 3.2), (1.1, 3.7), (0.9, 5.0)], [(2.2, 5.0), (2.0, 2.0)],
                      [(4.0, 2.9), (5.5, 3.5), (4.5, 4.1), (4.6, 5.0)], [(6.0, 5.0), (6.0, 2.9)]]),
              base: 1, rule: .nonZero, "three strands")
        // Two strokes crossing mid-row (X), and a sharp tip whose arms overlap (w = 2).
        check(pieces([[(1.0, 2.5), (4.0, 4.5)], [(4.5, 4.5), (1.5, 2.5)], [(3.0, 2.5), (0.5, 4.5)], [(1.0, 4.5), (3.5, 2.5)]]),
              base: 0, rule: .nonZero, "X")
        check(pieces([[(2.0, 5.0), (2.5, 3.2), (3.0, 5.0)], [(3.5, 5.0), (2.5, 3.25), (1.5, 5.0)]]), base: 0, rule: .nonZero, "tip")
        check(pieces([[(2.0, 5.0), (2.5, 3.2), (3.0, 5.0)], [(3.5, 5.0), (2.5, 3.25), (1.5, 5.0)]]), base: 0, rule: .evenOdd, "tip eo")
        check(pieces([[(2.0, 5.0), (2.5, 3.2), (3.0, 5.0)], [(3.5, 5.0), (2.5, 3.25), (1.5, 5.0)]]), base: 1, rule: .nonZero, "tip w1")
        // A piece ending with no successor (a horizontal edge's end): the winding past the
        // cluster varies with y, refused.
        #expect(both(pieces([[(2.0, 2.0), (2.5, 3.5)]]), base: 0, rule: .nonZero).0 == nil)
    }

    @Test(arguments: 0..<4) func randomClustersMatchTheSlabResolver(seed: Int) {
        var g = SeededGenerator(seed: UInt64(seed) &+ 91)
        for t in 0..<60 {
            // Closed polylines crossing the row (so the winding past the cluster is the same
            // at every height): a few vertices inside the row, x within 0…10.
            var chains: [[(Float, Float)]] = []
            for _ in 0..<Int.random(in: 1...3, using: &g) {
                var pts: [(Float, Float)] = []
                for _ in 0..<Int.random(in: 3...5, using: &g) {
                    pts.append((Float.random(in: 0.5...9.5, using: &g), Float.random(in: 1.5...5.5, using: &g)))
                }
                pts.append(pts[0])
                chains.append(pts)
            }
            let ps = pieces(chains)
            guard !ps.isEmpty, ps.count <= Rasterizer.maxRoles else { continue }
            let rule: FillRule = t % 3 == 0 ? .evenOdd : .nonZero
            check(ps, base: Int32(t % 2), rule: rule, "seed \(seed) case \(t)", mustAccept: false)
        }
    }

    /// A 1 px miter stroke of a zigzag with sub-pixel x steps (S1's geometry, small):
    /// sharp tips whose arms overlap. `.exact` (roles) == `.general` (slabs) to a byte,
    /// and 1 thread == N threads exactly (`.auto` too, tips on sample lines).
    @Test func zigzagStrokeMatchesGeneralAndThreads() throws {
        var g = SeededGenerator(seed: 5)
        var line = Path()
        line.move(to: Point(x: 2, y: 40))
        var y = 40.0
        for i in 1..<240 {
            y = min(max(y + Double.random(in: -9...9, using: &g), 3), 77)
            line.line(to: Point(x: 2 + Double(i) * 0.475, y: y))
        }
        var l = DisplayList()
        l.fill(line.stroked(StrokeStyle(width: 1, join: .miter)), rule: .nonZero, paint: .solid(Color(r: 31, g: 119, b: 180)))
        func draw(_ mode: Rasterizer.Mode, _ threads: Int) throws -> [UInt8] {
            var c = try Canvas(width: 120, height: 80)
            c.clear(.white)
            c._draw(l, threads: threads, mode: mode)
            return c.bytes
        }
        let a = try draw(.exact, 1), b = try draw(.general, 1)
        let d = zip(a, b).map { abs(Int($0) - Int($1)) }
        #expect(d.max()! <= 1, "exact vs general max diff \(d.max()!)")
        for t in [2, 3, 7] { #expect(try draw(.exact, t) == a, "threads \(t)") }
        let auto = try draw(.auto, 1)
        for t in [2, 3, 7] { #expect(try draw(.auto, t) == auto, "auto, threads \(t)") }
    }
}
