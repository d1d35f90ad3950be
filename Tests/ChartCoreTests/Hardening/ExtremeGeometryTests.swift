import Foundation
import Testing
@testable import ChartCore

/// Extreme geometry: huge, NaN and infinite coordinates, degenerate stroke widths and
/// miters at near-zero angles. Every case finishes quickly and draws something sensible
/// or nothing (issue #9).
@Suite struct ExtremeGeometryTests {
    func alpha(_ c: Canvas) -> [UInt8] { stride(from: 3, to: c.bytes.count, by: 4).map { c.bytes[$0] } }

    /// A triangle with vertices at ±1e30 that contains the whole canvas fills all of it.
    @Test func coordinatesAtPlusMinus1e30_areClipped_andFillTheCanvasTheyCover() throws {
        var c = try Canvas(width: 16, height: 16)
        var p = FlatPath()
        p.append(contour: [SIMD2(-1e30, -1e30), SIMD2(3e30, -1e30), SIMD2(-1e30, 3e30)])
        c.fill(p, rule: .nonZero, paint: .solid(.white))
        #expect(alpha(c).allSatisfy { $0 == 255 })
        // The same triangle entirely right of the canvas draws nothing.
        var far = FlatPath()
        far.append(contour: [SIMD2(1e30, 0), SIMD2(2e30, 0), SIMD2(1e30, 1e30)])
        var d = try Canvas(width: 16, height: 16)
        d.fill(far, rule: .nonZero, paint: .solid(.white))
        #expect(alpha(d).allSatisfy { $0 == 0 })
    }

    /// Float extremes (±greatestFiniteMagnitude, whose differences overflow to infinity).
    @Test func coordinatesAtFloatGreatestFiniteMagnitude_fillWithoutOverflow() throws {
        let m = Float.greatestFiniteMagnitude
        var c = try Canvas(width: 16, height: 16)
        var p = FlatPath()
        p.append(contour: [SIMD2(-m, -m), SIMD2(m, -m), SIMD2(m, m), SIMD2(-m, m)])
        c.fill(p, rule: .evenOdd, paint: .solid(.white))
        #expect(alpha(c).allSatisfy { $0 == 255 })
    }

    /// A contour holding NaN and infinite vertices: the segments touching them are dropped
    /// (the square's remaining edges still close it), no hang, no trap.
    @Test(arguments: [Float.nan, .infinity, -.infinity])
    func nonFiniteVertexInAPath_dropsItsSegments_andFinishes(bad: Float) throws {
        var c = try Canvas(width: 16, height: 16)
        var p = FlatPath()
        p.append(contour: [SIMD2(4, 4), SIMD2(12, 4), SIMD2(bad, bad), SIMD2(12, 12), SIMD2(4, 12)])
        c.fill(p, rule: .nonZero, paint: .solid(.white))
        // Left edge x=4 (from (4,12) up to (4,4)) and the right part (12,12)-(…) are
        // incomplete, so coverage is bounded by the square: nothing outside it is inked.
        let a = alpha(c)
        for y in 0..<16 { for x in 0..<16 where x < 4 || y < 4 || y >= 12 { #expect(a[y * 16 + x] == 0) } }
        // Flattening a Path with a NaN point drops the point, keeps the rest.
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: Double(bad), y: 1))
        path.line(to: Point(x: 5, y: 5))
        #expect(path.flattened().points == [SIMD2(0, 0), SIMD2(5, 5)])
    }

