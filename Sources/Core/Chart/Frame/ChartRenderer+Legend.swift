/// The legend: a chip per series with a check mark, filled when the series is shown and
/// outlined when it is hidden (none for a single series).
extension ChartRenderer {
    func drawLegend(_ state: ChartState, theme: ChartTheme, into list: inout DisplayList) {
        let series = data.seriesSet.series
        let u = layout.unit, h = layout.chipHeight, size = 14 * u
        for (k, corner) in zip(series.indices, layout.chips) {
            let name = series[k].name, w = layout.chipWidths[k]   // measured once, in init
            let (x, y) = (corner.x, corner.y)
            let rect = Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h))
            let chip = Path.roundedRect(rect, radius: Double(h / 2))
            let color = data.color(of: k), shown = data.isVisible(k, in: state)
            let baseline = y + h / 2 + 5 * u
            if shown {
                list.fill(chip.flattened(), rule: .nonZero, paint: .solid(color))
                var check = Path()
                check.move(to: Point(x: Double(x + 15 * u), y: Double(y + h / 2)))
                check.line(to: Point(x: Double(x + 20 * u), y: Double(y + h / 2 + 5 * u)))
                check.line(to: Point(x: Double(x + 29 * u), y: Double(y + h / 2 - 5 * u)))
                list.fill(check.stroked(StrokeStyle(width: Double(2.2 * u), join: .round, cap: .round)),
                          rule: .nonZero, paint: .solid(.white))
                painter.draw(name, size: size, at: SIMD2(x + 38 * u, baseline), paint: .solid(.white), into: &list)
            } else {
                list.fill(chip.stroked(StrokeStyle(width: Double(1.5 * u))), rule: .nonZero, paint: .solid(color))
                painter.draw(name, size: size, at: SIMD2(x + w / 2, baseline), alignment: .center,
                             paint: .solid(color), into: &list)
            }
        }
    }
}
