/// Dense lines: when a window holds many points per pixel column, the stroke of the line
/// is, column by column, one vertical run — so it is drawn as exactly that, one span (a
/// one-pixel-wide rectangle, `DisplayList.fillColumns`) per canvas pixel column, from the
/// range engine's min and max of each column.
///
///       ·  ·             pen radius r = w/2; column c covers [c, c+1)
///     ·:·:|:·  ·:        rect(c) = [c, c+1) × [top, bottom]:
///     ||:|:|:|:||          own run:     [max_c − r, min_c + r]           (exact)
///       ┌─┐                neighbours:  [max_j − h, min_j + h], h = √(r² − d²),
///     ┌─┤ ├─┐                           d = |j − c| − ½ (j's extreme taken at its centre)
///     └─┤ ├─┘              joins:       the segment from column c's last point to the next
///       └─┘                             column's first, each part in its own column, ± r
///
/// A column's own run is exact and the lines between columns are the polyline's own
/// segments (read at the column edges, gathered in one pass); only how far a neighbour's
/// extreme reaches in is estimated. Each span covers a whole pixel column, so neighbours
/// never share a pixel (no seams, no double blending at any opacity) and its top and
/// bottom get exact area coverage. Cost: one range query per column, O(w log n), and w
/// spans, with no reads of the values at the extremes' indices (at 1e8 points each was a
/// cache and TLB miss); stroking the M4 polyline of a noisy series instead rasterizes ~4w
/// overlapping near-vertical segments. Tests bound the difference to stroking every point.
extension ChartRenderer {
    /// The envelope's columns when the window holds more than `denseLineThreshold` points
    /// per pixel column: one per canvas pixel column under the plot, so that rectangles
    /// align with pixels, with their index edges. Nil otherwise.
    func envelopeColumns(_ m: PlotMapping) -> (columns: PixelColumns, edges: [Int])? {
        let r = data.indexRange(m.x0, m.x1)
        let px0 = m.rect.x0.rounded(.down), px1 = m.rect.x1.rounded(.up)
        guard px1 > px0, Double(r.count) > denseLineThreshold * Double(px1 - px0) else { return nil }
        // Data x at the pixel boundaries px0 and px1 (the mapping's inverse).
        let span = m.x1 - m.x0, width = Double(m.rect.x1 - m.rect.x0)
        let x0 = m.x0 + Double(px0 - m.rect.x0) / width * span, x1 = m.x0 + Double(px1 - m.rect.x0) / width * span
        guard let columns = try? PixelColumns(x0: x0, x1: x1, width: Int(px1 - px0)) else { return nil }
        return (columns, data.edges(columns, threads: threads))
    }

    /// The envelope of series `k`: the pixel x of its first column and per column the top
    /// and bottom y (pen included), `top > bottom` where a column is empty.
    /// - Complexity: O(w log n).
    func envelope(_ k: Int, _ m: PlotMapping, _ dense: (columns: PixelColumns, edges: [Int]),
                  lineWidth: Float, threads: Int) -> (x: Int, top: [Float], bottom: [Float]) {
        let runs = data.runsCache.value(ChartData.RunsKey(series: k, columns: dense.columns)) {
            ColumnRuns(data.trees[k], y: data.seriesSet.series[k].y, count: data.count, edges: dense.edges,
                       points: data.edgePoints(dense.columns), threads: threads)
        }
        let w = dense.columns.width, left = m.rect.x0.rounded(.down), r = lineWidth / 2
        var top = [Float](repeating: .infinity, count: w), bottom = [Float](repeating: -.infinity, count: w)
        // The pen's half-height at column offset o from an extreme (taken at its column's
        // centre, so d = o − ½ from the nearer edge of the neighbour): r at 0, √(r² − d²)
        // while d < r, nil beyond.
        let reach = Int((r + 0.5).rounded(.up))
        let half = (0...reach).map { o -> Float? in
            let d = Float(o) - 0.5
            return o == 0 ? r : (d < r ? (r * r - d * d).squareRoot() : nil)
        }
        top.withUnsafeMutableBufferPointer { tp in
            bottom.withUnsafeMutableBufferPointer { bt in
                // In bounds: every index is checked against 0 ..< w before use.
                func extend(_ j: Int, _ a: Float, _ b: Float, _ h: Float) {
                    tp[j] = min(tp[j], min(a, b) - h); bt[j] = max(bt[j], max(a, b) + h)
                }
                for (c, e) in runs.extrema.enumerated() {
                    guard let e else { continue }
                    let high = m.py(e.max), low = m.py(e.min)
                    for (o, h) in half.enumerated() {
                        guard let h else { continue }
                        if c - o >= 0 { extend(c - o, high, low, h) }
                        if o > 0 && c + o < w { extend(c + o, high, low, h) }
                    }
                }
                // Each joining segment, each part in the column it crosses.
                for s in runs.joins {
                    let xa = m.px(s.a.x), xb = m.px(s.b.x), pa = m.py(s.a.y), pb = m.py(s.b.y)
                    func at(_ u: Float) -> Float { xb > xa ? pa + (pb - pa) * (u - xa) / (xb - xa) : pb }
                    for j in max(0, s.from)..<max(0, min(w, s.to + 1)) {
                        let u0 = max(xa, left + Float(j)), u1 = min(xb, left + Float(j + 1))
                        extend(j, at(min(u0, u1)), at(max(u0, u1)), r)
                    }
                }
            }
        }
        return (Int(left), top, bottom)
    }

    /// The envelopes of the visible line series that are dense in `m` as column spans (nil
    /// for the others), computed side by side on the renderer's threads when there are
    /// several — each one's range queries, joins and spans are independent of the others'
    /// — else one series at a time with its queries spread over the threads.
    func denseEnvelopes(_ m: [PlotMapping], opacity: [Double], lineWidth: Float) -> [ColumnSpans?] {
        let set = data.seriesSet
        // Serially first: the columns' index edges and the points at them are shared (and
        // cached) by all series.
        let dense = set.series.indices.map { k in
            opacity[k] > 0 && set.series[k].kind != .bar ? envelopeColumns(mapping(of: k, m)) : nil
        }
        for d in dense { if let d { _ = data.edgePoints(d.columns, threads: threads) } }
        let todo = dense.indices.filter { dense[$0] != nil }
        var out = [ColumnSpans?](repeating: nil, count: set.series.count)
        @Sendable func spans(_ k: Int, threads: Int) -> ColumnSpans {
            let e = envelope(k, mapping(of: k, m), dense[k]!, lineWidth: lineWidth, threads: threads)
            return ColumnSpans(x: e.x, top: e.top, bottom: e.bottom)
        }
        if todo.count < 2 || threads < 2 {
            for k in todo { out[k] = spans(k, threads: threads) }
            return out
        }
        out.withUnsafeMutableBufferPointer { buf in
            nonisolated(unsafe) let slots = buf
            Parallel.forEach(todo.count, threads: threads) { i in
                // Each iteration writes its own slot.
                let k = todo[i]
                slots[k] = spans(k, threads: 1)
            }
        }
        return out
    }
}
