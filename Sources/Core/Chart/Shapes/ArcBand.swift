import Foundation

/// A stroked circular arc: the shape of a progress ring or of one band of a rainbow
/// gauge. Angles are radians, 0 along +x, growing toward +y (clockwise on a y-down
/// screen); `clockwise` picks the direction from `startAngle` to `endAngle`.
///
/// ```swift
/// // three quarters of a ring, from 12 o'clock, clockwise
/// let band = ArcBand(center: Point(x: 100, y: 100), radius: 80, width: 20,
///                    startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
/// list.fill(band.outline(), rule: .nonZero, paint: .solid(red))
/// ```
/// A sweep of a full turn or more draws the whole ring (see `Path.arc`); a zero sweep
/// draws nothing (not a round dot).
public struct ArcBand: Sendable, Equatable {
    public var center: Point
    /// Radius of the band's centre line, pixels.
    public var radius: Double
    /// Band width, pixels.
    public var width: Double
    public var startAngle: Double, endAngle: Double
    public var clockwise: Bool
    /// Round (progress rings) or butt ends.
    public var roundCaps: Bool

    /// A band from its centre line and width.
    public init(center: Point, radius: Double, width: Double, startAngle: Double, endAngle: Double,
                clockwise: Bool = true, roundCaps: Bool = true) {
        self.center = center; self.radius = radius; self.width = width
        self.startAngle = startAngle; self.endAngle = endAngle
        self.clockwise = clockwise; self.roundCaps = roundCaps
    }

    /// The signed sweep actually drawn: positive clockwise, at most one full turn.
    /// - Complexity: O(1).
    public var sweep: Double {
        let d = endAngle - startAngle
        guard d.isFinite else { return 0 }
        return clockwise ? min(max(d, 0), 2 * .pi) : max(min(d, 0), -2 * .pi)
    }

    /// The centre line as a path (empty for a zero or non-finite sweep). - Complexity: O(1).
    public var path: Path {
        var p = Path()
        let s = sweep
        guard s != 0, radius > 0, radius.isFinite, center.isFinite else { return p }
        if abs(s) >= 2 * .pi {
            // A closed circle: no caps, no seam.
            p.move(to: Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle)))
            p.arc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + s, clockwise: clockwise)
            p.close()
        } else {
            p.arc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + s, clockwise: clockwise)
        }
        return p
    }

    /// The band's outline in pixels, to fill with the non-zero rule. - Complexity: O(arc length / tolerance).
    public func outline(tolerance: Double = 0.1) -> FlatPath {
        path.stroked(StrokeStyle(width: width, join: .round, cap: roundCaps ? .round : .butt), tolerance: tolerance)
    }
}
