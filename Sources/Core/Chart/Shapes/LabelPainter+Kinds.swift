/// The label helpers of the Health, activity, tree and ring charts.
extension LabelPainter {
    /// The advance width of `string` at `size` pixels per em. - Complexity: O(characters).
    public func textWidth(_ string: String, size: Float) -> Float {
        font.measure(string, size: size).advanceWidth
    }

    /// Appends the outlines of `string` (anchor on the baseline, y down) to `path`, so that
    /// many labels of one colour become a single fill. Non-finite anchors or sizes add
    /// nothing. - Complexity: O(glyphs × their vertices).
    public func append(_ string: String, size: Float, at anchor: SIMD2<Float>,
                       alignment: TextAlignment = .left, to path: inout FlatPath) {
        guard size > 0, size.isFinite, anchor.x.isFinite, anchor.y.isFinite else { return }
        let p = self.path(of: TextLayout(font: font, string: string, size: size, alignment: alignment, baseline: anchor))
        let base = path.points.count
        path.points.append(contentsOf: p.points)
        path.contourEnds.append(contentsOf: p.contourEnds.lazy.map { $0 + base })
    }

    /// Records `string` in solid `color` (glyph coverage blits, see `draw(_:size:at:alignment:paint:into:)`).
    /// - Complexity: O(glyphs).
    public func draw(_ string: String, size: Float, at anchor: SIMD2<Float>, alignment: TextAlignment = .left,
                     color: Color, opacity: Float = 1, into list: inout DisplayList) {
        guard size > 0, size.isFinite, anchor.x.isFinite, anchor.y.isFinite else { return }
        draw(string, size: size, at: anchor, alignment: alignment, paint: .solid(color, opacity: opacity), into: &list)
    }

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
        let base = out.points.count
        out.points.append(contentsOf: text.points)
        out.contourEnds.append(contentsOf: text.contourEnds.map { $0 + base })
        return out
    }
}
