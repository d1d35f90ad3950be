/// Dense lines: when a window holds many points per pixel column, the stroke of the line
/// is, column by column, one vertical run — so it is drawn as exactly that, one rectangle
/// per canvas pixel column, computed from the range engine's pixel-column M4.
///
///       ·  ·             pen radius r = w/2; column c covers [c, c+1)
///     ·:·:|:·  ·:        rect(c) = [c, c+1) × [top, bottom], where
///     ||:|:|:|:||          top/bottom = extremes over the M4 points p (first, min, max,
///       ┌─┐                last of each column near c) of y(p) ∓ √(r² − dx(p)²),
///     ┌─┤ ├─┐              dx(p) = horizontal distance from p to column c (< r)
///     └─┤ ├─┘
///       └─┘
///
/// This is the union of the pen's discs around the points that decide the column (a
/// column's own min and max with dx = 0, so its run is exact; its neighbours' extreme and
/// end points as far as the pen reaches), plus the segments of the polyline that cross
/// columns holding no point. Each rectangle covers whole pixel columns, so neighbours
/// never share a pixel (no seams, no double blending at any opacity), and its top and
/// bottom get exact area coverage. Cost: one M4 query per column, O(w log n), and w
/// rectangles — stroking the M4 polyline of a noisy series instead rasterizes ~4w
/// overlapping near-vertical segments. Tests bound the difference to stroking every point.
extension ChartRenderer {
    /// The envelope's columns when the window holds more than `denseLineThreshold` points
    /// per pixel column: one per canvas pixel column under the plot, so that rectangles
    /// align with pixels. Nil otherwise.
    func envelopeColumns(_ m: PlotMapping) -> PixelColumns? {
        let r = data.indexRange(m.x0, m.x1)
        let px0 = m.rect.x0.rounded(.down), px1 = m.rect.x1.rounded(.up)
        guard px1 > px0, Double(r.count) > denseLineThreshold * Double(px1 - px0) else { return nil }
        // Data x at the pixel boundaries px0 and px1 (the mapping's inverse).
        let span = m.x1 - m.x0, width = Double(m.rect.x1 - m.rect.x0)
        let x0 = m.x0 + Double(px0 - m.rect.x0) / width * span, x1 = m.x0 + Double(px1 - m.rect.x0) / width * span
        return try? PixelColumns(x0: x0, x1: x1, width: Int(px1 - px0))
    }

    /// The envelope rectangles of series `k`: per non-empty column, the pixel x of its left
    /// edge and its top and bottom y (pen included). - Complexity: O(w log n).
    func envelope(_ k: Int, _ m: PlotMapping, _ columns: PixelColumns, lineWidth: Float) -> [(x: Float, top: Float, bottom: Float)] {
        let x = data.seriesSet.x, y = data.seriesSet.series[k].y
        let idx = data.trees[k].m4(x: x, columns: columns)
        let w = columns.width, left = m.rect.x0.rounded(.down), r = lineWidth / 2
        var top = [Float](repeating: .infinity, count: w), bottom = [Float](repeating: -.infinity, count: w)
        // Each M4 point's pen disc, into its own column and as far as it reaches.
        let reach = Int(r.rounded(.up))
        var previous: (i: Int, c: Int, px: Float, py: Float)?
        for i in idx {
            let c = columns.column(x.value(at: i))
            let px = m.px(x.value(at: i)), py = m.py(y.value(at: i))
            for j in stride(from: max(0, c - reach), through: min(w - 1, c + reach), by: 1) {
                let dx = max(0, max(left + Float(j) - px, px - (left + Float(j + 1))))
                guard dx < r || j == c else { continue }
                let h = j == c ? r : (r * r - dx * dx).squareRoot()
                top[j] = min(top[j], py - h); bottom[j] = max(bottom[j], py + h)
            }
            // A segment between consecutive points crossing empty columns (an x gap).
            if let p = previous, p.i + 1 == i, c - p.c > 1 {
                for j in stride(from: max(0, p.c + 1), through: min(w - 1, c - 1), by: 1) {
                    let xa = max(p.px, left + Float(j)), xb = min(px, left + Float(j + 1))
                    let ya = p.py + (py - p.py) * (xa - p.px) / (px - p.px), yb = p.py + (py - p.py) * (xb - p.px) / (px - p.px)
                    top[j] = min(top[j], min(ya, yb) - r); bottom[j] = max(bottom[j], max(ya, yb) + r)
                }
            }
            previous = (i, c, px, py)
        }
        return (0..<w).compactMap { c in top[c] <= bottom[c] ? (left + Float(c), top[c], bottom[c]) : nil }
    }

    func drawEnvelope(_ k: Int, _ m: PlotMapping, _ columns: PixelColumns, lineWidth: Float, paint: Paint,
                      into list: inout DisplayList) {
        for r in envelope(k, m, columns, lineWidth: lineWidth) {
            list.fillRect(x0: r.x, y0: r.top, x1: r.x + 1, y1: r.bottom, paint: paint)
        }
    }
}
