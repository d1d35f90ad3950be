import Foundation
import Testing
@testable import ChartCore

/// The markers fast path: which contours it takes, and that taking them changes no pixel
/// beyond float rounding (against the cluster rasterizer and exact polygon areas).
@Suite struct ConvexShapesTests {
    static let clip = PixelRect(x0: 0, y0: 0, x1: 64, y1: 48)

    func circle(_ x: Double, _ y: Double, _ r: Double) -> [SIMD2<Float>] {
        Path.circle(center: Point(x: x, y: y), radius: r).flattened().points
    }

    func taken(_ contours: [[SIMD2<Float>]]) -> [Int] {
        var p = FlatPath()
        for c in contours { p.append(contour: c) }
        guard let (_, shapes, rest) = ConvexShapes.split(p, clip: Self.clip) else { return [] }
        #expect(rest.contourEnds.count + shapes.count == contours.count)
        let starts = Set(shapes.map(\.start))
        var start = 0
        return p.contourEnds.enumerated().compactMap { k, end in
            defer { start = end }
            return starts.contains(start) ? k : nil
        }
    }

    @Test func takesOnlyIsolatedConvexContours() {
        let star = RasterScenes.star(points: 5, center: SIMD2(40, 10), r: 6, phase: 0).points
        let ell: [SIMD2<Float>] = [SIMD2(2, 30), SIMD2(8, 30), SIMD2(8, 33), SIMD2(5, 33), SIMD2(5, 40), SIMD2(2, 40)]
        let twice = circle(50, 30, 3) + circle(50, 30, 3)
        let edge = circle(62, 40, 3)                       // reaches past the clip
        let shapes = taken([
            circle(10, 10, 3),                             // 0 isolated: taken
            circle(20, 10, 3), circle(24, 11, 3),          // 1, 2 overlap: an overlap group
            star,                                          // 3 self-crossing
            ell,                                           // 4 concave
            twice,                                         // 5 winds twice
            edge,                                          // 6 clipped
            [SIMD2(30, 30), SIMD2(34, 34), SIMD2(30, 38), SIMD2(26, 34)],   // 7 diamond: taken
            [SIMD2(12.5, 20), SIMD2(13.5, 20), SIMD2(12.5, 20)],           // 8 no area
        ])
        #expect(shapes == [0, 1, 2, 7])
        // A convex contour sharing pixels with one that is not a candidate (concave, or
        // reaching out of the clip) is not taken either.
        #expect(taken([ell, [SIMD2(6, 36), SIMD2(9, 36), SIMD2(9, 38), SIMD2(6, 38)], circle(10, 10, 3)]) == [2])
        #expect(taken([[SIMD2(-5, 5), SIMD2(3.2, 5), SIMD2(3.2, 8), SIMD2(-5, 8)],
                       [SIMD2(3.5, 5), SIMD2(6, 5), SIMD2(6, 8), SIMD2(3.5, 8)]]) == [])
        // Circles whose footprints share pixels, meeting or not: taken together.
        #expect(taken([circle(10, 10, 3), circle(16.5, 11, 3), circle(40, 30, 3), circle(44, 30, 3)]) == [0, 1, 2, 3])
        // More than `maxOverlapMembers` that may meet: none.
        #expect(taken((0..<7).map { circle(10 + 2 * Double($0), 20, 3) } + [circle(50, 20, 3)]) == [7])
        // Footprints one pixel apart do not share a pixel: both are taken.
        #expect(taken([[SIMD2(1.5, 1.5), SIMD2(3.5, 1.5), SIMD2(3.5, 3.5), SIMD2(1.5, 3.5)],
                       [SIMD2(4.2, 1.5), SIMD2(6, 1.5), SIMD2(6, 3.5), SIMD2(4.2, 3.5)]]) == [0, 1])
        // Sharing pixel column 3: an overlap group.
        #expect(taken([[SIMD2(1.5, 1.5), SIMD2(3.5, 1.5), SIMD2(3.5, 3.5), SIMD2(1.5, 3.5)],
                       [SIMD2(3.7, 1.5), SIMD2(6, 1.5), SIMD2(6, 3.5), SIMD2(3.7, 3.5)]]) == [0, 1])
        // A member of more than `maxOverlapPoints` points that may meet another: neither.
        let many: [SIMD2<Float>] = (0..<80).map { i in
            let a = Float(i) * 2 * .pi / 80
            return SIMD2(20 + 8 * cos(a), 20 + 8 * sin(a))
        }
        #expect(taken([many, circle(26, 20, 3)]) == [])
    }

    /// Random convex polygons (either orientation), some overlapping: the fast path equals
    /// the cluster rasterizer to one byte, under a solid paint and a gradient, on 1 and 3 threads.
    @Test(arguments: 0..<3) func matchesTheClusterRasterizer(seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed) &+ 77)
        var p = FlatPath()
        for _ in 0..<30 {
            let cx = Float.random(in: 4...60, using: &g), cy = Float.random(in: 4...44, using: &g)
            let r = Float.random(in: 0.4...3.5, using: &g), k = Int.random(in: 3...12, using: &g)
            let ccw = Bool.random(using: &g)
            let c: [SIMD2<Float>] = (0..<k).map { i in
                let a = Float(ccw ? i : -i) * 2 * .pi / Float(k) + Float(seed)
                return SIMD2(cx + r * cos(a), cy + r * sin(a))
            }
            p.append(contour: c)
        }
        let stops: [(offset: Float, color: Color)] = [(0, .black), (1, Color(r: 250, g: 20, b: 20))]
        let ramp = Paint.linearGradient(start: SIMD2<Float>(0, 0), end: SIMD2<Float>(64, 10), stops: stops)
        for paint in [Paint.solid(Color(r: 31, g: 119, b: 180, a: 200)), ramp] {
            var l = DisplayList()
            l.fill(p, rule: .nonZero, paint: paint)
            var a = try Canvas(width: 64, height: 48), b = try Canvas(width: 64, height: 48)
            a.clear(Color(r: 250, g: 250, b: 240)); b.clear(Color(r: 250, g: 250, b: 240))
            a._draw(l, threads: 1, mode: .auto)
            b._draw(l, threads: 1, mode: .general)
            let d = zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }
            #expect(d.max()! <= 1, "seed \(seed) max diff \(d.max()!)")
            var c = try Canvas(width: 64, height: 48)
            c.clear(Color(r: 250, g: 250, b: 240))
            c._draw(l, threads: 3, mode: .auto)
            #expect(c.bytes == a.bytes)
        }
        #expect(ConvexShapes.split(p, clip: Self.clip) != nil)
    }

    /// Dots 6.5 px apart (radius 3: footprints share pixels, the dots do not meet), of
    /// alternating orientation: all taken, as groups accumulated together, and the bytes
    /// are the cluster rasterizer's to one unit, on any thread count.
    @Test func groupsOfDotsThatSharePixels() throws {
        var p = FlatPath()
        for i in 0..<8 {
            for j in 0..<6 {
                var c = circle(5 + Double(i) * 6.5, 6 + Double(j) * 6.5 + Double(i % 2), 3)
                if (i + j) % 2 == 1 { c.reverse() }
                p.append(contour: c)
            }
        }
        let split = try #require(ConvexShapes.split(p, clip: Self.clip))
        #expect(split.members.count == 48 && split.rest.contourEnds.isEmpty)
        #expect(split.groups.contains { $0.count > 1 })
        var l = DisplayList()
        l.fill(p, rule: .evenOdd, paint: .solid(Color(r: 31, g: 119, b: 180, a: 220)))
        let (diff, same) = try autoAgainstGeneral(l, threads: 4, background: Color(r: 0, g: 0, b: 0, a: 0))
        #expect(diff <= 1, "max diff \(diff)")
        #expect(same)
    }

    /// A fill of one contour (a marker drawn as its own command) takes `split`'s shortcut:
    /// the same group, member and rest as that contour among others (a far square beside
    /// it takes the general path), or nil where it would go to the rest; and a list of such
    /// fills draws the cluster rasterizer's bytes to one unit, the same on two threads.
    @Test func aContourAloneIsSplitAsAmongOthers() throws {
        let far: [SIMD2<Float>] = [SIMD2(60, 44), SIMD2(61, 44), SIMD2(61, 45), SIMD2(60, 45)]
        let star = RasterScenes.star(points: 5, center: SIMD2(40, 10), r: 6, phase: 0).points
        let tri: [SIMD2<Float>] = [SIMD2(3.5, 3.25), SIMD2(12.75, 4), SIMD2(6, 11.5)]
        let nan: [SIMD2<Float>] = [SIMD2(3, 3), SIMD2(.nan, 4), SIMD2(6, 11)]
        let cases = [circle(20, 20, 3), circle(1, 20, 3), circle(20, 20, 30), star, tri, nan, [SIMD2(3, 3), SIMD2(9, 9)]]
        for (k, c) in cases.enumerated() {
            var one = FlatPath(), two = FlatPath()
            one.append(contour: c); two.append(contour: c); two.append(contour: far)
            let alone = ConvexShapes.split(one, clip: Self.clip)
            let among = ConvexShapes.split(two, clip: Self.clip)
            let g = among?.groups.first { among!.members[$0.first].start == 0 }
            #expect((alone == nil) == (g == nil), "case \(k)")
            guard let alone, let g, let among else { continue }
            let a = alone.groups[0], m = alone.members[0], n = among.members[g.first]
            #expect(alone.groups.count == 1 && alone.rest.points.isEmpty && alone.rest.contourEnds.isEmpty)
            let sameGroup: Bool = [a.x0, a.y0, a.x1, a.y1, a.first, a.count] == [g.x0, g.y0, g.x1, g.y1, 0, g.count]
            #expect(sameGroup && !a.overlaps && !g.overlaps, "case \(k)")
            let sameBox: Bool = [m.start, m.end, m.x0, m.y0, m.x1, m.y1] == [n.start, n.end, n.x0, n.y0, n.x1, n.y1]
            let sameCircle: Bool = m.sign == n.sign && m.center == n.center && m.radius == n.radius
            #expect(sameBox && sameCircle, "case \(k)")
        }
        var l = DisplayList()
        for c in cases + [circle(22, 22, 3), tri.map { $0 + SIMD2(2, 1) }] {
            var p = FlatPath()
            p.append(contour: c)
            l.fill(p, rule: .nonZero, paint: .solid(Color(r: 200, g: 40, b: 90, a: 160)))
        }
        let (diff, same) = try autoAgainstGeneral(l, threads: 2, background: Color(r: 240, g: 240, b: 230))
        #expect(diff <= 1 && same)
    }

    /// The largest byte difference between `.auto` and `.general` on a 64x48 canvas, and
    /// whether `.auto` gives the same bytes on `threads` threads as on one.
    func autoAgainstGeneral(_ l: DisplayList, threads: Int, background: Color) throws -> (Int, Bool) {
        var a = try Canvas(width: 64, height: 48, color: background), b = try Canvas(width: 64, height: 48, color: background)
        var c = try Canvas(width: 64, height: 48, color: background)
        a._draw(l, threads: 1, mode: .auto)
        b._draw(l, threads: 1, mode: .general)
        c._draw(l, threads: threads, mode: .auto)
        return (zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max()!, c.bytes == a.bytes)
    }

    /// Convex contours that intersect in twos and threes (squares, dots, triangles), either
    /// orientation, under both rules: taken as overlap groups, and the bytes are the
    /// cluster rasterizer's to one unit, on any thread count.
    @Test(arguments: [FillRule.nonZero, .evenOdd]) func overlapGroupsMatchTheClusterRasterizer(rule: FillRule) throws {
        var g = SeededGenerator(seed: rule == .nonZero ? 11 : 12)
        var p = FlatPath()
        for k in 0..<24 {
            // Clusters of 1–4 shapes around a centre, spaced so clusters stay apart.
            let cx = Float(6 + (k % 6) * 10), cy = Float(6 + (k / 6) * 11)
            for _ in 0..<Int.random(in: 1...4, using: &g) {
                let x = cx + Float.random(in: -2...2, using: &g), y = cy + Float.random(in: -2...2, using: &g)
                let r = Float.random(in: 0.6...3, using: &g), n = Int.random(in: 3...12, using: &g)
                let ccw = Bool.random(using: &g), phase = Float.random(in: 0...1, using: &g)
                p.append(contour: (0..<n).map { i in
                    let a = Float(ccw ? i : -i) * 2 * .pi / Float(n) + phase
                    return SIMD2(x + r * cos(a), y + r * sin(a))
                })
            }
        }
        let split = try #require(ConvexShapes.split(p, clip: Self.clip))
        #expect(split.groups.contains { $0.overlaps && $0.count >= 3 })
        let stops: [(offset: Float, color: Color)] = [(0, .black), (1, Color(r: 250, g: 20, b: 20))]
        let ramp = Paint.linearGradient(start: SIMD2<Float>(0, 0), end: SIMD2<Float>(64, 10), stops: stops)
        for paint in [Paint.solid(Color(r: 31, g: 119, b: 180, a: 200)), .solid(.black), ramp] {
            var l = DisplayList()
            l.fill(p, rule: rule, paint: paint)
            let (diff, same) = try autoAgainstGeneral(l, threads: 3, background: Color(r: 250, g: 250, b: 240))
            #expect(diff <= 1, "\(rule) max diff \(diff)")
            #expect(same)
        }
    }

    /// Two overlapping squares on the pixel grid: the overlap counts once (non-zero) or not
    /// at all (even-odd), exactly.
    @Test func overlappingSquaresExact() throws {
        let s1: [SIMD2<Float>] = [SIMD2(2, 2), SIMD2(6, 2), SIMD2(6, 6), SIMD2(2, 6)]
        let s2: [SIMD2<Float>] = [SIMD2(4.5, 3.25), SIMD2(8.5, 3.25), SIMD2(8.5, 7.25), SIMD2(4.5, 7.25)]
        var p = FlatPath()
        p.append(contour: s1); p.append(contour: s2)
        #expect(ConvexShapes.split(p, clip: Self.clip)?.groups.first?.overlaps == true)
        for (rule, area) in [(FillRule.nonZero, Float(32 - 1.5 * 2.75)), (.evenOdd, Float(32 - 2 * 1.5 * 2.75))] {
            var c = try Canvas(width: 16, height: 16)
            c.fill(p, rule: rule, paint: .solid(.white))
            let ink = RasterScenes.alpha(c).reduce(0, +)
            #expect(abs(ink - area) < 0.02, "\(rule): ink \(ink) vs \(area)")
            // The shared pixel (5, 4) is covered once (non-zero) or not at all (even-odd).
            #expect(c.bytes[(4 * 16 + 5) * 4 + 3] == (rule == .nonZero ? 255 : 0))
        }
    }

    /// Groups come in contour order with their members' union footprint, members group by
    /// group; a group wider than the grid holds (`maxCells`) goes to the rest whole: two
    /// thin bars sharing pixel (100, 0) span 102 x 61 cells.
    @Test func groupsTooLargeForTheGridGoToTheRest() throws {
        var p = FlatPath()
        p.append(contour: circle(20, 40, 3))                                                  // 0 alone
        p.append(contour: [SIMD2(0.5, 0.2), SIMD2(100.5, 0.2), SIMD2(100.5, 0.8), SIMD2(0.5, 0.8)])  // 1 bar
        p.append(contour: circle(40, 40, 3))                                                  // 2, 4 a pair
        p.append(contour: [SIMD2(100.2, 0.5), SIMD2(100.8, 0.5), SIMD2(100.8, 60.5), SIMD2(100.2, 60.5)])  // 3 bar
        p.append(contour: circle(46.5, 40.5, 3))
        let split = try #require(ConvexShapes.split(p, clip: PixelRect(x0: 0, y0: 0, x1: 128, y1: 64)))
        #expect(split.rest.contourEnds.count == 2 && split.rest.points.count == 8)
        #expect(split.groups.map(\.count) == [1, 2] && split.groups.map(\.first) == [0, 1])
        let starts = [0] + p.contourEnds.dropLast()
        #expect(split.members.map(\.start) == [starts[0], starts[2], starts[4]])
        let pair = split.groups[1], a = split.members[1], b = split.members[2]
        #expect((pair.x0, pair.y0, pair.x1, pair.y1) == (min(a.x0, b.x0), min(a.y0, b.y0), max(a.x1, b.x1), max(a.y1, b.y1)))
        #expect(!pair.overlaps && pair.x0 < pair.x1)
    }

    /// `bounds` and `farthest` (four points a step) equal the point-by-point loops they
    /// replaced, exactly, for every count from 1 to 13 and any start, and `bounds` reports a
    /// non-finite point wherever it is (inf, −inf, NaN, in either coordinate).
    @Test func boundsAndFarthestMatchPointByPoint() {
        var g = SeededGenerator(seed: 57)
        let pts = (0..<40).map { _ in SIMD2<Float>(Float.random(in: -50...900, using: &g), Float.random(in: -3...700, using: &g)) }
        pts.withUnsafeBufferPointer { p in
            for start in 0..<8 {
                for n in 1...13 {
                    let end = start + n
                    var lo = p[start], hi = p[start]
                    for q in p[start..<end] { lo = lo.replacing(with: q, where: q .< lo); hi = hi.replacing(with: q, where: q .> hi) }
                    let (l, h, finite) = ConvexShapes.bounds(p, start, end)
                    #expect(l == lo && h == hi && finite, "n \(n) start \(start)")
                    let c = SIMD2<Float>(Float(start) * 31.5, 200.25)
                    var r2: Float = 0
                    for q in p[start..<end] { let d = q - c; r2 = max(r2, (d * d).sum()) }
                    #expect(ConvexShapes.farthest(p, start, end, from: c) == r2)
                }
            }
        }
        for bad in [Float.infinity, -.infinity, .nan] {
            for k in 0..<9 {
                for lane in 0..<2 {
                    var q = Array(pts[0..<9])
                    q[k][lane] = bad
                    q.withUnsafeBufferPointer { p in #expect(!ConvexShapes.bounds(p, 0, 9).2, "\(bad) at \(k).\(lane)") }
                }
            }
        }
    }

    /// The counting sort of footprints equals a comparison sort on (x0, index).
    @Test func countingOrderSortsByColumnThenIndex() {
        var g = SeededGenerator(seed: 31)
        let boxes = (0..<300).map { _ in ConvexShapes.Box(Int32.random(in: 5...40, using: &g), 0, 0, 0) }
        let expected = boxes.indices.sorted { (boxes[$0][0], $0) < (boxes[$1][0], $1) }.map(Int32.init)
        #expect(ConvexShapes.countingOrder(boxes) == expected)
        #expect(ConvexShapes.countingOrder([]) == [])
    }

    /// The vector sweep finds exactly the pairs of footprints that overlap in both axes
    /// (brute force over all pairs), each once, the earlier in x order first, listed in x
    /// order: boxes of mixed sizes, many sharing a column (runs longer than eight lanes), a
    /// few apart; on two threads (3,000 boxes: runs swept side by side) the same list.
    @Test(arguments: [0, 1, 7, 8, 9, 300, 3000]) func meetingPairsAreTheOverlappingBoxes(n: Int) throws {
        var g = SeededGenerator(seed: UInt64(40 + n))
        let width = n > 300 ? 300 : 30
        let boxes = (0..<n).map { _ in
            let x0 = Int32.random(in: 0...Int32(width), using: &g), y0 = Int32.random(in: 0...60, using: &g)
            return ConvexShapes.Box(x0, x0 + Int32.random(in: 1...12, using: &g), y0, y0 + Int32.random(in: 1...9, using: &g))
        }
        let order = ConvexShapes.countingOrder(boxes)
        let found = try #require(ConvexShapes.meetingPairs(boxes, order: order))
        #expect(ConvexShapes.meetingPairs(boxes, order: order, threads: 2) == found)
        var rank = [Int](repeating: 0, count: n)
        for (k, i) in order.enumerated() { rank[Int(i)] = k }
        var expected: [SIMD2<Int32>] = []
        let sorted = order.map(Int.init)
        for a in sorted {
            for b in sorted where rank[a] < rank[b] {
                let (p, q) = (boxes[a], boxes[b])
                if p[0] < q[1] && q[0] < p[1] && p[2] < q[3] && q[2] < p[3] { expected.append(SIMD2(Int32(a), Int32(b))) }
            }
        }
        #expect(found == expected)
        if n >= 300 { #expect(expected.count > 100) }
    }

    /// Boxes too crowded for markers: 3,000 stacked in four columns (~1,500 neighbours in
    /// x each, over `stepBudget`), or 40 to a column all meeting (~20 pairs a box, over
    /// `pairBudget`) — refused on one thread and on two; 3,000 spread as dots are not.
    @Test func crowdedBoxesAreRefused() {
        func pairs(_ boxes: [ConvexShapes.Box], threads: Int) -> [SIMD2<Int32>]? {
            ConvexShapes.meetingPairs(boxes, order: ConvexShapes.countingOrder(boxes), threads: threads)
        }
        func box(_ x: Int, _ w: Int, _ y: Int, _ h: Int) -> ConvexShapes.Box {
            ConvexShapes.Box(Int32(x), Int32(x + w), Int32(y), Int32(y + h))
        }
        let stacked = (0..<3000).map { k in box(k % 4, 2, k % 7, 2) }
        let columns = (0..<3000).map { k in box(k / 40, 1, 0, 3) }
        for t in [1, 2] {
            #expect(pairs(stacked, threads: t)?.count == nil)
            #expect(pairs(columns, threads: t)?.count == nil)
        }
        // Under both budgets: 3,000 dots' footprints (5 px) 6 px apart on a grid.
        let dots = (0..<3000).map { k in box(k % 60 * 6, 5, k / 60 * 6, 5) }
        #expect(pairs(dots, threads: 1) == [])
        #expect(pairs(dots, threads: 2) == [])
    }

    /// A fuzzed SVG's line dashed 0.001/0.001 px across a 100 px canvas: ~10⁶ dashes,
    /// each a small convex contour overlapping thousands of others, swept pair by pair
    /// for 94 s. Here the like at 20 px, dashed 0.002/0.002 (0.001/0.001 repeats within
    /// `Stroker.finestDashPeriod` now: stroked solid): the contours are refused as markers
    /// and drawn by the cluster rasterizer (the `.general` picture to one unit, any thread
    /// count).
    @Test func thousandsOfStackedDashesAreNotMarkers() throws {
        var line = Path()
        line.move(to: Point(x: 3, y: -2)); line.line(to: Point(x: 9, y: 22))
        let dashed = line.stroked(StrokeStyle(width: 1, dashes: [0.002, 0.002]))
        #expect(dashed.contourEnds.count > 6_000)
        let clip = PixelRect(x0: 0, y0: 0, x1: 16, y1: 20)
        #expect(ConvexShapes.split(dashed, clip: clip) == nil)
        var l = DisplayList()
        l.fill(dashed, rule: .nonZero, paint: .solid(.black))
        var a = try Canvas(width: 16, height: 20), b = try Canvas(width: 16, height: 20)
        var c = try Canvas(width: 16, height: 20)
        a._draw(l, threads: 1, mode: .auto); b._draw(l, threads: 1, mode: .general); c._draw(l, threads: 2, mode: .auto)
        #expect(zip(a.bytes, b.bytes).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        #expect(c.bytes == a.bytes)
        // Half dashes, half gaps: about half the solid line's ink.
        func ink(_ c: Canvas) -> Float { RasterScenes.alpha(c).reduce(0, +) }
        var s = try Canvas(width: 16, height: 20)
        s.fill(line.stroked(StrokeStyle(width: 1)), rule: .nonZero, paint: .solid(.black))
        #expect(abs(ink(a) / ink(s) - 0.5) < 0.05)
    }

    /// One isolated polygon: its ink is its shoelace area.
    @Test func inkIsTheExactArea() throws {
        let pts: [SIMD2<Float>] = [SIMD2(10.3, 5.2), SIMD2(17.9, 8.1), SIMD2(15.2, 16.7), SIMD2(8.4, 12.05)]
        var p = FlatPath()
        p.append(contour: pts)
        var exact: Float = 0
        for i in 0..<4 { let a = pts[i], b = pts[(i + 1) % 4]; exact += a.x * b.y - a.y * b.x }
        var c = try Canvas(width: 32, height: 24)
        c.fill(p, rule: .evenOdd, paint: .solid(.white))
        let ink = RasterScenes.alpha(c).reduce(0, +)
        #expect(abs(ink - abs(exact) / 2) < 0.02, "ink \(ink) vs area \(abs(exact) / 2)")
    }
}

@Suite struct CellAreaFloorTests {
    /// The unchecked floor equals `Float.rounded(.down)` over the pixel range and its pads.
    @Test func floorMatchesRoundingDown() {
        var g = SeededGenerator(seed: 5)
        var xs: [Float] = [0, -0.0, -0.5, -1, -1.0000001, -4, 0.9999999, 1, 16383.999, 16388.5, -3.75]
        for _ in 0..<2000 { xs.append(Float.random(in: -8...16_400, using: &g)) }
        for x in xs { #expect(CellArea.floor(x) == Int(x.rounded(.down)), "x = \(x)") }
    }
}
