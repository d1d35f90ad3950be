/// Geometry: bytes become a path (moves, lines, quads, cubics, arcs, closes with huge,
/// tiny, NaN and infinite coordinates), a stroke style (any width, join, cap, miter limit,
/// dashes), a transform and a paint, then fill and stroke are drawn into a 32x16 canvas
/// (at most 24 path elements: curves at special values flatten to 8192 segments each,
/// and 64 elements ran at 48 inputs/s).
/// Oracles: the display list drawn with 1 and 2 threads gives the same bytes, and the
/// one-shot and reusable strokers give the same outline.
func fuzzGeometry(_ data: UnsafeRawBufferPointer) {
    var r = FuzzBytes(data)
    let flags = r.u8()
    var style = StrokeStyle(width: r.double(),
                            join: [.miter, .round, .bevel][Int(flags % 3)],
                            cap: [.butt, .round, .square][Int(flags / 3 % 3)],
                            miterLimit: r.double())
    if flags & 0x40 != 0 {
        style.dashes = (0..<Int(r.u8() % 5)).map { _ in r.double() }
        style.dashOffset = r.double()
    }
    let transform = flags & 0x80 != 0
        ? AffineTransform(a: r.double(), b: r.double(), c: r.double(), d: r.double(), tx: r.double(), ty: r.double())
        : .identity
    let tolerance = r.u8() & 1 == 0 ? 0.1 : r.double()
    var path = Path()
    var ops = 0
    while !r.atEnd && ops < 24 {
        ops += 1
        switch r.u8() % 8 {
        case 0: path.move(to: r.point())
        case 1, 2: path.line(to: r.point())
        case 3: path.quad(to: r.point(), control: r.point())
        case 4: path.cubic(to: r.point(), control1: r.point(), control2: r.point())
        case 5:
            let f = r.u8()
            path.arc(to: r.point(), radii: r.point(), xAxisRotation: r.double(), largeArc: f & 1 != 0, sweep: f & 2 != 0)
        case 6:
            let f = r.u8()
            path.arc(center: r.point(), radii: r.point(), rotation: r.double(), startAngle: r.double(),
                     endAngle: r.double(), clockwise: f & 1 != 0)
        default: path.close()
        }
    }
    let fill = path.flattened(transform: transform, tolerance: tolerance)
    let outline = path.stroked(style, transform: transform, tolerance: tolerance)
    var stroker = Stroker()
    var reused = FlatPath()
    stroker.stroke(path, style: style, transform: transform, tolerance: tolerance, threads: 2, into: &reused)
    // Bit patterns, not ==: a transform near Float.max makes NaN outline points (the
    // rasterizer drops them), and NaN != NaN.
    fuzzCheck(reused.contourEnds == outline.contourEnds
              && reused.points.map { $0.x.bitPattern } == outline.points.map { $0.x.bitPattern }
              && reused.points.map { $0.y.bitPattern } == outline.points.map { $0.y.bitPattern },
              "Stroker.stroke and Path.stroked outlines differ")
    var list = DisplayList()
    let paint: Paint = flags & 0x20 != 0
        ? .linearGradient(start: SIMD2(0, 0), end: SIMD2(Float(r.double()), Float(r.double())),
                          stops: [(0, .black), (Float(r.double()), .white)])
        : .solid(.black, opacity: Float(r.double()))
    list.fill(fill, rule: flags & 0x10 != 0 ? .evenOdd : .nonZero, paint: paint)
    list.fill(outline, rule: .nonZero, paint: .solid(.white, opacity: 0.5))
    list.fillRect(x0: Float(r.double()), y0: Float(r.double()), x1: Float(r.double()), y1: Float(r.double()),
                  paint: .solid(.black, opacity: 0.25))
    guard var one = try? Canvas(width: 32, height: 16) else { return }
    var two = one
    one.draw(list, threads: 1)
    two.draw(list, threads: 2)
    fuzzCheck(one.bytes == two.bytes, "geometry drawn with 1 and 2 threads differs")
}
