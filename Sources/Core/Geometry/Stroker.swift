/// Reusable stroking: owns the scratch buffer of the stroker, so a chart that restrokes
/// its lines every frame into the same `FlatPath` allocates nothing once warm.
///
/// ```swift
/// var stroker = Stroker()
/// var outline = FlatPath()
/// outline.points.removeAll(keepingCapacity: true); outline.contourEnds.removeAll(keepingCapacity: true)
/// stroker.stroke(line, style: StrokeStyle(width: 1.5), transform: dataToPixels, into: &outline)
/// ```
/// The result is the same as `Path.stroked(_:transform:tolerance:)` (see there for the
/// geometry: union-exact under non-zero fill, joins, caps, dashes).
public struct Stroker: Sendable {
    var _right: [SIMD2<Float>] = []

    /// A stroker with empty scratch.
    public init() {}

    /// Appends the outline of `path` stroked with `style` to `out` (device pixels).
    /// - Complexity: O(flattened points + dashes); no allocation when `out` and the
    ///   scratch already have the capacity.
    public mutating func stroke(_ path: Path, style: StrokeStyle, transform: AffineTransform = .identity,
                                tolerance: Double = 0.1, into out: inout FlatPath) {
        let hw = style.width / 2
        let scale = transform.maxScale
        guard hw > 0, hw.isFinite, scale > 0, scale.isFinite else { return }
        let tol = max(tolerance.isFinite ? tolerance : 0.1, 1e-3) / scale
        var s = _Stroker(style: style, transform: transform, tolerance: tol)
        swap(&s.out, &out)
        swap(&s.right, &_right)
        defer { swap(&s.out, &out); swap(&s.right, &_right) }
        let n = path.points.count
        s.out.points.reserveCapacity(s.out.points.count + n * (style.join == .round ? 6 : 5) + 64)
        s.right.reserveCapacity(n * 3 + 16)
        let pattern = _Stroker.dashPattern(style.dashes)
        func run(_ pts: [Point], _ ranges: [(Range<Int>, Bool)]) {
            pts.withUnsafeBufferPointer { all in
                for (r, closed) in ranges {
                    let sub = UnsafeBufferPointer(rebasing: all[r])
                    if let pattern { s.strokeDashed(sub, closed: closed, pattern: pattern) }
                    else { s.stroke(sub, closed: closed) }
                }
            }
        }
        if let ranges = path._lineSubpaths() {
            run(path.points, ranges)
        } else {
            let lines = path._polylines(transform: .identity, tolerance: tol)
            var from = 0
            run(lines.points, lines.ends.enumerated().map { k, end in
                defer { from = end }
                return (from..<end, lines.closed[k])
            })
        }
    }
}
