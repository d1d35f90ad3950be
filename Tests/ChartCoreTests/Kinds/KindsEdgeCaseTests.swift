@testable import ChartCore
import Testing

/// Every kind draws (or draws nothing) without trapping on degenerate canvases and data.
@Suite struct KindsEdgeCaseTests {
    let painter = LabelPainter(font: try! Font.dejaVuSans())

    @Test(arguments: [(1, 1), (12, 9), (3000, 2), (2, 3000)])
    func tinyAndThinCanvases(width: Int, height: Int) throws {
        var c = try Canvas(width: width, height: height)
        var lists: [DisplayList] = []
        lists.append(TreeDiagram().displayList(for: Tree.random(count: 50, parentWindow: 5, seed: 1), width: width, height: height, labels: painter))
        let days = [HealthSample(date: 0, value: 3), HealthSample(date: 86_400, value: 0)]
        for style in HealthChart.Style.allCases {
            var h = HealthChart(); h.style = style
            lists.append(h.displayList(days, width: width, height: height, labels: painter))
        }
        lists.append(ActivityGraph().displayList(ActivityWeeks([], endingAt: 0), width: width, height: height, labels: painter))
        for style in RingsChart.Style.allCases {
            var r = RingsChart(items: [.init(label: "A", value: 1, goal: 2)]); r.style = style
            lists.append(r.displayList(state: r.dataState, width: width, height: height, labels: painter))
        }
        for l in lists { c._draw(l, threads: 2, mode: .auto) }
    }

    @Test func degenerateData() throws {
        var c = try Canvas(width: 200, height: 120)
        // One sample, all zeros, negative values, a single-week window, zero goals, a lone root.
        var h = HealthChart()
        c.draw(h.displayList([HealthSample(date: 0, value: 0)], width: 200, height: 120, labels: painter), threads: 1)
        h.style = .line
        c.draw(h.displayList([HealthSample(date: 0, value: -5), HealthSample(date: 86_400, value: -5)], width: 200, height: 120, labels: painter), threads: 1)
        #expect(h.displayList([], width: 200, height: 120, labels: painter).count == 0)
        let w = ActivityWeeks([ActivityLog(start: -1, distance: 0, duration: 0)], endingAt: 0, count: 1)
        c.draw(ActivityGraph().displayList(w, width: 200, height: 120, labels: painter), threads: 1)
        #expect(ActivityWeeks([], endingAt: 0, count: 0).totals.isEmpty)
        let extreme = [ActivityLog(start: .max, distance: 1, duration: 1), ActivityLog(start: .min, distance: 1, duration: 1)]
        #expect(ActivityWeeks(extreme, endingAt: .min).totals.allSatisfy { $0.activities == 0 })
        #expect(ActivityWeeks(extreme, endingAt: .max).totals.allSatisfy { $0.activities == 0 })
        let r = RingsChart(items: [.init(label: "A", value: 5, goal: 0), .init(label: "B", value: .infinity, goal: 1)])
        #expect(r.dataState.progress == [0, 0])
        c.draw(r.displayList(state: RingsState(progress: [.nan, -1], opacity: .nan), width: 200, height: 120, labels: painter), threads: 1)
        c.draw(TreeDiagram().displayList(for: try Tree(parents: [-1]), width: 200, height: 120, labels: painter), threads: 1)
        var bare = TreeDiagram(); bare.palette = []
        c.draw(bare.displayList(for: try Tree(parents: [-1, 0]), width: 200, height: 120, labels: painter), threads: 1)
        #expect(TreeLayout.tidy(try Tree(parents: [-1])).positions == [Point(x: 0, y: 0)])
    }
}
