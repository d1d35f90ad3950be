/// A glyph's outline in font units (y up), as closed contours of explicit lines and
/// quadratic Bézier segments.
///
/// TrueType stores contours as on- and off-curve points; the reader makes the implied
/// on-curve point between two consecutive off-curve points explicit, so every segment
/// here is either a line or one quadratic with its own end points.
///
/// ```swift
/// let outline = try font.outline(of: font.glyph(for: "g"))
/// for contour in outline.contours { print(contour.start, contour.segments.count) }
/// let pixels = outline.flattened(scale: 16 / 2048, origin: SIMD2(4, 20), tolerance: 0.1)
/// ```
///
/// Invariant: each contour ends where it starts (its last segment returns to `start`).
public struct GlyphOutline: Sendable, Equatable {
    /// One closed contour: a start point and the segments that follow it.
    public struct Contour: Sendable, Equatable {
        /// First on-curve point, font units.
        public var start: SIMD2<Float>
        /// Segments in order; the last one ends at `start`.
        public var segments: [Segment]

        /// A contour from its start point and segments (font units). - Complexity: O(1).
        public init(start: SIMD2<Float>, segments: [Segment]) {
            self.start = start
            self.segments = segments
        }
    }

    /// A piece of a contour, continuing from the previous segment's end.
    public enum Segment: Sendable, Equatable {
        /// A straight line to `to`.
        case line(to: SIMD2<Float>)
        /// A quadratic Bézier through off-curve `control` to on-curve `to`.
        case quad(control: SIMD2<Float>, to: SIMD2<Float>)

        /// The segment's end point.
        public var end: SIMD2<Float> {
            switch self {
            case let .line(to): to
            case let .quad(_, to): to
            }
        }
    }

    /// Closed contours, font units, y up.
    public var contours: [Contour]
    /// Number of on/off-curve points stored in the font for this glyph (summed over the
    /// components of a composite): the figure font tools report.
    public var pointCount: Int

    /// An outline from contours (font units) and the stored point count they came from.
    /// - Complexity: O(1).
    public init(contours: [Contour] = [], pointCount: Int = 0) {
        self.contours = contours
        self.pointCount = pointCount
    }

    /// Builds one contour from TrueType points (`onCurve` flags), inserting the implied
    /// on-curve midpoints between consecutive off-curve points.
    /// - Complexity: O(points.count).
    static func _contour(_ points: ArraySlice<(SIMD2<Float>, Bool)>) -> Contour? {
        guard let first = points.first else { return nil }
        var sequence: [(SIMD2<Float>, Bool)]
        let start: SIMD2<Float>
        if let k = points.firstIndex(where: { $0.1 }) {
            start = points[k].0
            sequence = Array(points[(k + 1)...]) + Array(points[..<k])
        } else {
            // All off-curve: start at the implied point between the last and the first.
            start = (points.last!.0 + first.0) * 0.5
            sequence = Array(points)
        }
        sequence.append((start, true))
        var segments: [Segment] = []
        segments.reserveCapacity(sequence.count)
        var control: SIMD2<Float>? = nil
        for (p, onCurve) in sequence {
            if onCurve {
                segments.append(control.map { .quad(control: $0, to: p) } ?? .line(to: p))
                control = nil
            } else {
                if let c = control { segments.append(.quad(control: c, to: (c + p) * 0.5)) }
                control = p
            }
        }
        return Contour(start: start, segments: segments)
    }

    /// The outline mapped through `x' = a·x + c·y + dx`, `y' = b·x + d·y + dy`.
    func _transformed(_ m: (a: Float, b: Float, c: Float, d: Float), offset: SIMD2<Float>) -> GlyphOutline {
        func map(_ p: SIMD2<Float>) -> SIMD2<Float> {
            SIMD2(m.a * p.x + m.c * p.y + offset.x, m.b * p.x + m.d * p.y + offset.y)
        }
        let mapped = contours.map { contour in
            Contour(
                start: map(contour.start),
                segments: contour.segments.map { segment in
                    switch segment {
                    case let .line(to): .line(to: map(to))
                    case let .quad(c, to): .quad(control: map(c), to: map(to))
                    }
                })
        }
        return GlyphOutline(contours: mapped, pointCount: pointCount)
    }
}
