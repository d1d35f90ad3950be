/// The mapping from data coordinates to pixel columns: the one function that both the
/// pixel-column decimation and the renderer use, so that M4 stays pixel-perfect.
///
///     column(x) = floor((x - x0) · width / (x1 - x0))
///
///     x0                                                    x1
///     |  col 0  |  col 1  |  ...  |  col width-1  |
///
/// Columns below 0 or at/above `width` are outside the viewport `[x0, x1)`. Rows are the
/// columns of the flipped y axis: `PixelColumns.rows(bottom:top:height:)` maps `top` to
/// row 0.
///
/// ```swift
/// let cols = try PixelColumns(x0: t0, x1: t1, width: 1920)
/// cols.column(t)            // Int; monotone non-decreasing in t
/// ```
public struct PixelColumns: Sendable, Equatable {
    /// The data value at the left edge of column 0.
    public let x0: Double
    /// The data value at the right edge of the last column (exclusive).
    public let x1: Double
    /// The number of columns.
    public let width: Int
    /// width / (x1 - x0), computed once: every caller multiplies by the same factor.
    @usableFromInline let scale: Double

    /// The largest width accepted (1 << 20 columns).
    public static let maxWidth = 1 << 20

    /// A mapping of `[x0, x1)` onto `width` columns.
    /// - Throws: `DecimationError.invalidParameter` unless `x0 < x1`, both finite, the span
    ///   finite, and `1 <= width <= maxWidth`.
    public init(x0: Double, x1: Double, width: Int) throws(DecimationError) {
        guard x0.isFinite, x1.isFinite, x0 < x1, (x1 - x0).isFinite else {
            throw .invalidParameter("viewport [\(x0), \(x1)) must be finite and non-empty")
        }
        guard width >= 1 && width <= Self.maxWidth else {
            throw .invalidParameter("width \(width) must be in 1...\(Self.maxWidth)")
        }
        self.x0 = x0; self.x1 = x1; self.width = width
        scale = Double(width) / (x1 - x0)
    }

    /// Rows for a y range drawn with `top` at row 0 and `bottom` below the last row.
    /// - Throws: as `init`, for `bottom < top` in data units and `height`.
    public static func rows(bottom: Double, top: Double, height: Int) throws(DecimationError) -> PixelColumns {
        guard bottom < top else { throw .invalidParameter("y range [\(bottom), \(top)] must be non-empty") }
        // Row r covers the y values in (top - (r+1)·span/h, top - r·span/h]: the flipped axis.
        return try PixelColumns(x0: -top, x1: -bottom, width: height)
    }

    /// The column of `x` (clamped to ±2^40 for values far outside, `Int.min` for NaN).
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public func column(_ x: Double) -> Int {
        let c = ((x - x0) * scale).rounded(.down)
        if c.isNaN { return .min }
        return Int(max(-0x1p40, min(0x1p40, c)))
    }

    /// The row of `y` for a mapping made by `rows(bottom:top:height:)`. - Complexity: O(1).
    @inlinable @inline(__always)
    public func row(_ y: Double) -> Int { column(-y) }
}
