extension Path {
    /// Appends a bar: the rectangle `r` with its two top corners rounded by circular
    /// quarter arcs of `radius` (clamped to half the width and to the height) and square
    /// bottom corners, as one closed clockwise subpath. Empty or non-finite rectangles
    /// add nothing. - Complexity: O(1) amortised.
    public mutating func addTopRoundedRect(_ r: Rect, radius: Double) {
        let s = r.standardized
        guard s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite, s.x.isFinite, s.y.isFinite else { return }
        let k = min(max(radius.isFinite ? radius : 0, 0), s.width / 2, s.height)
        guard k > 0 else { addRect(s); return }
        let h = Double.pi / 2
        move(to: Point(x: s.minX, y: s.maxY))
        arc(center: Point(x: s.minX + k, y: s.minY + k), radius: k, startAngle: 2 * h, endAngle: 3 * h, clockwise: true)
        arc(center: Point(x: s.maxX - k, y: s.minY + k), radius: k, startAngle: -h, endAngle: 0, clockwise: true)
        line(to: Point(x: s.maxX, y: s.maxY))
        close()
    }
}
