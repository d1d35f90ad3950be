import Foundation
import Testing
import ChartCore

@Suite struct FlattenTests {
    /// Max distance from the true curve (sampled densely) to the flattened polyline.
    @Test(arguments: [0.1, 0.5, 0.02])
    func cubicErrorWithinTolerance(_ tol: Double) {
        var rng = SeededGenerator(seed: 11)
        for i in 0..<20 {
            let p = (0..<4).map { _ in Point(x: 100 + rng.nextSigned() * 90, y: 100 + rng.nextSigned() * 90) }
            var path = Path()
            path.move(to: p[0])
            path.cubic(to: p[3], control1: p[1], control2: p[2])
            let flat = toPoints(path.flattened(tolerance: tol))
            var worst = 0.0
            for k in 0...400 {
                let s = Double(k) / 400, u = 1 - s
                let q = p[0] * (u * u * u) + p[1] * (3 * u * u * s) + p[2] * (3 * u * s * s) + p[3] * (s * s * s)
                worst = max(worst, polylineDistance(q, flat))
            }
            #expect(worst <= tol + 1e-4, "seed 11 i \(i) tol \(tol) err \(worst)")
            #expect(flat.count < 2000, "seed 11 i \(i)")
        }
    }

    @Test func quadAndArcErrorWithinToleranceUnderTransform() {
        let t = AffineTransform.scale(x: 3, y: 0.5).concatenating(.rotation(radians: 0.4))
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.quad(to: Point(x: 80, y: 0), control: Point(x: 40, y: 90))
        let flat = toPoints(path.flattened(transform: t))
        var worst = 0.0
        for k in 0...500 {
            let s = Double(k) / 500, u = 1 - s
            let q = Point(x: 80 * s * s + 40 * 2 * u * s, y: 90 * 2 * u * s)
            worst = max(worst, polylineDistance(t.apply(q), flat))
        }
        #expect(worst <= 0.1 + 1e-4, "quad err \(worst)")

        let e = Path.ellipse(in: Rect(x: 10, y: 10, width: 60, height: 30))
        let fe = toPoints(e.flattened(transform: t))
        worst = 0
        for k in 0...720 {
            let a = Double(k) / 720 * 2 * .pi
            worst = max(worst, polylineDistance(t.apply(Point(x: 40 + 30 * cos(a), y: 25 + 15 * sin(a))), fe + [fe[0]]))
        }
        #expect(worst <= 0.1 + 1e-4, "ellipse err \(worst)")
    }

    /// Paths of many subpaths are flattened in runs side by side: the same contours, in
    /// order, for any thread count (markers, open and closed subpaths, curves, a transform).
    @Test(arguments: [2, 3, 7])
    func threadedFlatteningEqualsOnePass(_ threads: Int) {
        var path = Path()
        var rng = SeededGenerator(seed: 41)
        for i in 0..<3000 {
            let x = Double.random(in: 0...1900, using: &rng), y = Double.random(in: 0...1000, using: &rng)
            switch i % 4 {
            case 0: path.move(to: Point(x: x + 3, y: y))
                path.arc(center: Point(x: x, y: y), radius: 3, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
                path.close()
            case 1: path.move(to: Point(x: x, y: y)); path.line(to: Point(x: x + 5, y: y + 2))
                path.cubic(to: Point(x: x + 9, y: y), control1: Point(x: x + 6, y: y - 7), control2: Point(x: x + 8, y: y + 7))
            case 2: path.move(to: Point(x: x, y: y)); path.quad(to: Point(x: x + 4, y: y), control: Point(x: x + 2, y: y + 6)); path.close()
            default: path.arc(center: Point(x: x, y: y), radius: 4, startAngle: 0.3, endAngle: 2.0, clockwise: true)
            }
        }
        let t = AffineTransform.scale(x: 1.5, y: 0.75)
        #expect(path.verbs.count >= 8192)
        let one = path.flattened(transform: t)
        #expect(one.contourEnds.count > 2000)
        #expect(path.flattened(transform: t, threads: threads) == one)
    }

    /// The flattener steps arcs by a rotation recurrence: after thousands of steps of a
    /// rotated, huge elliptical arc its vertices must still sit on the ellipse (within the
    /// tolerance; interior ones a little outside by design) and the last at the exact end.
    @Test func longRotatedArcDoesNotDrift() {
        let c = Point(x: 5, y: -7), rx = 4000.0, ry = 1500.0, rot = 0.7, a0 = 0.3, a1 = 0.3 + 5.5
        var path = Path()
        path.arc(center: c, radii: Point(x: rx, y: ry), rotation: rot, startAngle: a0, endAngle: a1, clockwise: true)
        let pts = toPoints(path.flattened(tolerance: 1e-3))
        #expect(pts.count > 3000)
        let (s, co) = (sin(rot), cos(rot))
        var worst = 0.0
        for p in pts {
            // Back to the ellipse's frame: on the ellipse, (x/rx)² + (y/ry)² = 1.
            let dx = p.x - c.x, dy = p.y - c.y
            let u = co * dx + s * dy, v = -s * dx + co * dy
            let radial = ((u / rx) * (u / rx) + (v / ry) * (v / ry)).squareRoot()
            worst = max(worst, abs(radial - 1) * ry)  // ≈ px off the curve, ≥ the true distance / (rx/ry)
        }
        #expect(worst < 2e-3, "off the ellipse by \(worst) px")
        let ex = rx * cos(a1), ey = ry * sin(a1)
        let end = Point(x: c.x + co * ex - s * ey, y: c.y + s * ex + co * ey)
        // Float output: 4000 px carries ~2.4e-4 px of rounding.
        #expect((pts[pts.count - 1] - end).length < 1e-3, "end \(pts[pts.count - 1]) vs \(end)")
    }

    @Test(arguments: [0.5, 3.0, 100.0, 2000.0])
    func circleAreaIsPiRSquared(_ r: Double) {
        let f = Path.circle(center: Point(x: r + 1, y: r + 1), radius: r).flattened()
        let area = shoelaceArea(f)
        // An inscribed polygon within 0.1 px loses at most 2πr·0.1 of area.
        #expect(area <= Double.pi * r * r * (1 + 1e-6), "r \(r) area \(area)")
        #expect(area >= Double.pi * r * r - 2 * Double.pi * r * 0.1, "r \(r) area \(area)")
    }

    @Test func shapesHaveTheirArea() {
        let rect = Path.rect(Rect(x: 1, y: 2, width: 10, height: -5)).flattened()
        #expect(shoelaceArea(rect) == 50)
        let rr = Path.roundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radius: 5).flattened()
        let expected = 40.0 * 20 - (4 - Double.pi) * 25
        #expect(abs(shoelaceArea(rr) - expected) < 2 * Double.pi * 5 * 0.1, "\(shoelaceArea(rr))")
    }

