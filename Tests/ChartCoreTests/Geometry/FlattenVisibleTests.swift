import Foundation
import Testing
@testable import ChartCore

/// Huge curves flattened against the region drawn (`Path+FlattenVisible.swift`): within
/// the tolerance where seen, bounded work, and ordinary curves flattened as before.
@Suite struct FlattenVisibleTests {
    let w = 256, h = 64
    var canvasRect: Rect { Rect(x: 0, y: 0, width: Double(w), height: Double(h)) }

    func alpha(_ c: Canvas) -> [Double] { stride(from: 3, to: c.bytes.count, by: 4).map { Double(c.bytes[$0]) } }

    /// 255 × the area of each pixel between y = lo(x) and y = hi(x), each taken at the
    /// column's centre (both move by less than 1e-4 px across a column in these cases).
    func band(_ lo: (Double) -> Double, _ hi: (Double) -> Double) -> [Double] {
        var out = [Double](repeating: 0, count: w * h)
        for x in 0..<w {
            let a = lo(Double(x) + 0.5), b = hi(Double(x) + 0.5)
            for y in 0..<h { out[y * w + x] = 255 * max(0, min(Double(y + 1), b) - max(Double(y), a)) }
        }
        return out
    }

    func filled(_ p: FlatPath) throws -> [Double] {
        var c = try Canvas(width: w, height: h)
        c.fill(p, rule: .nonZero, paint: .solid(.white))
        return alpha(c)
    }

    func maxDiff(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map { abs($0 - $1) }.max()! }

    /// The top of a circle of radius r whose highest point is (128, 32.3), at x (written
    /// without cancellation: r − √(r² − u²) = u² / (r + √(r² − u²))).
    func circleTop(_ r: Double) -> (Double) -> Double {
        { x in 32.3 + (x - 128) * (x - 128) / (r + (r * r - (x - 128) * (x - 128)).squareRoot()) }
    }

    /// A circle far too large for the per-curve cap, its top crossing the canvas at
    /// y = 32.3: within the tolerance (0.01 px: 2.6/255) with the region, in few points;
    /// without it the capped chords are rows off.
    @Test(arguments: [1e8, 1e9, 1e12])
    func hugeCircleCrossingTheCanvas_isWithinTheTolerance(radius r: Double) throws {
        let p = Path.circle(center: Point(x: 128, y: 32.3 + r), radius: r)
        let top = circleTop(r)
        let exact = band(top, { _ in 1e9 })
        let flat = p.flattened(tolerance: 0.01, clip: canvasRect)
        #expect(try maxDiff(filled(flat), exact) <= 4)
        #expect(flat.points.count < 2_000)
        #expect(try maxDiff(filled(p.flattened(tolerance: 0.01)), exact) > 100)
    }

    /// The same for a quadratic and its cubic twin: a parabola y = 32.3 + 1e-10·(x − 128)²
    /// from x = 128 − 1e9 to 128 + 1.5e9 (1e5 segments at 0.01 px; the cap's chords miss
    /// by 1.5 px over the canvas), the region below it.
    @Test(arguments: [false, true])
    func hugeParabolaCrossingTheCanvas_isWithinTheTolerance(cubic: Bool) throws {
        let a = 1e-10, y0 = 32.3
        func f(_ x: Double) -> Double { y0 + a * (x - 128) * (x - 128) }
        let x0 = 128 - 1e9, x2 = 128 + 1.5e9, xm = (x0 + x2) / 2
        // The control point: where the tangents at the ends meet.
        let p0 = Point(x: x0, y: f(x0)), p1 = Point(x: xm, y: f(x0) + 2 * a * (x0 - 128) * (xm - x0))
        let p2 = Point(x: x2, y: f(x2))
        var p = Path()
        p.move(to: p0)
        if cubic { p.cubic(to: p2, control1: p0 + (p1 - p0) * (2 / 3), control2: p2 + (p1 - p2) * (2 / 3)) }
        else { p.quad(to: p2, control: p1) }
        p.line(to: Point(x: x2, y: 1e20)); p.line(to: Point(x: x0, y: 1e20)); p.close()
        let exact = band(f, { _ in 1e9 })
        #expect(try maxDiff(filled(p.flattened(tolerance: 0.01, clip: canvasRect)), exact) <= 4)
        #expect(try maxDiff(filled(p.flattened(tolerance: 0.01)), exact) > 100)
    }

