@testable import ChartCore
import Testing

@Suite struct EnvelopeTests {
    /// Against every point: each column's rectangle holds the column's own run (its min
    /// and max ± the pen radius) and every segment of the polyline that passes through it
    /// (± the pen radius), and reaches no further than the pen does from any point.
    /// With gaps: NaN runs of 1 to 400 points (a column holds ~60–200), which break the
    /// line — a join drawn across a gap would reach columns no point reaches.
    @Test(arguments: [false, true])
    func envelopeHoldsEveryColumnsRunAndSegmentsAndNoMoreThanThePen(gaps: Bool) throws {
        var set = randomWalkSet(count: 40_000, series: 1, seed: 21)
        if gaps, case .float(let c) = set.series[0].y {
            var v = c.array, g = SeededGenerator(seed: 5)
            for _ in 0..<60 {
                let a = Int.random(in: 0..<39_000, using: &g)
                for i in a..<min(v.count, a + Int.random(in: 1...400, using: &g)) { v[i] = .nan }
            }
            set = try SeriesSet(x: set.x, series: [Series(id: "y0", name: "S0", y: .float(Column(v)))])
        }
        let r = try ChartRenderer(data: ChartData(set), width: 400, height: 240)
        var g = SeededGenerator(seed: 2)
        for _ in 0..<4 {
            let a = Int.random(in: 0..<15_000, using: &g), b = a + Int.random(in: 12_000..<25_000, using: &g)
            let p = r.data.parameters(for: ChartState(viewport: set.x.value(at: a) + 7...set.x.value(at: b) - 7))
            let m = r.mappings(p, rect: r.layout.plot)[0]
            let dense = try #require(r.envelopeColumns(m))
            let cols = dense.columns
            let lw = r.layout.lineWidth, rad = lw / 2, eps: Float = 1e-3
            let left = m.rect.x0.rounded(.down)
            var reachTop = [Float](repeating: .infinity, count: cols.width), reachBottom = [Float](repeating: -.infinity, count: cols.width)
            var needTop = reachTop, needBottom = reachBottom
            let y = set.series[0].y
            var prev: (Float, Float)?
            for i in 0..<set.count {
                guard !y.value(at: i).isNaN else { prev = nil; continue }
                let px = m.px(set.x.value(at: i)), py = m.py(y.value(at: i))
                // Everything within a pen radius of the point (a square pen bounds the disc).
                let clamp = { (v: Float) in max(0, min(cols.width - 1, Int((v - left).rounded(.down)))) }
                for j in clamp(px - rad - 1)...clamp(px + rad + 1) {
                    reachTop[j] = min(reachTop[j], py - rad); reachBottom[j] = max(reachBottom[j], py + rad)
                }
                // The segment from the previous point, in each column it crosses.
                if let (qx, qy) = prev {
                    for j in clamp(qx)...clamp(px) {
                        let u0 = max(qx, left + Float(j)), u1 = min(px, left + Float(j + 1))
                        guard u0 <= u1 else { continue }
                        let at = { (u: Float) in px > qx ? qy + (py - qy) * (u - qx) / (px - qx) : py }
                        needTop[j] = min(needTop[j], min(at(u0), at(u1)) - rad); needBottom[j] = max(needBottom[j], max(at(u0), at(u1)) + rad)
                    }
                }
                prev = (px, py)
            }
            let env = r.envelope(0, m, dense, lineWidth: lw, threads: 1)
            #expect(Float(env.x) == left)
            for c in env.top.indices where env.top[c] <= env.bottom[c] {
                let (top, bottom) = (env.top[c], env.bottom[c])
                #expect(top <= needTop[c] + eps && bottom >= needBottom[c] - eps, "column \(c) of \(cols.width) misses its run: \(top) \(bottom) need \(needTop[c]) \(needBottom[c])")
                #expect(top >= reachTop[c] - eps && bottom <= reachBottom[c] + eps, "column \(c) beyond the pen")
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

    @Test func denseFramesAreTheSameOnAnyThreadCount() throws {
        // Three dense series: their envelopes are computed side by side at T > 1.
        let set = randomWalkSet(count: 20_000, series: 3, seed: 8)
        let state = ChartState(viewport: set.x.value(at: 300)...set.x.value(at: 19_000), hoverX: set.x.value(at: 5_000))
        let one = try ChartRenderer(data: ChartData(set), width: 300, height: 220, threads: 1).render(state)
        for t in [2, 3, 8] {
            let r = try ChartRenderer(data: ChartData(set, threads: t), width: 300, height: 220, threads: t)
            #expect(try r.render(state).bytes == one.bytes, "T=\(t)")
        }
    }

    /// Columns holding only NaN break the line: nothing is drawn in them, not even the
    /// segment from the last value before to the first after (they are not consecutive).
    @Test func columnsOfOnlyNaNStayEmpty() throws {
        let base = randomWalkSet(count: 30_000, series: 1, seed: 13)
        let state = ChartState(viewport: base.x.value(at: 1_000)...base.x.value(at: 28_000))
        let r0 = try ChartRenderer(data: ChartData(base), width: 400, height: 240)
        let m = r0.mappings(r0.data.parameters(for: state), rect: r0.layout.plot)[0]
        let edges = try #require(r0.envelopeColumns(m)).edges
        guard case .float(let c) = base.series[0].y else { Issue.record("float column"); return }
        var v = c.array
        let gaps = [40, 41, 90, 200, 201, 202]            // whole columns set to NaN
        for g in gaps { for i in edges[g]..<edges[g + 1] { v[i] = .nan } }
        let set = try SeriesSet(x: base.x, series: [Series(id: "y0", name: "S0", y: .float(Column(v)))])
        let r = try ChartRenderer(data: ChartData(set), width: 400, height: 240)
        let mg = r.mappings(r.data.parameters(for: state), rect: r.layout.plot)[0]
        let dense = try #require(r.envelopeColumns(mg))
        #expect(dense.edges == edges)
        let env = r.envelope(0, mg, dense, lineWidth: r.layout.lineWidth, threads: 1)
        for g in gaps { #expect(env.top[g] > env.bottom[g], "column \(g) drawn") }
        #expect(env.top[39] <= env.bottom[39] && env.top[150] <= env.bottom[150])
    }
}
