import Foundation
import Testing
@testable import ChartCore

/// The area fast path: which paths it takes (x-monotone, chains not crossing) and that
/// plain accumulation gives the cluster rasterizer's bytes to one unit.
@Suite struct MonotoneAreaTests {
    func path(_ pts: [SIMD2<Float>]) -> FlatPath {
        var p = FlatPath()
        p.append(contour: pts)
        return p
    }

    /// An area under a random walk down to a baseline (either orientation), or a band
    /// between two walks that never cross.
    static func area(seed: UInt64, n: Int, w: Float, h: Float, band: Bool, reversed: Bool) -> FlatPath {
        var g = SeededGenerator(seed: seed)
        var top: [SIMD2<Float>] = [], y = h / 2
        for i in 0..<n {
            y = min(max(y + Float.random(in: -3...3, using: &g), 2), h - 6)
            top.append(SIMD2(1.5 + Float(i) * (w - 3) / Float(n - 1), y))
        }
        let bottom: [SIMD2<Float>] = band
            ? top.reversed().map { SIMD2($0.x, $0.y + Float.random(in: 0...4, using: &g)) }
            : [SIMD2(w - 1.5, h - 1.25), SIMD2(1.5, h - 1.25)]
        let pts = top + bottom
        var p = FlatPath()
        p.append(contour: reversed ? pts.reversed() : pts)
        return p
    }

    @Test func recognisesAreasAndRejectsOverlaps() {
        #expect(MonotoneArea.isSimple(Self.area(seed: 1, n: 50, w: 64, h: 48, band: false, reversed: false)))
        #expect(MonotoneArea.isSimple(Self.area(seed: 2, n: 50, w: 64, h: 48, band: false, reversed: true)))
        #expect(MonotoneArea.isSimple(Self.area(seed: 3, n: 50, w: 64, h: 48, band: true, reversed: false)))
        // A bow tie (chains cross), a zigzag back and forth (not monotone), a star.
        #expect(!MonotoneArea.isSimple(path([SIMD2(0, 0), SIMD2(10, 10), SIMD2(10, 0), SIMD2(0, 10)])))
        #expect(!MonotoneArea.isSimple(path([SIMD2(0, 0), SIMD2(10, 2), SIMD2(3, 4), SIMD2(12, 6), SIMD2(0, 8)])))
        #expect(!MonotoneArea.isSimple(RasterScenes.star(points: 5, center: SIMD2(20, 20), r: 10, phase: 0)))
        // A band whose lines cross once.
        #expect(!MonotoneArea.isSimple(path([SIMD2(0, 0), SIMD2(10, 10), SIMD2(20, 10), SIMD2(20, 5), SIMD2(10, 12), SIMD2(0, 5)])))
        // Several contours: taken one after another in x with one orientation (disjoint,
        // and where they share a pixel their areas add up to their union's), not when they
        // overlap in x, come out of order, or turn opposite ways (a shared pixel would get
        // their difference). A vertical sliver of no width: not taken.
        var two = path([SIMD2(0, 0), SIMD2(4, 0), SIMD2(4, 4)])
        two.append(contour: [SIMD2(4.5, 0), SIMD2(14, 0), SIMD2(14, 4)])
        #expect(MonotoneArea.isSimple(two))
        var overlapping = path([SIMD2(0, 0), SIMD2(4, 0), SIMD2(4, 4)])
        overlapping.append(contour: [SIMD2(3.5, 0), SIMD2(14, 0), SIMD2(14, 4)])
        #expect(!MonotoneArea.isSimple(overlapping))
        var backwards = path([SIMD2(10, 0), SIMD2(14, 0), SIMD2(14, 4)])
        backwards.append(contour: [SIMD2(0, 0), SIMD2(4, 0), SIMD2(4, 4)])
        #expect(!MonotoneArea.isSimple(backwards))
        var opposite = path([SIMD2(0, 0), SIMD2(4, 0), SIMD2(4, 4)])
        opposite.append(contour: [SIMD2(10, 0), SIMD2(14, 4), SIMD2(14, 0)])
        #expect(!MonotoneArea.isSimple(opposite))
        #expect(!MonotoneArea.isSimple(path([SIMD2(3, 0), SIMD2(3, 5), SIMD2(3, 9)])))
        // A triangle, a square with vertical sides, a chain touching the baseline.
        #expect(MonotoneArea.isSimple(path([SIMD2(0, 0), SIMD2(10, 3), SIMD2(2, 9)])))
        #expect(MonotoneArea.isSimple(path([SIMD2(1, 1), SIMD2(5, 1), SIMD2(5, 5), SIMD2(1, 5)])))
        #expect(MonotoneArea.isSimple(path([SIMD2(0, 2), SIMD2(5, 9), SIMD2(10, 3), SIMD2(10, 9), SIMD2(0, 9)])))
    }

