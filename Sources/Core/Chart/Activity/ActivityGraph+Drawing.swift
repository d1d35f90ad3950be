/// The draw commands of `ActivityGraph`.
extension ActivityGraph {
    /// The graph of `weeks` on a `width` × `height` canvas (background not included).
    /// - Complexity: O(weeks) geometry plus the label outlines.
    public func displayList(_ weeks: ActivityWeeks, width: Int, height: Int, labels: LabelPainter) -> DisplayList {
        let u = Double(scale), f = scale
        let plot = plotRect(width: width, height: height)
        let n = weeks.totals.count
        var list = DisplayList()
        guard n > 0 else { return list }
        let km = weeks.totals.map { $0.distance / 1000 }
        let nice = NiceScale(lower: 0, upper: max(km.max() ?? 0, 1), maxTicks: 3)!
        let step = n > 1 ? plot.width / Double(n - 1) : 0
        let x = { (k: Int) in plot.minX + Double(k) * step }
        let y = { (v: Double) in plot.maxY - v / nice.upper * plot.height }
        // Grid and distance labels (right of the plot).
        for t in nice.ticks {
            let gy = Float(y(t).rounded()) + 0.5
            list.fillRect(x0: Float(plot.minX - 8 * u), y0: gy - 0.5 * f, x1: Float(plot.maxX + 8 * u),
                          y1: gy + 0.5 * f, paint: .solid(theme.grid))
            labels.draw("\(nice.label(for: t)) km", size: 12 * f, at: SIMD2(Float(plot.maxX + 16 * u), gy + 4 * f),
                        color: theme.secondaryText, into: &list)
        }
        // Month names under the first week ending in each month.
        var lastMonth: Int64 = -1
        for k in 0..<n {
            let c = KindDate.civil(weeks.totals[k].end - 1, utcOffset: utcOffset)
            if c.month != lastMonth {
                labels.draw(KindDate.monthName(c.month).uppercased(), size: 12 * f,
                            at: SIMD2(Float(x(k)), Float(plot.maxY + 28 * u)), alignment: .center,
                            color: theme.secondaryText, into: &list)
                lastMonth = c.month
            }
        }
        // Area under the line, then the line.
        var line = Path()
        for k in 0..<n {
            let p = Point(x: x(k), y: y(km[k]))
            if k == 0 { line.move(to: p) } else { line.line(to: p) }
        }
        var area = line
        area.line(to: Point(x: x(n - 1), y: plot.maxY))
        area.line(to: Point(x: x(0), y: plot.maxY))
        area.close()
        let top = Float(y(km.max() ?? 0)), bottom = Float(plot.maxY)
        list.fill(area.flattened(), rule: .nonZero, paint: .linearGradient(
            start: SIMD2(0, top), end: SIMD2(0, bottom),
            stops: [(Float(0), accent.withAlpha(theme.isDark ? 110 : 80)), (Float(1), accent.withAlpha(0))]))
        let sel = selection(weeks, width: width, height: height)
        // Marker behind the line: from the top of the plot to its baseline.
        let mx = Float(sel.markerX)
        list.fillRect(x0: mx - 0.75 * f, y0: Float(plot.minY - 12 * u), x1: mx + 0.75 * f, y1: bottom,
                      paint: .solid(theme.secondaryText, opacity: 0.8))
        list.fill(line.stroked(StrokeStyle(width: 3 * u, join: .round, cap: .round)),
                  rule: .nonZero, paint: .solid(accent))
        // Dots: hollow, the selected week's filled and larger.
        var rings = Path(), centres = Path()
        for k in 0..<n where k != sel.week {
            rings.addEllipse(center: Point(x: x(k), y: y(km[k])), rx: 5.5 * u, ry: 5.5 * u)
            centres.addEllipse(center: Point(x: x(k), y: y(km[k])), rx: 3 * u, ry: 3 * u)
        }
        list.fill(rings.flattened(), rule: .nonZero, paint: .solid(accent))
        list.fill(centres.flattened(), rule: .nonZero, paint: .solid(theme.surface))
        let sp = Point(x: x(sel.week), y: y(km[sel.week]))
        list.fill(Path.circle(center: sp, radius: 9 * u).flattened(), rule: .nonZero, paint: .solid(theme.surface))
        list.fill(Path.circle(center: sp, radius: 7 * u).flattened(), rule: .nonZero, paint: .solid(accent))
        // The marker's own dot on the line, where the finger is (when it is off the point).
        if abs(sel.position - Double(sel.week)) > 0.05 {
            list.fill(Path.circle(center: Point(x: sel.markerX, y: y(sel.markerValue)), radius: 3.5 * u).flattened(),
                      rule: .nonZero, paint: .solid(theme.text))
        }
        _drawHeader(weeks.totals[sel.week], plot: plot, labels: labels, into: &list)
        return list
    }

    /// The selected week's dates and its three totals above the plot.
    func _drawHeader(_ w: ActivityWeeks.Week, plot: Rect, labels: LabelPainter, into list: inout DisplayList) {
        let u = Float(scale), x0 = Float(plot.minX)
        let a = KindDate.civil(w.start, utcOffset: utcOffset), b = KindDate.civil(w.end - 1, utcOffset: utcOffset)
        let range = "\(KindDate.monthName(a.month).uppercased()) \(a.day) – \(KindDate.monthName(b.month).uppercased()) \(b.day), \(b.year)"
        labels.draw(range, size: 13 * u, at: SIMD2(x0, 36 * u), color: theme.secondaryText, into: &list)
        let t = ActivityGraph.texts(w)
        let columns = [("Distance", t.distance), ("Time", t.time), ("Elev Gain", t.elevation)]
        var cx = x0
        for (k, (caption, value)) in columns.enumerated() {
            labels.draw(caption, size: 13 * u, at: SIMD2(cx, 70 * u), color: theme.secondaryText, into: &list)
            labels.draw(value, size: 26 * u, at: SIMD2(cx, 104 * u), color: theme.text, into: &list)
            let w = max(labels.textWidth(value, size: 26 * u), labels.textWidth(caption, size: 13 * u))
            if k < columns.count - 1 {
                cx += w + 22 * u
                list.fillRect(x0: cx, y0: 56 * u, x1: cx + 1 * u, y1: 108 * u, paint: .solid(theme.grid))
                cx += 22 * u
            }
        }
    }
}
