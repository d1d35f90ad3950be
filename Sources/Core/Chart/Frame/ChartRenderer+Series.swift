import Foundation

/// The series in a plot rectangle: lines, bars, stacked bars, percentage areas.
extension ChartRenderer {
    /// Draws every series with opacity > 0 through the mappings (the plot or the minimap).
    /// With `highlight` (the indicator's point) and a bar chart, the other bars are drawn
    /// in their colour mixed halfway to the background (the contest's dimming, without an
    /// overlay to blend over the whole plot).
    func drawSeries(_ m: [PlotMapping], opacity: [Double], lineWidth: Float, highlight: Int? = nil,
                    theme: ChartTheme, into list: inout DisplayList) {
        let set = data.seriesSet
        if set.percentage { return drawPercentageAreas(m[0], opacity: opacity, into: &list) }
        let dim = { (c: Color) in highlight == nil ? c : c.mixed(with: theme.background, 0.5) }
        if set.stacked { return drawStackedBars(m[0], opacity: opacity, highlight: highlight, dim: dim, into: &list) }
        let envelopes = denseEnvelopes(m, opacity: opacity, lineWidth: lineWidth)
        for k in set.series.indices where opacity[k] > 0 {
            let paint = Paint.solid(data.color(of: k), opacity: Float(opacity[k]))
            switch set.series[k].kind {
            case .bar: drawBars(k, mapping(of: k, m), paint: paint, highlight: highlight, dim: dim, into: &list)
            case .line, .area:
                if let e = envelopes[k] {
                    list.fillColumns(e, paint: paint)
                    continue
                }
                list.fill(linePath(k, mapping(of: k, m)).stroked(StrokeStyle(width: Double(lineWidth), join: .round, cap: .round)),
                          rule: .nonZero, paint: paint)
            }
        }
    }

    /// The indices a line is drawn through: the window's points and one neighbour on each
    /// side (the segments crossing the edges), or — when that is more than two points per
    /// pixel column — the range engine's pixel-column M4 of the window, which draws the
    /// same picture. - Complexity: O(min(visible points, w log n)).
    func lineIndices(_ k: Int, _ m: PlotMapping) -> [Int] {
        let r = data.indexRange(m.x0, m.x1)
        let lo = max(0, r.lowerBound - 1), hi = min(data.count, r.upperBound + 1)
        let pixels = Double(m.rect.x1 - m.rect.x0)
        if Double(hi - lo) > rawLineThreshold * pixels, let cols = m.columns {
            return data.trees[k].m4(edges: data.edges(cols, threads: threads), threads: threads)
        }
        return Array(lo..<hi)
    }

    /// The polyline of series `k` in pixels; NaN values break it into pieces.
    func linePath(_ k: Int, _ m: PlotMapping) -> Path {
        let y = data.seriesSet.series[k].y, x = data.seriesSet.x
        var path = Path()
        var open = false
        for i in lineIndices(k, m) {
            let v = y.value(at: i)
            guard !v.isNaN else { open = false; continue }
            let p = Point(x: Double(m.px(x.value(at: i))), y: Double(m.py(v)))
            if open { path.line(to: p) } else { path.move(to: p); open = true }
        }
        return path
    }

    /// The pixel span of point `i`'s bar: from its x to the next point's x (the last bar
    /// as wide as the one before), edges rounded to whole pixels so that neighbouring bars
    /// neither overlap nor leave a seam.
    func barSpan(_ i: Int, _ m: PlotMapping) -> (Float, Float) {
        let x = data.seriesSet.x, n = data.count
        let a = x.value(at: i)
        let b = i + 1 < n ? x.value(at: i + 1) : (n > 1 ? 2 * a - x.value(at: i - 1) : a + (m.x1 - m.x0) / 100)
        return (m.px(a).rounded(), m.px(b).rounded())
    }

