import ChartCore

/// The drawing surface of the report's plots: records lines, rectangles, markers and
/// labels into a ChartCore `DisplayList` (strokes by `Path.stroked`, labels from the
/// shipped DejaVu Sans by `TextLayout`) and renders it to a white canvas and a PNG.
struct PlotCanvas {
    let width: Int, height: Int
    private(set) var list = DisplayList()
    private let font: Font
    private var outlines: [Int: GlyphOutline] = [:]

    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        font = try Font.dejaVuSans()
    }

    /// Pixel-aligned rectangle (grid lines, axes, bars).
    mutating func rect(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ color: Color) {
        list.fillRect(x0: min(x0, x1), y0: min(y0, y1), x1: max(x0, x1), y1: max(y0, y1), paint: .solid(color))
    }

    /// A polyline stroked `width` pixels wide with round joins; `dashes` as in SVG.
    mutating func polyline(_ points: [SIMD2<Float>], width: Double, color: Color, dashes: [Double] = []) {
        guard points.count >= 2 else { return }
        var p = Path()
        p.move(to: Point(x: Double(points[0].x), y: Double(points[0].y)))
        for q in points.dropFirst() { p.line(to: Point(x: Double(q.x), y: Double(q.y))) }
        let style = StrokeStyle(width: width, join: .round, cap: dashes.isEmpty ? .round : .butt, dashes: dashes)
        list.fill(p.stroked(style), rule: .nonZero, paint: .solid(color))
    }

    /// A filled marker: a circle, or a square when `square` (told apart without colour).
    mutating func marker(_ c: SIMD2<Float>, radius: Float, color: Color, square: Bool = false) {
        if square {
            rect(c.x - radius, c.y - radius, c.x + radius, c.y + radius, color)
        } else {
            let p = Path.circle(center: Point(x: Double(c.x), y: Double(c.y)), radius: Double(radius))
            list.fill(p.flattened(), rule: .nonZero, paint: .solid(color))
        }
    }

    /// A one-line label with its baseline at `at.y`; `vertical` turns it to read bottom
    /// to top around `at` (for a y-axis title). Returns the advance width in pixels.
    @discardableResult
    mutating func text(_ s: String, at: SIMD2<Float>, size: Float, align: TextAlignment = .left,
                       color: Color = Color(r: 40, g: 40, b: 40), vertical: Bool = false) -> Float {
        let layout = TextLayout(font: font, string: s, size: size, alignment: align, baseline: vertical ? .zero : at)
        var path = FlatPath()
        for g in layout.glyphs {
            if outlines[g.glyph] == nil { outlines[g.glyph] = (try? font.outline(of: g.glyph)) ?? GlyphOutline() }
            outlines[g.glyph]!.appendFlattened(to: &path, scale: layout.scale, origin: g.origin)
        }
        if vertical {
            // (x, y) → (y, −x): a quarter turn counter-clockwise on screen, then moved to `at`.
            path.points = path.points.map { SIMD2(at.x + $0.y, at.y - $0.x) }
        }
        list.fill(path, rule: .nonZero, paint: .solid(color))
        return layout.advanceWidth
    }

    /// The advance width of `s` at `size` pixels.
    func textWidth(_ s: String, size: Float) -> Float { font.measure(s, size: size).advanceWidth }

    /// Limits the following drawing to `rect` (nil: the whole canvas).
    mutating func clip(_ rect: PixelRect?) { list.clip(rect) }

    /// The picture on white.
    func render() throws -> Canvas {
        var canvas = try Canvas(width: width, height: height)
        canvas.clear(.white)
        canvas.draw(list, threads: 1)
        return canvas
    }
}

/// Colours and dash patterns of the plots: Tableau 10 (distinct on white, colour-blind
/// friendlier than primaries), and line styles that tell implementations apart in grey.
enum Palette {
    static let colors: [Color] = [
        Color(r: 31, g: 119, b: 180), Color(r: 255, g: 127, b: 14), Color(r: 44, g: 160, b: 44),
        Color(r: 214, g: 39, b: 40), Color(r: 148, g: 103, b: 189), Color(r: 140, g: 86, b: 75),
        Color(r: 227, g: 119, b: 194), Color(r: 127, g: 127, b: 127), Color(r: 188, g: 189, b: 34),
        Color(r: 23, g: 190, b: 207),
    ]
    static func color(_ i: Int) -> Color { colors[i % colors.count] }

    /// Solid, dashed, dotted, dash-dot (ours, then baselines and peers in order).
    static let dashes: [[Double]] = [[], [7, 4], [2, 3], [8, 3, 2, 3]]
    static func dash(_ i: Int) -> [Double] { dashes[i % dashes.count] }

    static let grid = Color(r: 232, g: 232, b: 232)
    static let minorGrid = Color(r: 245, g: 245, b: 245)
    static let axis = Color(r: 90, g: 90, b: 90)
    static let label = Color(r: 40, g: 40, b: 40)
    static let muted = Color(r: 110, g: 110, b: 110)
}
