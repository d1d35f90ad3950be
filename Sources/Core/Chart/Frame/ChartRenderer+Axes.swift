/// The y grid with its labels and the x (date) labels.
extension ChartRenderer {
    /// Horizontal grid lines at the nice ticks of the left axis (under the series) or their
    /// labels above each line at the left (over the series); for `yScaled` charts also the
    /// right axis' labels at the right, on the same grid lines (its bounds are chosen with
    /// as many nice steps as the left's, see `ChartData.aligned`), in the second series'
    /// colour (the left ones in the first's).
    func drawGrid(_ m: [PlotMapping], labels drawLabels: Bool, theme: ChartTheme, into list: inout DisplayList) {
        let u = layout.unit
        let scaled = data.seriesSet.yScaled && data.seriesSet.series.count > 1
        guard let s0 = NiceScale(lower: m[0].lo, upper: m[0].hi, maxTicks: ChartData.yTicks) else { return }
        let leftTicks = s0.ticks.filter { $0 >= m[0].lo - 1e-9 * abs(s0.step) && $0 <= m[0].hi + 1e-9 * abs(s0.step) }
        for axis in 0..<(scaled ? 2 : 1) {
            let mp = m[axis]
            // The right axis labels the left axis' grid lines with its own values.
            let ticks = axis == 0 ? leftTicks
                : leftTicks.map { mp.lo + ($0 - m[0].lo) / (m[0].hi - m[0].lo) * (mp.hi - mp.lo) }
            let labels = data.seriesSet.percentage ? ticks.map { "\(Int($0.rounded()))" } : NumberFormat.ticks(ticks)
            let color = scaled ? data.color(of: axis) : theme.label
            for (v, text) in zip(ticks, labels) {
                let y = mp.py(v)
                if !drawLabels {
                    let t = max(1, u) / 2
                    if axis == 0 { list.fillRect(x0: mp.rect.x0, y0: y - t, x1: mp.rect.x1, y1: y + t, paint: .solid(theme.grid)) }
                    continue
                }
                let at = SIMD2(axis == 0 ? mp.rect.x0 : mp.rect.x1, y - 6 * u)
                painter.draw(text, size: layout.labelSize, at: at, alignment: axis == 0 ? .left : .right,
                             paint: .solid(color), into: &list)
            }
        }
    }

    /// Date labels under the plot at a stable spacing: the step is the smallest of a fixed
    /// ladder (minutes, hours, then 1, 2, 4, 8 … days) whose labels do not overlap, and the
    /// labels sit at multiples of it from the epoch — so panning moves labels without
    /// changing them, and zooming out drops every other one. Non-time x (values below
    /// 1e11, or Double columns) gets nice numeric ticks instead.
    func drawXLabels(_ m: PlotMapping, theme: ChartTheme, into list: inout DisplayList) {
        for (x, text) in xLabels(m) {
            painter.draw(text, size: layout.labelSize, at: SIMD2(m.px(x), layout.xLabelBaseline),
                         alignment: .center, paint: .solid(theme.label), into: &list)
        }
    }

    /// The x labels of a window: positions in data units and their text.
    /// - Complexity: O(labels).
    func xLabels(_ m: PlotMapping) -> [(Double, String)] {
        let span = m.x1 - m.x0, pixels = Double(m.rect.x1 - m.rect.x0)
        guard span > 0, span.isFinite, pixels > 0 else { return [] }
        let room = Double(painter.font.measure("Sep 30", size: layout.labelSize).advanceWidth + 14 * layout.unit)
        var out: [(Double, String)] = []
        if isTimeAxis {
            let minute = 60_000.0, hour = 60 * minute, day = 24 * hour
            var ladder = [minute, 5 * minute, 15 * minute, 30 * minute, hour, 2 * hour, 3 * hour, 6 * hour, 12 * hour]
            var d = day
            while d < 1e15 { ladder.append(d); d *= 2 }
            guard let step = ladder.first(where: { $0 / span * pixels >= room }) else { return [] }
            var x = (m.x0 / step).rounded(.up) * step
            while x <= m.x1, out.count < 1000 {
                let date = CivilDate(ms: x)
                out.append((x, step < day && !(date.hour == 0 && date.minute == 0) ? date.time : date.shortDate))
                x += step
            }
        } else {
            let maxTicks = max(1, Int(pixels / room))
            guard let s = NiceScale(lower: m.x0, upper: m.x1, maxTicks: maxTicks) else { return [] }
            let ticks = s.ticks.filter { $0 >= m.x0 && $0 <= m.x1 }
            out = Array(zip(ticks, NumberFormat.ticks(ticks)))
        }
        // Labels whose box would leave the canvas are dropped, not squeezed.
        let half = room / 2 - 7 * Double(layout.unit)
        return out.filter { Double(m.px($0.0)) - half >= 0 && Double(m.px($0.0)) + half <= Double(layout.width) }
    }

    /// Int64 x with values from 1973 on (1e11 ms) is read as UNIX milliseconds.
    var isTimeAxis: Bool {
        guard case .int64 = data.seriesSet.x, data.count > 0 else { return false }
        return data.xBounds.lowerBound >= 1e11
    }
}
