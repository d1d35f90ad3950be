/// A vector path in user space: subpaths of lines, quadratic and cubic Béziers and
/// elliptical arcs, each optionally closed.
///
/// ```swift
/// var p = Path()
/// p.move(to: Point(x: 0, y: 0))
/// p.line(to: Point(x: 10, y: 0))
/// p.cubic(to: Point(x: 10, y: 10), control1: Point(x: 15, y: 0), control2: Point(x: 15, y: 10))
/// p.close()
/// let flat = p.flattened(transform: .identity)      // FlatPath in device pixels
/// ```
/// Storage is two flat arrays (one verb byte per element, and its points), so a
/// million-vertex polyline costs 16 MB of points, not an array of enums. A drawing
/// command without a preceding `move` starts at the current point (initially the
/// origin). Non-finite coordinates are stored as given and dropped by consumers.
public struct Path: Sendable, Equatable {
    /// The kinds of element and how many points each stores.
    public enum Verb: UInt8, Sendable {
        /// Starts a subpath (1 point).
        case move
        /// A straight segment (1 point: the end).
        case line
        /// Quadratic Bézier (2 points: control, end).
        case quad
        /// Cubic Bézier (3 points: control 1, control 2, end).
        case cubic
        /// Elliptical arc by centre (4 points: centre, (rx, ry), (x-axis rotation, start
        /// angle), (sweep, 0)); angles in radians, positive sweep turns x toward y.
        case arc
        /// Closes the current subpath (0 points).
        case close

        /// Points stored per element of this verb.
        @inlinable public var pointCount: Int {
            switch self {
            case .move, .line: 1
            case .quad: 2
            case .cubic: 3
            case .arc: 4
            case .close: 0
            }
        }
    }

    /// One verb per element, in order.
    public internal(set) var verbs: [Verb] = []
    /// The points of all elements back to back (see `Verb.pointCount`).
    public internal(set) var points: [Point] = []
    /// Where the pen is: the end of the last element (the subpath start after `close`).
    public internal(set) var currentPoint: Point = .zero
    /// Start of the current subpath (where `close` returns to).
    public internal(set) var subpathStart: Point = .zero

    /// An empty path.
    public init() {}

    /// Reserves room for `elements` elements and `points` points. - Complexity: O(n).
    public mutating func reserveCapacity(elements: Int, points: Int) {
        verbs.reserveCapacity(elements)
        self.points.reserveCapacity(points)
    }

    /// Whether the path has no elements. - Complexity: O(1).
    public var isEmpty: Bool { verbs.isEmpty }

    /// Starts a new subpath at `p`. - Complexity: O(1) amortised.
    public mutating func move(to p: Point) {
        verbs.append(.move); points.append(p)
        currentPoint = p; subpathStart = p
    }

    /// A straight segment to `p`. - Complexity: O(1) amortised.
    public mutating func line(to p: Point) {
        verbs.append(.line); points.append(p); currentPoint = p
    }

    /// A quadratic Bézier to `p` with control point `c`. - Complexity: O(1) amortised.
    public mutating func quad(to p: Point, control c: Point) {
        verbs.append(.quad); points.append(c); points.append(p); currentPoint = p
    }

    /// A cubic Bézier to `p` with controls `c1`, `c2`. - Complexity: O(1) amortised.
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        verbs.append(.cubic); points.append(c1); points.append(c2); points.append(p)
        currentPoint = p
    }

    /// Closes the current subpath with a straight segment to its start.
    /// - Complexity: O(1) amortised.
    public mutating func close() {
        verbs.append(.close); currentPoint = subpathStart
    }

    /// Appends an elliptical arc given by its centre (internal: the public arc entry
    /// points in `Path+Arc.swift` validate and convert). A line joins the current point
    /// to the arc start unless `startsSubpath`.
    mutating func _appendArc(center: Point, rx: Double, ry: Double, rotation: Double,
                             start: Double, sweep: Double) {
        verbs.append(.arc)
        points.append(center); points.append(Point(x: rx, y: ry))
        points.append(Point(x: rotation, y: start)); points.append(Point(x: sweep, y: 0))
        currentPoint = Path._arcPoint(center: center, rx: rx, ry: ry, rotation: rotation,
                                      angle: start + sweep)
    }
}
