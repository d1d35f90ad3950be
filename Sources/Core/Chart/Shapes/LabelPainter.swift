/// Turns single-line labels into filled glyph outlines in a display list, decoding each
/// glyph's outline once and keeping it (a label renderer's per-chart cache).
///
/// ```swift
/// var labels = try LabelPainter()
/// var list = DisplayList()
/// labels.draw("Mon", size: 13, at: SIMD2(40, 300), alignment: .center, color: .black, into: &list)
/// ```
public struct LabelPainter: Sendable {
    /// The font the labels are set in.
    public let font: Font
    var _outlines: [Int: GlyphOutline] = [:]

    /// A painter using the shipped DejaVu Sans. - Throws: `FontError` if it cannot be read.
    public init() throws { font = try Font.dejaVuSans() }

    /// A painter using `font`.
    public init(font: Font) { self.font = font }

    /// The advance width of `string` at `size` pixels per em. - Complexity: O(characters).
    public func width(_ string: String, size: Float) -> Float {
        font.measure(string, size: size).advanceWidth
    }

    /// The outlines of `string` laid out at `size` with its baseline anchor at `anchor`,
    /// appended to `path` (pixels). Glyphs the font cannot decode draw nothing.
    /// - Complexity: O(characters + outline points).
    public mutating func append(_ string: String, size: Float, at anchor: SIMD2<Float>,
                                alignment: TextAlignment = .left, to path: inout FlatPath) {
        guard size > 0, size.isFinite, anchor.x.isFinite, anchor.y.isFinite else { return }
        let layout = TextLayout(font: font, string: string, size: size, alignment: alignment, baseline: anchor)
        for g in layout.glyphs {
            if _outlines[g.glyph] == nil { _outlines[g.glyph] = (try? font.outline(of: g.glyph)) ?? GlyphOutline() }
            _outlines[g.glyph]!.appendFlattened(to: &path, scale: layout.scale, origin: g.origin,
                                                tolerance: 0.05)
        }
    }

    /// Records `string` as one non-zero fill of `color` (see `append`).
    /// - Complexity: O(characters + outline points).
    public mutating func draw(_ string: String, size: Float, at anchor: SIMD2<Float>,
                              alignment: TextAlignment = .left, color: Color, opacity: Float = 1,
                              into list: inout DisplayList) {
        var path = FlatPath()
        append(string, size: size, at: anchor, alignment: alignment, to: &path)
        if !path.points.isEmpty { list.fill(path, rule: .nonZero, paint: .solid(color, opacity: opacity)) }
    }
}

extension LabelPainter {
    /// The outline of `text` widened by `width` / 2 on every side (round joins): filled in
    /// the background colour under a label, it keeps lines crossing the label from
    /// touching the glyphs (a "halo"). - Complexity: O(points).
    public static func halo(of text: FlatPath, width: Double) -> FlatPath {
        var p = Path()
        p.reserveCapacity(elements: text.points.count + text.contourEnds.count, points: text.points.count)
        for r in text.contours where !r.isEmpty {
            p.move(to: Point(x: Double(text.points[r.lowerBound].x), y: Double(text.points[r.lowerBound].y)))
            for i in r.dropFirst() { p.line(to: Point(x: Double(text.points[i].x), y: Double(text.points[i].y))) }
            p.close()
        }
        // The stroke alone leaves the glyph interiors open; the glyphs themselves fill them.
        var out = p.stroked(StrokeStyle(width: width, join: .round))
        out.points.append(contentsOf: text.points)
        let base = out.points.count - text.points.count
        out.contourEnds.append(contentsOf: text.contourEnds.map { $0 + base })
        return out
    }
}
