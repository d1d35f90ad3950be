@testable import ChartCore
import Testing

@Suite struct FrameContentTests {
    static let size = (w: 480, h: 320)

    func renderer(_ set: SeriesSet, threads: Int = 1) throws -> ChartRenderer {
        try ChartRenderer(data: ChartData(set), width: Self.size.w, height: Self.size.h, threads: threads)
    }

    /// Rows above the legend (the legend shows hidden series as outlined chips, whose
    /// outline reaches half its width above the legend's top).
    func aboveLegend(_ c: Canvas, _ r: ChartRenderer) -> ArraySlice<UInt8> {
        c.bytes[0..<(Int(r.layout.legendTop - r.layout.unit) * c.width * 4)]
    }

    @Test func aHiddenSeriesDrawsExactlyLikeAnAbsentOne() throws {
        for (name, set) in telegramCharts where set.series.count > 2 && !set.yScaled {
            let hiddenID = set.series[1].id
            var without = try SeriesSet(x: set.x, series: set.series.filter { $0.id != hiddenID })
            (without.stacked, without.percentage) = (set.stacked, set.percentage)
            let a = try renderer(set)
            var b = try renderer(without)
            b.layout = a.layout                       // the same plot and minimap rectangles
            let x = set.x.value(at: set.count / 2)
            for hover in [nil, x] {
                let state = ChartState(hidden: [hiddenID], hoverX: hover)
                let hidden = try a.render(state), absent = try b.render(ChartState(hoverX: hover))
                let same = aboveLegend(hidden, a) == aboveLegend(absent, b)
                #expect(same, "\(name) hover \(String(describing: hover))")
            }
        }
    }

    @Test func indicatorSnapsToTheNearestPointAndShowsTheDatasValues() throws {
        for (name, set) in telegramCharts {
            let r = try renderer(set)
            let n = set.count
            for i in [0, 1, n / 3, n - 1] {
                let xi = set.x.value(at: i)
                let step = set.x.value(at: 1) - set.x.value(at: 0)
                let hx = xi + (i == n - 1 ? 0 : 0.3 * step)            // nearer to i than to i+1
                let state = ChartState(hoverX: hx)
                let bars = set.series[0].kind == .bar
                #expect(r.hoverIndex(state) == i, "\(name) \(i)")
                let rows = r.popupRows(i, r.data.parameters(for: state))
                for (k, s) in set.series.enumerated() {
                    #expect(rows[k].value == NumberFormat.full(s.y.value(at: i)), "\(name) \(s.name)")
                }
                if set.stacked && !set.percentage {
                    let total = set.series.map { $0.y.value(at: i) }.reduce(0, +)
                    #expect(rows.last?.value == NumberFormat.full(total))
                }
                _ = bars
            }
            #expect(r.hoverIndex(ChartState(hoverX: nil)) == nil)
            #expect(r.hoverIndex(ChartState(hoverX: set.x.value(at: 0) - 1e9)) == nil)
        }
    }

