@testable import ChartCore
import Testing

@Suite struct EnvelopeTests {
    /// The envelope from the range engine's M4 equals the same construction over every
    /// point (each point's pen disc into the columns it reaches): M4 keeps every point
    /// that can decide a column's own run, so only the neighbours' reach may differ, and
    /// only inward (the brute force sees more points near a column's edge).
    @Test func envelopeOwnColumnRunsEqualTheBruteForceAndNeighboursOnlyAdd() throws {
        let set = randomWalkSet(count: 60_000, series: 1, seed: 21)
        let r = try ChartRenderer(data: ChartData(set), width: 400, height: 240)
        var g = SeededGenerator(seed: 2)
        for _ in 0..<5 {
            let a = Int.random(in: 0..<20_000, using: &g), b = a + Int.random(in: 20_000..<40_000, using: &g)
            let p = r.data.parameters(for: ChartState(viewport: set.x.value(at: a) + 7...set.x.value(at: b) - 7))
            let m = r.mappings(p, rect: r.layout.plot)[0]
            let cols = try #require(r.envelopeColumns(m))
            let lw = r.layout.lineWidth, rad = lw / 2
            let left = m.rect.x0.rounded(.down)
            var top = [Float](repeating: .infinity, count: cols.width), bottom = [Float](repeating: -.infinity, count: cols.width)
            var ownTop = top, ownBottom = bottom
            let y = set.series[0].y
            for i in 0..<set.count {
                let c = cols.column(set.x.value(at: i))
                let px = m.px(set.x.value(at: i)), py = m.py(y.value(at: i))
                if c >= 0 && c < cols.width { ownTop[c] = min(ownTop[c], py - rad); ownBottom[c] = max(ownBottom[c], py + rad) }
                for j in stride(from: max(0, c - 2), through: min(cols.width - 1, c + 2), by: 1) {
                    let dx = max(0, max(left + Float(j) - px, px - (left + Float(j + 1))))
                    guard dx < rad || j == c else { continue }
                    let h = j == c ? rad : (rad * rad - dx * dx).squareRoot()
                    top[j] = min(top[j], py - h); bottom[j] = max(bottom[j], py + h)
                }
            }
            let got = r.envelope(0, m, cols, lineWidth: lw)
            #expect(got.count == (0..<cols.width).filter { top[$0] <= bottom[$0] }.count)
            for e in got {
                let c = Int(e.x - left)
                // Never beyond the full construction, never short of the column's own run.
                #expect(e.top >= top[c] && e.bottom <= bottom[c], "column \(c)")
                #expect(e.top <= ownTop[c] && e.bottom >= ownBottom[c], "column \(c)")
            }
            #expect(Float(cols.width) == m.rect.x1.rounded(.up) - m.rect.x0.rounded(.down))
        }
    }

    @Test func denseFrameIsCloseToStrokingEveryPoint() throws {
        let set = randomWalkSet(count: 12_000, series: 2, seed: 4)
        var r = try ChartRenderer(data: ChartData(set), width: 300, height: 220)
        let state = ChartState(viewport: set.x.value(at: 500)...set.x.value(at: 11_500))
        let envelope = try r.render(state)
        (r.rawLineThreshold, r.denseLineThreshold) = (.infinity, .infinity)
        let raw = try r.render(state)
        let d = difference(envelope, raw)
        // Measured: 4.7% of bytes differ, mean 1.36/255 (the envelope is a square-ish pen
        // sampled per column: slightly bolder along the edges, the same line).
        #expect(d.fraction < 0.08 && d.meanDelta < 2.5, "\(d)")
    }
}
