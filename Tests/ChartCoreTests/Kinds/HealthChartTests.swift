@testable import ChartCore
import Testing

@Suite struct HealthChartTests {
    let days: [HealthSample] = (0..<7).map { HealthSample(date: KindDate.parse("2026-11-16")! + Int64($0) * 86_400, value: [8432, 11207, 6120, 9875, 14310, 4188, 7560][$0]) }

    func render(_ c: HealthChart, _ s: [HealthSample], w: Int = 800, h: Int = 500, threads: Int = 1) throws -> Canvas {
        let labels = LabelPainter(font: try Font.dejaVuSans())
        var canvas = try Canvas(width: w, height: h)
        canvas.clear(c.theme.background)
        canvas._draw(c.displayList(s, width: w, height: h, labels: labels), threads: threads, mode: .auto)
        return canvas
    }

    func isBackground(_ c: Canvas, _ x: Int, _ y: Int) -> Bool {
        let p = c.pixel(x: x, y: y)!
        return p.r == 255 && p.g == 255 && p.b == 255
    }

    /// Each bar's top edge, found by scanning up its centre column from the base, sits at
    /// the value's y within a pixel; the highlighted bar is the accent colour at its base.
    @Test func barHeightsFollowTheValues() throws {
        var c = HealthChart(); c.highlight = 4
        let canvas = try render(c, days)
        let plot = c.plotRect(width: 800, height: 500)
        let nice = c.valueScale(days.map(\.value))
        let base = Int(plot.maxY) - 2
        for i in 0..<7 {
            let x = Int(c.x(i, of: 7, in: plot))
            var y = base
            while y > 0, !isBackground(canvas, x, y) { y -= 1 }
            let expected = plot.maxY - days[i].value / nice.upper * plot.height
            #expect(abs(Double(y + 1) - expected) <= 1, "bar \(i): top \(y + 1) expected \(expected)")
        }
        let p = canvas.pixel(x: Int(c.x(4, of: 7, in: plot)), y: base)!
        #expect(abs(Int(p.r) - Int(c.accent.r)) <= 12 && abs(Int(p.g) - Int(c.accent.g)) <= 12 && abs(Int(p.b) - Int(c.accent.b)) <= 12)
    }

    /// The corner of a bar's bounding box is outside its rounded top; its bottom corner is inside.
    @Test func barTopsAreRounded() throws {
        let c = HealthChart()
        let one = [HealthSample(date: 0, value: 100)]
        let canvas = try render(c, one)
        let plot = c.plotRect(width: 800, height: 500)
        let barW = min(plot.width * 0.62, 56)
        let x0 = Int((c.x(0, of: 1, in: plot) - barW / 2).rounded(.up))
        let top = Int(plot.minY.rounded(.up))
        #expect(isBackground(canvas, x0, top + 1))   // row `top` holds the top grid line
        #expect(!isBackground(canvas, x0, Int(plot.maxY) - 3))
        #expect(!isBackground(canvas, x0 + Int(barW / 2), top + 1))
    }

    /// A dashed rule at the average: on the average's row, between two bars, ink and gaps alternate.
    @Test func barsShowTheAverageAsADashedLine() throws {
        let c = HealthChart()
        let canvas = try render(c, days)
        let plot = c.plotRect(width: 800, height: 500)
        let nice = c.valueScale(days.map(\.value))
        let mean = days.map(\.value).reduce(0, +) / 7
        let y = Int(plot.maxY - mean / nice.upper * plot.height)
        // Between bars 2 (Wed, shorter than the mean) and 3: no bar, no label on that row.
        let x0 = Int(c.x(2, of: 7, in: plot)) + 30, x1 = Int(c.x(3, of: 7, in: plot)) - 30
        let inked = (x0..<x1).map { !isBackground(canvas, $0, y) }
        #expect(inked.contains(true) && inked.contains(false), "row \(y): \(inked)")
    }

    @Test(arguments: HealthChart.Style.allCases)
    func oneThreadEqualsTwo(style: HealthChart.Style) throws {
        var c = HealthChart(); c.style = style; c.theme = .night
        #expect(try render(c, days, threads: 1).bytes == render(c, days, threads: 2).bytes)
    }

    /// Line markers: ringed points have the surface colour at their centre.
    @Test func lineHasACircleOnEveryPoint() throws {
        var c = HealthChart(); c.style = .line; c.highlight = 0
        let canvas = try render(c, days)
        let plot = c.plotRect(width: 800, height: 500)
        let nice = c.valueScale(days.map(\.value))
        for i in 1..<7 {
            let x = c.x(i, of: 7, in: plot), y = plot.maxY - (days[i].value - nice.lower) / (nice.upper - nice.lower) * plot.height
            #expect(isBackground(canvas, Int(x), Int(y)), "point \(i) centre")
            let ring = canvas.pixel(x: Int(x + 4), y: Int(y))!
            #expect(ring.r > 200 && ring.b < 120, "point \(i) ring \(ring)")
        }
    }

    @Test func readsCSVAndJSONSortedByDate() throws {
        let csv = try HealthSample.read(Array("date,value\n2026-11-18,3\n2026-11-16,1.5\n".utf8))
        #expect(csv == [HealthSample(date: KindDate.parse("2026-11-16")!, value: 1.5), HealthSample(date: KindDate.parse("2026-11-18")!, value: 3)])
        let json = try HealthSample.read(Array(#"{"samples": [{"date": "2026-11-18", "value": 3}, {"date": "2026-11-16", "value": 1.5}]}"#.utf8))
        #expect(json == csv)
        #expect(throws: SeriesError.self) { try HealthSample.read(Array("date,value\n2026-11-18,abc\n".utf8)) }
        #expect(throws: SeriesError.self) { try HealthSample.read(Array("date,value\nyesterday,1\n".utf8)) }
        #expect(throws: SeriesError.self) { try HealthSample.read(Array("date,value\n2026-11-18\n".utf8)) }
    }

    @Test func numbersAreGroupedLikeHealth() {
        #expect(HealthChart.format(8432) == "8,432")
        #expect(HealthChart.format(1_234_567) == "1,234,567")
        #expect(HealthChart.format(999) == "999")
        #expect(HealthChart.format(7.45) == "7.5" || HealthChart.format(7.45) == "7.4")
        #expect(HealthChart.format(-2500) == "-2,500")
        #expect(HealthChart.format(0) == "0")
    }
}
