import Testing
@testable import ChartCore

/// `RowProfile`: the winding left of a cluster as a function of y, against the brute-force
/// sum of its pieces, for few events (insertion) and many (the cancelling hash table).
@Suite struct RowProfileTests {
    /// Polyline chains through row `fy` (vertices shared, so most events cancel) plus loose
    /// pieces ending mid-row (events that stay); with each piece its ends joined to the
    /// next piece of its chain (`Edge.joins`' bits: 1 its top, 2 its bottom).
    func pieces(seed: UInt64, chains: Int, loose: Int, fy: Float) -> [(piece: RowPiece, joins: UInt8)] {
        var g = SeededGenerator(seed: seed)
        var out: [(piece: RowPiece, joins: UInt8)] = []
        func add(_ y0: Float, _ y1: Float, _ dir: Int32, _ joins: UInt8) {
            let e = Edge(x0: Float.random(in: 0...8, using: &g), y0: y0, y1: y1, dxdy: 0.3, dir: dir)
            out.append((RowPiece(e, row: fy, left: -1, right: 20), joins))
        }
        for c in 0..<chains {
            var y = fy - 0.5
            let dir: Int32 = c % 3 == 0 ? -1 : 1
            while y < fy + 1.5 {
                let next = y + Float.random(in: 0.01...0.4, using: &g)
                add(y, next, dir, (y > fy - 0.5 ? 1 : 0) | (next < fy + 1.5 ? 2 : 0))
                y = next
            }
        }
        for _ in 0..<loose {
            let a = fy + Float.random(in: 0...0.99, using: &g)
            add(a, a + Float.random(in: 0.001...(fy + 1 - a), using: &g), Bool.random(using: &g) ? 1 : -1, 0)
        }
        return out.filter { $0.piece.ya < $0.piece.yb }
    }

    /// Adds `ps` to `profile` as one cluster, with their joins or with none.
    func add(_ ps: ArraySlice<(piece: RowPiece, joins: UInt8)>, to profile: inout RowProfile, row fy: Float,
             joined: Bool) {
        var p = ps.map(\.piece), j = ps.map { joined ? $0.joins : 0 }
        p.withUnsafeMutableBufferPointer { b in j.withUnsafeBufferPointer { profile.add(b, joins: $0.baseAddress!, row: fy) } }
    }

    @Test(arguments: [(1, 2, false), (3, 9, false), (40, 5, false), (60, 70, false),
                      (1, 2, true), (3, 9, true), (40, 5, true), (60, 70, true)])
    func windingMatchesTheSumOfPieces(chains: Int, loose: Int, joined: Bool) {
        let fy: Float = 37
        let ps = pieces(seed: UInt64(chains * 100 + loose), chains: chains, loose: loose, fy: fy)
        var profile = RowProfile()
        // Two clusters, as the row loop adds them, cut where no joined vertex inside the
        // row has a piece on each side (the row loop's clusters keep such pieces together).
        var half = ps.count / 2
        while joined && half < ps.count && ps[half].joins & 1 != 0 && ps[half].piece.ya > fy { half += 1 }
        add(ps[..<half], to: &profile, row: fy, joined: joined)
        add(ps[half...], to: &profile, row: fy, joined: joined)
        for (a, b) in zip(profile.events, profile.events.dropFirst()) { #expect(a.y < b.y) }
        #expect(profile.events.allSatisfy { $0.d != 0 })
        var c: Float = 0
        for k in 0..<1000 {
            let y = fy + (Float(k) + 0.5) / 1000
            let w = ps.filter { $0.piece.ya <= y && y < $0.piece.yb }.reduce(Int32(0)) { $0 + $1.piece.dir }
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
            let ps = pieces(seed: UInt64(500 + r), chains: chains, loose: loose, fy: fy)
            profile.reset()
            add(ps[...], to: &profile, row: fy, joined: r % 2 == 0)
            for k in 0..<200 {
                let y = fy + (Float(k) + 0.5) / 200
                let w = ps.filter { $0.piece.ya <= y && y < $0.piece.yb }.reduce(Int32(0)) { $0 + $1.piece.dir }
                #expect(profile.winding(at: y) == w, "row \(r) y \(y)")
            }
        }
    }

    /// `windings(at:)` (16 heights in one vector pass) equals `winding(at:)` lane by lane,
    /// at the sample lines' heights and at heights equal to events' or a float step from
    /// them (where `≤` decides), with many events and with none.
    @Test(arguments: [(40, 9), (3, 2), (0, 0)])
    func windingsMatchWindingLaneByLane(chains: Int, loose: Int) {
        let fy: Float = 211
        let ps = pieces(seed: UInt64(7 + chains), chains: chains, loose: loose, fy: fy)
        var profile = RowProfile()
        profile.base = 2
        add(ps[...], to: &profile, row: fy, joined: false)
        var heights: [[Float]] = [(0..<16).map { fy + (Float($0) + 0.5) / 16 }]
        let ev = profile.events.map(\.y)
        for k in stride(from: 0, to: ev.count, by: 5) {
            let e = ev[k..<min(k + 5, ev.count)]
            heights.append((0..<16).map { l in
                let y = e[e.startIndex + l % e.count]
                return l % 3 == 0 ? y : (l % 3 == 1 ? y.nextDown : y.nextUp)
            })
        }
        for h in heights {
            let w = profile.windings(at: SIMD16(h))
            for l in 0..<16 { #expect(w[l] == profile.winding(at: h[l]), "y \(h[l])") }
        }
        if chains == 0 { #expect(profile.windings(at: SIMD16(heights[0])) == SIMD16(repeating: 2)) }
    }
}
