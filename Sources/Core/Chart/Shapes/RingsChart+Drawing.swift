import Foundation

/// The draw commands of `RingsChart`.
extension RingsChart {
    /// The chart in `state` on a `width` × `height` canvas (background not included).
    /// - Complexity: O(arcs · arc length / tolerance) plus the label outlines.
    public func displayList(state: RingsState, width: Int, height: Int, labels: LabelPainter) -> DisplayList {
        var list = DisplayList()
        guard !items.isEmpty else { return list }
        switch style {
        case .rings: _drawRings(state, width, height, labels, &list)
        case .rainbow: _drawRainbow(state, width, height, labels, &list)
        }
        return list
    }

    func _progress(_ state: RingsState, _ i: Int) -> Double {
        i < state.progress.count && state.progress[i].isFinite ? state.progress[i] : 0
    }

    func _opacity(_ state: RingsState) -> Float { Float(min(max(state.opacity.isFinite ? state.opacity : 0, 0), 1)) }

    func _track(_ c: Color) -> Color { c.mixed(over: theme.background, theme.isDark ? 0.25 : 0.18) }

    func _drawRings(_ state: RingsState, _ width: Int, _ height: Int, _ labels: LabelPainter, _ list: inout DisplayList) {
        let u = Double(scale), n = items.count
        let outer = min(Double(height) * 0.4, Double(width) * 0.24)
        let gap = outer * 0.03
        let band = min(outer * 0.2, (outer * 0.9 - gap * Double(n - 1)) / Double(n))
        let c = Point(x: Double(width) * 0.3, y: Double(height) / 2)
        let top = -Double.pi / 2, turn = 2 * Double.pi, dir = clockwise ? 1.0 : -1.0
        for i in 0..<n {
            let r = outer - band / 2 - Double(i) * (band + gap)
            let color = color(i), p = _progress(state, i)
            list.fill(ArcBand(center: c, radius: r, width: band, startAngle: 0, endAngle: turn).outline(),
                      rule: .nonZero, paint: .solid(_track(color)))
            let arc = ArcBand(center: c, radius: r, width: band, startAngle: top, endAngle: top + dir * turn * p,
                              clockwise: clockwise)
            list.fill(arc.outline(), rule: .nonZero, paint: .solid(color, opacity: _opacity(state)))
            if p > 1 {
                // Past a full lap: redraw the last half turn over the ring, its end cap on a
                // soft shadow, as the Activity app shows a second lap.
                let end = top + dir * turn * p
                let capAngle = end + dir * band / r * 0.25
                let cap = Point(x: c.x + r * cos(capAngle), y: c.y + r * sin(capAngle))
                list.fill(Path.circle(center: cap, radius: band * 0.56).flattened(), rule: .nonZero,
                          paint: .radialGradient(center: SIMD2(Float(cap.x), Float(cap.y)), radius: Float(band * 0.56),
                                                 stops: [(Float(0.6), Color(r: 0, g: 0, b: 0, a: 90)), (Float(1), .clear)]))
                let lap = ArcBand(center: c, radius: r, width: band, startAngle: end - dir * .pi / 2, endAngle: end,
                                  clockwise: clockwise)
                list.fill(lap.outline(), rule: .nonZero, paint: .solid(color, opacity: _opacity(state)))
            }
        }
        // Legend: label, then value/goal in the ring's colour.
        let f = scale, x0 = Float(Double(width) * 0.3 + outer + 56 * u)
        let rowH = Float(min(76 * u, Double(height) * 0.8 / Double(n)))
        var y = Float(c.y) - rowH * Float(n) / 2 + rowH * 0.42
        for (i, item) in items.enumerated() {
            // Neon ring colours are too light for text on white: darken them by day.
            let ink = theme.isDark ? color(i) : color(i).mixed(over: .black, 0.78)
            labels.draw(item.label, size: 16 * f, at: SIMD2(x0, y), color: theme.secondaryText, into: &list)
            let value = "\(HealthChart.format(item.value))/\(HealthChart.format(item.goal))"
            labels.draw(value, size: 30 * f, at: SIMD2(x0, y + 34 * f), color: ink, into: &list)
            let w = labels.textWidth(value, size: 30 * f)
            labels.draw(item.unit, size: 18 * f, at: SIMD2(x0 + w + 4 * f, y + 34 * f), color: ink, into: &list)
            y += rowH
        }
    }

    func _drawRainbow(_ state: RingsState, _ width: Int, _ height: Int, _ labels: LabelPainter, _ list: inout DisplayList) {
        let u = Double(scale), n = items.count
        let c = Point(x: Double(width) / 2, y: Double(height) * 0.7)
        let outer = min(Double(width) * 0.4, Double(height) * 0.6)
        let gap = outer * 0.025
        let band = min(outer * 0.13, (outer * 0.62 - gap * Double(n - 1)) / Double(n))
        let start = clockwise ? Double.pi : 2 * Double.pi
        let dir = clockwise ? 1.0 : -1.0
        var total = 0.0
        for i in 0..<n {
            let r = outer - band / 2 - Double(i) * (band + gap)
            let color = color(i), p = min(max(_progress(state, i), 0), 1)
            total += p
            list.fill(ArcBand(center: c, radius: r, width: band, startAngle: .pi, endAngle: 2 * .pi, roundCaps: false).outline(),
                      rule: .nonZero, paint: .solid(_track(color)))
            let arc = ArcBand(center: c, radius: r, width: band, startAngle: start, endAngle: start + dir * .pi * p,
                              clockwise: clockwise, roundCaps: false)
            list.fill(arc.outline(), rule: .nonZero, paint: .solid(color, opacity: _opacity(state)))
        }
        // Average progress in the middle, the legend under the baseline.
        let f = scale
        let pct = "\(Int((total / Double(n) * 100).rounded()))%"
        labels.draw(pct, size: 44 * f, at: SIMD2(Float(c.x), Float(c.y) - 6 * f), alignment: .center, color: theme.text, into: &list)
        labels.draw("average", size: 14 * f, at: SIMD2(Float(c.x), Float(c.y) + 18 * f), alignment: .center,
                    color: theme.secondaryText, into: &list)
        let entries = items.map { "\($0.label) \(Int(($0.progress * 100).rounded()))%" }
        let widths = entries.map { labels.textWidth($0, size: 13 * f) + 26 * f }
        var x = Float(c.x) - widths.reduce(0, +) / 2
        let y = Float(min(Double(height) - 24 * u, c.y + 64 * u))
        for (i, e) in entries.enumerated() {
            list.fill(Path.circle(center: Point(x: Double(x) + 5 * u, y: Double(y) - 4.5 * u), radius: 5 * u).flattened(),
                      rule: .nonZero, paint: .solid(color(i)))
            labels.draw(e, size: 13 * f, at: SIMD2(x + 14 * f, y), color: theme.secondaryText, into: &list)
            x += widths[i]
        }
    }
}
