import ChartCore

/// Horizontal grouped bars: one group per case (label on the left), one bar per key
/// (implementation) in a fixed slot and colour, its value printed at its end.
/// The value axis is logarithmic (times spanning decades: raster scenes beside peers)
/// or linear from 0 with `NiceScale` ticks (fractions), with an optional reference line.
struct BarPlot {
    struct Bar { var group: String, key: String, value: Double }
    enum Scale { case log, linear }

    var title: String
    var xTitle: String
    var bars: [Bar]
    var scale = Scale.log
    var valueLabel: (Double) -> String = TimeFormat.ns
    var tickLabel: (Double) -> String = TimeFormat.tick
    /// A vertical line at this value (e.g. 100 % of the read rate), labelled.
    var reference: (value: Double, label: String)? = nil

    static let width = 960
    static let barHeight: Float = 12, barGap: Float = 2, groupGap: Float = 14

    /// The plot as PNG bytes.
    func png() throws -> [UInt8] { PNG.encode(try render()) }

    /// The plot on a white canvas.
    func render() throws -> Canvas {
        let groups = ResultSet.unique(bars.map(\.group))
        let keys = ResultSet.unique(bars.map(\.key))
        let colors = Self.colors(keys)
        let groupHeight = Float(keys.count) * (Self.barHeight + Self.barGap) - Self.barGap + Self.groupGap
        let t: Float = 50
        let b = t + Float(groups.count) * groupHeight
        let height = Int(b + 62)
        var c = try PlotCanvas(width: Self.width, height: height)
        let labelWidth = min(300, (groups.map { c.textWidth($0, size: 12) }.max() ?? 40) + 16)
        let legendWidth = min(220, (keys.map { c.textWidth($0, size: 12) }.max() ?? 40) + 50)
        let l = max(90, labelWidth + 10), r = Float(Self.width) - legendWidth - 70

        let values = bars.map(\.value) + (reference.map { [$0.value] } ?? [])
        let map: (Double) -> Float
        var ticks: [(Double, Bool)] = []
        switch scale {
        case .log:
            guard let axis = LogAxis(values: values, p0: l, p1: r) else { return try c.render() }
            map = { axis.map(max($0, 1e-300)) }
            ticks = axis.ticks.map { ($0.value, $0.labelled) }
        case .linear:
            guard let s = NiceScale(lower: 0, upper: max(values.max() ?? 1, 1e-12), maxTicks: 6) else { return try c.render() }
            map = { l + Float(($0 - s.lower) / (s.upper - s.lower)) * (r - l) }
            ticks = s.ticks.map { ($0, true) }
        }
        for (v, labelled) in ticks {
            let px = map(v).rounded()
            c.rect(px, t, px + 1, b, labelled ? Palette.grid : Palette.minorGrid)
            if labelled { c.text(tickLabel(v), at: SIMD2(px, b + 18), size: 12, align: .center) }
        }
        c.rect(l, t, l + 1, b, Palette.axis)
        c.rect(l, b, r + 1, b + 1, Palette.axis)

        // The reference line under the bars, so that their value labels stay readable.
        if let ref = reference {
            let px = map(ref.value).rounded()
            c.rect(px, t - 6, px + 2, b, Palette.axis)
            c.text(ref.label, at: SIMD2(px, t - 10), size: 11, align: .center, color: Palette.axis)
        }
        for (gi, g) in groups.enumerated() {
            let gy = t + Self.groupGap / 2 + Float(gi) * groupHeight
            c.text(g, at: SIMD2(l - 8, gy + (groupHeight - Self.groupGap) / 2 + 4), size: 12, align: .right)
            for (ki, k) in keys.enumerated() {
                guard let bar = bars.first(where: { $0.group == g && $0.key == k }), bar.value > 0 else { continue }
                let y0 = gy + Float(ki) * (Self.barHeight + Self.barGap)
                let x1 = max(l + 1, map(bar.value))
                c.rect(l + 1, y0, x1, y0 + Self.barHeight, colors[ki])
                c.text(valueLabel(bar.value), at: SIMD2(x1 + 4, y0 + Self.barHeight - 2), size: 10, color: Palette.muted)
            }
        }
        c.text(title, at: SIMD2(16, 26), size: 17, color: Palette.label)
        c.text(xTitle, at: SIMD2((l + r) / 2, b + 44), size: 13, align: .center)
        var ly = t + 10
        for (ki, k) in keys.enumerated() {
            c.rect(r + 70, ly - 9, r + 88, ly + 1, colors[ki])
            c.text(k, at: SIMD2(r + 96, ly), size: 12)
            ly += 19
        }
        return try c.render()
    }

    /// Shades of blue for our keys ("ours T=1", "ours T=2": one family at a glance), the
    /// other palette colours in turn for the rest.
    static func colors(_ keys: [String]) -> [Color] {
        let blues = [Color(r: 31, g: 119, b: 180), Color(r: 107, g: 174, b: 214), Color(r: 8, g: 69, b: 148)]
        var ours = 0, other = keys.contains { $0.hasPrefix("ours") } ? 1 : 0
        return keys.map { k in
            if k.hasPrefix("ours") { defer { ours += 1 }; return blues[ours % blues.count] }
            defer { other += 1 }
            return Palette.color(other)
        }
    }
}
