/// Closed shape builders: rectangles, rounded rectangles, circles and ellipses.
///
/// ```swift
/// let marker = Path.circle(center: Point(x: 5, y: 5), radius: 3)
/// let bar = Path.rect(Rect(x: 0, y: 10, width: 4, height: 90))
/// ```
/// Every shape is one closed subpath turning clockwise on a y-down screen (positive
/// shoelace area), starting at its top-left-most corner or rightmost point.
extension Path {
    /// Appends the rectangle as a closed subpath. - Complexity: O(1) amortised.
    public mutating func addRect(_ r: Rect) {
        let s = r.standardized
        move(to: Point(x: s.minX, y: s.minY))
        line(to: Point(x: s.maxX, y: s.minY))
        line(to: Point(x: s.maxX, y: s.maxY))
        line(to: Point(x: s.minX, y: s.maxY))
        close()
    }

    /// A rectangle. - Complexity: O(1).
    public static func rect(_ r: Rect) -> Path { var p = Path(); p.addRect(r); return p }

    /// Appends a rectangle with corners rounded by elliptical quarter arcs of radii
    /// (rx, ry), each clamped to half the side (SVG `rect` rules). Zero radii give a
    /// plain rectangle. - Complexity: O(1) amortised.
    public mutating func addRoundedRect(_ r: Rect, rx: Double, ry: Double) {
        let s = r.standardized
        let rx = min(max(rx.isFinite ? rx : 0, 0), s.width / 2)
        let ry = min(max(ry.isFinite ? ry : 0, 0), s.height / 2)
        guard rx > 0, ry > 0 else { addRect(s); return }
        let h = Double.pi / 2
        let radii = Point(x: rx, y: ry)
        move(to: Point(x: s.minX + rx, y: s.minY))
        arc(center: Point(x: s.maxX - rx, y: s.minY + ry), radii: radii,
            startAngle: -h, endAngle: 0, clockwise: true)
        arc(center: Point(x: s.maxX - rx, y: s.maxY - ry), radii: radii,
            startAngle: 0, endAngle: h, clockwise: true)
        arc(center: Point(x: s.minX + rx, y: s.maxY - ry), radii: radii,
            startAngle: h, endAngle: 2 * h, clockwise: true)
        arc(center: Point(x: s.minX + rx, y: s.minY + ry), radii: radii,
            startAngle: 2 * h, endAngle: 3 * h, clockwise: true)
        close()
    }

    /// A rounded rectangle with circular corners of `radius`. - Complexity: O(1).
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        var p = Path(); p.addRoundedRect(r, rx: radius, ry: radius); return p
    }

    /// Appends the full ellipse with radii (rx, ry) about `center`.
    /// - Complexity: O(1) amortised.
    public mutating func addEllipse(center: Point, rx: Double, ry: Double) {
        move(to: Point(x: center.x + abs(rx), y: center.y))
        _appendArc(center: center, rx: abs(rx), ry: abs(ry), rotation: 0, start: 0,
                   sweep: 2 * Double.pi)
        close()
    }

    /// A circle. - Complexity: O(1).
    public static func circle(center: Point, radius: Double) -> Path {
        var p = Path(); p.addEllipse(center: center, rx: radius, ry: radius); return p
    }

    /// The ellipse inscribed in `r`. - Complexity: O(1).
    public static func ellipse(in r: Rect) -> Path {
        let s = r.standardized
        var p = Path(); p.addEllipse(center: s.center, rx: s.width / 2, ry: s.height / 2)
        return p
    }
}