    /// The bars of the points in the window (and the one starting before it). When there
    /// are more bars than pixel columns, each column draws the tallest of its bars, from
    /// the range engine.
    func drawBars(_ k: Int, _ m: PlotMapping, paint: Paint, highlight: Int?, dim: (Color) -> Color,
                  into list: inout DisplayList) {
        let r = data.indexRange(m.x0, m.x1)
        let lo = max(0, r.lowerBound - 1), hi = r.upperBound
        let base = m.py(0)
        if Double(hi - lo) > Double(m.rect.x1 - m.rect.x0), let cols = m.columns {
            for (c, e) in data.trees[k].columnExtrema(edges: data.edges(cols, threads: threads), threads: threads).enumerated() {
                guard let top = e?.max else { continue }
                let x0 = m.rect.x0 + Float(c)
                list.fillRect(x0: x0, y0: min(m.py(top), base), x1: x0 + 1, y1: max(m.py(top), base), paint: paint)
            }
            return
        }
        let y = data.seriesSet.series[k].y
        let dimmed = Paint.solid(dim(data.color(of: k)))
        for i in lo..<hi {
            let v = y.value(at: i)
            guard !v.isNaN else { continue }
            let (x0, x1) = barSpan(i, m)
            list.fillRect(x0: x0, y0: min(m.py(v), base), x1: x1, y1: max(m.py(v), base),
                          paint: highlight == nil || highlight == i ? paint : dimmed)
        }
    }

    /// Stacked bars: each series' share of a column scaled by its opacity (a fading series
    /// shrinks). Drawn top segment first, each from its top down through the pixel row
    /// where the segment below begins, which that segment then covers in part — no seams
    /// where segments meet (the row is this colour under the next, never the background),
    /// and only those boundary rows blended twice. (The paints are opaque: what lies under
    /// a row the next segment covers whole never shows.)
    func drawStackedBars(_ m: PlotMapping, opacity: [Double], highlight: Int?, dim: (Color) -> Color,
                         into list: inout DisplayList) {
        let r = data.indexRange(m.x0, m.x1)
        let series = data.seriesSet.series
        let bright = series.indices.map { Paint.solid(data.color(of: $0)) }
        let dimmed = series.indices.map { Paint.solid(dim(data.color(of: $0))) }
        var tops = [Double](repeating: 0, count: series.count)
        for i in max(0, r.lowerBound - 1)..<r.upperBound {
            var sum = 0.0
            for k in series.indices {
                let v = series[k].y.value(at: i)
                if !v.isNaN { sum += v * opacity[k] }
                tops[k] = sum
            }
            let (x0, x1) = barSpan(i, m)
            let paints = highlight == nil || highlight == i ? bright : dimmed
            let shown = series.indices.filter { opacity[$0] > 0 }
            for (j, k) in shown.enumerated().reversed() {
                let bottom = j >= 1 ? min(m.py(tops[shown[j - 1]]).rounded(.up), m.py(0)) : m.py(0)
                list.fillRect(x0: x0, y0: m.py(tops[k]), x1: x1, y1: bottom, paint: paints[k])
            }
        }
    }

    /// 100% stacked areas: at each point the series' shares of the column total (opacity
    /// scaling each value), drawn like the stacked bars from the top layer down, each layer
    /// down to the upper boundary of the layer two below.
    func drawPercentageAreas(_ m: PlotMapping, opacity: [Double], into list: inout DisplayList) {
        let r = data.indexRange(m.x0, m.x1)
        let lo = max(0, r.lowerBound - 1), hi = min(data.count, r.upperBound + 1)
        guard hi - lo >= 1 else { return }
        let series = data.seriesSet.series, x = data.seriesSet.x
        var layers = [[SIMD2<Float>]](repeating: [], count: series.count)
        for i in lo..<hi {
            var total = 0.0
            for k in series.indices { let v = series[k].y.value(at: i); if !v.isNaN { total += v * opacity[k] } }
            var cum = 0.0
            let px = m.px(x.value(at: i))
            for k in series.indices {
                let v = series[k].y.value(at: i)
                if total > 0, !v.isNaN { cum += v * opacity[k] / total * 100 }
                layers[k].append(SIMD2(px, m.py(cum)))
            }
        }
        // Layers are painted top down, each reaching below its own bottom (so no seam of
        // half-covered pixels shows between neighbours) but no further than the next layer
        // down covers: layer j down to layer j − 2's top, layer 1 to the top of the
        // baseline's pixel row (not into it, where it would blend under layer 0's partial
        // coverage), layer 0 to the baseline.
        let shown = series.indices.filter { opacity[$0] > 0 }
        let base = m.py(0)
        for (j, k) in shown.enumerated().reversed() {
            var contour = layers[k]
            if j >= 2 {
                contour += layers[shown[j - 2]].reversed()
            } else if j == 1 {
                contour += layers[shown[0]].reversed().map { SIMD2($0.x, max($0.y, base.rounded(.down))) }
            } else {
                contour.append(SIMD2(contour.last!.x, base))
                contour.append(SIMD2(contour.first!.x, base))
            }
            var path = FlatPath()
            path.append(contour: contour)
            list.fill(path, rule: .nonZero, paint: .solid(data.color(of: k)))
        }
    }
}