    @Test func oneThreadEqualsTwoAndFourThreads() throws {
        for (name, set) in telegramCharts.filter({ $0.name.hasPrefix("round2") }) {
            let state = ChartState(viewport: set.x.value(at: 40)...set.x.value(at: 200), hoverX: set.x.value(at: 100), theme: .night)
            let one = try renderer(set).render(state)
            for t in [2, 4] { #expect(try renderer(set, threads: t).render(state).bytes == one.bytes, "\(name) T=\(t)") }
        }
    }

    @Test func transitionStartsAndEndsOnTheStaticFrames() throws {
        let set = try #require(telegramCharts.first { $0.name == "round2/3" }).set
        let r = try renderer(set)
        let a = ChartState(viewport: set.x.value(at: 0)...set.x.value(at: 100))
        var b = a
        b.hidden = ["y0", "y1"]
        b.viewport = set.x.value(at: 50)...set.x.value(at: 200)
        let t = ChartTransition(from: a, to: b, start: 1, duration: 0.3)
        #expect(try r.render(t, at: 0).bytes == r.render(a).bytes)
        #expect(try r.render(t, at: 1).bytes == r.render(a).bytes)
        #expect(try r.render(t, at: 1.3).bytes == r.render(b).bytes)
        let mid = try r.render(t, at: 1.15)
        #expect(try mid.bytes != r.render(a).bytes && mid.bytes != r.render(b).bytes)
        // Midway the y axis lies between the two states' bounds.
        let pa = r.data.parameters(for: a), pb = r.data.parameters(for: b)
        let p = Transition(from: pa, to: pb, start: 1, duration: 0.3).value(at: 1.15)
        #expect(p.left.second > min(pa.left.second, pb.left.second) && p.left.second < max(pa.left.second, pb.left.second))
        #expect(p.opacity.elements[0] > 0 && p.opacity.elements[0] < 1 && p.opacity.elements[2] == 1)
    }

    @Test func pieSharesAreTheWindowsSums() throws {
        let set = try #require(telegramCharts.first { $0.name == "round2/5" }).set
        let r = try renderer(set)
        let state = ChartState(viewport: set.x.value(at: 10)...set.x.value(at: 20), hidden: ["y2"], pie: true)
        let shares = r.pieShares(r.data.parameters(for: state))
        let sums = set.series.map { s in s.id == "y2" ? 0 : (10...20).map { s.y.value(at: $0) }.reduce(0, +) }
        let total = sums.reduce(0, +)
        for (s, v) in zip(shares, sums) { #expect(abs(s - v / total * 100) < 1e-9) }
        #expect(abs(shares.reduce(0, +) - 100) < 1e-9)
    }

    @Test func everyChartRendersInBothThemesWithTheThemesBackground() throws {
        for (name, set) in telegramCharts {
            for theme in [ChartTheme.day, .night] {
                let c = try renderer(set).render(ChartState(hoverX: set.x.value(at: 5), theme: theme))
                let bg = theme.background
                #expect(c.pixel(x: Self.size.w - 1, y: 0).map { [$0.r, $0.g, $0.b] } == [bg.r, bg.g, bg.b], "\(name)")
                // Something was drawn in the plot: not every plot pixel is background.
                #expect(c.bytes.count > 0 && Set(stride(from: 0, to: c.bytes.count, by: 4).map { c.bytes[$0] }).count > 8, "\(name)")
            }
        }
        #expect(throws: CanvasError.self) { try ChartRenderer(data: ChartData(randomWalkSet(count: 10, series: 1, seed: 1)), width: 0, height: 10) }
        #expect(throws: CanvasError.self) { try ChartRenderer(data: ChartData(randomWalkSet(count: 10, series: 1, seed: 1)), width: 10, height: 16385) }
    }

    /// A percentage chart's bottom row, where the plot ends at a fractional y, is only the
    /// lowest layer over the background (each pixel on the line from the background's
    /// colour to the layer's): the layers above it stop short of the baseline.
    @Test func percentageAreasBaseRowIsTheLowestLayerOnly() throws {
        let set = try #require(telegramCharts.first { $0.set.percentage }).set
        var r = try renderer(set)
        r.layout.plot.y1 = r.layout.plot.y1.rounded(.down) + 0.4
        let state = ChartState(viewport: set.x.value(at: 20)...set.x.value(at: 60))
        let c = try r.render(state)
        // What lies under the areas there (the background and the 0% grid line): the same
        // frame with every series hidden (a percentage axis stays 0...100).
        var none = state
        none.hidden = Set(set.series.map(\.id))
        let under = try r.render(none)
        let c0 = r.data.color(of: 0)
        let y = Int(r.layout.plot.y1)
        var checked = 0
        for x in Int(r.layout.plot.x0) + 2..<Int(r.layout.plot.x1) - 2 {
            let p = try #require(c.pixel(x: x, y: y)), bg = try #require(under.pixel(x: x, y: y))
            // α from the channel that differs most between the two colours, then every
            // channel predicted from it (±1.5 for rounding).
            let d = [(p.r, bg.r, c0.r), (p.g, bg.g, c0.g), (p.b, bg.b, c0.b)].map { (Double($0.0), Double($0.1), Double($0.2)) }
            let ref = d.max { abs($0.2 - $0.1) < abs($1.2 - $1.1) }!
            let a = (ref.0 - ref.1) / (ref.2 - ref.1)
            #expect(a > 0.2 && a < 0.6, "column \(x): coverage \(a) of a 0.4 row")
            for (v, b, t) in d { #expect(abs(v - (b + a * (t - b))) <= 1.5, "column \(x): \(p) is not \(c0) over \(bg)") }
            checked += 1
        }
        #expect(checked > 100)
    }
}
