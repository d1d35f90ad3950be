import Testing
@testable import ChartCore

/// `ClusterLanes` (small clusters: the 16 sample lines as vector lanes, sorted by a
/// network) against the plain sample-line twin of `SampleLinesTests` (every line's
/// crossings sorted and walked in Double), its winding past the cluster against
/// `RowProfile.add`, and its bytes against a shuffled order of the same pieces.
@Suite struct ClusterLanesTests {
    let fy: Float = 7

    /// Coverage of cells cs...ce and the returned winding; `acc` stays untouched.
    func lanes(_ p: [RowPiece], _ profile: RowProfile, rule: FillRule, cs: Int, ce: Int) -> ([Float], Int32?) {
        let pad = 4, size = ce + 2 * pad + 2
        let cov = UnsafeMutablePointer<Float>.allocate(capacity: size)
        defer { cov.deallocate() }
        cov.initialize(repeating: -7, count: size)
        var q = p
        let order = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, p.count))
        defer { order.deallocate() }
        for i in p.indices { order[i] = UInt64(i) }
        let w = q.withUnsafeMutableBufferPointer {
            ClusterLanes.resolve($0.baseAddress!, order, p.count, profile: profile, row: fy, rule: rule,
                                 cs: cs, ce: ce, cov: cov + pad, scratch: ClusterLanes.Scratch())
        }
        #expect(cov[pad + cs - 1] == -7 && cov[pad + ce + 1] == -7, "wrote outside cs...ce")
        return ((cs...ce).map { cov[pad + $0] }, w)
    }

    /// Random clusters of up to 16 pieces within 8 cells, as `SampleLinesTests` makes them.
    func clusters() -> [(pieces: [RowPiece], cs: Int, ce: Int)] {
        (1...60).compactMap { seed -> ([RowPiece], Int, Int)? in
            let p = SampleLinesTests.pieces(seed: UInt64(seed), n: 2 + seed % 15, width: Float(2 + seed % 7), fy: fy)
            guard !p.isEmpty else { return nil }
            let cs = Int(p.map(\.cmin).min()!), ce = Int(p.map(\.cmax).max()!)
            return ce - cs < ClusterLanes.maxCells ? (p, cs, ce) : nil
        }
    }

    @Test func matchesThePlainTwin() {
        let profiles = [RowProfile(), RowProfile(base: 1, events: []), RowProfile(base: -1, events: []),
                        RowProfile(base: 2, events: []),
                        RowProfile(base: 0, events: [(fy + 0.3, 1), (fy + 0.71, -2)])]
        let cases = clusters()
        #expect(cases.count > 40)
        for (p, cs, ce) in cases {
            for rule in [FillRule.nonZero, .evenOdd] {
                for profile in profiles {
                    let (got, _) = lanes(p, profile, rule: rule, cs: cs, ce: ce)
                    let want = SampleLinesTests.twin(p, profile, row: fy, rule: rule, cs: cs, ce: ce)
                    for c in got.indices {
                        #expect(abs(Double(got[c]) - want[c]) < 2e-5,
                                "\(p.count) pieces, \(rule), base \(profile.base) cell \(cs + c): \(got[c]) vs \(want[c])")
                    }
                }
            }
        }
    }

    @Test func windingPastTheClusterIsTheProfiles() {
        var constant = 0
        // Random pieces rarely pair up at one height: add chains and tips that do.
        let tip = SampleLinesTests.pieces(seed: 9, n: 1, width: 4, fy: fy)
        for (p, cs, ce) in clusters() + [(chainAndTip(), 0, 3)] + [(tip, Int(tip[0].cmin), Int(tip[0].cmax))] {
            for base: Int32 in [0, 1, -2] {
                let (_, w) = lanes(p, RowProfile(base: base, events: []), rule: .nonZero, cs: cs, ce: ce)
                var profile = RowProfile(base: base, events: [])
                var q = p
                let joins = [UInt8](repeating: 0, count: p.count)
                q.withUnsafeMutableBufferPointer { profile.add($0, joins: joins, row: fy) }
                #expect(w == (profile.isConstant ? profile.base : nil), "\(p.count) pieces, base \(base)")
                if w != nil { constant += 1 }
            }
            // A varying profile is never reported as a constant winding.
            let (_, w) = lanes(p, RowProfile(base: 0, events: [(fy + 0.5, 1)]), rule: .nonZero, cs: cs, ce: ce)
            #expect(w == nil)
        }
        #expect(constant >= 3)
    }

    /// A stroke side's vertex inside the row (a chain) beside a V tip: the winding past
    /// them is constant.
    func chainAndTip() -> [RowPiece] {
        let edges = [Edge(x0: 0.2, y0: 6.5, y1: 7.4, dxdy: 0.3, dir: 1), Edge(x0: 0.47, y0: 7.4, y1: 8.2, dxdy: -0.2, dir: 1),
                     Edge(x0: 2.1, y0: 7.3, y1: 9, dxdy: 0.4, dir: 1), Edge(x0: 2.1, y0: 7.3, y1: 9, dxdy: -0.3, dir: -1)]
        return edges.map { RowPiece($0, row: fy, left: -1, right: 9) }
    }

    @Test func bytesDoNotDependOnThePiecesOrder() {
        var g = SeededGenerator(seed: 4)
        for (p, cs, ce) in clusters() {
            let (a, wa) = lanes(p, RowProfile(base: 1, events: []), rule: .nonZero, cs: cs, ce: ce)
            let (b, wb) = lanes(p.shuffled(using: &g), RowProfile(base: 1, events: []), rule: .nonZero, cs: cs, ce: ce)
            #expect(a.map(\.bitPattern) == b.map(\.bitPattern) && wa == wb)
        }
    }

    @Test func overlappingStripsCoverTheirUnion() {
        // Two full-height strips in cell 2, [2.25, 2.75) and [2.5, 3), overlapping by a
        // quarter: the union is 0.75 of the cell where summed areas give 1; a third strip
        // crossing cell 3 ([3.1, 3.6) at the top to [3.3, 3.8) at the bottom) is alone.
        func strip(_ a: Float, _ b: Float, slope: Float = 0) -> [RowPiece] {
            [Edge(x0: a, y0: fy, y1: fy + 1, dxdy: slope, dir: 1), Edge(x0: b, y0: fy, y1: fy + 1, dxdy: slope, dir: -1)]
                .map { RowPiece($0, row: fy, left: -1, right: 9) }
        }
        let p = strip(2.25, 2.75) + strip(2.5, 3) + strip(3.1, 3.6, slope: 0.2)
        for rule in [FillRule.nonZero, .evenOdd] {
            let (cov, w) = lanes(p, RowProfile(), rule: rule, cs: 2, ce: 3)
            // Even-odd: the overlap [2.5, 2.75) has winding 2, outside.
            #expect(abs(cov[0] - (rule == .nonZero ? 0.75 : 0.5)) < 1e-6, "\(rule) \(cov[0])")
            #expect(abs(cov[1] - 0.5) < 1e-6, "\(rule) \(cov[1])")
            #expect(w == 0)
        }
        // Inside a filled region (winding 1 left of them): all covered under non-zero.
        let (cov, _) = lanes(p, RowProfile(base: 1, events: []), rule: .nonZero, cs: 2, ce: 3)
        #expect(cov.allSatisfy { $0 == 1 })
    }
}
