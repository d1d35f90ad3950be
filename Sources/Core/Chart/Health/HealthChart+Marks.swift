/// The bars and the line of `HealthChart`.
extension HealthChart {
    /// Gradient bars with rounded tops, value labels above; the highlighted bar in full
    /// colour, the others lighter.
    func _drawBars(_ values: [Double], nice: NiceScale, highlight: Int, plot: Rect,
                   labels: LabelPainter, into list: inout DisplayList) {
        let u = Double(scale), n = values.count
        let slot = plot.width / Double(n)
        let barW = min(slot * 0.62, 56 * u)
        let base = _y(max(nice.lower, 0), nice, plot)
        var dim = Path(), bright = Path()
        for i in 0..<n where values[i].isFinite {
            let top = _y(values[i], nice, plot)
            let r = Rect(x: x(i, of: n, in: plot) - barW / 2, y: min(top, base), width: barW, height: abs(base - top))
            if i == highlight { bright.addTopRoundedRect(r, radius: min(barW * 0.22, 10 * u)) }
            else { dim.addTopRoundedRect(r, radius: min(barW * 0.22, 10 * u)) }
        }
        let top = Float(_y(nice.upper, nice, plot)), bottom = Float(base)
        let light = accent.mixed(over: Color(hex: "#FFD60A")!, 0.7)
        func gradient(_ a: Color, _ b: Color) -> Paint {
            .linearGradient(start: SIMD2(0, top), end: SIMD2(0, bottom), stops: [(Float(0), a), (Float(1), b)])
        }
        let fade = theme.isDark ? 0.45 : 0.38
        list.fill(dim.flattened(), rule: .nonZero, paint: gradient(
            light.mixed(over: theme.background, fade), accent.mixed(over: theme.background, fade)))
        list.fill(bright.flattened(), rule: .nonZero, paint: gradient(light, accent))
        // The average as a dashed line across the plot, labelled at its right end (as the
        // Health app marks a daily average), behind the value labels.
        let mean = values.reduce(0, +) / Double(n)
        if mean.isFinite, mean > nice.lower {
            let y = _y(mean, nice, plot)
            var rule = Path()
            rule.move(to: Point(x: plot.minX, y: y)); rule.line(to: Point(x: plot.maxX, y: y))
            list.fill(rule.stroked(StrokeStyle(width: 1.5 * u, dashes: [5 * u, 4 * u])), rule: .nonZero,
                      paint: .solid(theme.secondaryText, opacity: 0.9))
        }
        // Value labels above the bars (every bar when they fit, else the highlighted one).
        let f = scale
        let size = Float(min(12 * u, slot * 0.3))
        let fits = values.indices.allSatisfy { labels.textWidth(HealthChart.format(values[$0]), size: size) < Float(slot) - 2 }
        var dimText = FlatPath(), brightText = FlatPath()
        for i in 0..<n where values[i].isFinite && (fits || i == highlight) {
            let y = Float(min(_y(values[i], nice, plot), base)) - 7 * f
            let text = HealthChart.format(values[i]), at = SIMD2(Float(x(i, of: n, in: plot)), y)
            if i == highlight { labels.append(text, size: 13 * f, at: at, alignment: .center, to: &brightText) }
            else { labels.append(text, size: size, at: at, alignment: .center, to: &dimText) }
        }
        // A halo keeps the average line from running through the digits.
        list.fill(LabelPainter.halo(of: dimText, width: 3 * u), rule: .nonZero, paint: .solid(theme.background))
        list.fill(LabelPainter.halo(of: brightText, width: 3 * u), rule: .nonZero, paint: .solid(theme.background))
        list.fill(dimText, rule: .nonZero, paint: .solid(theme.secondaryText))
        list.fill(brightText, rule: .nonZero, paint: .solid(theme.text))
    }

    /// The line through every value with a circle on each point (white centre, coloured
    /// ring; the highlighted point filled), and a soft gradient under it.
    func _drawLine(_ values: [Double], nice: NiceScale, highlight: Int, plot: Rect, into list: inout DisplayList) {
        let u = Double(scale), n = values.count
        var line = Path()
        var pts: [Point] = []
        for i in 0..<n where values[i].isFinite {
            let p = Point(x: x(i, of: n, in: plot), y: _y(values[i], nice, plot))
            if pts.isEmpty { line.move(to: p) } else { line.line(to: p) }
            pts.append(p)
        }
        guard let first = pts.first, let last = pts.last else { return }
        var area = line
        area.line(to: Point(x: last.x, y: plot.maxY)); area.line(to: Point(x: first.x, y: plot.maxY)); area.close()
        list.fill(area.flattened(), rule: .nonZero, paint: .linearGradient(
            start: SIMD2(0, Float(plot.minY)), end: SIMD2(0, Float(plot.maxY)),
            stops: [(Float(0), accent.withAlpha(theme.isDark ? 70 : 50)), (Float(1), accent.withAlpha(0))]))
        list.fill(line.stroked(StrokeStyle(width: 2.5 * u, join: .round, cap: .round)), rule: .nonZero, paint: .solid(accent))
        var rings = Path(), centres = Path()
        for (k, p) in pts.enumerated() {
            let r = k == highlight ? 7 * u : 5 * u
            rings.addEllipse(center: p, rx: r, ry: r)
            if k != highlight { centres.addEllipse(center: p, rx: 2.8 * u, ry: 2.8 * u) }
        }
        list.fill(rings.flattened(), rule: .nonZero, paint: .solid(accent))
        list.fill(centres.flattened(), rule: .nonZero, paint: .solid(theme.surface))
    }
}
