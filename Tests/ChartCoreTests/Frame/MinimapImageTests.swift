@testable import ChartCore
import Foundation
import Testing

/// The minimap's cached pixels must give the frame drawing them would give, byte for byte.
@Suite struct MinimapImageTests {
    /// The frame drawn without the cache: background, then every command.
    func drawn(_ r: ChartRenderer, _ state: ChartState) throws -> Canvas {
        var c = try Canvas(width: r.width, height: r.height)
        c.clear(state.theme.background)
        c.draw(r.displayList(state, r.data.parameters(for: state)), threads: 1)
        return c
    }

    @Test func cachedMinimapEqualsDrawnMinimap() throws {
        var g = SeededGenerator(seed: 41)
        for (name, set) in telegramCharts where ["round1/1", "round2/3", "round2/5"].contains(name) {
            for (w, h) in [(917, 533), (160, 120)] {
                let r = try ChartRenderer(data: ChartData(set), width: w, height: h, title: "T")
                let x = set.x, n = set.count
                // Windows: random, the whole range, the ends, and edges at whole pixels.
                var windows: [ClosedRange<Double>] = [x.value(at: 0)...x.value(at: n - 1),
                                                      x.value(at: 0)...x.value(at: 3), x.value(at: n - 4)...x.value(at: n - 1)]
                for _ in 0..<1 {
                    let a = Int.random(in: 0..<(n - 2), using: &g), b = Int.random(in: (a + 1)..<n, using: &g)
                    windows.append(x.value(at: a)...x.value(at: b))
                }
                let rr = r.layout.minimap, span = x.value(at: n - 1) - x.value(at: 0)
                let whole = { (px: Float) in x.value(at: 0) + Double((px.rounded() - rr.x0) / (rr.x1 - rr.x0)) * span }
                windows.append(whole(rr.x0 + 40)...whole(rr.x0 + 90))
                let hidden: [Set<String>] = [[], [set.series[0].id], Set(set.series.map(\.id))]
                for (k, window) in windows.enumerated() {
                    let state = ChartState(viewport: window, hidden: hidden[k % 3],
                                           hoverX: k % 2 == 0 ? window.lowerBound : nil, theme: k % 2 == 0 ? .day : .night)
                    let want = try drawn(r, state)
                    for pass in 0..<2 {          // the first fills the cache, the second copies from it
                        let got = try r.render(state)
                        #expect(got.bytes == want.bytes, "\(name) \(w)x\(h) window \(k) pass \(pass)")
                    }
                }
            }
        }
    }

    @Test func fadingSeriesAreDrawnNotCached() throws {
        let set = try #require(telegramCharts.first { $0.name == "round2/1" }).set
        let r = try ChartRenderer(data: ChartData(set), width: 400, height: 300)
        let a = ChartState(viewport: set.x.value(at: 10)...set.x.value(at: 90))
        var b = a; b.hidden = [set.series[0].id]
        let t = ChartTransition(from: a, to: b)
        #expect(r.minimapImage(r.parameters(t, at: 0.15), theme: .day) == nil)
        for time in [0.0, 0.1, 0.3] {
            var c = try Canvas(width: 400, height: 300)
            c.clear(ChartTheme.day.background)
            c.draw(r.displayList(t, at: time), threads: 1)
            #expect(try r.render(t, at: time).bytes == c.bytes, "t = \(time)")
        }
    }
}
