@testable import ChartCore
import Testing

/// The M4 guarantee carried into the chart: the lines a frame draws from the range engine
/// make the same picture as every point would.
@Suite struct FrameM4Tests {
    /// The chart's own selection (`lineIndices`) and mapping, drawn 1-px aliased.
    func aliasedPictures(_ r: ChartRenderer, _ state: ChartState) -> [(m4: [UInt8], raw: [UInt8], usedM4: Bool)] {
        let p = r.data.parameters(for: state)
        let m = r.mappings(p, rect: r.layout.plot)
        let set = r.data.seriesSet
        return set.series.indices.map { k in
            let mp = r.mapping(of: k, m)
            let cols = mp.columns!
            let rows = try! PixelColumns.rows(bottom: mp.lo, top: mp.hi, height: Int((mp.rect.y1 - mp.rect.y0).rounded()))
            let raster = AliasedLineRasterizer(columns: cols, rows: rows)
            let x = { set.x.value(at: $0) }, y = { set.series[k].y.value(at: $0) }
            let chosen = r.lineIndices(k, mp)
            let win = r.data.indexRange(mp.x0, mp.x1)
            let all = max(0, win.lowerBound - 1)..<min(set.count, win.upperBound + 1)
            return (raster.draw(chosen, x: x, y: y), raster.draw(all, x: x, y: y), chosen.count < all.count)
        }
    }

    @Test(arguments: [100, 333, 1000])
    func randomWalkFramesFromM4EqualRawFramesAliased(width: Int) throws {
        let set = randomWalkSet(count: 100_000, series: 2, seed: UInt64(width))
        let r = try ChartRenderer(data: ChartData(set), width: width + 32, height: 300)
        var g = SeededGenerator(seed: 5)
        for trial in 0..<6 {
            let a = Int.random(in: 0..<50_000, using: &g), b = a + Int.random(in: 10_000..<50_000, using: &g)
            let state = ChartState(viewport: trial == 0 ? nil : set.x.value(at: a) + 17...set.x.value(at: b) - 17)
            for (k, pic) in aliasedPictures(r, state).enumerated() {
                #expect(pic.usedM4, "the test must exercise the M4 path")
                #expect(pic.m4 == pic.raw, "series \(k) window \(a)...\(b) width \(width)")
            }
        }
    }

    @Test func telegramLineFramesFromM4EqualRawFramesAliased() throws {
        // At 100 px the 365-point and 112-point charts hold more than 2 points per column.
        for (name, set) in telegramCharts where set.series.allSatisfy({ $0.kind == .line }) {
            let r = try ChartRenderer(data: ChartData(set), width: 100 + 32, height: 200)
            for pic in aliasedPictures(r, ChartState()) where pic.usedM4 {
                #expect(pic.m4 == pic.raw, "\(name)")
            }
        }
    }

    @Test func antialiasedFrameFromM4IsCloseToTheRawFrame() throws {
        let set = randomWalkSet(count: 12_000, series: 2, seed: 9)
        var r = try ChartRenderer(data: ChartData(set), width: 480, height: 300)
        r.denseLineThreshold = .infinity           // the M4 stroke, not the dense envelope
        let state = ChartState(viewport: set.x.value(at: 100)...set.x.value(at: 11_000))
        let m4 = try r.render(state)
        r.rawLineThreshold = .infinity
        let raw = try r.render(state)
        let d = difference(m4, raw)
        // Anti-aliased strokes through the M4 subset differ only where a column's
        // vertical run meets its neighbours' joins; measured: 3.1% of bytes, mean 0.29/255.
        #expect(d.fraction < 0.05 && d.meanDelta < 0.5, "\(d)")
        #expect(d.fraction > 0 || d.maxDelta == 0)
    }
}
