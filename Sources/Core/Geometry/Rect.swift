/// An axis-aligned rectangle in user space: origin (top-left with y down) and size.
///
/// ```swift
/// let r = Rect(x: 10, y: 20, width: 100, height: 50)
/// r.maxX   // 110
/// ```
/// A negative width or height is kept as given; `standardized` flips it positive.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A rectangle from its origin and size (any sign).
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The rectangle spanning two corners in any order. - Complexity: O(1).
    @inlinable public init(corner a: Point, _ b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    @inlinable public var minX: Double { min(x, x + width) }
    @inlinable public var minY: Double { min(y, y + height) }
    @inlinable public var maxX: Double { max(x, x + width) }
    @inlinable public var maxY: Double { max(y, y + height) }
    /// The centre point. - Complexity: O(1).
    @inlinable public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// The same area with a non-negative width and height. - Complexity: O(1).
    @inlinable public var standardized: Rect {
        Rect(x: minX, y: minY, width: abs(width), height: abs(height))
    }

    /// Whether `p` lies in [minX, maxX) × [minY, maxY). - Complexity: O(1).
    @inlinable public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether the box from `lo` to `hi` (lo ≤ hi in x and y) meets this rectangle, edges
    /// included (the culling of huge curves and hidden dashes). - Complexity: O(1).
    @inline(__always) func _meetsBox(_ lo: Point, _ hi: Point) -> Bool {
        hi.x >= minX && lo.x <= maxX && hi.y >= minY && lo.y <= maxY
    }
}
