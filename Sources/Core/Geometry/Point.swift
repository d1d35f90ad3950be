/// A point (or vector) in user space, in `Double` units.
///
/// ```swift
/// let p = Point(x: 1, y: 2) + Point(x: 3, y: 4) * 0.5   // (2.5, 4)
/// ```
/// Coordinates may be any Double, NaN and infinities included: consumers (flattening,
/// stroking) drop non-finite points rather than trap.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// A point from its coordinates.
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Both coordinates are finite. - Complexity: O(1).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Euclidean length of the point seen as a vector. - Complexity: O(1).
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// Dot product. - Complexity: O(1).
    @inlinable public func dot(_ o: Point) -> Double { x * o.x + y * o.y }

    /// 2-D cross product (z of the 3-D cross): positive when `o` turns clockwise from
    /// `self` on screen (y down). - Complexity: O(1).
    @inlinable public func cross(_ o: Point) -> Double { x * o.y - y * o.x }

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
}
