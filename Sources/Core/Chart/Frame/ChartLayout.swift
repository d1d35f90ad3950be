/// Where the parts of a frame go, in pixels, for a canvas size (the contest's layout:
/// title, main plot with its y labels over the grid, x labels, minimap, legend chips).
///
/// Every length scales with `unit` (1 at 800 px wide), so a 1920x1080 frame looks like a
/// phone screenshot at 2x rather than a thumbnail in a corner.
struct ChartLayout {
    var width: Float, height: Float
    /// Pixels per layout point.
    var unit: Float
    var plot: (x0: Float, y0: Float, x1: Float, y1: Float)
    var minimap: (x0: Float, y0: Float, x1: Float, y1: Float)
    /// Baselines of the title and the x labels; top of the legend.
    var titleBaseline: Float, xLabelBaseline: Float, legendTop: Float
    var labelSize: Float { 12 * unit }
    var titleSize: Float { 17 * unit }
    var lineWidth: Float { 2 * unit }
    var chipHeight: Float { 34 * unit }

    init(width w: Int, height h: Int, hasTitle: Bool) {
        width = Float(w); height = Float(h)
        unit = max(0.5, min(width, height * 1.6) / 800)
        let m = 16 * unit
        titleBaseline = m + 17 * unit
        let top = hasTitle ? titleBaseline + 16 * unit : m
        legendTop = height - m - 34 * unit
        minimap = (m, legendTop - 16 * unit - 46 * unit, width - m, legendTop - 16 * unit)
        xLabelBaseline = minimap.y0 - 14 * unit
        plot = (m, top + 20 * unit, width - m, xLabelBaseline - 20 * unit)
    }

    /// The plot rectangle as a clip (whole pixels, grown by `pad` for strokes).
    func clip(_ r: (x0: Float, y0: Float, x1: Float, y1: Float), pad: Float) -> PixelRect {
        PixelRect(x0: Int((r.x0 - pad).rounded(.down)), y0: Int((r.y0 - pad).rounded(.down)),
                  x1: Int((r.x1 + pad).rounded(.up)), y1: Int((r.y1 + pad).rounded(.up)))
    }
}
