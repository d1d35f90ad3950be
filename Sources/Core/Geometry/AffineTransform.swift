import Foundation

/// A 2-D affine map `(x, y) → (a·x + c·y + tx, b·x + d·y + ty)`, the SVG `matrix(a b c d e f)`.
///
/// ```swift
/// let t = AffineTransform.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 2))
/// t.apply(Point(x: 1, y: 1))   // scale after translate: (22, 2)
/// ```
/// `a.concatenating(b)` applies `a` first, then `b`. The inverse exists when the
/// determinant is finite and non-zero.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The matrix `[a c tx; b d ty; 0 0 1]` (SVG `matrix(a,b,c,d,tx,ty)` order).
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity map.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y). - Complexity: O(1).
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by (x, y) about the origin. - Complexity: O(1).
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `radians` about the origin; positive turns x toward y (clockwise on
    /// a y-down screen, as SVG `rotate`). - Complexity: O(1).
    public static func rotation(radians: Double) -> AffineTransform {
        let (s, co) = (sin(radians), cos(radians))
        return AffineTransform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// A rotation by `radians` about `center`. - Complexity: O(1).
    public static func rotation(radians: Double, about center: Point) -> AffineTransform {
        translation(x: -center.x, y: -center.y)
            .concatenating(rotation(radians: radians))
            .concatenating(translation(x: center.x, y: center.y))
    }

    /// The map that applies `self` first, then `next`. - Complexity: O(1).
    public func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(a: next.a * a + next.c * b, b: next.b * a + next.d * b,
                        c: next.a * c + next.c * d, d: next.b * c + next.d * d,
                        tx: next.a * tx + next.c * ty + next.tx,
                        ty: next.b * tx + next.d * ty + next.ty)
    }

    /// The image of `p`. - Complexity: O(1).
    @inlinable public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The image of the vector `v` (no translation). - Complexity: O(1).
    @inlinable public func applyToVector(_ v: Point) -> Point {
        Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }

    /// The determinant `a·d − b·c`. - Complexity: O(1).
    public var determinant: Double { a * d - b * c }

    /// The inverse map, or nil when the determinant is zero or not finite. - Complexity: O(1).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        let ia = d * r, ib = -b * r, ic = -c * r, id = a * r
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// The largest factor by which the map stretches any vector (the larger singular
    /// value): flattening tolerances in user space are divided by it. - Complexity: O(1).
    public var maxScale: Double {
        let p = a * a + b * b + c * c + d * d
        let q = (a * d - b * c) * (a * d - b * c)
        let disc = max(p * p / 4 - q, 0).squareRoot()
        return (p / 2 + disc).squareRoot()
    }
}
