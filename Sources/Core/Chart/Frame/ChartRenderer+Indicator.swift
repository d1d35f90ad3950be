/// The value indicator at the hovered x: a vertical line, a circle on each visible line
/// (or the other bars dimmed), and a popup with the date and every visible series' value.
extension ChartRenderer {
    /// The point the indicator shows: for bars the bar under `hoverX`, for lines and areas
    /// the nearest point; nil when there is no hover, no data, or the point is outside the
    /// window. - Complexity: O(log n).
    public func hoverIndex(_ state: ChartState) -> Int? { hoverIndex(state, data.parameters(for: state)) }

    func hoverIndex(_ state: ChartState, _ p: FrameParameters) -> Int? {
        guard let hx = state.hoverX, hx.isFinite, data.count > 0, hx >= p.x0, hx <= p.x1 else { return nil }
        let x = data.seriesSet.x
        let above = x.firstIndex(above: hx)
        var i: Int
        if isBarChart {
            i = max(0, above - 1)
        } else {
            i = min(above, data.count - 1)
            if i > 0, abs(x.value(at: i - 1) - hx) <= abs(x.value(at: i) - hx) { i -= 1 }
        }
        let xi = x.value(at: i)
        return xi >= p.x0 && xi <= p.x1 ? i : (isBarChart && xi < p.x0 ? i : nil)
    }

    var isBarChart: Bool { data.seriesSet.series.first?.kind == .bar }

    func drawIndicatorLine(_ i: Int, _ m: PlotMapping, theme: ChartTheme, into list: inout DisplayList) {
        guard !isBarChart, !data.seriesSet.percentage else { return }
        let x = m.px(data.seriesSet.x.value(at: i)), t = max(1, layout.unit) / 2
        list.fillRect(x0: x - t, y0: m.rect.y0, x1: x + t, y1: m.rect.y1, paint: .solid(theme.grid))
    }

    func drawIndicatorMarks(_ i: Int, _ m: [PlotMapping], _ p: FrameParameters, theme: ChartTheme,
                            into list: inout DisplayList) {
        let u = layout.unit, mp = m[0]
        if isBarChart { return }                     // the other bars are drawn dimmed
        let x = mp.px(data.seriesSet.x.value(at: i))
        if data.seriesSet.percentage {
            list.fillRect(x0: x - 0.5 * u, y0: mp.rect.y0, x1: x + 0.5 * u, y1: mp.rect.y1, paint: .solid(theme.label))
            return
        }
        for k in data.seriesSet.series.indices where p.opacity.elements[k] > 0 {
            let v = data.seriesSet.series[k].y.value(at: i)
            guard !v.isNaN else { continue }
            let c = Point(x: Double(x), y: Double(mapping(of: k, m).py(v)))
            let circle = Path.circle(center: c, radius: Double(4 * u))
            let o = Float(p.opacity.elements[k])
            list.fill(circle.flattened(), rule: .nonZero, paint: .solid(theme.background, opacity: o))
            list.fill(circle.stroked(StrokeStyle(width: Double(2 * u))), rule: .nonZero, paint: .solid(data.color(of: k), opacity: o))
        }
    }

    /// The popup's rows: the series shown and their values at point `i` (percentage
    /// charts: each share of the column, rounded; stacked bars: plus the total).
    func popupRows(_ i: Int, _ p: FrameParameters) -> [(name: String, value: String, color: Color?)] {
        let series = data.seriesSet.series
        let shown = series.indices.filter { p.opacity.elements[$0] > 0 }
        let values = shown.map { series[$0].y.value(at: i) }
        let total = zip(shown, values).reduce(0.0) { $0 + ($1.1.isNaN ? 0 : $1.1 * p.opacity.elements[$1.0]) }
        var rows = zip(shown, values).map { k, v -> (name: String, value: String, color: Color?) in
            let name = data.seriesSet.percentage && total > 0 ? "\(Int((v / total * 100).rounded()))%  \(series[k].name)" : series[k].name
            return (name, NumberFormat.full(v), data.color(of: k))
        }
        if data.seriesSet.stacked && !data.seriesSet.percentage && shown.count > 1 { rows.append(("All", NumberFormat.full(total), nil)) }
        return rows
    }

    func drawPopup(_ i: Int, _ p: FrameParameters, theme: ChartTheme, into list: inout DisplayList) {
        let u = layout.unit, size = layout.labelSize, pad = 10 * u, row = 20 * u
        let xi = data.seriesSet.x.value(at: i)
        let date = CivilDate(ms: xi)
        let intraday = data.count > 1 && data.xBounds.upperBound - data.xBounds.lowerBound < 3 * CivilDate.msPerDay
        let header = !isTimeAxis ? NumberFormat.full(xi) : intraday ? "\(date.longDate) \(date.time)" : date.longDate
        let rows = popupRows(i, p)
        let font = painter.font
        var w = font.measure(header, size: size).advanceWidth
        for r in rows { w = max(w, font.measure(r.name, size: size).advanceWidth + font.measure(r.value, size: size).advanceWidth + 24 * u) }
        w += 2 * pad
        let h = pad * 2 + row * Float(rows.count + 1) - 4 * u
        let mp = PlotMapping(rect: layout.plot, x0: p.x0, x1: p.x1, lo: 0, hi: 1)
        let anchor = isBarChart ? (barSpan(i, mp).0 + barSpan(i, mp).1) / 2 : mp.px(xi)
        var x0 = anchor + 16 * u
        if x0 + w > layout.plot.x1 { x0 = anchor - 16 * u - w }
        x0 = max(layout.plot.x0, x0)
        let y0 = layout.plot.y0 + 4 * u
        let box = Rect(x: Double(x0), y: Double(y0), width: Double(w), height: Double(h))
        let border = Rect(x: box.x - Double(u), y: box.y - Double(u), width: box.width + 2 * Double(u), height: box.height + 2 * Double(u))
        list.fill(Path.roundedRect(border, radius: Double(7 * u)).flattened(), rule: .nonZero, paint: .solid(theme.popupBorder))
        list.fill(Path.roundedRect(box, radius: Double(6 * u)).flattened(), rule: .nonZero, paint: .solid(theme.popup))
        var baseline = y0 + pad + size
        painter.draw(header, size: size, at: SIMD2(x0 + pad, baseline), paint: .solid(theme.title), into: &list)
        for r in rows {
            baseline += row
            painter.draw(r.name, size: size, at: SIMD2(x0 + pad, baseline), paint: .solid(theme.title), into: &list)
            painter.draw(r.value, size: size, at: SIMD2(x0 + w - pad, baseline), alignment: .right,
                         paint: .solid(r.color ?? theme.title), into: &list)
        }
    }
}
