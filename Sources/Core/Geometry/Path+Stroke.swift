/// Stroking: the outline of a path's stroke as device-pixel polygons.
extension Path {
    /// The outline of this path stroked with `style`, as polygons in device pixels to be
    /// filled with the **non-zero** rule.
    ///
    /// The stroke is built in user space (so a non-uniform `transform` gives the correct
    /// elliptical pen) and then mapped by `transform`. Each open subpath becomes one
    /// contour (left side forward, end cap, right side back, start cap), each closed one
    /// two contours; inner corners go through the vertex itself, which makes the winding
    /// number at any point the count of segment rectangles and join wedges covering it
    /// (all oriented alike), so non-zero fill paints exactly their union. Curves are
    /// flattened to `tolerance` device pixels first; round joins and caps use the same
    /// tolerance. Dashes cut the flattened subpaths before stroking; a pattern that would
    /// yield more than `Path.maxDashes` dashes is drawn solid instead (bounded work).
    /// Zero-length subpaths (and zero-length dashes) with round or square caps draw a
    /// disc or a square (x-axis aligned); with butt caps they draw nothing.
    /// - Complexity: O(flattened points + dashes), one output array reserved up front.
    public func stroked(_ style: StrokeStyle, transform: AffineTransform = .identity,
                        tolerance: Double = 0.1) -> FlatPath {
        let hw = style.width / 2
        let scale = transform.maxScale
        guard hw > 0, hw.isFinite, scale > 0, scale.isFinite else { return FlatPath() }
        let tol = max(tolerance.isFinite ? tolerance : 0.1, 1e-3) / scale
        let lines = _polylines(transform: .identity, tolerance: tol)
        var s = _Stroker(style: style, transform: transform, tolerance: tol)
        s.out.points.reserveCapacity(lines.points.count * 5 + 16)
        s.out.contourEnds.reserveCapacity(lines.ends.count * 2)
        let pattern = _Stroker.dashPattern(style.dashes)
        var from = 0
        for (k, end) in lines.ends.enumerated() {
            lines.points.withUnsafeBufferPointer { all in
                let sub = UnsafeBufferPointer(rebasing: all[from..<end])
                if let pattern {
                    s.strokeDashed(sub, closed: lines.closed[k], pattern: pattern)
                } else {
                    s.stroke(sub, closed: lines.closed[k])
                }
            }
            from = end
        }
        return s.out
    }

    /// The cap on dashes per stroke (see `stroked`).
    public static let maxDashes = 1 << 22
}