    /// Long areas started at any point (the wrap and the chains' split fall anywhere in
    /// the point list): taken; with one step back in x anywhere on the upper chain:
    /// refused; with a point repeated: taken.
    @Test func longChainsFromAnyPoint() {
        let pts = Self.area(seed: 9, n: 150, w: 300, h: 80, band: false, reversed: false).points
        for r in 0..<pts.count {
            let ring = Array(pts[r...] + pts[..<r])
            #expect(MonotoneArea.isSimple(path(ring)), "from \(r)")
            #expect(MonotoneArea.isSimple(path(ring.reversed())), "from \(r), reversed")
        }
        for k in 1..<148 {
            var q = pts
            q[k].x = q[k + 1].x + 0.25
            let r = (k * 37) % q.count
            #expect(!MonotoneArea.isSimple(path(q)), "back at \(k)")
            #expect(!MonotoneArea.isSimple(path(Array(q[r...] + q[..<r]))), "back at \(k), from \(r)")
            var twice = pts
            twice.insert(twice[k], at: k)
            #expect(MonotoneArea.isSimple(path(twice)), "repeated \(k)")
        }
    }

    /// Random chains on a coarse grid (shared x's, vertical runs inside a chain, touching
    /// and crossing chains), either orientation, from any point: taken exactly when, at every vertex x of
    /// either chain, the upper chain's y's stay on one side of the lower's (brute force:
    /// each chain's y's at x from all its vertices and segments).
    @Test func chainsAreComparedAtEveryVertex() {
        var g = SeededGenerator(seed: 77)
        func chain(_ y0: Float, _ y1: Float, _ ys: ClosedRange<Int>) -> [SIMD2<Float>] {
            // x from 0 to 8, strictly rising at both ends (the chains' split is unambiguous).
            var pts = [SIMD2<Float>(0, y0)]
            var x: Float = 1
            while x < 8 {
                pts.append(SIMD2(x, Float(Int.random(in: ys, using: &g))))
                x += Float(Int.random(in: 0...2, using: &g))
            }
            pts.append(SIMD2(8, y1))
            return pts
        }
        // y's of `c` at x: its vertices there, else its segment across x.
        func ys(_ c: [SIMD2<Float>], _ x: Float) -> [Float] {
            let at = c.filter { $0.x == x }.map(\.y)
            if !at.isEmpty { return at }
            for (a, b) in zip(c, c.dropFirst()) where a.x < x && x < b.x {
                return [a.y + (b.y - a.y) * ((x - a.x) / (b.x - a.x))]
            }
            return []
        }
        var taken = 0, refused = 0
        for _ in 0..<3000 {
            let y0 = Float(Int.random(in: 0...6, using: &g)), y1 = Float(Int.random(in: 0...6, using: &g))
            // The lower chain's interior mostly below the upper's: both answers come often.
            let u = chain(y0, y1, 0...6), l = chain(y0, y1, 5...10)
            var above = true, below = true
            for x in Set((u + l).map(\.x)) {
                let a = ys(u, x), b = ys(l, x)
                if a.max()! > b.min()! { above = false }
                if a.min()! < b.max()! { below = false }
            }
            // Started anywhere on the contour (the chains wrap around the point list).
            let ring = u + l.dropFirst().dropLast().reversed(), r = Int.random(in: 0..<ring.count, using: &g)
            let pts = Array(ring[r...] + ring[..<r])
            let want = above || below
            #expect(MonotoneArea.isSimple(path(pts)) == want, "\(pts)")
            #expect(MonotoneArea.isSimple(path(pts.reversed())) == want, "\(pts)")
            if want { taken += 1 } else { refused += 1 }
        }
        // Both answers are exercised.
        #expect(taken > 100 && refused > 100)
    }

