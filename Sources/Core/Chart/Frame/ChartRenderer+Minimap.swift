/// The minimap: every series over the whole x range, the selected window framed and the
/// rest dimmed (the contest's range selector).
extension ChartRenderer {
    func drawMinimap(_ p: FrameParameters, theme: ChartTheme, into list: inout DisplayList) {
        let r = layout.minimap, u = layout.unit
        let xb = data.xBounds
        guard xb.lowerBound < xb.upperBound else { return }
        let m = [p.miniLeft, p.miniRight].map {
            PlotMapping(rect: r, x0: xb.lowerBound, x1: xb.upperBound, lo: $0.first, hi: $0.second)
        }
        list.clip(layout.clip(r, pad: 0))
        if data.seriesSet.stacked && !data.seriesSet.percentage {
            // Stacked bars: the minimap's y bounds are the sums' range, from 0.
            var s = m[0]; s.lo = min(0, s.lo)
            drawSeries([s, s], opacity: p.opacity.elements, lineWidth: u, theme: theme, into: &list)
        } else {
            drawSeries(m, opacity: p.opacity.elements, lineWidth: u, theme: theme, into: &list)
        }
        let wx0 = max(r.x0, m[0].px(p.x0)), wx1 = min(r.x1, m[0].px(p.x1))
        list.fillRect(x0: r.x0, y0: r.y0, x1: wx0, y1: r.y1, paint: .solid(theme.minimapDim))
        list.fillRect(x0: wx1, y0: r.y0, x1: r.x1, y1: r.y1, paint: .solid(theme.minimapDim))
        let frame = Paint.solid(theme.minimapFrame), handle = 8 * u, edge = 1.5 * u
        list.fillRect(x0: wx0, y0: r.y0, x1: wx0 + handle, y1: r.y1, paint: frame)
        list.fillRect(x0: wx1 - handle, y0: r.y0, x1: wx1, y1: r.y1, paint: frame)
        list.fillRect(x0: wx0 + handle, y0: r.y0, x1: wx1 - handle, y1: r.y0 + edge, paint: frame)
        list.fillRect(x0: wx0 + handle, y0: r.y1 - edge, x1: wx1 - handle, y1: r.y1, paint: frame)
        // The grip marks on the handles.
        let mid = (r.y0 + r.y1) / 2, grip = Paint.solid(theme.background)
        for x in [wx0 + handle / 2, wx1 - handle / 2] {
            list.fillRect(x0: x - 0.75 * u, y0: mid - 5 * u, x1: x + 0.75 * u, y1: mid + 5 * u, paint: grip)
        }
        list.clip(nil)
    }
}
