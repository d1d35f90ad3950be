/// The minimap: every series over the whole x range, the selected window framed and the
/// rest dimmed (the contest's range selector).
extension ChartRenderer {
    /// How `drawMinimap` records the minimap.
    enum MinimapPart {
        /// Everything: the series, the dimmed outside, the window's frame.
        case all
        /// Only what changes with the window (the frame, and the dim over the two columns
        /// cut by the window's edges): the rest comes from a `MinimapImage` copied first.
        case window
    }

    /// The minimap's y mappings over its rectangle (left and right axis).
    func minimapMappings(_ p: FrameParameters) -> [PlotMapping] {
        let r = layout.minimap, xb = data.xBounds
        let m = [p.miniLeft, p.miniRight].map {
            PlotMapping(rect: r, x0: xb.lowerBound, x1: xb.upperBound, lo: $0.first, hi: $0.second)
        }
        guard data.seriesSet.stacked && !data.seriesSet.percentage else { return m }
        // Stacked bars: the minimap's y bounds are the sums' range, from 0.
        var s = m[0]; s.lo = min(0, s.lo)
        return [s, s]
    }

    /// The minimap's series, clipped to its rectangle.
    func drawMinimapSeries(_ p: FrameParameters, theme: ChartTheme, into list: inout DisplayList) {
        list.clip(layout.clip(layout.minimap, pad: 0))
        drawSeries(minimapMappings(p), opacity: p.opacity.elements, lineWidth: layout.unit, theme: theme, into: &list)
        list.clip(nil)
    }

    /// The selected window's left and right edge in the minimap, in pixels.
    func minimapWindow(_ p: FrameParameters) -> (Float, Float) {
        let r = layout.minimap, m = minimapMappings(p)[0]
        return (max(r.x0, m.px(p.x0)), min(r.x1, m.px(p.x1)))
    }

    func drawMinimap(_ p: FrameParameters, theme: ChartTheme, part: MinimapPart = .all, into list: inout DisplayList) {
        let r = layout.minimap, u = layout.unit
        let xb = data.xBounds
        guard xb.lowerBound < xb.upperBound else { return }
        let (wx0, wx1) = minimapWindow(p)
        let dim = Paint.solid(theme.minimapDim)
        switch part {
        case .all:
            drawMinimapSeries(p, theme: theme, into: &list)
            list.clip(layout.clip(r, pad: 0))
            list.fillRect(x0: r.x0, y0: r.y0, x1: wx0, y1: r.y1, paint: dim)
            list.fillRect(x0: wx1, y0: r.y0, x1: r.x1, y1: r.y1, paint: dim)
        case .window:
            // The image holds the dim of every whole column outside the window; the columns
            // the window's edges cut get their share of it here (`MinimapImage.cuts`).
            let (left, right) = MinimapImage.cuts(r, wx0, wx1)
            list.clip(layout.clip(r, pad: 0))
            list.fillRect(x0: left, y0: r.y0, x1: wx0, y1: r.y1, paint: dim)
            list.fillRect(x0: wx1, y0: r.y0, x1: right, y1: r.y1, paint: dim)
        }
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