    @Test func nonFiniteAndHugeInputNeverTraps() {
        var p = Path()
        p.move(to: Point(x: .nan, y: 0))
        p.line(to: Point(x: 1, y: 1))
        p.cubic(to: Point(x: 1e300, y: -1e300), control1: Point(x: .infinity, y: 0),
                control2: Point(x: 1e308, y: 1e308))
        p.quad(to: Point(x: 5, y: 5), control: Point(x: 1e200, y: 3))
        p.line(to: Point(x: 2, y: .nan))
        p.arc(center: Point(x: 0, y: 0), radius: 1e250, startAngle: 0, endAngle: 6, clockwise: true)
        p.close()
        let f = p.flattened(transform: .scale(x: 1e10, y: 1e10))
        #expect(f.points.count <= 4 * Path.maxSegmentsPerCurve + 10)
        #expect(f.points.allSatisfy { !$0.x.isNaN && !$0.y.isNaN })
        let s = p.stroked(StrokeStyle(width: 3, join: .round, cap: .round, dashes: [1, 1e-300]))
        #expect(s.points.allSatisfy { !$0.x.isNaN && !$0.y.isNaN })
    }

    /// Markers' arcs reuse the vertex offsets of the last two shapes: a path whose arcs
    /// switch among three shapes (so the memo both hits and evicts), and a circle of more
    /// than 64 vertices (several buffer flushes), flatten to exactly the points of each
    /// arc flattened in a path of its own.
    @Test func repeatedArcsFlattenAsEachAlone() {
        let shapes: [(r: Double, a0: Double, a1: Double)] = [(3, 0, .pi), (3, .pi, 2 * .pi), (5, 0.5, 2), (400, 0, 6)]
        var all = Path(), alone: [SIMD2<Float>] = []
        for k in 0..<40 {
            let s = shapes[(k * 7 + k / 3) % shapes.count]
            let c = Point(x: 20 + Double(k) * 13.25, y: 500 - Double(k % 5) * 7.5)
            var one = Path()
            one.arc(center: c, radius: s.r, startAngle: s.a0, endAngle: s.a1, clockwise: true)
            one.close()
            alone += one.flattened(transform: .scale(x: 1.5, y: 1.5)).points
            all.arc(center: c, radius: s.r, startAngle: s.a0, endAngle: s.a1, clockwise: true)
            all.close()
        }
        let f = all.flattened(transform: .scale(x: 1.5, y: 1.5))
        #expect(f.points == alone)
        #expect(f.points.count > 40 * 8)
    }

    /// A run of 200 lines emits its finite points in order, whatever the buffer size.
    @Test func lineRunsDropNonFinitePointsInOrder() {
        var p = Path(), expected: [SIMD2<Float>] = [SIMD2(0, 0)]
        p.move(to: .zero)
        for i in 1...200 {
            let bad = i % 17 == 0
            p.line(to: Point(x: Double(i), y: bad ? .infinity : Double(i % 9)))
            if !bad { expected.append(SIMD2(Float(i), Float(i % 9))) }
        }
        #expect(p.flattened().points == expected)
    }
}
