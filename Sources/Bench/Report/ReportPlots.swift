import Foundation
import ChartCore

/// Which plots a report draws, decided from the records alone so that a new suite (a
/// `frame` suite, say) is picked up without code here:
///
/// - time vs n on log-log axes for every suite with a case family measured at two or more
///   n; `range` and `decimate` get curated plots (the range query; the decimation scans at
///   1 thread; the pixel-column M4 from the tree beside its scan), any other suite one
///   plot of all its families;
/// - grouped bars for the cases no scaling plot shows (one n per family), in suites that
///   have peer records or whose name starts with `raster` or `frame`: ours at each thread
///   count beside each peer;
/// - the scan kernels' fraction of the memory read rate, when the run has a `memory` suite.
public struct PlotFile: Sendable {
    /// File name, e.g. "range-query.png".
    public var name: String
    /// The suite whose table the plot goes with (`Report.readRateSection` for the read-rate plot).
    public var suite: String
    /// The plot's title, also the image's alt text in the markdown.
    public var title: String
    /// A line of markdown under the plot (the growth exponents of a scaling plot), or "".
    public var caption = ""
    /// The picture (PNG encoding is left to the writer: it is most of the cost).
    public var canvas: Canvas
    /// The picture as PNG bytes. - Complexity: O(pixels).
    public var png: [UInt8] { PNG.encode(canvas) }
}

extension ResultSet {
    struct ScalingSpec: Sendable {
        var suite: String, name: String, title: String
        var include: @Sendable (BenchResult) -> Bool
    }

    /// The curated log-log plots of the suites we know.
    static let curated: [ScalingSpec] = [
        ScalingSpec(suite: "range", name: "range-query", title: "Range query: tree vs linear scan") {
            $0.case.hasPrefix("query")
        },
        ScalingSpec(suite: "decimate", name: "decimate-scan", title: "Decimation scans to 2000 points") {
            !$0.case.hasPrefix("pixel") && $0.threads == 1 && $0.case.split(separator: " ").contains("f32")
        },
        ScalingSpec(suite: "decimate", name: "decimate-pixel-m4", title: "Pixel-column M4: range tree vs scan") {
            $0.case.hasPrefix("pixel")
        },
    ]

    /// Every plot of the report (see `PlotFile`). - Throws: if the shipped font cannot be read.
    public func plots() throws -> [PlotFile] {
        var out: [PlotFile] = []
        for suite in suites {
            let specs = Self.curated.filter { $0.suite == suite }
            let list = specs.isEmpty
                ? [ScalingSpec(suite: suite, name: "\(suite)-scaling", title: "Suite \(suite): time vs n") { _ in true }]
                : specs
            for spec in list {
                if let p = try scalingPlot(spec) { out.append(p) }
            }
            // The cases no scaling plot shows (one n per family) get bars, in suites where
            // bars say something: beside peers, raster scenes, chart frames.
            if !peerImpls(suite: suite).isEmpty || suite.hasPrefix("raster") || suite.hasPrefix("frame"),
               let p = try barPlot(suite, skipping: specs.isEmpty ? scalingFamilies(suite) : Set(sizesByFamily(suite).keys)) {
                out.append(p)
            }
        }
        if let p = try memoryPlot() { out.append(p) }
        return out
    }

    /// The distinct n of each family (with threads) of `suite`'s records passing `include`.
    func sizesByFamily(_ suite: String, include: (BenchResult) -> Bool = { _ in true }) -> [String: Set<Int>] {
        var sizes: [String: Set<Int>] = [:]
        for r in ours + peers where r.suite == suite && include(r) { sizes[r.familyWithThreads, default: []].insert(r.n) }
        return sizes
    }

    /// The families of `suite` measured at two or more n (a generic scaling plot draws them).
    func scalingFamilies(_ suite: String) -> Set<String> {
        Set(sizesByFamily(suite).filter { $0.value.count >= 2 }.keys)
    }

