import Testing
@testable import ChartCore

/// `ClusterSampleLines` (buckets counted in SIMD lanes, closed forms for 0/1 crossing,
/// undecided buckets walked) against a plain twin: every line's crossings sorted and
/// walked, the inside intervals measured per cell in Double.
@Suite struct SampleLinesTests {
    /// The plain sample-line coverage of cells cs...ce.
    static func twin(_ p: [RowPiece], _ profile: RowProfile, row fy: Float, rule: FillRule,
                     cs: Int, ce: Int) -> [Double] {
        var cov = [Double](repeating: 0, count: ce - cs + 1)
        for k in 0..<16 {
            let ys = fy + (Float(k) + 0.5) / 16
            let xs = p.filter { $0.ya <= ys && ys < $0.yb }.map { ($0.x(at: ys), $0.dir) }
                .sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            var w = profile.winding(at: ys)
            var from = Double(cs)
            func add(_ a: Double, _ b: Double) {
                for c in max(cs, Int(a.rounded(.down)))...min(ce, Int(b.rounded(.down))) {
                    let lo = max(a, Double(c)), hi = min(b, Double(c + 1))
                    if hi > lo { cov[c - cs] += (hi - lo) / 16 }
                }
            }
            for (x, d) in xs {
                let was = rule.inside(w)
                w &+= d
                let now = rule.inside(w)
                if now && !was { from = Double(x) }
                if was && !now { add(from, Double(x)) }
            }
            if rule.inside(w) { add(from, Double(ce + 1)) }
        }
        return cov.map { min($0, 1) }
    }

    /// Random pieces in row `fy` over `width` cells: steep ones (one bucket for all their
    /// lines), slanted ones, short ones ending inside the row, both directions, some
    /// stacked at equal x.
    static func pieces(seed: UInt64, n: Int, width: Float, fy: Float) -> [RowPiece] {
        var g = SeededGenerator(seed: seed)
        return (0..<n).map { i in
            let y0 = fy + Float.random(in: -0.6...0.9, using: &g)
            let y1 = y0 + Float.random(in: 0.05...1.5, using: &g)
            let kind = i % 4
            let dxdy: Float = kind == 0 ? Float.random(in: -0.01...0.01, using: &g)
                : (kind == 1 ? Float.random(in: -3...3, using: &g) : Float.random(in: -0.4...0.4, using: &g))
            let x0 = kind == 3 ? Float(Int.random(in: 1...Int(width) - 1, using: &g)) + 0.5
                : Float.random(in: 0.5...(width - 0.5), using: &g)
            let e = Edge(x0: x0, y0: y0, y1: y1, dxdy: dxdy, dir: Bool.random(using: &g) ? 1 : -1)
            return RowPiece(e, row: fy, left: 0, right: width)
        }.filter { $0.ya < $0.yb }
    }

    func resolve(_ p: [RowPiece], _ profile: RowProfile, row fy: Float, rule: FillRule,
                 cs: Int, ce: Int, scratch: LineScratch) -> ([Float], Bool) {
        let pad = 4, size = ce + 2 * pad + 2
        let acc = UnsafeMutablePointer<Float>.allocate(capacity: size), cov = UnsafeMutablePointer<Float>.allocate(capacity: size)
        defer { acc.deallocate(); cov.deallocate() }
        acc.initialize(repeating: 0, count: size); cov.initialize(repeating: 0, count: size)
        var q = p
        q.withUnsafeMutableBufferPointer { b in
            ClusterSampleLines.resolve(b, profile: profile, row: fy, rule: rule, cs: cs, ce: ce,
                                       acc: acc + pad, cov: cov + pad, scratch: scratch)
        }
        return ((cs...ce).map { cov[pad + $0] }, (0..<size).allSatisfy { acc[$0] == 0 })
    }

