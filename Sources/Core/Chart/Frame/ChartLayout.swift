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

    /// The legend chips' positions (top-left corners) and widths in pixels, in series order.
    var chips: [SIMD2<Float>] = []
    var chipWidths: [Float] = []

    /// - Parameter chipWidths: each legend chip's width in layout points (none: no legend);
    ///   chips flow left to right in as many rows as they need.
    init(width w: Int, height h: Int, hasTitle: Bool, chipWidths: [Float]) {
        width = Float(w); height = Float(h)
        unit = max(0.5, min(width, height * 1.6) / 800)
        let m = 16 * unit, gap = 8 * unit
        titleBaseline = m + 17 * unit
        let top = hasTitle ? titleBaseline + 16 * unit : m
        let (u, right) = (unit, width - m)
        var x = m, row = 0, corners: [SIMD2<Float>] = []
        for cw in chipWidths.map({ $0 * u }) {
            if x + cw > right, x > m { x = m; row += 1 }
            corners.append(SIMD2(x, Float(row) * (34 * u + gap)))
            x += cw + gap
        }
        let legendHeight = corners.isEmpty ? -16 * u : Float(row + 1) * (34 * u + gap) - gap
        let legendTop = height - m - legendHeight
        self.legendTop = legendTop
        let chips = corners.map { $0 + SIMD2(0, legendTop) }
        minimap = (m, legendTop - 16 * unit - 46 * unit, width - m, legendTop - 16 * unit)
        xLabelBaseline = minimap.y0 - 14 * unit
        plot = (m, top + 20 * unit, width - m, xLabelBaseline - 20 * unit)
        self.chips = chips
        self.chipWidths = chipWidths.map { $0 * u }
    }

    /// The plot rectangle as a clip (whole pixels, grown by `pad` for strokes).
    func clip(_ r: (x0: Float, y0: Float, x1: Float, y1: Float), pad: Float) -> PixelRect {
        PixelRect(x0: Int((r.x0 - pad).rounded(.down)), y0: Int((r.y0 - pad).rounded(.down)),
                  x1: Int((r.x1 + pad).rounded(.up)), y1: Int((r.y1 + pad).rounded(.up)))
    }
}