    func scalingPlot(_ spec: ScalingSpec) throws -> PlotFile? {
        let records = (ours + peers).filter { $0.suite == spec.suite && spec.include($0) }
        // Families (with their thread count) measured at two or more sizes.
        let sizes = sizesByFamily(spec.suite, include: spec.include)
        let families = Array(Self.unique(records.map(\.familyWithThreads)).filter { sizes[$0]!.count >= 2 }.prefix(10))
        guard !families.isEmpty else { return nil }
        let (labels, common) = Self.shortLabels(families)
        var series: [LogLogPlot.Series] = []
        for (f, label) in zip(families, labels) {
            let rs = records.filter { $0.familyWithThreads == f }
            for impl in Self.unique(rs.map(\.impl)) {
                let pts = rs.filter { $0.impl == impl }.map {
                    LogLogPlot.Point(n: Double($0.n), median: $0.median_ns, min: $0.min_ns, p90: $0.p90_ns)
                }
                series.append(LogLogPlot.Series(family: label, impl: impl, points: pts))
            }
        }
        // Ours first, so it is the solid line.
        series.sort { ($0.impl == "ours" ? 0 : 1) < ($1.impl == "ours" ? 0 : 1) }
        let title = spec.title + (common.isEmpty ? "" : " (\(common))")
        let canvas = try LogLogPlot(title: title, series: series).render()
        var file = PlotFile(name: spec.name + ".png", suite: spec.suite, title: title, canvas: canvas)
        let slopes = series.compactMap { s in Self.growth(s.points).map { "\(s.family) \(s.impl) \(String(format: "%.2f", $0))" } }
        if !slopes.isEmpty {
            file.caption = "Growth with n (slope of log time over log n from the smallest to the largest n; "
                + "0 = flat, 1 = linear): " + slopes.joined(separator: "; ") + "."
        }
        return file
    }

    /// Bars of `suite`'s cases whose family (with threads) is not in `skipping`.
    func barPlot(_ suite: String, skipping: Set<String>) throws -> PlotFile? {
        let peerThreads = Dictionary(grouping: peers.filter { $0.suite == suite }, by: \.impl).mapValues { Set($0.map(\.threads)) }
        var bars: [BarPlot.Bar] = []
        for r in ours where r.suite == suite && r.impl == "ours" && !skipping.contains(r.familyWithThreads) {
            bars.append(.init(group: r.family, key: "ours T=\(r.threads)", value: r.median_ns))
        }
        for r in peers where r.suite == suite && !skipping.contains(r.familyWithThreads) {
            let key = (peerThreads[r.impl]?.count ?? 0) > 1 ? "\(r.impl) T=\(r.threads)" : r.impl
            bars.append(.init(group: r.family, key: key, value: r.median_ns))
        }
        guard !bars.isEmpty else { return nil }
        let title = peerThreads.isEmpty
            ? "Suite \(suite): median time per case (log scale)"
            : "Suite \(suite): ours beside the peers (median, log scale)"
        let canvas = try BarPlot(title: title, xTitle: "time per frame (shorter is faster)", bars: bars).render()
        return PlotFile(name: "\(suite)-bars.png", suite: suite, title: title, canvas: canvas)
    }

    func memoryPlot() throws -> PlotFile? {
        let rate = MemoryRate(self)
        let fractions = rate.fractions(self)
        guard !fractions.isEmpty else { return nil }
        let bars = fractions.map { f in
            let words = f.label.split(separator: " ")
            let t = words.last(where: { $0.hasPrefix("T=") }).map(String.init) ?? "T=1"
            return BarPlot.Bar(group: words.filter { !$0.hasPrefix("T=") }.joined(separator: " "), key: t,
                               value: 100 * f.fraction)
        }
        let title = "Scan kernels: share of the memory read rate at the same thread count"
        var plot = BarPlot(title: title, xTitle: "% of the same-run read rate (fastest call of each)", bars: bars, scale: .linear)
        plot.valueLabel = { String(format: "%.0f%%", $0) }
        plot.tickLabel = { String(format: "%.0f%%", $0) }
        plot.reference = (100, "read rate")
        return PlotFile(name: "memory-fraction.png", suite: Report.readRateSection, title: title, canvas: try plot.render())
    }

    /// log(t_last / t_first) / log(n_last / n_first) over the medians: ~0 for O(1) and
    /// O(log n) at these sizes, ~1 for O(n). nil with fewer than two distinct n.
    static func growth(_ points: [LogLogPlot.Point]) -> Double? {
        let p = points.filter { $0.n > 0 && $0.median > 0 }.sorted { $0.n < $1.n }
        guard let a = p.first, let b = p.last, b.n > a.n else { return nil }
        return log(b.median / a.median) / log(b.n / a.n)
    }

    /// The labels without the words every label shares, and those words ("f32 T=1").
    static func shortLabels(_ labels: [String]) -> ([String], String) {
        let words = labels.map { $0.split(separator: " ").map(String.init) }
        guard labels.count > 1, let first = words.first else { return (labels, "") }
        let common = first.filter { w in words.allSatisfy { $0.contains(w) } }
        let short = words.map { ws in ws.filter { !common.contains($0) }.joined(separator: " ") }
        return (short.contains("") ? labels : short, short.contains("") ? "" : common.joined(separator: " "))
    }
}
