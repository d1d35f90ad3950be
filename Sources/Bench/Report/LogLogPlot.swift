import ChartCore

/// Time per operation against n on log-log axes: one line per (case family,
/// implementation), colour by family, line style by implementation (ours solid, then
/// dashed, dotted, dash-dot), a whisker from the minimum to the p90 at every point.
/// A flat line is O(1) or O(log n) in n; a line at 45° is O(n).
struct LogLogPlot {
    struct Point { var n: Double, median: Double, min: Double, p90: Double? }
    struct Series {
        var family: String
        var impl: String
        var points: [Point]
    }

    var title: String
    var xTitle = "n (points)"
    var yTitle = "time per operation (median; whisker: min … p90)"
    var series: [Series]

    static let width = 960, height = 540
    /// Plot frame: left, top, right, bottom.
    static let frame: (Float, Float, Float, Float) = (84, 46, 690, 474)

    /// The plot as PNG bytes.
    func png() throws -> [UInt8] { PNG.encode(try render()) }

    /// The plot on a white canvas.
    func render() throws -> Canvas {
        var c = try PlotCanvas(width: Self.width, height: Self.height)
        let (l, t, r, b) = Self.frame
        let all = series.flatMap(\.points)
        guard let x = LogAxis(values: all.map(\.n), p0: l, p1: r),
              let y = LogAxis(values: all.flatMap { [$0.median, $0.min] + ($0.p90.map { [$0] } ?? []) }, p0: b, p1: t)
        else { return try c.render() }

        for tick in x.ticks {
            let px = x.map(tick.value).rounded()
            c.rect(px, t, px + 1, b, tick.major ? Palette.grid : Palette.minorGrid)
            if tick.labelled {
                c.text(LogAxis.countLabel(tick.value), at: SIMD2(px, b + 18), size: 12, align: .center,
                       color: tick.major ? Palette.label : Palette.muted)
            }
        }
        for tick in y.ticks {
            let py = y.map(tick.value).rounded()
            c.rect(l, py, r, py + 1, tick.major ? Palette.grid : Palette.minorGrid)
            if tick.labelled {
                c.text(TimeFormat.tick(tick.value), at: SIMD2(l - 6, py + 4), size: 12, align: .right,
                       color: tick.major ? Palette.label : Palette.muted)
            }
        }
        c.rect(l, b, r + 1, b + 1, Palette.axis)
        c.rect(l, t, l + 1, b + 1, Palette.axis)

        let families = ResultSet.unique(series.map(\.family))
        let impls = ResultSet.unique(series.map(\.impl))
        c.clip(PixelRect(x0: Int(l), y0: Int(t), x1: Int(r) + 1, y1: Int(b) + 1))
        for s in series {
            let color = Palette.color(families.firstIndex(of: s.family)!)
            let style = impls.firstIndex(of: s.impl)!
            let pts = s.points.sorted { $0.n < $1.n }
            for p in pts {
                let px = x.map(p.n)
                c.rect(px - 0.5, y.map(p.p90 ?? p.median), px + 0.5, y.map(p.min), color)
            }
            c.polyline(pts.map { SIMD2(x.map($0.n), y.map($0.median)) }, width: 2, color: color,
                       dashes: Palette.dash(style))
            for p in pts {
                c.marker(SIMD2(x.map(p.n), y.map(p.median)), radius: 3.5, color: color, square: style != 0)
            }
        }
        c.clip(nil)

        c.text(title, at: SIMD2(l, 28), size: 17, color: Palette.label)
        c.text(xTitle, at: SIMD2((l + r) / 2, b + 44), size: 13, align: .center)
        c.text(yTitle, at: SIMD2(24, (t + b) / 2), size: 13, align: .center, vertical: true)
        legend(&c, families: families, impls: impls, x: r + 22, y: t + 4)
        return try c.render()
    }

    /// Two legend blocks: colour = case family, line style = implementation.
    private func legend(_ c: inout PlotCanvas, families: [String], impls: [String], x: Float, y: Float) {
        var yy = y + 10
        c.text("case", at: SIMD2(x, yy), size: 12, color: Palette.muted)
        yy += 20
        for (i, f) in families.enumerated() {
            c.rect(x, yy - 9, x + 22, yy - 5, Palette.color(i))
            c.text(Self.clipped(f, c, Float(Self.width) - x - 38), at: SIMD2(x + 30, yy), size: 12)
            yy += 19
        }
        yy += 12
        c.text("implementation", at: SIMD2(x, yy), size: 12, color: Palette.muted)
        yy += 20
        for (i, impl) in impls.enumerated() {
            c.polyline([SIMD2(x, yy - 7), SIMD2(x + 22, yy - 7)], width: 2, color: Palette.axis, dashes: Palette.dash(i))
            c.marker(SIMD2(x + 11, yy - 7), radius: 3.5, color: Palette.axis, square: i != 0)
            c.text(impl, at: SIMD2(x + 30, yy), size: 12)
            yy += 19
        }
    }

    /// `s` shortened in the middle with "…" to fit `width` pixels at 12 px, so that both
    /// ends survive ("telegram lines … legend T=2": the tail is often what tells lines apart).
    static func clipped(_ s: String, _ c: PlotCanvas, _ width: Float) -> String {
        guard c.textWidth(s, size: 12) > width else { return s }
        var chars = Array(s)
        while chars.count > 4 {
            chars.remove(at: chars.count / 2)
            let t = String(chars[..<(chars.count / 2)]) + "…" + String(chars[(chars.count / 2)...])
            if c.textWidth(t, size: 12) <= width { return t }
        }
        return String(chars)
    }
}
