@testable import ChartCore
import Testing

@Suite struct ActivityGraphTests {
    let painter = LabelPainter(font: try! Font.dejaVuSans())
    let end = KindDate.parse("2026-11-24")!

    func weeks() -> ActivityWeeks {
        let logs = (0..<12).map { (k: Int) -> ActivityLog in
            let start: Int64 = end - Int64(12 - k) * ActivityWeeks.weekSeconds + 3600
            let metres = Double(10_000 + 2_500 * (k % 5))
            return ActivityLog(start: start, distance: metres, duration: 3600, elevation: 50)
        }
        return ActivityWeeks(logs, endingAt: end)
    }

    func render(_ g: ActivityGraph, threads: Int) throws -> Canvas {
        var c = try Canvas(width: 400, height: 250)
        c.clear(g.theme.background)
        c._draw(g.displayList(weeks(), width: 400, height: 250, labels: painter), threads: threads, mode: .auto)
        return c
    }

    /// The marker is a grey vertical line at the drag's x (between two weeks), and the
    /// header shows the nearest week; 1 thread and 2 give the same bytes.
    @Test func markerSitsAtTheDragPosition() throws {
        var g = ActivityGraph(); g.scale = 0.5
        let plot = g.plotRect(width: 400, height: 250)
        let step = plot.width / 11
        g.selectionX = plot.minX + 4.3 * step
        let sel = g.selection(weeks(), width: 400, height: 250)
        #expect(sel.week == 4 && abs(sel.position - 4.3) < 1e-9)
        let c = try render(g, threads: 1)
        #expect(c.bytes == (try render(g, threads: 2)).bytes)
        // Just above the plot's top edge only the marker is drawn.
        let y = Int(plot.minY) - 3
        let inked = (0..<400).filter { x in c.pixel(x: x, y: y)!.r < 250 }
        #expect(!inked.isEmpty && inked.allSatisfy { abs(Double($0) + 0.5 - sel.markerX) <= 1.5 }, "\(inked) vs \(sel.markerX)")
        #expect(ActivityGraph.texts(weeks().totals[4]) == ("20.0 km", "1h 0m", "50 m"))
    }
}
