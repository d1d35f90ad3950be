/// A frame's drawing commands, recorded in order and replayed by `Canvas.draw(_:threads:)`.
///
/// ```swift
/// var list = DisplayList()
/// list.fillRect(x0: 10, y0: 20.5, x1: 30, y1: 100, paint: .solid(.black))
/// list.fill(area, rule: .nonZero, paint: .solid(Color(hex: "#3DC23F")!))
/// canvas.draw(list, threads: 2)
/// ```
public struct DisplayList: Sendable {
    enum Command: Sendable {
        case fill(FlatPath, FillRule, Paint)
        case rect(x0: Float, y0: Float, x1: Float, y1: Float, Paint)
        case clip(PixelRect?)
        case mask(CoverageMask, x: Int, y: Int, Paint)
        case columns(ColumnSpans, Paint)
        case line(LineColumns, Paint)
        case copy(PixelCopy)
        case clear(Color)
    }
    var commands: [Command] = []

    /// The rows a command of pixel columns (`.columns`, `.line`) draws, across the clip's
    /// width; nil for the others. (One place for what sizes, bands and costs read of both.)
    static func columnRows(_ c: Command) -> Range<Int>? {
        switch c {
        case let .columns(s, _): s.rows
        case let .line(l, _): l.rows
        default: nil
        }
    }

    public init() {}

    /// Records a path fill. - Complexity: O(1) amortised (the path is shared, not copied).
    public mutating func fill(_ path: FlatPath, rule: FillRule, paint: Paint) {
        commands.append(.fill(path, rule, paint))
    }

    /// Records an axis-aligned rectangle fill with exact area coverage at any fractional
    /// edge (bars, grid lines, horizontal and vertical lines). Non-finite edges draw nothing.
    public mutating func fillRect(x0: Float, y0: Float, x1: Float, y1: Float, paint: Paint) {
        commands.append(.rect(x0: x0, y0: y0, x1: x1, y1: y1, paint))
    }

    /// Records setting every pixel inside the current clip to `color` (premultiplied,
    /// replacing, not blending): a frame's background. - Complexity: O(1) to record.
    public mutating func clear(_ color: Color) {
        commands.append(.clear(color))
    }

    /// Limits the following commands to `rect` ∩ canvas (nil: the whole canvas).
    public mutating func clip(_ rect: PixelRect?) {
        commands.append(.clip(rect))
    }

    /// The number of recorded commands.
    public var count: Int { commands.count }
}

extension DisplayList {
    /// The recorded path fills (for tests and benchmarks that re-render them elsewhere).
    public var paths: [(path: FlatPath, evenOdd: Bool)] {
        commands.compactMap { if case let .fill(p, r, _) = $0 { (p, r == .evenOdd) } else { nil } }
    }
}
