/// The header, grid and labels shared by both styles, and the entry point.
extension HealthChart {
    /// The chart of `samples` (in date order) on a `width` × `height` canvas (background
    /// not included). `animatedValues`, when given, replaces the drawn values (bar heights
    /// or line points, same count) while the axis, labels and header keep `samples`' —
    /// the frames of an animation share one scale.
    /// - Complexity: O(n) geometry plus the label outlines.
    public func displayList(_ samples: [HealthSample], width: Int, height: Int, labels: LabelPainter,
                            animatedValues: [Double]? = nil) -> DisplayList {
        var list = DisplayList()
        let n = samples.count
        guard n > 0 else { return list }
        let plot = plotRect(width: width, height: height)
        let values = samples.map(\.value)
        let nice = valueScale(values)
        let hi = min(max(highlight ?? n - 1, 0), n - 1)
        _drawGrid(nice, plot: plot, labels: labels, into: &list)
        _drawDays(samples, highlight: hi, plot: plot, labels: labels, into: &list)
        let drawn = animatedValues.map { $0.count == n ? $0 : values } ?? values
        switch style {
        case .bars: _drawBars(drawn, nice: nice, highlight: hi, plot: plot, labels: labels, into: &list)
        case .line: _drawLine(drawn, nice: nice, highlight: hi, plot: plot, into: &list)
        }
        _drawHeader(samples, highlight: hi, plot: plot, labels: labels, into: &list)
        return list
    }

    /// The pixel y of value `v`. - Complexity: O(1).
    func _y(_ v: Double, _ nice: NiceScale, _ plot: Rect) -> Double {
        plot.maxY - (v - nice.lower) / (nice.upper - nice.lower) * plot.height
    }

    func _drawGrid(_ nice: NiceScale, plot: Rect, labels: LabelPainter, into list: inout DisplayList) {
        let f = scale
        for t in nice.ticks {
            let y = Float(_y(t, nice, plot).rounded()) + 0.5
            let solid = t == nice.lower
            list.fillRect(x0: Float(plot.minX), y0: y - 0.5 * f, x1: Float(plot.maxX + 6 * Double(f)), y1: y + 0.5 * f,
                          paint: .solid(solid ? theme.secondaryText : theme.grid, opacity: solid ? 0.5 : 1))
            labels.draw(HealthChart.format(t), size: 12 * f, at: SIMD2(Float(plot.maxX) + 12 * f, y + 4 * f),
                        color: theme.secondaryText, into: &list)
        }
    }

    /// Weekday names (≤ 14 daily samples) or dates (every k-th) under the plot.
    func _drawDays(_ samples: [HealthSample], highlight: Int, plot: Rect, labels: LabelPainter, into list: inout DisplayList) {
        let f = scale, n = samples.count
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        // Weekday names for up to two weeks of daily values; dates for longer or weekly series.
        let weekdays = n <= 14 && _isDaily(samples)
        let every = n <= 14 ? 1 : Int((Double(n) / 8).rounded(.up))
        for i in stride(from: 0, to: n, by: every) {
            let c = KindDate.civil(samples[i].date, utcOffset: utcOffset)
            let text = weekdays ? names[Int(c.weekday) - 1] : "\(KindDate.monthName(c.month)) \(c.day)"
            labels.draw(text, size: 12 * f, at: SIMD2(Float(x(i, of: n, in: plot)), Float(plot.maxY) + 22 * f),
                        alignment: .center, color: i == highlight ? theme.text : theme.secondaryText, into: &list)
        }
    }

    /// Title, the highlighted day's value with its unit, and its date.
    func _drawHeader(_ samples: [HealthSample], highlight: Int, plot: Rect, labels: LabelPainter, into list: inout DisplayList) {
        let f = scale, x0 = Float(plot.minX)
        let s = samples[highlight]
        let avg = samples.map(\.value).reduce(0, +) / Double(samples.count)
        labels.draw(title.uppercased(), size: 13 * f, at: SIMD2(x0, 34 * f), color: accent, into: &list)
        let value = HealthChart.format(s.value)
        labels.draw(value, size: 34 * f, at: SIMD2(x0, 78 * f), color: theme.text, into: &list)
        let w = labels.textWidth(value, size: 34 * f)
        labels.draw(unit, size: 16 * f, at: SIMD2(x0 + w + 6 * f, 78 * f), color: theme.secondaryText, into: &list)
        let c = KindDate.civil(s.date, utcOffset: utcOffset)
        let names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let day = "\(KindDate.monthName(c.month)) \(c.day), \(c.year)"
        let date = _isDaily(samples) ? "\(names[Int(c.weekday) - 1]), \(day)" : "Week of \(day)"
        labels.draw(date, size: 13 * f, at: SIMD2(x0, 102 * f), color: theme.secondaryText, into: &list)
        let average = "Average \(HealthChart.format(abs(avg) >= 100 ? avg.rounded() : (avg * 10).rounded() / 10)) \(unit)"
        labels.draw(average, size: 13 * f, at: SIMD2(Float(plot.maxX) + 56 * f, 34 * f), alignment: .right,
                    color: theme.secondaryText, into: &list)
    }

    /// Whether the samples are daily: the median gap between dates is under two days.
    func _isDaily(_ samples: [HealthSample]) -> Bool {
        let gaps = zip(samples.dropFirst(), samples).map { $0.date - $1.date }.sorted()
        return gaps.isEmpty || gaps[gaps.count / 2] < 2 * KindDate.day
    }
}
