@testable import ChartCore
import Testing

/// Frames of degenerate data render (no trap, no hang) and draw what little there is.
@Suite struct FrameExtremeInputTests {
    func render(_ set: SeriesSet, _ state: ChartState = ChartState()) throws -> Canvas {
        try ChartRenderer(data: ChartData(set), width: 240, height: 160).render(state)
    }

    func set(_ x: [Int64], _ ys: [[Float]], stacked: Bool = false) throws -> SeriesSet {
        var s = try SeriesSet(x: .int64(Column(x)), series: ys.enumerated().map {
            Series(id: "y\($0.offset)", kind: stacked ? .bar : .line, y: .float(Column($0.element)))
        })
        s.stacked = stacked
        return s
    }

    @Test func emptySinglePointAllNaNAndConstantSeriesRender() throws {
        let t0: Int64 = 1_600_000_000_000
        _ = try render(set([], [[]]))
        _ = try render(set([t0], [[5]]), ChartState(hoverX: Double(t0)))
        _ = try render(set([t0, t0 + 1], [[.nan, .nan]]), ChartState(hoverX: Double(t0)))
        _ = try render(set([t0, t0 + 60_000, t0 + 120_000], [[7, 7, 7]]))
        _ = try render(set([t0, t0 + 60_000], [[1, 2], [3, 4]], stacked: true), ChartState(hidden: ["y0", "y1"]))
    }

    @Test func extremeValuesAndViewportsRender() throws {
        let t0: Int64 = 1_600_000_000_000
        let x = (0..<100).map { t0 + Int64($0) * 60_000 }
        let big = (0..<100).map { $0 % 2 == 0 ? Float.greatestFiniteMagnitude : -Float.greatestFiniteMagnitude }
        let inf = (0..<100).map { $0 == 50 ? Float.infinity : Float($0) }
        for ys in [[big], [inf], [(0..<100).map { Float($0) * 1e-30 }]] {
            let data = try set(x, ys)
            _ = try render(data)
            _ = try render(data, ChartState(viewport: -1e300...1e300, hoverX: 1e300))
            _ = try render(data, ChartState(viewport: Double(t0) + 10...Double(t0) + 20))   // between two points
        }
    }
}
