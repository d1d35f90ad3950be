import Foundation
import Testing
import ChartCore

@Suite struct StrokeTests {
    func segment(_ a: Point, _ b: Point) -> Path {
        var p = Path(); p.move(to: a); p.line(to: b); return p
    }

    @Test(arguments: [0.25, 0.5, 1.0, 7.0])
    func straightSegmentAreaIsLengthTimesWidth(_ w: Double) {
        let p = segment(Point(x: 3, y: 4), Point(x: 40, y: 20))
        let len = (Point(x: 37, y: 16)).length
        let butt = -shoelaceArea(p.stroked(StrokeStyle(width: w)))
        #expect(abs(butt - len * w) < 1e-3 * len * w, "w \(w)")
        let square = -shoelaceArea(p.stroked(StrokeStyle(width: w, cap: .square)))
        #expect(abs(square - (len + w) * w) < 1e-3 * len * w, "w \(w)")
        let round = -shoelaceArea(p.stroked(StrokeStyle(width: w, cap: .round)))
        let disc = Double.pi * w * w / 4
        #expect(round <= len * w + disc + 1e-4 && round >= len * w + disc - 2 * Double.pi * w / 2 * 0.1,
                "w \(w) round \(round)")
    }

    @Test func halfPixelLineHasHalfTheInk() {
        let p = segment(Point(x: 0, y: 10), Point(x: 100, y: 10))
        let a1 = shoelaceArea(p.stroked(StrokeStyle(width: 1)))
        let a05 = shoelaceArea(p.stroked(StrokeStyle(width: 0.5)))
        #expect(abs(a05 * 2 - a1) < 1e-3)
    }

    @Test func nonUniformScaleStrokesInUserSpace() {
        let p = segment(Point(x: 0, y: 0), Point(x: 10, y: 0))
        let f = p.stroked(StrokeStyle(width: 2), transform: .scale(x: 3, y: 5))
        #expect(abs(-shoelaceArea(f) - 30 * 10) < 1e-3)   // 30 long, 2·5 = 10 thick
    }

    /// Corner of turn angle φ: the miter ratio is 1/cos(φ/2); just below the limit the
    /// miter tip adds area, just above it the join is a bevel (no extra area).
    @Test(arguments: [2.0, 4.0, 10.0])
    func miterLimitSwitchesToBevelAtTheRightAngle(_ limit: Double) {
        let phiLimit = 2 * acos(1 / limit)
        func area(_ phi: Double, _ join: StrokeStyle.Join) -> Double {
            var p = Path()
            p.move(to: Point(x: -50, y: 0)); p.line(to: .zero)
            p.line(to: Point(x: 50 * cos(phi), y: 50 * sin(phi)))
            return -shoelaceArea(p.stroked(StrokeStyle(width: 4, join: join, miterLimit: limit)))
        }
        let below = phiLimit - 0.01, above = phiLimit + 0.01
        #expect(area(below, .miter) > area(below, .bevel) + 1e-6, "limit \(limit)")
        #expect(abs(area(above, .miter) - area(above, .bevel)) < 1e-9, "limit \(limit)")
        // The miter tip adds the kite (w/2)²·tan(φ/2) minus the bevel triangle (w/2)²·sin φ/2.
        let tip = 4.0 * (tan(below / 2) - sin(below) / 2)
        #expect(abs(area(below, .miter) - area(below, .bevel) - tip) < 1e-3 * tip, "limit \(limit)")
    }

    @Test func dashLengthsSumWithOffset() {
        let p = segment(Point(x: 0, y: 5), Point(x: 100, y: 5))
        // Pattern 10 on, 5 off, offset 3: on-intervals [0,7], [12,22], … up to 100.
        var on = 0.0, x = -3.0
        while x < 100 { on += max(0, min(x + 10, 100) - max(x, 0)); x += 15 }
        let f = p.stroked(StrokeStyle(width: 2, dashes: [10, 5], dashOffset: 3))
        #expect(abs(-shoelaceArea(f) - on * 2) < 1e-3, "on \(on)")
        let g = p.stroked(StrokeStyle(width: 2, dashes: [10, 5], dashOffset: -12))
        #expect(abs(-shoelaceArea(g) - on * 2) < 1e-3)
        #expect(f.contourEnds.count == 7)
    }

    @Test func zeroLengthRoundCapIsADisc() {
        var p = Path(); p.move(to: Point(x: 5, y: 5)); p.line(to: Point(x: 5, y: 5))
        let w = 6.0
        let a = -shoelaceArea(p.stroked(StrokeStyle(width: w, cap: .round)))
        let disc = Double.pi * w * w / 4
        #expect(a <= disc && a >= disc - 2 * Double.pi * 3 * 0.1, "\(a)")
        #expect(-shoelaceArea(p.stroked(StrokeStyle(width: w, cap: .square))) == w * w)
        #expect(p.stroked(StrokeStyle(width: w)).points.isEmpty)
        let dots = segment(.zero, Point(x: 40, y: 0))
            .stroked(StrokeStyle(width: 2, cap: .round, dashes: [0, 10]))
        #expect(dots.contourEnds.count == 5)
    }

    /// Whether `q` is inside one segment's rectangle (half-width `h`) or within `h` of an end.
    func inRect(_ q: Point, _ pts: [Point], _ h: Double) -> Bool {
        if (q - pts[0]).length < h || (q - pts[pts.count - 1]).length < h { return true }
        for i in 1..<pts.count {
            let v = pts[i] - pts[i - 1], s = (q - pts[i - 1]).dot(v) / v.dot(v)
            if s >= 0, s <= 1, segmentDistance(q, pts[i - 1], pts[i]) < h { return true }
        }
        return false
    }

    /// Round joins and caps make the stroke exactly the set of points within w/2 of the
    /// polyline: the outline's winding is non-zero there (and of one sign), zero elsewhere.
    /// Miter and bevel joins with square caps cover at least that set and reach at most
    /// w/2 · limit (miter) or w/2 · √2 (bevel, square caps) from it.
    @Test(arguments: [StrokeStyle.Join.round, .miter, .bevel])
    func strokeCoversTheMinkowskiSum(_ join: StrokeStyle.Join) {
        var rng = SeededGenerator(seed: 5)
        for trial in 0..<6 {
            var pts: [Point] = []
            for _ in 0..<12 { pts.append(Point(x: 30 + rng.nextSigned() * 25, y: 30 + rng.nextSigned() * 25)) }
            var p = Path(); p.move(to: pts[0]); for q in pts.dropFirst() { p.line(to: q) }
            let hw = 3.0
            let limit = 3.0
            let reach = join == .round ? hw : hw * (join == .miter ? limit : 2.0.squareRoot())
            let f = p.stroked(StrokeStyle(width: 2 * hw, join: join,
                                          cap: join == .round ? .round : .square, miterLimit: limit))
            for i in 0..<60 { for j in 0..<60 {
                let q = Point(x: Double(i) + 0.37, y: Double(j) + 0.61)
                let d = polylineDistance(q, pts)
                let w = winding(f, q.x, q.y)
                #expect(w <= 0, "seed 5 trial \(trial) at \(i),\(j) winding \(w)")
                if join == .round ? d < hw - 0.11 : inRect(q, pts, hw - 0.01) { #expect(w != 0, "seed 5 trial \(trial) inside \(i),\(j) d \(d)") }
                // Round arcs are area-preserving (vertices up to ~0.07 px outside the arc,
                // within the 0.1 px flattening tolerance), so "outside" starts past it.
                if d > reach + (join == .round ? 0.1 : 0.01) { #expect(w == 0, "seed 5 trial \(trial) outside \(i),\(j) d \(d)") }
            } }
        }
    }
}

@Suite struct ClosedStrokeTests {
    /// A closed square of side s stroked with miter joins is the ring between squares of
    /// side s + w and s − w; with bevel joins each corner loses (w/2)²/2. The signed area
    /// counts the pieces with multiplicity (4 rectangles s·w and 4 join wedges, which
    /// overlap at the inner corners); the winding samples check the union.
    @Test(arguments: [StrokeStyle.Join.miter, .bevel])
    func closedSquareIsARing(_ join: StrokeStyle.Join) {
        let s = 20.0, w = 4.0
        let p = Path.rect(Rect(x: 10, y: 10, width: s, height: s))
        let f = p.stroked(StrokeStyle(width: w, join: join))
        #expect(f.contourEnds.count == 2)
        let hw2 = (w / 2) * (w / 2)
        // Rectangles plus outer corners, minus each inner corner's square (X, p+na, p, p+nb),
        // which the two sides' rectangles cover twice and the contour leaves out once.
        let ring = 4 * s * w + 4 * (join == .miter ? hw2 : hw2 / 2) - 4 * hw2
        #expect(abs(abs(shoelaceArea(f)) - ring) < 1e-3, "\(join) \(shoelaceArea(f))")
        for (x, y) in [(9.0, 9.0), (20.0, 20.0), (31.0, 20.0), (8.5, 31.5)] {
            let inside = max(abs(x - 20), abs(y - 20)) < s / 2 + w / 2
                && max(abs(x - 20), abs(y - 20)) > s / 2 - w / 2
            let cornerCut = join == .bevel && abs(x - 20) + abs(y - 20) > s + w / 2
            #expect((winding(f, x, y) != 0) == (inside && !cornerCut), "\(join) at \(x),\(y)")
        }
    }

    @Test func reusedOutputAppends() {
        let p = Path.circle(center: Point(x: 10, y: 10), radius: 5)
        var out = FlatPath()
        p.stroke(StrokeStyle(width: 1), into: &out)
        let once = out
        p.stroke(StrokeStyle(width: 1), into: &out)
        #expect(out.points.count == 2 * once.points.count)
        #expect(out.contourEnds.count == 2 * once.contourEnds.count)
    }
}

@Suite struct StrokerReuseTests {
    /// A reused `Stroker` and output give the same bytes as a fresh `stroked` call, on
    /// random walks (line-only fast path) and with a curve (flattening path).
    @Test(arguments: [0, 1, 2, 3, 50, 1000])
    func reusedStrokerMatchesFresh(_ n: Int) {
        let y = RandomWalk.double(count: n, seed: UInt64(n) + 3)
        var p = Path()
        for i in 0..<n {
            let q = Point(x: Double(i) * 0.7, y: y[i] * 5)
            if i == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        var curved = p
        curved.quad(to: Point(x: 3, y: 4), control: Point(x: 9, y: -2))
        var stroker = Stroker()
        var out = FlatPath()
        for path in [p, curved] {
            for style in [StrokeStyle(width: 1), StrokeStyle(width: 2.5, join: .round, cap: .round),
                          StrokeStyle(width: 1, join: .bevel, cap: .square, dashes: [3, 1], dashOffset: 0.5)] {
                out.points.removeAll(keepingCapacity: true)
                out.contourEnds.removeAll(keepingCapacity: true)
                stroker.stroke(path, style: style, into: &out)
                #expect(out == path.stroked(style), "seed \(n + 3) n \(n) \(style)")
            }
        }
    }

    @Test func nonFinitePointsInALineOnlyPathAreSkipped() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: .nan, y: 1))
        p.line(to: Point(x: 10, y: 0)); p.line(to: Point(x: .infinity, y: 0))
        let f = p.stroked(StrokeStyle(width: 2))
        #expect(f.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(abs(-shoelaceArea(f) - 20) < 1e-9)
    }
}

