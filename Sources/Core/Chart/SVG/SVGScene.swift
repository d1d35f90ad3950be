/// A parsed SVG document in the subset ChartCore draws: a flat list of filled and/or
/// stroked paths in document order, each with its user-space geometry, transform and
/// paints. No rendering happens here.
///
/// ```swift
/// let scene = try SVGScene(bytes: Array(svgText.utf8))
/// for item in scene.items { _ = item.path.flattened(transform: item.transform) }
/// print(scene.warnings)       // unknown elements/attributes, one line each
/// ```
/// Supported: `svg` (width, height, viewBox with xMidYMid meet), `g`, `defs`, `path`,
/// `rect` (with rx/ry), `circle`, `ellipse`, `line`, `polyline`, `polygon`,
/// `linearGradient`/`stop`; presentation attributes and `style="…"` for fill, stroke,
/// stroke-width/-linecap/-linejoin/-miterlimit/-dasharray/-dashoffset, fill-rule, opacity,
/// fill-opacity, stroke-opacity; `transform`. Group `opacity` is multiplied into each
/// child's opacity (no offscreen group compositing). Anything else is skipped with a
/// warning. Malformed values throw `SVGError` with line and column.
public struct SVGScene: Sendable, Equatable {
    /// Nesting depth beyond which reading stops with `SVGError.tooDeep`.
    public static let maxDepth = 256
    /// Element count beyond which reading stops with `SVGError.tooManyElements`.
    public static let maxElements = 1_000_000

    /// Canvas size in pixels (root `width`/`height`, else the viewBox size, else 300×150).
    public var width: Double
    public var height: Double
    /// Drawable items in paint order.
    public var items: [SVGItem]
    /// One line per skipped element, attribute or value.
    public var warnings: [String]
}

/// How a paint is applied: a solid colour or a linear gradient.
public enum SVGPaint: Sendable, Equatable {
    case color(Color)
    case linearGradient(SVGLinearGradient)
}

/// A linear gradient in the user space of the item it paints (`userSpaceOnUse`).
public struct SVGLinearGradient: Sendable, Equatable {
    /// One colour stop; `offset` in [0, 1], ascending; stop-opacity is in `color.a`.
    public struct Stop: Sendable, Equatable {
        public var offset: Float
        public var color: Color
    }
    /// The points where offset 0 and offset 1 lie, before `transform`.
    public var start: Point
    public var end: Point
    public var stops: [Stop]
    /// `gradientTransform`: maps gradient space to the item's user space.
    public var transform: AffineTransform
}

/// Fill rule of an item.
public enum SVGFillRule: Sendable, Equatable {
    case nonZero
    case evenOdd
}

/// One drawable element: its path in user space, the user → canvas transform, and how
/// it is filled and stroked.
public struct SVGItem: Sendable, Equatable {
    public var path: Path
    /// User space → canvas pixels (all ancestors' transforms and the viewBox).
    public var transform: AffineTransform
    public var fill: SVGPaint?
    public var stroke: SVGPaint?
    /// Width, joins, caps and dashes in user units.
    public var strokeStyle: StrokeStyle
    public var fillRule: SVGFillRule
    /// Element opacity (times its groups'), in [0, 1].
    public var opacity: Double
    public var fillOpacity: Double
    public var strokeOpacity: Double
}