    /// A circle of radius 1e30 under a 1e8 zoom: flattening is capped per curve, so the
    /// point count stays bounded (the tolerance is knowingly exceeded).
    @Test func hugeCircleUnderHugeZoom_flattensToBoundedPoints() {
        let p = Path.circle(center: Point(x: 0, y: 0), radius: 1e30)
        let flat = p.flattened(transform: .scale(x: 1e8, y: 1e8), tolerance: 1e-9)
        #expect(flat.points.count <= 4 * (Path.maxSegmentsPerCurve + 1))
        // Overflow to infinity after the transform: points dropped, never traced.
        let inf = p.flattened(transform: .scale(x: 1e300, y: 1e300))
        #expect(inf.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test(arguments: [0.0, -1, -1e30, .nan, .infinity, -.infinity])
    func strokeWidthZeroNegativeOrNonFinite_drawsNothing(width: Double) {
        var p = Path()
        p.move(to: Point(x: 1, y: 1)); p.line(to: Point(x: 10, y: 10))
        for cap in [StrokeStyle.Cap.butt, .round, .square] {
            let out = p.stroked(StrokeStyle(width: width, join: .round, cap: cap))
            #expect(out.points.isEmpty && out.contourEnds.isEmpty)
        }
    }

    /// A degenerate transform (all zeros, or NaN) strokes nothing rather than NaN outlines.
    @Test func strokeUnderZeroOrNaNTransform_drawsNothing() {
        var p = Path()
        p.move(to: Point(x: 1, y: 1)); p.line(to: Point(x: 10, y: 10))
        let zero = AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        let nan = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(p.stroked(StrokeStyle(width: 2), transform: zero).points.isEmpty)
        #expect(p.stroked(StrokeStyle(width: 2), transform: nan).points.isEmpty)
    }

    /// A line that turns back on itself by 180° − ε: the miter would be ~1/ε long; with
    /// limit 4 it is beveled, so nothing reaches further than 4 × width/2 past the vertex.
    @Test(arguments: [1e-3, 1e-6, 1e-9, 1e-15, 0])
    func miterAtNearZeroAngle_isBeveled_withinTheMiterLimit(eps: Double) {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 100, y: 0)); p.line(to: Point(x: 0, y: eps))
        let out = p.stroked(StrokeStyle(width: 2, join: .miter, miterLimit: 4))
        #expect(!out.points.isEmpty)
        #expect(out.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        let maxX = out.points.map(\.x).max()!
        #expect(maxX <= 100 + 4 * 1 + 1e-3, "miter tip at \(maxX)")
    }

    /// Just inside the limit the miter is drawn, and its tip is at most limit × width/2
    /// from the vertex (SVG: miter length / width ≤ limit).
    @Test func miterJustInsideTheLimit_isDrawn_andAtMostLimitLong() {
        let limit = 4.0, hw = 1.0
        // Miter ratio 1/sin(θ/2) for an interior angle θ; choose ratio 3.99.
        let theta = 2 * asin(1 / 3.99)
        var p = Path()
        p.move(to: Point(x: -100, y: 0)); p.line(to: Point(x: 0, y: 0))
        p.line(to: Point(x: -100 * cos(theta), y: 100 * sin(theta)))
        let out = p.stroked(StrokeStyle(width: 2 * hw, join: .miter, miterLimit: limit))
        let far = out.points.map { (Double($0.x) * Double($0.x) + Double($0.y) * Double($0.y)).squareRoot() }
            .filter { _ in true }.max()!
        // The tip (not the segment far ends, which are 100 away) is near the vertex.
        let tip = out.points.filter { abs($0.x) < 10 }.map { (Double($0.x) * Double($0.x) + Double($0.y) * Double($0.y)).squareRoot() }.max()!
        #expect(far >= 100)
        #expect(tip > 3.5 * hw && tip <= limit * hw + 1e-3, "tip \(tip)")
    }

    /// A miter limit below 1, NaN or infinite is clamped / defaulted, never a NaN outline.
    @Test(arguments: [0.0, -5, .nan, .infinity])
    func miterLimitOutOfDomain_isClamped_andOutlineStaysFinite(limit: Double) {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 10, y: 0)); p.line(to: Point(x: 0, y: 1))
        let out = p.stroked(StrokeStyle(width: 2, join: .miter, miterLimit: limit))
        #expect(!out.points.isEmpty && out.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(out.points.map(\.x).max()! < 1e6)
    }

    /// Dashes of 1e-300 along a long line would be ~1e302 dashes: drawn solid (bounded).
    @Test func dashesFarBelowAPixel_areDrawnSolid_notUnbounded() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 1000, y: 0))
        let out = p.stroked(StrokeStyle(width: 2, dashes: [1e-300, 1e-300]))
        #expect(out.points.count < 100)
    }

    /// Drawn solid, such a pattern keeps its share of the ink: a 1 px line dashed 0.001 /
    /// 0.003 across a 64 px SVG canvas (20,000 px long: 5M dashes, over the cap) inks a
    /// quarter of its 64 px (it inked all 64); square or round caps wider than the gaps
    /// leave the solid line (the share is 1); a coarse pattern's share is its dashes and
    /// caps over its length.
    @Test func dashesOverTheCap_keepTheirShareOfTheInk() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="64" height="16"><path d="M-10000,8 H10000" \
            stroke="black" stroke-width="1" stroke-dasharray="0.001 0.003" fill="none"/></svg>
            """
        var canvas = try Canvas(width: 64, height: 16)
        canvas.draw(try SVGScene(bytes: Array(svg.utf8)).displayList(), threads: 1)
        let ink = stride(from: 3, to: canvas.bytes.count, by: 4).reduce(0.0) { $0 + Double(canvas.bytes[$1]) } / 255
        #expect(abs(ink - 16) < 0.1, "ink \(ink)")
        var line = Path()
        line.move(to: Point(x: -10000, y: 8)); line.line(to: Point(x: 10000, y: 8))
        var out = FlatPath(), stroker = Stroker()
        #expect(stroker.stroke(line, style: StrokeStyle(width: 1, dashes: [0.001, 0.003]), into: &out) == 0.25)
        #expect(out.contourEnds.count == 1)
        #expect(stroker.stroke(line, style: StrokeStyle(width: 1, cap: .square, dashes: [0.001, 0.003]), into: &out) == 1)
        #expect(stroker.stroke(line, style: StrokeStyle(width: 1, cap: .round, dashes: [0.001, 0.003]), into: &out) == 1)
        // Under the cap: dashed, the whole opacity.
        #expect(stroker.stroke(line, style: StrokeStyle(width: 1, dashes: [2, 6]), into: &out) == 1)
        #expect(_Stroker.dashInk([2, 6], hw: 0.5, cap: .butt) == 0.25)
        #expect(_Stroker.dashInk([2, 6], hw: 0.5, cap: .square) == 0.375)
        #expect(abs(_Stroker.dashInk([2, 6, 0, 2], hw: 0.5, cap: .round) - (2 + 2 * Double.pi / 4) / 10) < 1e-12)
    }

    /// A pattern repeating within 1/256 px is stroked solid at its share of the ink, which
    /// no pixel tells from its dashes: a 1 px line across 64 px at a slant, dashed
    /// 0.0013/0.0025 (17k dashes, each cut by the internal stroker here), against the
    /// outline `Stroker.stroke` makes (one contour, ink 13/38): alpha within 2/255.
    @Test func dashesFinerThanAPixelCanTell_areTheirShareOfTheInk() throws {
        var line = Path()
        line.move(to: Point(x: 2.3, y: 3.1)); line.line(to: Point(x: 61.7, y: 13.9))
        let style = StrokeStyle(width: 1, dashes: [0.0013, 0.0025])
        var solid = FlatPath(), stroker = Stroker()
        let share = stroker.stroke(line, style: style, into: &solid)
        #expect(abs(share - 13.0 / 38) < 1e-12)
        #expect(solid.contourEnds.count == 1)
        var cut = _Stroker(style: style, transform: .identity, tolerance: 0.1)
        line.points.withUnsafeBufferPointer {
            cut.strokeDashed($0, closed: false, pattern: style.dashes, length: cut.dashLengths($0, closed: false).length)
        }
        #expect(cut.out.contourEnds.count > 15_000)
        var a = try Canvas(width: 64, height: 16), b = try Canvas(width: 64, height: 16)
        a.fill(cut.out, rule: .nonZero, paint: .solid(.black))
        b.fill(solid, rule: .nonZero, paint: .solid(.black, opacity: Float(share)))
        let alpha = { (c: Canvas) in stride(from: 3, to: c.bytes.count, by: 4).map { Int(c.bytes[$0]) } }
        let (pa, pb) = (alpha(a), alpha(b))
        #expect(zip(pa, pb).allSatisfy { abs($0 - $1) <= 2 }, "max \(zip(pa, pb).map { abs($0 - $1) }.max()!)")
        let (inkA, inkB) = (Double(pa.reduce(0, +)), Double(pb.reduce(0, +)))
        #expect(abs(inkA - inkB) < 0.005 * inkA, "ink \(inkA) against \(inkB)")
    }

    /// A thick round-joined stroke of many vertices with the finest tolerance: the
    /// stroker's capacity reservation must follow the output, not the worst case
    /// (points × 2053 arc points per join reserved 16 GB for 1e6 points).
    @Test func thickRoundStrokeOfManyVertices_reservesBoundedMemory() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        for i in 1..<20_000 { p.line(to: Point(x: Double(i), y: 0)) }
        let out = p.stroked(StrokeStyle(width: 1e6, join: .round, cap: .butt), tolerance: 1e-3)
        #expect(out.points.capacity < 64 * 20_000, "capacity \(out.points.capacity)")
    }
}
