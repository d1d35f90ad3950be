import Testing
@testable import ChartCore

/// `BandCut`: bands cut by the work estimated per row cover every row once, each band at
/// most one row's cost past its share; a list drawn in such bands gives the same bytes on
/// any number of threads.
@Suite struct BandCutTests {
    /// Every row in exactly one band, bands of at least one row, `band(row:)` the band
    /// holding the row.
    static func checkCovers(_ cut: BandCut, height: Int) {
        #expect(cut.starts.first == 0 && cut.starts.last == height)
        #expect(zip(cut.starts, cut.starts.dropFirst()).allSatisfy { $0 < $1 })
        for b in 0..<cut.count { for r in cut.rows(b) { #expect(cut.band(row: r) == b) } }
        #expect(cut.band(row: -5) == 0 && cut.band(row: height + 9) == cut.count - 1)
        #expect(cut.band(y: .nan) == 0 && cut.band(y: -.infinity) == 0 && cut.band(y: .infinity) == cut.count - 1)
    }

    @Test func balancedBandsHoldTheirShare() {
        var g = SeededGenerator(seed: 11)
        for trial in 0..<40 {
            let height = Int.random(in: 1...300, using: &g), bands = Int.random(in: 1...40, using: &g)
            // Empty stretches, a few very heavy rows, noise.
            let cost: [Float] = (0..<height).map { _ in
                switch Int.random(in: 0..<10, using: &g) {
                case 0...2: 0
                case 3: Float.random(in: 100...1000, using: &g)
                default: Float.random(in: 0...5, using: &g)
                }
            }
            let cut = BandCut.balanced(cost: cost, bands: bands)
            #expect(cut.count == min(bands, height), "trial \(trial)")
            Self.checkCovers(cut, height: height)
            let total = cost.reduce(0, +), heaviest = cost.max() ?? 0
            for b in 0..<cut.count {
                let share = cut.rows(b).reduce(Float(0)) { $0 + cost[$1] }
                #expect(share <= total / Float(cut.count) + heaviest + 1e-3 * total, "trial \(trial), band \(b)")
            }
        }
        // No cost at all: equal bands.
        #expect(BandCut.balanced(cost: [Float](repeating: 0, count: 100), bands: 4).starts == [0, 25, 50, 75, 100])
    }

    @Test func uniformBandsAreEqual() {
        // ⌈height / bands⌉ rows, the last bands shorter or empty (as before the cuts).
        #expect(BandCut.uniform(height: 1080, bands: 8).starts == (0...8).map { $0 * 135 })
        #expect(BandCut.uniform(height: 10, bands: 8).starts == [0, 2, 4, 6, 8, 10, 10, 10, 10])
        let cut = BandCut.uniform(height: 10, bands: 8)
        #expect(cut.band(row: 9) == 4 && cut.rows(7).isEmpty)
    }

    /// Bars rising from near the bottom (the work is in the lower rows: the balanced cut), over
    /// a background, under a gradient: the same bytes at 1 to 5 threads.
    @Test func barsInBalancedBandsAreTheSameOnAnyThreads() throws {
        let (w, h) = (300, 200)
        var g = SeededGenerator(seed: 3)
        var p = FlatPath()
        for k in 0..<60 {
            // Fractional ends, so that a bar's last row is partly covered (and often the first
            // row of a band).
            let x0 = Float(5 * k) + 0.25, bottom = Float(h) - Float.random(in: 0...60, using: &g)
            let top = bottom - Float.random(in: 1...bottom, using: &g)
            p.append(contour: [SIMD2(x0, top), SIMD2(x0 + 3.5, top), SIMD2(x0 + 3.5, bottom), SIMD2(x0, bottom)])
        }
        let stops: [(offset: Float, color: Color)] = [(offset: 0, color: .white), (offset: 1, color: Color(r: 200, g: 0, b: 0))]
        for paint in [Paint.solid(Color(r: 30, g: 90, b: 200, a: 180)),
                      .linearGradient(start: SIMD2(0, 0), end: SIMD2(0, Float(h)), stops: stops)] {
            var list = DisplayList()
            list.fill(p, rule: .nonZero, paint: paint)
            // The cut this list is drawn with is not the equal one.
            let prepared = [Prepared.rects(RectPath.rects(p)!, .none, [])]
            let cut = BandCut.balanced(cost: Prepared.rowCosts(prepared, list.commands, width: w, height: h), bands: 8)
            #expect(cut.starts != BandCut.uniform(height: h, bands: 8).starts)
            var one = try Canvas(width: w, height: h)
            BarFillTests.background(&one, seed: 1)
            let start = one
            one.draw(list, threads: 1)
            #expect(one.bytes != start.bytes)
            for threads in 2...5 {
                var c = start
                c._draw(list, threads: threads, mode: .auto)
                let same = c.bytes == one.bytes
                #expect(same, "threads \(threads)")
            }
        }
    }
}