    /// `chains` against its first form, a full step a segment (the scalar reference): the same
    /// answer for random contours of rising, falling and zero steps (runs of each, a NaN now
    /// and then), from any point, either way round.
    @Test func chainsMatchTheStepByStepScan() {
        func reference(_ p: [SIMD2<Float>]) -> (a: Int, f: Int)? {
            let n = p.count
            var changes = 0, last: Float = 0, firstSign: Float = 0
            var lastFall = -1, firstFall = -1, a = -1, f = -1
            for i in 0..<n {
                let dx = p[i + 1 == n ? 0 : i + 1].x - p[i].x
                guard dx != 0 else { continue }
                if firstSign == 0 { firstSign = dx }
                if last != 0 && (dx > 0) != (last > 0) {
                    changes += 1
                    if changes > 2 { return nil }
                    if dx > 0 { a = lastFall + 1 } else { f = i }
                }
                if dx < 0 { lastFall = i; if firstFall < 0 { firstFall = i } }
                last = dx
            }
            if firstSign != 0 && (firstSign > 0) != (last > 0) {
                changes += 1
                if firstSign > 0 { a = lastFall + 1 } else { f = firstFall }
            }
            return changes == 2 && a >= 0 && f >= 0 ? (a, f) : nil
        }
        var g = SeededGenerator(seed: 31)
        var taken = 0
        for _ in 0..<4000 {
            var x: Float = 0, pts: [SIMD2<Float>] = []
            for _ in 0..<Int.random(in: 1...4, using: &g) {
                let step: Float = [-1, 0, 1][Int.random(in: 0...2, using: &g)]
                for _ in 0..<Int.random(in: 1...6, using: &g) {
                    x += Bool.random(using: &g) ? step : 0
                    pts.append(SIMD2(Int.random(in: 0...50, using: &g) == 0 ? .nan : x, 0))
                }
            }
            for q in [pts, pts.reversed()] {
                let want = reference(q)
                let got = q.withUnsafeBufferPointer { MonotoneArea.chains($0) }
                #expect(got?.a == want?.a && got?.f == want?.f, "\(q.map(\.x))")
                if want != nil { taken += 1 }
            }
        }
        #expect(taken > 500)
    }

    /// Both chains with 100,000 vertices at one x (vertical runs: the upper chain's at
    /// y 0…5, the lower's at y 10…15, x = 1) — as far points whose x round to one Float
    /// give: taken, once each (o's range at a shared x was rescanned for every vertex there:
    /// 10¹⁰ steps, a fuzzed SVG's fill spent minutes in this check); with the runs
    /// overlapping in y, refused.
    @Test func longVerticalRunsInBothChains() throws {
        let n = 100_000
        func contour(lowerFrom y: Float) -> FlatPath {
            var pts: [SIMD2<Float>] = [SIMD2(0, 0)]
            pts += (0...n).map { SIMD2(1, 5 * Float($0) / Float(n)) }
            pts += [SIMD2(2, 5), SIMD2(2, 10)]
            pts += (0...n).map { SIMD2(1, y + 5 * Float($0) / Float(n)) }
            pts.append(SIMD2(0, y + 5))
            return path(pts)
        }
        let apart = contour(lowerFrom: 10), crossing = contour(lowerFrom: 3)
        #expect(try #require(finishing(within: 60) { MonotoneArea.isSimple(apart) }))
        #expect(try #require(finishing(within: 60) { MonotoneArea.isSimple(crossing) }) == false)
    }

