import Foundation

/// Elliptical arcs: by centre and angles, and SVG's endpoint form.
///
/// Both are stored as one centre-parameterised `.arc` element (centre, radii, x-axis
/// rotation, start angle, sweep), which the flattener samples adaptively after the
/// transform, so an arc stays within tolerance at any zoom (no cubic approximation).
/// The endpoint form follows the SVG 1.1 implementation notes, appendix F.6.5
/// (conversion to centre form) and F.6.6 (out-of-range radii are scaled up by √Λ).
extension Path {
    /// An arc of the ellipse with radii (rx, ry) rotated by `rotation` about `center`,
    /// from `startAngle` to `endAngle` (radians, 0 = +x, positive toward +y), turning
    /// clockwise on a y-down screen (increasing angle) when `clockwise`. A line joins
    /// the current point to the arc start (a move when the path is empty). An angle span
    /// of 2π or more draws the whole ellipse once.
    /// - Complexity: O(1) amortised.
    public mutating func arc(center: Point, radii: Point, rotation: Double = 0,
                             startAngle: Double, endAngle: Double, clockwise: Bool) {
        let twoPi = 2 * Double.pi
        var d = endAngle - startAngle
        if clockwise {
            if d >= twoPi { d = twoPi } else { d = fmod(d, twoPi); if d < 0 { d += twoPi } }
        } else {
            if d <= -twoPi { d = -twoPi } else { d = fmod(d, twoPi); if d > 0 { d -= twoPi } }
        }
        let start = Path._arcPoint(center: center, rx: radii.x, ry: radii.y,
                                   rotation: rotation, angle: startAngle)
        if verbs.isEmpty || verbs.last == .close { move(to: start) }
        else if start != currentPoint { line(to: start) }
        _appendArc(center: center, rx: abs(radii.x), ry: abs(radii.y), rotation: rotation,
                   start: startAngle, sweep: d)
    }

    /// A circular arc of `radius` about `center` (see the elliptical form).
    /// - Complexity: O(1) amortised.
    public mutating func arc(center: Point, radius: Double, startAngle: Double,
                             endAngle: Double, clockwise: Bool) {
        arc(center: center, radii: Point(x: radius, y: radius), startAngle: startAngle,
            endAngle: endAngle, clockwise: clockwise)
    }

    /// SVG's `A` command: an arc from the current point to `end` on an ellipse with radii
    /// `radii` rotated by `xAxisRotation` radians, choosing of the four candidate arcs the
    /// large or small one (`largeArc`) turning with increasing angle (`sweep`). Radii too
    /// small to reach `end` are scaled up uniformly; a zero radius gives a straight line;
    /// `end` equal to the current point adds nothing.
    /// - Complexity: O(1) amortised.
    public mutating func arc(to end: Point, radii: Point, xAxisRotation: Double,
                             largeArc: Bool, sweep: Bool) {
        let p1 = currentPoint
        if p1 == end { return }
        var rx = abs(radii.x), ry = abs(radii.y)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, p1.isFinite, end.isFinite else {
            line(to: end); return
        }
        let (s, c) = (sin(xAxisRotation), cos(xAxisRotation))
        let hx = (p1.x - end.x) / 2, hy = (p1.y - end.y) / 2
        let x1 = c * hx + s * hy, y1 = -s * hx + c * hy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let k = lambda.squareRoot(); rx *= k; ry *= k }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den > 0 ? (max(num, 0) / den).squareRoot() : 0
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * y1 / ry, cyp = -coef * ry * x1 / rx
        let center = Point(x: c * cxp - s * cyp + (p1.x + end.x) / 2,
                           y: s * cxp + c * cyp + (p1.y + end.y) / 2)
        let ux = (x1 - cxp) / rx, uy = (y1 - cyp) / ry
        let vx = (-x1 - cxp) / rx, vy = (-y1 - cyp) / ry
        let theta1 = atan2(uy, ux)
        var dTheta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && dTheta > 0 { dTheta -= 2 * Double.pi }
        if sweep && dTheta < 0 { dTheta += 2 * Double.pi }
        if verbs.isEmpty || verbs.last == .close { move(to: p1) }
        _appendArc(center: center, rx: rx, ry: ry, rotation: xAxisRotation,
                   start: theta1, sweep: dTheta)
        currentPoint = end  // exact, not the recomputed point
    }

    /// The point at parameter angle `angle` of an ellipse. - Complexity: O(1).
    static func _arcPoint(center: Point, rx: Double, ry: Double, rotation: Double,
                          angle: Double) -> Point {
        let ex = rx * cos(angle), ey = ry * sin(angle)
        let (s, c) = (sin(rotation), cos(rotation))
        return Point(x: center.x + c * ex - s * ey, y: center.y + s * ex + c * ey)
    }
}
