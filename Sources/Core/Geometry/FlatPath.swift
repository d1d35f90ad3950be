/// Closed polygons in device pixels: what the rasterizer fills.
///
/// The narrow type between Geometry and Raster: `Path` flattens to it (curves become line
/// segments within a tolerance, after the transform) and the stroker emits its outlines as
/// one. Contours are stored back to back in `points`; `contourEnds[k]` is the exclusive
/// end of contour `k`, and every contour is implicitly closed (last point joins the
/// first). Coordinates are `Float` pixels: x grows right, y grows down, pixel (i, j)
/// covers [i, i+1) × [j, j+1).
///
/// ```swift
/// var p = FlatPath()
/// p.append(contour: [SIMD2(1, 1), SIMD2(3, 1), SIMD2(3, 3), SIMD2(1, 3)])  // a 2x2 square
/// ```
public struct FlatPath: Sendable, Equatable {
    /// Vertices of all contours, back to back, in pixels.
    public var points: [SIMD2<Float>]
    /// Exclusive end index in `points` of each contour, ascending.
    public var contourEnds: [Int]

    /// An empty path.
    public init() {
        points = []
        contourEnds = []
    }

    /// Adds one closed contour. Contours of fewer than 2 points enclose nothing but are kept.
    /// - Complexity: O(contour.count) amortised.
    public mutating func append(contour: some Sequence<SIMD2<Float>>) {
        points.append(contentsOf: contour)
        contourEnds.append(points.count)
    }

    /// Closes the contour made of the points appended since the last contour end.
    /// - Complexity: O(1) amortised.
    public mutating func closeContour() {
        if points.count > (contourEnds.last ?? 0) { contourEnds.append(points.count) }
    }

    /// The half-open index ranges of the contours in `points`. - Complexity: O(1).
    public var contours: some Sequence<Range<Int>> {
        contourEnds.indices.lazy.map { k in (k == 0 ? 0 : contourEnds[k - 1])..<contourEnds[k] }
    }
}