    /// A 2 px stroke along the huge circle: the band 1 px either side of its top.
    @Test func hugeCircleStroke_isWithinTheTolerance() throws {
        let r = 1e9
        let p = Path.circle(center: Point(x: 128, y: 32.3 + r), radius: r)
        let top = circleTop(r)
        let exact = band({ top($0) - 1 }, { top($0) + 1 })
        let style = StrokeStyle(width: 2, join: .miter, cap: .butt)
        #expect(try maxDiff(filled(p.stroked(style, tolerance: 0.01, clip: canvasRect)), exact) <= 4)
        #expect(try maxDiff(filled(p.stroked(style, tolerance: 0.01)), exact) > 100)
        // Scaled: the same circle and width drawn from user units 1/1000 as large.
        let small = Path.circle(center: Point(x: 0.128, y: (32.3 + r) / 1000), radius: r / 1000)
        let thin = StrokeStyle(width: 0.002, join: .miter, cap: .butt)
        let scaled = small.stroked(thin, transform: .scale(x: 1000, y: 1000), tolerance: 0.01, clip: canvasRect)
        let d = try maxDiff(filled(scaled), exact)
        #expect(d <= 4, "max diff \(d), \(scaled.points.count) points")
        // Rotated: user space turned by −30° about the origin, drawn turned back.
        let turn = AffineTransform.rotation(radians: Double.pi / 6)
        let back = AffineTransform.rotation(radians: -Double.pi / 6)
        let turned = Path.circle(center: back.apply(Point(x: 128, y: 32.3 + r)), radius: r)
        #expect(try maxDiff(filled(turned.stroked(style, transform: turn, tolerance: 0.01, clip: canvasRect)), exact) <= 4)
        #expect(try maxDiff(filled(turned.flattened(transform: turn, tolerance: 0.01, clip: canvasRect)),
                            band({ top($0) }, { _ in 1e9 })) <= 4)
    }

    /// A dashed 2 px stroke along a huge circle: its hidden parts keep their length, so the
    /// dashes over the canvas sit at their arc lengths. The circle starts at angle 0 and
    /// turns clockwise on screen: the top, angle 3π/2, is r·3π/2 along, and x − 128 further
    /// at x (to ~1e-6 px here). Dashes off the region are neither stroked nor counted
    /// against `Path.maxDashes` (1e7 px of 4 px dashes were drawn solid). Without the region
    /// the capped chords miss by 0.15 px and shift the dashes (r = 2e6), or the line is solid.
    @Test(arguments: [(2e6, 200.0), (1e7, 4.0)])
    func dashedHugeCircle_keepsItsDashesInPlace(radius r: Double, dash: Double) throws {
        let p = Path.circle(center: Point(x: 128, y: 32.3 + r), radius: r)
        let top = circleTop(r)
        let style = StrokeStyle(width: 2, join: .miter, cap: .butt, dashes: [dash, dash])
        // Per column, the share of [x, x + 1] that is on (arc length mod 2·dash < dash),
        // times the band's coverage.
        let s0 = r * 3 * Double.pi / 2 - 128
        let solid = band({ top($0) - 1 }, { top($0) + 1 })
        var exact = solid
        for x in 0..<w {
            var on = 0.0
            for k in 0..<1000 {
                let s = s0 + Double(x) + (Double(k) + 0.5) / 1000
                if s.truncatingRemainder(dividingBy: 2 * dash) < dash { on += 0.001 }
            }
            for y in 0..<h { exact[y * w + x] *= on }
        }
        #expect(exact.reduce(0, +) > 0.2 * solid.reduce(0, +) && exact.reduce(0, +) < 0.8 * solid.reduce(0, +))
        let outline = p.stroked(style, tolerance: 0.01, clip: canvasRect)
        #expect(try maxDiff(filled(outline), exact) <= 4)
        // Only the dashes near the canvas are stroked (4 points each).
        #expect(outline.points.count < 4 * (400 / Int(dash) + 8))
        let capped = try maxDiff(filled(p.stroked(style, tolerance: 0.01)), exact)
        #expect(capped > 16, "\(capped)")
    }

    /// A line 1e8 px wide whose round cap (or round join) reaches up to y = 32.3 at x = 128
    /// and whose edge runs on at 32.3 to the right: the arc, too wide for the stroker's
    /// 4,096 steps a turn (~0.6 px off at 0.1 px), is cut against the region instead.
    @Test(arguments: [false, true])
    func wideRoundCapOrJoin_isWithinTheTolerance(join: Bool) throws {
        let half = 5e7
        let v = Point(x: 128, y: 32.3 + half)
        var p = Path()
        if join { p.move(to: Point(x: 128 - 1e12, y: v.y + 1e12)); p.line(to: v) } else { p.move(to: v) }
        p.line(to: Point(x: 128 + 1e12, y: v.y))
        let arc = circleTop(half), top = { (x: Double) in x >= 128 ? 32.3 : arc(x) }
        let exact = band(top, { _ in 1e9 })
        let style = StrokeStyle(width: 2 * half, join: .round, cap: .round)
        let outline = p.stroked(style, tolerance: 0.01, clip: canvasRect)
        #expect(try maxDiff(filled(outline), exact) <= 4)
        // Only the arc's parts near the canvas are cut finely.
        #expect(outline.points.count < 1_000)
        let capped = try maxDiff(filled(p.stroked(style, tolerance: 0.01)), exact)
        #expect(capped > 16, "\(capped)")
    }

    /// A round-joined zigzag of 100 points 1e12 px wide: the stroker takes it, not the
    /// round pen's envelope, whose arcs would need ~√r chords each (a 200-point line of
    /// this width took 0.19 s of geometry at 1920x1080); its arcs are cut against the
    /// region, and it covers the canvas.
    @Test func hugePenRoundLine_staysSmall() throws {
        var p = Path()
        for i in 0..<100 {
            let q = Point(x: 10 + 2.4 * Double(i), y: i % 2 == 0 ? 10 : 50)
            if i == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        let outline = p.stroked(StrokeStyle(width: 1e12, join: .round, cap: .round), clip: canvasRect)
        #expect(outline.points.count < 20_000)
        #expect(try filled(outline).allSatisfy { $0 == 255 })
    }

    /// Curves that need at most `visibleSplitSegments` segments get the same points with
    /// or without a region, inside it or partly outside.
    @Test func ordinaryCurves_flattenAsWithoutARegion() {
        var p = Path.circle(center: Point(x: 30, y: 30), radius: 40)
        p.move(to: Point(x: -50, y: 10))
        p.cubic(to: Point(x: 300, y: 20), control1: Point(x: 0, y: 200), control2: Point(x: 200, y: -100))
        p.quad(to: Point(x: 100, y: 90), control: Point(x: 400, y: 400))
        let t = AffineTransform.scale(x: 1.5, y: 1.5)
        #expect(p.flattened(transform: t, clip: canvasRect).points == p.flattened(transform: t).points)
        let style = StrokeStyle(width: 3)
        #expect(p.stroked(style, transform: t, clip: canvasRect).points == p.stroked(style, transform: t).points)
    }

    /// 100 circles of radius 1e30 around the canvas: a bounded number of points each, and
    /// the canvas they all cover filled whole.
    @Test func manyHugeCircles_giveFewPoints() throws {
        var p = Path()
        for k in 0..<100 { p.addEllipse(center: Point(x: Double(k), y: Double(k % 7)), rx: 1e30, ry: 1e30) }
        let flat = p.flattened(clip: canvasRect)
        #expect(flat.points.count < 100 * 600)
        var c = try Canvas(width: w, height: h)
        c.fill(flat, rule: .evenOdd, paint: .solid(.white))
        #expect(alpha(c).allSatisfy { $0 == 0 })
        c = try Canvas(width: w, height: h)
        c.fill(flat, rule: .nonZero, paint: .solid(.white))
        #expect(alpha(c).allSatisfy { $0 == 255 })
    }

    /// An SVG scene passes its canvas as the region: a circle of radius 1e9 crossing it.
    @Test func svgSceneDrawsAHugeCircleWithinTheTolerance() throws {
        let r = 1e9
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='\(w)' height='\(h)'>"
            + "<circle cx='128' cy='\(32.3 + r)' r='\(r)' fill='#fff'/></svg>"
        let scene = try SVGScene(bytes: Array(svg.utf8))
        var c = try Canvas(width: w, height: h)
        c.draw(scene.displayList(), threads: 1)
        let top = circleTop(r)
        #expect(maxDiff(alpha(c), band(top, { _ in 1e9 })) <= 26)
    }
}