    /// Areas, bands, clipped on every side, solid and gradient paint, both fill rules:
    /// `accumulate` equals the cluster rasterizer to one unit, on 1 and 3 threads alike.
    @Test(arguments: 0..<4) func matchesTheClusterRasterizer(seed: Int) throws {
        let p = Self.area(seed: UInt64(seed) &+ 40, n: 30 + 40 * seed, w: 70, h: 52, band: seed % 2 == 1,
                          reversed: seed >= 2)
        #expect(MonotoneArea.isSimple(p))
        let stops: [(offset: Float, color: Color)] = [(0, Color(r: 31, g: 119, b: 180, a: 230)),
                                                      (1, Color(r: 31, g: 119, b: 180, a: 40))]
        let ramp = Paint.linearGradient(start: SIMD2<Float>(0, 5), end: SIMD2<Float>(0, 50), stops: stops)
        for (paint, rule) in [(Paint.solid(Color(r: 200, g: 60, b: 20)), FillRule.nonZero), (ramp, .evenOdd)] {
            for clip in [nil, PixelRect(x0: 7, y0: 3, x1: 50, y1: 40)] {
                var l = DisplayList()
                l.clip(clip)
                l.fill(p, rule: rule, paint: paint)
                var a = try Canvas(width: 64, height: 48), b = try Canvas(width: 64, height: 48)
                var c = try Canvas(width: 64, height: 48)
                for k in [0, 1, 2] {
                    var x = [a, b, c][k]
                    x.clear(Color(r: 250, g: 250, b: 240))
                    x._draw(l, threads: k == 2 ? 3 : 1, mode: k == 1 ? .general : .auto)
                    if k == 0 { a = x } else if k == 1 { b = x } else { c = x }
                }
                let d = zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }
                #expect(d.max()! <= 1, "seed \(seed) max diff \(d.max()!)")
                #expect(c.bytes == a.bytes)
            }
        }
    }
}

/// A round pen's envelope with butt or square ends (`MonotoneArea.splitMargins`): the
/// envelope by area accumulation and the ends apart give the exact cluster rasterizer's
/// bytes on the whole outline (where its sample lines resolve the dense clusters: to 4
/// units), the same for any thread count.
@Suite struct MarginsTests {
    /// One line, or one with a gap (two envelopes, accumulated together, and four ends).
    @Test(arguments: [StrokeStyle.Cap.butt, .square], [false, true])
    func envelopeAndEndsApartMatchTheClusterRasterizer(cap: StrokeStyle.Cap, gap: Bool) throws {
        let pts = StrokeEnvelopeTests.walk(seed: 12, n: 400)
        var path = StrokeEnvelopeTests.path(gap ? Array(pts[..<180]) : pts)
        if gap { path.move(to: pts[220]); for p in pts[221...] { path.line(to: p) } }
        let outline = path.stroked(StrokeStyle(width: 1.5, join: .round, cap: cap))
        let split = try #require(MonotoneArea.splitMargins(outline))
        #expect(MonotoneArea.isSimple(split.area) && split.area.contourEnds.count == (gap ? 2 : 1))
        #expect(split.margins.contourEnds.count == (gap ? 4 : 2))
        // The oracle: the same outline with a contour above the canvas across every column
        // (clipped away, drawing nothing) that stops the split: the exact cluster rasterizer.
        var whole = outline
        whole.append(contour: [SIMD2(-10, -50), SIMD2(100, -50), SIMD2(100, -40)])
        #expect(MonotoneArea.splitMargins(whole) == nil)
        var bytes: [[UInt8]] = []
        for (path, threads, mode) in [(outline, 1, Rasterizer.Mode.exact), (whole, 1, .exact), (outline, 1, .auto),
                                      (outline, 3, .auto)] {
            var l = DisplayList()
            l.fill(path, rule: .nonZero, paint: .solid(Color(r: 200, g: 60, b: 20)))
            var c = try Canvas(width: 64, height: 40)
            c.clear(Color(r: 250, g: 250, b: 240))
            c._draw(l, threads: threads, mode: mode)
            bytes.append(c.bytes)
        }
        // The oracle resolves this dense outline's clusters on 16 sample lines (exact in x):
        // up to 4 units off. A column drawn twice or missed would be off by tens.
        let d = zip(bytes[0], bytes[1]).map { abs(Int($0) - Int($1)) }
        let mean = Double(d.reduce(0, +)) / Double(d.count)
        #expect(d.max()! <= 4 && mean < 0.1, "\(cap) \(gap): max diff \(d.max()!), mean \(mean)")
        #expect(bytes[3] == bytes[2])
    }