    /// 40 and 200 pieces over ~10 cells take 4 buckets a cell, 350 take 8, 600 and 1500 16.
    @Test(arguments: [(UInt64(1), 40), (2, 200), (5, 350), (3, 600), (4, 1500)])
    func matchesThePlainTwin(seed: UInt64, n: Int) {
        let scratch = LineScratch()
        for fy: Float in [0, 37, 1079] {
            let p = Self.pieces(seed: seed &+ UInt64(fy), n: n, width: 9, fy: fy)
            let cs = Int(p.map(\.cmin).min()!), ce = Int(p.map(\.cmax).max()!)
            for rule in [FillRule.nonZero, .evenOdd] {
                for (base, events) in [(Int32(0), [(y: Float, d: Int32)]()), (2, []), (-1, [(fy + 0.4, 1), (fy + 0.71, -2)])] {
                    let profile = RowProfile(base: base, events: events)
                    let want = Self.twin(p, profile, row: fy, rule: rule, cs: cs, ce: ce)
                    let (got, accZero) = resolve(p, profile, row: fy, rule: rule, cs: cs, ce: ce, scratch: scratch)
                    let worst = zip(got, want).map { abs(Double($0) - $1) }.max()!
                    let buckets = ClusterSampleLines.buckets(pieces: p.count, cells: ce - cs + 1)
                    #expect(worst < 2e-4, "seed \(seed) n \(n) (\(buckets) buckets) row \(fy) \(rule) base \(base): worst \(worst)")
                    #expect(accZero)
                    // Any piece order, a used or a fresh scratch: the same bits.
                    var g = SeededGenerator(seed: seed)
                    let again = resolve(p.shuffled(using: &g), profile, row: fy, rule: rule, cs: cs, ce: ce,
                                        scratch: LineScratch()).0
                    #expect(again.map(\.bitPattern) == got.map(\.bitPattern), "order/scratch changed the bits")
                }
            }
        }
    }

    /// Clusters wider than the scratch's first sizes (3000 then 5000 cells, growth past
    /// doubling), with a reused scratch.
    @Test func wideClustersGrowTheScratch() {
        let scratch = LineScratch()
        for (seed, width) in [(UInt64(9), Float(3000)), (10, 5000), (11, 40)] {
            let p = Self.pieces(seed: seed, n: 400, width: width, fy: 3)
            let cs = Int(p.map(\.cmin).min()!), ce = Int(p.map(\.cmax).max()!)
            var profile = RowProfile()
            profile.base = 1
            let want = Self.twin(p, profile, row: 3, rule: .nonZero, cs: cs, ce: ce)
            let (got, accZero) = resolve(p, profile, row: 3, rule: .nonZero, cs: cs, ce: ce, scratch: scratch)
            let worst = zip(got, want).map { abs(Double($0) - $1) }.max()!
            #expect(worst < 2e-4 && accZero, "width \(width): worst \(worst)")
        }
    }

    /// The closed form of the first line at or below a height equals the comparisons it
    /// replaces, at the line heights themselves and one ulp either side.
    @Test func firstLineMatchesTheComparisons() {
        for fy: Float in [0, 1, 2, 511, 1080, 16383] {
            var ys: [Float] = (0..<16).map { fy + (Float($0) + 0.5) / 16 }
            ys.append(fy + 1)
            var heights: [Float] = [fy, fy + 1, fy + 1e-30, fy + 1e-7, (fy + 1).nextDown]
            for y in ys { heights += [y, y.nextUp, y.nextDown] }
            for y in heights where y >= fy && y <= fy + 1 {
                let want = (0..<16).first { ys[$0] >= y } ?? 16
                #expect(ClusterSampleLines.firstLine(atOrAbove: y, fy) == want, "fy \(fy) y \(y)")
            }
        }
    }

    /// The crossing keys' sort (min/max networks up to 8, insertion, the library sort)
    /// equals the standard sort for every count up to 40, with equal keys among them; and
    /// for the networks (n ≤ 8) on every 0/1 input, which proves a network sorts anything
    /// (the 0-1 principle).
    @Test func sortKeysMatchesTheStandardSort() {
        for n in 2...8 {
            for bits in 0..<(1 << n) {
                var keys = (0..<n).map { UInt64(bits >> $0 & 1) }
                let want = keys.sorted()
                keys.withUnsafeMutableBufferPointer { ClusterSampleLines.sortKeys($0.baseAddress!, n) }
                #expect(keys == want, "n \(n) bits \(bits)")
            }
        }
        var g = SeededGenerator(seed: 77)
        for n in 0...40 {
            for _ in 0..<50 {
                var keys = (0..<n).map { _ in UInt64.random(in: 0...6, using: &g) << 32 | UInt64.random(in: 0...1, using: &g) }
                let want = keys.sorted()
                keys.withUnsafeMutableBufferPointer { if let b = $0.baseAddress { ClusterSampleLines.sortKeys(b, n) } }
                #expect(keys == want, "n \(n)")
            }
        }
    }
}