@Suite struct ChunkedStrokeTests {
    /// A polyline long enough to be chunked: same bytes for 1 and 2 threads, and around a
    /// chunk cut the outline still covers exactly the points within w/2 (round joins). Its
    /// first point lies right of the second: x turning back keeps the stroker's chunked
    /// pieces (an x-monotone round-joined line takes the pen's envelope instead).
    @Test func chunkedStrokeIsThreadIndependentAndSeamless() {
        let n = 2 * Stroker.chunkSize + 777
        let y = RandomWalk.double(count: n, seed: 9)
        var p = Path()
        var pts: [Point] = []
        for i in 0..<n {
            let q = Point(x: i == 0 ? 0.5 : Double(i) * 0.01, y: y[i])
            pts.append(q)
            if i == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        let style = StrokeStyle(width: 2, join: .round, cap: .round)
        var s1 = Stroker(), s2 = Stroker()
        var o1 = FlatPath(), o2 = FlatPath()
        s1.stroke(p, style: style, threads: 1, into: &o1)
        s2.stroke(p, style: style, threads: 2, into: &o2)
        #expect(o1 == o2, "seed 9 n \(n)")
        #expect(o1.contourEnds.count >= 2)
        let cut = Stroker.chunkSize
        let local = Array(pts[(cut - 40)...(cut + 40)])
        var rng = SeededGenerator(seed: 9)
        for k in 0..<40 {
            let c = pts[cut + Int(rng.next() % 5) - 2]
            let q = Point(x: c.x + rng.nextSigned() * 1.5, y: c.y + rng.nextSigned() * 1.5)
            let d = polylineDistance(q, local)
            let w = winding(o1, q.x, q.y)
            if d < 1 - 0.11 { #expect(w != 0, "seed 9 k \(k) d \(d)") }
            if d > 1 + 0.01 && abs(q.x - c.x) < 0.3 { #expect(w == 0, "seed 9 k \(k) d \(d)") }
        }
    }
}
