import Testing
@testable import ChartCore

/// `Rasterizer.strands` (non-crossing y-monotone chains tiling the row) against the slab
/// resolver on hand-made clusters, and its refusals.
@Suite struct StrandsTests {
    /// Pieces of row 3 from polylines (x, y) given top to bottom, each a chain of edges.
    func pieces(_ chains: [([(Float, Float)], Int32)]) -> [RowPiece] {
        var out: [RowPiece] = []
        for (pts, dir) in chains {
            for (a, b) in zip(pts, pts.dropFirst()) {
                let e = Edge(x0: a.0, y0: a.1, y1: b.1, dxdy: (b.0 - a.0) / (b.1 - a.1), dir: dir)
                let q = RowPiece(e, row: 3, left: -1, right: 20)
                if q.ya < q.yb { out.append(q) }
            }
        }
        return out
    }

    /// Coverage of cells 0..<8 by `strands` (nil if refused) and by `ClusterSlabs`.
    func both(_ ps: [RowPiece], base: Int32) -> ([Float]?, [Float]) {
        let acc = UnsafeMutablePointer<Float>.allocate(capacity: 16), cov = UnsafeMutablePointer<Float>.allocate(capacity: 16)
        defer { acc.deallocate(); cov.deallocate() }
        acc.initialize(repeating: 0, count: 16); cov.initialize(repeating: 0, count: 16)
        var ps = ps
        let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: ps.count)
        defer { keys.deallocate() }
        for i in ps.indices { keys[i] = UInt64(i) }
        var profile = RowProfile()
        profile.base = base
        var run0: Float = 0
        let ok = ps.withUnsafeMutableBufferPointer {
            Rasterizer.strands($0.baseAddress!, keys, $0.count, row: 3, &profile, .nonZero, acc + 4, &run0)
        }
        var fast: [Float]? = nil
        if ok {
            Rasterizer.resolveCells(acc + 4, cov + 4, 0, 7, run0: run0)
            fast = (0..<8).map { cov[4 + $0] }
        }
        var p2 = RowProfile()
        p2.base = base
        _ = ps.withUnsafeMutableBufferPointer {
            ClusterSlabs.resolve($0, profile: p2, row: 3, rule: .nonZero, cs: 0, ce: 7, acc: acc + 4, cov: cov + 4,
                                 scratch: SlabScratch())
        }
        return (fast, (0..<8).map { cov[4 + $0] })
    }

    @Test func strandsMatchTheSlabResolver() {
        // A stroke's two sides: left straight, right with a vertex at y 3.4.
        let cases: [([([(Float, Float)], Int32)], Int32)] = [
            ([([(1.2, 2.5), (1.9, 4.5)], 1), ([(2.1, 2.8), (3.3, 3.4), (2.6, 4.2)], -1)], 0),
            ([([(1.2, 2.5), (1.9, 4.5)], -1), ([(2.1, 2.8), (3.3, 3.4), (2.6, 4.2)], 1)], 1),
            // Three strands, two with vertices, a constant winding of 1 left of them.
            ([([(0.5, 2.0), (0.7, 3.2), (1.1, 3.7), (0.9, 5.0)], 1), ([(2.0, 2.0), (2.2, 5.0)], -1),
              ([(4.0, 2.9), (5.5, 3.5), (4.5, 4.1)], -1)], 1),
        ]
        for (k, (chains, base)) in cases.enumerated() {
            let (fast, slabs) = both(pieces(chains), base: base)
            #expect(fast != nil, "case \(k) refused")
            if let fast {
                for c in 0..<8 { #expect(abs(fast[c] - slabs[c]) < 1e-5, "case \(k) cell \(c): \(fast[c]) vs \(slabs[c])") }
            }
        }
    }

    @Test func refusesCrossingsAndVs() {
        // Two strands that cross mid-row.
        #expect(both(pieces([([(1.0, 2.5), (3.0, 4.5)], 1), ([(3.0, 2.5), (1.0, 4.5)], -1)]), base: 0).0 == nil)
        // Crossing only between vertex heights of one strand: order kept at the top, the
        // vertex and the bottom would miss it if the vertex were not a checked height.
        #expect(both(pieces([([(1.0, 2.5), (4.0, 3.5), (1.2, 4.5)], 1), ([(2.5, 2.5), (2.6, 4.5)], -1)]), base: 0).0 == nil)
        // A V: two pieces starting at the same point mid-row (no predecessor).
        #expect(both(pieces([([(2.0, 3.5), (1.0, 4.5)], 1), ([(2.0, 3.5), (3.0, 4.5)], -1)]), base: 0).0 == nil)
    }
}
