@testable import ChartCore
import Foundation

/// Every chart of the contest data: round 1's five and round 2's five overviews.
let telegramCharts: [(name: String, set: SeriesSet)] = {
    var out: [(String, SeriesSet)] = []
    if let r1 = try? TelegramLoader.load(path: telegramDataURL.path + "/round1/chart_data.json") {
        out += r1.enumerated().map { ("round1/\($0.offset + 1)", $0.element) }
    }
    for k in 1...5 {
        if let s = try? TelegramLoader.load(path: telegramDataURL.path + "/round2/\(k)/overview.json") {
            out.append(("round2/\(k)", s[0]))
        }
    }
    return out
}()

/// A random walk with millisecond x (one point per minute from 2020-01-01).
func randomWalkSet(count: Int, series: Int, seed: UInt64) -> SeriesSet {
    var g = SeededGenerator(seed: seed)
    let x = (0..<count).map { 1_577_836_800_000 + Int64($0) * 60_000 }
    let ys = (0..<series).map { _ in
        var v: Float = 0
        return (0..<count).map { _ in v += Float.random(in: -1...1, using: &g); return v }
    }
    return try! SeriesSet(x: .int64(Column(x)), series: ys.enumerated().map {
        Series(id: "y\($0.offset)", name: "S\($0.offset)", y: .float(Column($0.element)))
    })
}

/// The naive y range of a state: every visible point of every visible series scanned.
func naiveYRange(_ d: ChartData, _ state: ChartState, axis: Int) -> ClosedRange<Double>? {
    let set = d.seriesSet
    let series = d.axisSeries(axis).filter { !state.hidden.contains(set.series[$0].id) }
    guard !series.isEmpty else { return nil }
    if set.percentage { return 0...100 }
    let w = d.window(state)
    var idx = (0..<set.count).filter { set.x.value(at: $0) >= w.lowerBound && set.x.value(at: $0) <= w.upperBound }
    if idx.isEmpty, let after = (0..<set.count).first(where: { set.x.value(at: $0) > w.upperBound }) {
        idx = [after - 1, after].filter { $0 >= 0 }
    }
    var values: [Double] = []
    for i in idx {
        if set.stacked {
            values.append(set.series.indices.filter { !state.hidden.contains(set.series[$0].id) }
                .map { set.series[$0].y.value(at: i) }.filter { !$0.isNaN }.reduce(0, +))
        } else {
            values += series.map { set.series[$0].y.value(at: i) }.filter { !$0.isNaN }
        }
    }
    guard var lo = values.min(), var hi = values.max() else { return nil }
    if set.stacked || set.series[series[0]].kind == .bar { lo = min(lo, 0); hi = max(hi, 0) }
    return lo...hi
}

/// Fraction of differing bytes and the largest byte difference of two canvases.
func difference(_ a: Canvas, _ b: Canvas) -> (fraction: Double, maxDelta: Int, meanDelta: Double) {
    var differing = 0, maxDelta = 0, sum = 0
    for (p, q) in zip(a.bytes, b.bytes) where p != q {
        differing += 1
        let d = abs(Int(p) - Int(q))
        maxDelta = max(maxDelta, d); sum += d
    }
    return (Double(differing) / Double(a.bytes.count), maxDelta, Double(sum) / Double(a.bytes.count))
}
