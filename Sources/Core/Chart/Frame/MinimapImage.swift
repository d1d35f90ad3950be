/// The minimap's pixels before its window is drawn — the series over the background, plain
/// and dimmed — kept by the renderer so that a frame copies them instead of drawing every
/// series of the minimap again: panning moves only the window.
///
/// The copy gives the same bytes as drawing. The minimap is the first thing drawn on the
/// cleared canvas, so its pixels depend only on `Key`; and the dim's coverage of a column
/// does not depend on where the dim rectangle ends, except in the column cut by the
/// window's edge, which the frame still draws (`cuts`):
///
/// ```text
///   r.x0        left  wx0             wx1  right          r.x1
///    |  dimmed   | cut |    plain      | cut |   dimmed    |
///    | (copied)  |(drawn)  (copied)    |(drawn)  (copied)  |
/// ```
struct MinimapImage: Sendable {
    /// Everything the minimap's pixels depend on besides the data and the canvas size.
    struct Key: Equatable {
        var theme: ChartTheme
        var opacity: [Double]
        var bounds: [Double]
        var rect: SIMD4<Float>
        var thresholds: SIMD2<Double>
    }

    /// The canvas rectangle held (the minimap's clip).
    let region: PixelRect
    /// RGBA rows of `region`: the series on the background; the same under the dim.
    let plain: [UInt8], dimmed: [UInt8]

    /// Where the frame's own dim rectangles end: the left dim is drawn over [left, wx0),
    /// the right one over [wx1, right); whole columns beyond come from `dimmed`.
    static func cuts(_ r: (x0: Float, y0: Float, x1: Float, y1: Float), _ wx0: Float, _ wx1: Float) -> (left: Float, right: Float) {
        let left = wx0.rounded(.down), right = wx1.rounded(.up)
        return (max(left, r.x0), min(right, r.x1))
    }

    /// Records copies of the image into `list`: `dimmed` left of `cuts.left` and from
    /// `cuts.right` on, `plain` between. Requires `r.x0 <= wx0 <= wx1 <= r.x1`.
    /// - Complexity: O(1) to record, O(region area) memory copies to draw.
    func copy(into list: inout DisplayList, _ r: (x0: Float, y0: Float, x1: Float, y1: Float), _ wx0: Float, _ wx1: Float) {
        let (left, right) = Self.cuts(r, wx0, wx1)
        let a = left > r.x0 ? min(max(Int(left), region.x0), region.x1) : region.x0
        let b = right < r.x1 ? min(max(Int(right), a), region.x1) : region.x1
        let w = region.x1 - region.x0
        for (image, x0, x1) in [(dimmed, region.x0, a), (plain, a, b), (dimmed, b, region.x1)] where x0 < x1 {
            list.copy(image, width: w, from: (x0 - region.x0, 0),
                      to: PixelRect(x0: x0, y0: region.y0, x1: x1, y1: region.y1))
        }
    }

    /// The rows of `region` of `canvas`.
    static func rows(_ canvas: Canvas, _ region: PixelRect) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((region.x1 - region.x0) * (region.y1 - region.y0) * 4)
        for y in region.y0..<region.y1 {
            let start = (y * canvas.width + region.x0) * 4
            out.append(contentsOf: canvas.bytes[start..<start + (region.x1 - region.x0) * 4])
        }
        return out
    }
}

extension ChartRenderer {
    /// The minimap image for `p` and `theme`, from the renderer's cache or drawn now; nil
    /// while a series fades (its opacity changes every frame) or when the canvas cannot
    /// be allocated. - Complexity: O(1) on a hit; a minimap's drawing on a miss.
    func minimapImage(_ p: FrameParameters, theme: ChartTheme) -> MinimapImage? {
        guard p.opacity.elements.allSatisfy({ $0 == 0 || $0 == 1 }) else { return nil }
        let r = layout.minimap
        let key = MinimapImage.Key(theme: theme, opacity: p.opacity.elements,
                                   bounds: [p.miniLeft.first, p.miniLeft.second, p.miniRight.first, p.miniRight.second],
                                   rect: SIMD4(r.x0, r.y0, r.x1, r.y1),
                                   thresholds: SIMD2(rawLineThreshold, denseLineThreshold))
        return minimapImages.value(key) {
            guard var canvas = try? Canvas(width: width, height: height, color: theme.background) else { return nil }
            var list = DisplayList()
            drawMinimapSeries(p, theme: theme, into: &list)
            canvas.draw(list, threads: threads)
            let region = layout.clip(r, pad: 0).intersection(canvas.bounds)
            guard !region.isEmpty else { return nil }
            let plain = MinimapImage.rows(canvas, region)
            var dim = DisplayList()
            dim.clip(region)
            dim.fillRect(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, paint: .solid(theme.minimapDim))
            canvas.draw(dim, threads: threads)
            return MinimapImage(region: region, plain: plain, dimmed: MinimapImage.rows(canvas, region))
        }
    }
}
