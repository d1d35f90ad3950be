/// How a path is stroked: width, joins, caps and dashes, all in user-space units.
///
/// ```swift
/// var s = StrokeStyle(width: 2, join: .round, cap: .butt)
/// s.dashes = [4, 2]; s.dashOffset = 1          // grid line: 4 on, 2 off
/// let outline = path.stroked(s, transform: t)  // FlatPath to fill with non-zero
/// ```
/// Widths below one device pixel are drawn at their true width (a 0.5 px line has half
/// the ink of a 1 px line); there is no hairline special case.
public struct StrokeStyle: Hashable, Sendable {
    /// How two segments meet at a vertex.
    public enum Join: Hashable, Sendable {
        /// Sharp corner, cut to a bevel when the miter length exceeds `miterLimit` × width
        /// (the SVG rule; for a turn by φ the ratio is 1 / cos(φ/2)).
        case miter
        /// A circular arc of radius width/2 about the vertex.
        case round
        /// The corner is cut straight across.
        case bevel
    }

    /// How an open subpath (or a dash) ends.
    public enum Cap: Hashable, Sendable {
        /// Flat at the end point.
        case butt
        /// A half disc of radius width/2 beyond the end point.
        case round
        /// Extends width/2 beyond the end point, square.
        case square
    }

    /// Full stroke width in user units; ≤ 0 or non-finite draws nothing.
    public var width: Double
    public var join: Join
    public var cap: Cap
    /// Miter limit as a ratio of miter length to width (SVG `stroke-miterlimit`, ≥ 1).
    public var miterLimit: Double
    /// Alternating dash and gap lengths in user units; empty, or all zero, means solid. An
    /// odd count is repeated once (SVG). Negative or non-finite entries, or a total length
    /// that overflows to infinity, mean solid. A pattern too fine to tell apart (repeating
    /// within 1/256 device px) or past the dash cap (`Path.maxDashes`) is stroked solid, to
    /// be filled at its share of the ink (the value `Stroker.stroke` returns).
    public var dashes: [Double]
    /// Distance into the dash pattern at which the stroke starts (may be negative).
    public var dashOffset: Double

    /// A stroke style; defaults are SVG's (miter join limit 4, butt cap, solid).
    public init(width: Double = 1, join: Join = .miter, cap: Cap = .butt,
                miterLimit: Double = 4, dashes: [Double] = [], dashOffset: Double = 0) {
        self.width = width; self.join = join; self.cap = cap
        self.miterLimit = miterLimit; self.dashes = dashes; self.dashOffset = dashOffset
    }
}
