/// A 1-pixel aliased polyline rasterizer: the picture against which decimation is judged.
///
/// Each point goes to its pixel `(columns.column(x), rows.row(y))` — the same mapping the
/// decimators bin by — and consecutive pixels are joined by the integer line that steps
/// one pixel along the major axis and rounds the other coordinate half up:
///
///     x-major (|dx| >= |dy|):  for every column c between the ends,
///                              row = r0 + floor((2·(c - c0)·dy + dx) / (2·dx))   (dx > 0)
///
/// Lines are normalised to run in increasing major coordinate, so A→B and B→A set the same
/// pixels. Only pixels inside the canvas are visited (a segment's on-canvas part is found
/// arithmetically, not by walking), so far-away points cost nothing; pixel coordinates
/// are clamped to ±2^30. A point with NaN y breaks the line. Test oracle only.
public struct AliasedLineRasterizer {
    public let columns: PixelColumns, rows: PixelColumns

    public init(columns: PixelColumns, rows: PixelColumns) { self.columns = columns; self.rows = rows }

    /// The bitmap (row-major, `rows.width` rows of `columns.width` bytes, 1 = ink) of the
    /// polyline through the points `indices` (in order) of (x(i), y(i)).
    /// - Complexity: O(points + inked pixels).
    public func draw(_ indices: some Sequence<Int>, x: (Int) -> Double, y: (Int) -> Double) -> [UInt8] {
        let w = columns.width, h = rows.width
        var bitmap = [UInt8](repeating: 0, count: w * h)
        var previous: (Int, Int)?
        let limit = 1 << 30
        for i in indices {
            let yi = y(i)
            if yi.isNaN { previous = nil; continue }
            let p = (max(-limit, min(limit, columns.column(x(i)))), max(-limit, min(limit, rows.row(yi))))
            line(from: previous ?? p, to: p, w: w, h: h, into: &bitmap)
            previous = p
        }
        return bitmap
    }

    private func line(from a: (Int, Int), to b: (Int, Int), w: Int, h: Int, into bitmap: inout [UInt8]) {
        let xMajor = abs(b.0 - a.0) >= abs(b.1 - a.1)
        // (major, minor) coordinates, ordered by increasing major.
        var p = xMajor ? a : (a.1, a.0), q = xMajor ? b : (b.1, b.0)
        if p.0 > q.0 { swap(&p, &q) }
        let (majorLimit, minorLimit) = xMajor ? (w, h) : (h, w)
        let d = q.0 - p.0, dm = q.1 - p.1
        let first = max(p.0, 0), last = min(q.0, majorLimit - 1)
        for m in first..<max(first, last + 1) {
            let minor = d == 0 ? p.1 : p.1 + Self.floorDiv(2 * (m - p.0) * dm + d, 2 * d)
            guard minor >= 0 && minor < minorLimit else { continue }
            let (c, r) = xMajor ? (m, minor) : (minor, m)
            bitmap[r * w + c] = 1
        }
    }

    private static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}
