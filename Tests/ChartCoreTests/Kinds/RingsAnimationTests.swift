@testable import ChartCore
import Foundation
import Testing

@Suite struct RingsAnimationTests {
    let painter = LabelPainter(font: try! Font.dejaVuSans())

    /// The rendered pixels (premultiplied RGBA; the PNG writer is lossless, so equal pixels
    /// are equal PNGs — checked once below).
    func pixels(_ list: DisplayList, _ theme: KindTheme, w: Int = 400, h: Int = 250) throws -> [UInt8] {
        var c = try Canvas(width: w, height: h)
        c.clear(theme.background)
        c._draw(list, threads: 2, mode: .auto)
        return c.bytes
    }

    func chart(_ style: RingsChart.Style) -> RingsChart {
        var c = RingsChart(items: [.init(label: "Move", value: 540, goal: 500, unit: "KCAL"),
                                   .init(label: "Exercise", value: 24, goal: 30, unit: "MIN"),
                                   .init(label: "Stand", value: 9, goal: 12, unit: "HRS")])
        c.style = style; c.scale = 0.5
        return c
    }

    /// Frame 0 is the static picture of the start state and the last frame that of the end
    /// state, pixel for pixel, for every easing (the spring included).
    @Test(arguments: RingsChart.Style.allCases)
    func firstAndLastFramesEqualTheStaticStates(style: RingsChart.Style) throws {
        let c = chart(style)
        let render = { (s: RingsState) in c.displayList(state: s, width: 400, height: 250, labels: painter) }
        let empty = try pixels(render(c.emptyState), c.theme), full = try pixels(render(c.dataState), c.theme)
        #expect(empty != full)
        for easing in [Easing.linear, .easeInOut, .spring()] {
            let frames = c.frames(count: 12, easing: easing)
            #expect(frames.first == c.emptyState && frames.last == c.dataState)
            #expect(try pixels(render(frames.first!), c.theme) == empty, "\(easing)")
            #expect(try pixels(render(frames.last!), c.theme) == full, "\(easing)")
        }
        var a = try Canvas(width: 400, height: 250), b = a
        a.clear(c.theme.background); b.clear(c.theme.background)
        a.draw(render(c.frames(count: 5).last!), threads: 1); b._draw(render(c.dataState), threads: 2, mode: .auto)
        #expect(PNG.encode(a) == PNG.encode(b))
    }

    /// Arcs start one after another and all end together; progress never decreases (ease-in-out).
    @Test func arcsSweepInStaggered() {
        let c = chart(.rings)
        let frames = c.frames(count: 21, stagger: 0.2)
        let target = c.dataState.progress
        let f = (0..<3).map { frames[9].progress[$0] / target[$0] }    // t = 0.45
        #expect(f[0] > f[1] && f[1] > f[2] && f[2] > 0, "\(f)")
        #expect(frames[3].progress[2] == 0)
        for i in 0..<3 {
            for k in 1..<21 { #expect(frames[k].progress[i] >= frames[k - 1].progress[i]) }
        }
    }

    @Test func stateArithmeticIsElementwise() {
        let a = RingsState(progress: [0, 1, 2], opacity: 0.5), b = RingsState(progress: [1, 1, 0], opacity: 1)
        #expect(a.interpolated(to: b, 0.5) == RingsState(progress: [0.5, 1, 1], opacity: 0.75))
        #expect((a + .zero) == a && (a - a).progress == [0, 0, 0])
    }

    /// The ink of a band equals its analytic area: annulus sector plus two half-disc caps.
    @Test(arguments: [(0.25, true), (0.6, false), (1.0, true)])
    func bandInkMatchesItsArea(fraction: Double, clockwise: Bool) throws {
        let r = 60.0, w = 14.0, turn = 2 * Double.pi
        let band = ArcBand(center: Point(x: 100, y: 100), radius: r, width: w, startAngle: -.pi / 2,
                           endAngle: -.pi / 2 + (clockwise ? 1 : -1) * turn * fraction, clockwise: clockwise)
        var c = try Canvas(width: 200, height: 200)
        c.fill(band.outline(tolerance: 0.02), rule: .nonZero, paint: .solid(.black))
        let ink = stride(from: 3, to: c.bytes.count, by: 4).reduce(0.0) { $0 + Double(c.bytes[$1]) / 255 }
        let sector = turn * fraction * r * w
        let caps = fraction >= 1 ? 0 : Double.pi * (w / 2) * (w / 2)
        #expect(abs(ink - (sector + caps)) / (sector + caps) < 0.01, "ink \(ink) expected \(sector + caps)")
    }

    @Test func sweepDirectionAndClamping() {
        let p = Point(x: 0, y: 0)
        #expect(ArcBand(center: p, radius: 1, width: 1, startAngle: 0, endAngle: 1).sweep == 1)
        #expect(ArcBand(center: p, radius: 1, width: 1, startAngle: 0, endAngle: -1).sweep == 0)
        #expect(ArcBand(center: p, radius: 1, width: 1, startAngle: 0, endAngle: -1, clockwise: false).sweep == -1)
        #expect(ArcBand(center: p, radius: 1, width: 1, startAngle: 0, endAngle: 9).sweep == 2 * .pi)
        #expect(ArcBand(center: p, radius: 1, width: 1, startAngle: 0, endAngle: 0).outline().points.isEmpty)
        #expect(ArcBand(center: p, radius: 1, width: 1, startAngle: 0, endAngle: .nan).outline().points.isEmpty)
    }

    /// Health bars growing from zero: the last frame is the static chart.
    @Test func healthBarsLastFrameIsTheStaticChart() throws {
        let days = (0..<7).map { HealthSample(date: Int64($0) * 86_400, value: Double(1000 * ($0 + 2))) }
        var h = HealthChart(); h.scale = 0.5
        let values = days.map(\.value)
        let end = AnimatableVector(values), start = AnimatableVector(values.map { _ in 0.0 })
        let t = Transition(from: start, to: end, duration: 1, easing: .spring())
        let last = h.displayList(days, width: 400, height: 250, labels: painter, animatedValues: t.value(at: 1).elements)
        let first = h.displayList(days, width: 400, height: 250, labels: painter, animatedValues: t.value(at: 0).elements)
        #expect(try pixels(last, h.theme) == pixels(h.displayList(days, width: 400, height: 250, labels: painter), h.theme))
        #expect(try pixels(first, h.theme) != pixels(last, h.theme))
    }

    @Test func readsRingsJSON() throws {
        let c = try RingsChart(jsonBytes: Array(##"{"style": "rainbow", "clockwise": false, "rings": [{"label": "A", "value": 3, "goal": 4, "color": "#123456"}]}"##.utf8))
        #expect(c.style == .rainbow && !c.clockwise && c.items[0].progress == 0.75 && c.color(0) == Color(hex: "#123456"))
        #expect(throws: SeriesError.self) { try RingsChart(jsonBytes: Array(#"{"rings": [{"label": "A", "goal": 4}]}"#.utf8)) }
        #expect(throws: SeriesError.self) { try RingsChart(jsonBytes: Array(#"{"rings": []}"#.utf8)) }
        #expect(throws: SeriesError.self) { try RingsChart(jsonBytes: Array(#"{"style": "pie", "rings": [{"label": "A", "value": 1, "goal": 4}]}"#.utf8)) }
    }
}