    /// Not split: one contour, a first contour not ending on whole columns, another contour
    /// reaching across its first column.
    @Test func refusesWhatCouldShareAPixel() {
        var one = FlatPath()
        one.append(contour: [SIMD2(2, 1), SIMD2(9, 1), SIMD2(9, 5), SIMD2(2, 5)])
        #expect(MonotoneArea.splitMargins(one) == nil)
        var ok = one
        ok.append(contour: [SIMD2(0, 1), SIMD2(2, 2), SIMD2(0, 3)])
        #expect(MonotoneArea.splitMargins(ok) != nil)
        var across = one
        across.append(contour: [SIMD2(0, 1), SIMD2(2.5, 2), SIMD2(0, 3)])
        #expect(MonotoneArea.splitMargins(across) == nil)
        var half = FlatPath()
        half.append(contour: [SIMD2(2.5, 1), SIMD2(9, 1), SIMD2(9, 5), SIMD2(2.5, 5)])
        half.append(contour: [SIMD2(0, 1), SIMD2(2, 2), SIMD2(0, 3)])
        #expect(MonotoneArea.splitMargins(half) == nil)
    }

    /// `mayBeSimple`, the prefilter a long path takes on several threads, never refuses a
    /// path `isSimple` accepts (else 1 and 2 threads would draw it by different
    /// rasterizers): areas, bands, rings from any point, several contours, overlaps, stars,
    /// a stroke's outline (refused) — and a 40,000-point area drawn at 1 and 2 threads
    /// gives the same bytes.
    @Test func thePrefilterKeepsEverySimplePath() throws {
        func path(_ pts: [SIMD2<Float>]) -> FlatPath { var p = FlatPath(); p.append(contour: pts); return p }
        var paths: [FlatPath] = []
        for seed: UInt64 in 1...6 {
            paths.append(MonotoneAreaTests.area(seed: seed, n: 60, w: 64, h: 48, band: seed % 2 == 0, reversed: seed % 3 == 0))
        }
        var two = MonotoneAreaTests.area(seed: 7, n: 20, w: 30, h: 40, band: false, reversed: false)
        two.append(contour: [SIMD2(40, 4), SIMD2(60, 8), SIMD2(60, 30), SIMD2(40, 30)])
        paths.append(two)
        paths.append(path([SIMD2(0, 0), SIMD2(10, 10), SIMD2(10, 0), SIMD2(0, 10)]))
        paths.append(path([SIMD2(0, 2), SIMD2(5, 9), SIMD2(10, 3), SIMD2(10, 9), SIMD2(0, 9)]))
        paths.append(RasterScenes.star(points: 5, center: SIMD2(20, 20), r: 10, phase: 0))
        var line = Path()
        line.move(to: Point(x: 1, y: 20))
        for i in 1..<300 { line.line(to: Point(x: 1 + Double(i) * 0.2, y: 20 + 10 * Foundation.sin(Double(i) * 0.3))) }
        let outline = line.stroked(StrokeStyle(width: 1.5, join: .miter))
        paths.append(outline)
        for p in paths where MonotoneArea.isSimple(p) { #expect(MonotoneArea.mayBeSimple(p)) }
        #expect(paths.filter { MonotoneArea.isSimple($0) }.count == 8)
        #expect(!MonotoneArea.mayBeSimple(outline))
        let big = MonotoneAreaTests.area(seed: 9, n: 40_000, w: 400, h: 100, band: true, reversed: false)
        #expect(MonotoneArea.isSimple(big))
        var bytes: [[UInt8]] = []
        for threads in [1, 2] {
            var list = DisplayList()
            list.fill(big, rule: .nonZero, paint: .solid(Color(r: 20, g: 90, b: 160)))
            var c = try Canvas(width: 400, height: 100)
            c._draw(list, threads: threads, mode: .auto)
            bytes.append(c.bytes)
        }
        #expect(bytes[0] == bytes[1])
    }
}
