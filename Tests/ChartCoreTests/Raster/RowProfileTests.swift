import Testing
@testable import ChartCore

/// `RowProfile`: the winding left of a cluster as a function of y, against the brute-force
/// sum of its pieces, for few events (insertion) and many (the cancelling hash table).
@Suite struct RowProfileTests {
    /// Polyline chains through row `fy` (vertices shared, so most events cancel) plus loose
    /// pieces ending mid-row (events that stay).
    func pieces(seed: UInt64, chains: Int, loose: Int, fy: Float) -> [RowPiece] {
        var g = SeededGenerator(seed: seed)
        var out: [RowPiece] = []
        func add(_ y0: Float, _ y1: Float, _ dir: Int32) {
            let e = Edge(x0: Float.random(in: 0...8, using: &g), y0: y0, y1: y1, dxdy: 0.3, dir: dir)
            out.append(RowPiece(e, row: fy, left: -1, right: 20))
        }
        for c in 0..<chains {
            var y = fy - 0.5
            let dir: Int32 = c % 3 == 0 ? -1 : 1
            while y < fy + 1.5 {
                let next = y + Float.random(in: 0.01...0.4, using: &g)
                add(y, next, dir)
                y = next
            }
        }
        for _ in 0..<loose {
            let a = fy + Float.random(in: 0...0.99, using: &g)
            add(a, a + Float.random(in: 0.001...(fy + 1 - a), using: &g), Bool.random(using: &g) ? 1 : -1)
        }
        return out.filter { $0.ya < $0.yb }
    }

    @Test(arguments: [(1, 2), (3, 9), (40, 5), (60, 70)])
    func windingMatchesTheSumOfPieces(chains: Int, loose: Int) {
        let fy: Float = 37
        var ps = pieces(seed: UInt64(chains * 100 + loose), chains: chains, loose: loose, fy: fy)
        var profile = RowProfile()
        // Two clusters, as the row loop adds them.
        let half = ps.count / 2
        ps.withUnsafeMutableBufferPointer { b in
            profile.add(UnsafeMutableBufferPointer(rebasing: b[0..<half]), row: fy)
            profile.add(UnsafeMutableBufferPointer(rebasing: b[half...]), row: fy)
        }
        for (a, b) in zip(profile.events, profile.events.dropFirst()) { #expect(a.y < b.y) }
        #expect(profile.events.allSatisfy { $0.d != 0 })
        var c: Float = 0
        for k in 0..<1000 {
            let y = fy + (Float(k) + 0.5) / 1000
            let w = ps.filter { $0.ya <= y && y < $0.yb }.reduce(Int32(0)) { $0 + $1.dir }
            #expect(profile.winding(at: y) == w, "y \(y)")
            if w != 0 { c += 0.001 }
        }
        #expect(abs(profile.coverage(.nonZero, row: fy) - c) < 0.01)
        // Every vertex of a chain cancels: only the loose pieces' ends remain.
        #expect(profile.events.count <= 2 * loose)
    }

    /// One profile reused row after row, as the row loop does, with clusters of very
    /// different sizes (the hash table's scratch grows and shrinks its working part): each
    /// row still equals the brute-force sum, so nothing of an earlier row is left over.
    @Test func reusedAcrossRowsOfEverySize() {
        var profile = RowProfile()
        for (r, (chains, loose)) in [(60, 70), (2, 1), (9, 3), (80, 5), (1, 6), (30, 30), (4, 0)].enumerated() {
            let fy = Float(10 + r)
            var ps = pieces(seed: UInt64(500 + r), chains: chains, loose: loose, fy: fy)
            profile.reset()
            ps.withUnsafeMutableBufferPointer { profile.add($0, row: fy) }
            for k in 0..<200 {
                let y = fy + (Float(k) + 0.5) / 200
                let w = ps.filter { $0.ya <= y && y < $0.yb }.reduce(Int32(0)) { $0 + $1.dir }
                #expect(profile.winding(at: y) == w, "row \(r) y \(y)")
            }
        }
    }
}
