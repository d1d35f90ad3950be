import Testing
@testable import ChartCore

/// Round-joined x-monotone polylines are outlined by the round pen's envelopes
/// (`Stroker+Envelope.swift`): the same union as the stroker's pieces, one contour.
@Suite struct StrokeEnvelopeTests {
    /// A dense random walk: `n` points over x ∈ [4.3, 59.7], y in [6, 34], steps up to ±`step`.
    static func walk(seed: UInt64, n: Int, step: Double = 2.5) -> [Point] {
        var g = SeededGenerator(seed: seed), y = 20.0
        return (0..<n).map { i in
            y = min(max(y + step * g.nextSigned(), 6), 34)
            return Point(x: 4.3 + 55.4 * Double(i) / Double(n - 1), y: y)
        }
    }

    static func path(_ pts: [Point]) -> Path {
        var p = Path(); p.move(to: pts[0]); for q in pts.dropFirst() { p.line(to: q) }; return p
    }

    /// The stroker's own outline (segment rectangles and join wedges), never the envelope.
    static func pieces(_ pts: [Point], _ style: StrokeStyle, tolerance: Double) -> FlatPath {
        var s = _Stroker(style: style, transform: .identity, tolerance: tolerance)
        pts.withUnsafeBufferPointer { s.stroke($0, closed: false) }
        return s.out
    }

    /// Brute force: the highest of every vertex circle and offset segment line at x (y up;
    /// the pieces of segments with an end within r of x, x sorted).
    static func bruteUpper(_ p: [SIMD2<Double>], _ r: Double, _ x: Double) -> Double {
        var best = -Double.infinity
        var lo = 0, hi = p.count
        while lo < hi { let m = (lo + hi) / 2; if p[m].x < x - r { lo = m + 1 } else { hi = m } }
        for i in max(lo - 1, 0)..<p.count {
            let c = p[i]
            if c.x > x + r { break }
            if abs(x - c.x) <= r { best = max(best, c.y + (r * r - (x - c.x) * (x - c.x)).squareRoot()) }
            guard i + 1 < p.count else { continue }
            let d = p[i + 1] - c, len = (d * d).sum().squareRoot()
            guard d.x > 0 else { continue }
            let o = SIMD2(-d.y, d.x) * (r / len), a = c + o, b = p[i + 1] + o
            if x >= a.x && x <= b.x { best = max(best, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)) }
        }
        return best
    }

    /// The incremental envelope, with its bin bound dropping pieces and its skipped circles,
    /// equals the brute-force maximum of all pieces at every sampled x: sparse and dense
    /// lines, and one as dense as benchmark S2 (50 points a pixel).
    @Test(arguments: [(40, 0.5, 2.5), (40, 3.0, 2.5), (600, 0.75, 2.5), (600, 2.0, 2.5), (3000, 1.0, 4.0)])
    func envelopeIsTheHighestPiece(_ c: (n: Int, r: Double, step: Double)) {
        let pts = Self.walk(seed: UInt64(c.n), n: c.n, step: c.step).map { SIMD2($0.x, -$0.y) }
        let env = _RoundPenEnvelope(radius: c.r)
        pts.withUnsafeBufferPointer { env.add($0) }
        var x = pts[0].x - c.r + 0.001, worst = 0.0
        while x <= pts[pts.count - 1].x + c.r {
            worst = max(worst, abs(env.height(at: x) - Self.bruteUpper(pts, c.r, x)))
            x += 0.00731
        }
        #expect(worst < 1e-9, "n \(c.n) r \(c.r): off by \(worst)")
    }

    /// A piece that starts past the envelope's end (pieces between were dropped) leaves a
    /// gap at −∞, which a later piece reaching back fills; nothing is extrapolated into it.
    @Test func gapsWaitForTheirPiece() {
        let env = _RoundPenEnvelope(radius: 1)
        let a = _RoundPenEnvelope.Piece(x: 1, y: 0, m: 0, line: false)
        let b = _RoundPenEnvelope.Piece(x: 4, y: 0, m: 0, line: false)
        let c = _RoundPenEnvelope.Piece(x: 2.5, y: -5, m: 0, line: true)
        env.insert(a, 0, 2)
        env.insert(b, 3, 5)
        #expect(env.height(at: 2.5) == -.infinity)
        #expect(env.height(at: 3.5) == env.value(b, 3.5))
        env.insert(c, 1.5, 3.5)
        for x in stride(from: 0.005, through: 4.99, by: 0.01) {  // not at a span's end: a jump there
            let want = [(a, 0.0, 2.0), (b, 3.0, 5.0), (c, 1.5, 3.5)]
                .filter { x >= $0.1 && x <= $0.2 }.map { env.value($0.0, x) }.max()!
            #expect(abs(env.height(at: x) - want) < 1e-12, "x \(x)")
        }
    }

    /// Filled, the envelope outline covers what the stroker's pieces cover under non-zero
    /// (their supersampled coverage at a fine arc tolerance), for every cap, and for the
    /// line given right to left (its end outlines found from the reversed points).
    @Test(arguments: [StrokeStyle.Cap.round, .butt, .square], [(1.5, false), (2.0, false), (1.5, true)])
    func coverageIsTheUnionOfThePieces(cap: StrokeStyle.Cap, c: (width: Double, reversed: Bool)) throws {
        let width = c.width
        let pts = c.reversed ? Array(Self.walk(seed: 3, n: 600).reversed()) : Self.walk(seed: 3, n: 600)
        let style = StrokeStyle(width: width, join: .round, cap: cap)
        let outline = Self.path(pts).stroked(style)
        #expect(outline.contourEnds.count == (cap == .round ? 1 : 3))
        var canvas = try Canvas(width: 64, height: 40)
        canvas.fill(outline, rule: .nonZero, paint: .solid(.white))
        let ours = RasterScenes.alpha(canvas)
        // The reference, 2x finer in x (dense slivers), averaged back.
        var ref = Self.pieces(pts, style, tolerance: 0.005)
        ref.points = ref.points.map { SIMD2($0.x * 2, $0.y) }
        let fine = SupersampledRaster.coverage(ref, evenOdd: false, width: 128, height: 40)
        var want = [Float](repeating: 0, count: 64 * 40)
        for i in want.indices { want[i] = (fine[2 * i] + fine[2 * i + 1]) / 2 }
        let mae = zip(ours, want).map { abs($0 - $1) }.reduce(0, +) / Float(ours.count)
        let inkO = ours.reduce(0, +), inkR = want.reduce(0, +)
        #expect(mae * 255 <= 0.5, "\(cap) \(c): mean abs error \(mae * 255)/255")
        #expect(abs(inkO - inkR) <= 0.005 * inkR, "\(cap) \(c): ink \(inkO) vs \(inkR)")
    }

    /// A straight line of many points: the stadium's, rectangle's and capped rectangle's
    /// exact areas (the end zones' cut outlines and the envelope meet without gap or overlap).
    @Test(arguments: [0.0, 0.3])
    func straightLinesHaveExactAreas(slope: Double) {
        let pts = (0..<200).map { i in Point(x: 10.37 + 0.25 * Double(i), y: 20.25 + slope * 0.25 * Double(i)) }
        let len = (pts[199] - pts[0]).length, w = 2.0
        let area = { (cap: StrokeStyle.Cap) in abs(shoelaceArea(Self.path(pts).stroked(StrokeStyle(width: w, join: .round, cap: cap)))) }
        #expect(abs(area(.butt) - len * w) < 1e-3 * len * w)
        #expect(abs(area(.square) - (len + w) * w) < 1e-3 * len * w)
        #expect(abs(area(.round) - (len * w + Double.pi)) < 1e-3 * len * w)
    }

    /// Round caps give one contour the rasterizer takes as a simple area.
    @Test func roundCapsGiveOneSimpleContour() {
        let outline = Self.path(Self.walk(seed: 9, n: 300)).stroked(StrokeStyle(width: 1.5, join: .round, cap: .round))
        #expect(outline.contourEnds.count == 1 && MonotoneArea.isSimple(outline))
    }

    /// A smoothed series line (cubic pieces whose control points keep x monotone) is
    /// flattened once and outlined by the envelope too: one contour, covering what the
    /// stroker's pieces of the same flattened line cover.
    @Test func curvesAreFlattenedThenEnveloped() throws {
        let pts = Self.walk(seed: 21, n: 40)
        var path = Path()
        path.move(to: pts[0])
        for i in 1..<pts.count {
            let a = pts[i - 1], b = pts[i], dx = (b.x - a.x) / 3
            path.cubic(to: b, control1: Point(x: a.x + dx, y: a.y), control2: Point(x: b.x - dx, y: b.y))
        }
        let style = StrokeStyle(width: 1.5, join: .round, cap: .round)
        let outline = path.stroked(style)
        #expect(outline.contourEnds.count == 1 && MonotoneArea.isSimple(outline))
        var canvas = try Canvas(width: 64, height: 40)
        canvas.fill(outline, rule: .nonZero, paint: .solid(.white))
        let ours = RasterScenes.alpha(canvas)
        let flat = path._polylines(transform: .identity, tolerance: 0.1).points
        #expect(flat.count >= Stroker.envelopeMinPoints)
        let want = SupersampledRaster.coverage(Self.pieces(flat, style, tolerance: 0.005), evenOdd: false,
                                               width: 64, height: 40)
        let diffs: [Float] = zip(ours, want).map { abs($0 - $1) }
        let mae: Float = diffs.reduce(0, +) / Float(ours.count) * 255
        let inkO: Float = ours.reduce(0, +), inkR: Float = want.reduce(0, +)
        #expect(mae <= 0.5, "mean abs error \(mae)/255")
        #expect(abs(inkO - inkR) <= 0.005 * inkR, "ink \(inkO) vs \(inkR)")
    }

    /// A series with gaps (several open subpaths): each long x-monotone one by the envelope,
    /// a short one by the stroker; together they cover what the stroker's pieces cover.
    @Test(arguments: [StrokeStyle.Cap.round, .butt])
    func subpathsAreEnvelopedApart(cap: StrokeStyle.Cap) throws {
        let pts = Self.walk(seed: 33, n: 600)
        let runs = [0..<250, 270..<300, 320..<600]  // the middle one too short for the envelope
        var path = Path()
        for r in runs {
            path.move(to: pts[r.lowerBound])
            for i in r.dropFirst() { path.line(to: pts[i]) }
        }
        let style = StrokeStyle(width: 1.5, join: .round, cap: cap)
        let outline = path.stroked(style)
        var ref = FlatPath()
        for r in runs {
            let piece = Self.pieces(Array(pts[r]), style, tolerance: 0.005)
            for c in piece.contours { ref.append(contour: piece.points[c]) }
        }
        // The two long runs' envelope contours (and butt ends), the short run's outline;
        // the envelopes first, left to right, so that a fill accumulates both.
        #expect(outline.contourEnds.count == (cap == .round ? 3 : 7))
        if cap != .round {
            let split = try #require(MonotoneArea.splitMargins(outline))
            #expect(split.area.contourEnds.count == 2 && MonotoneArea.isSimple(split.area))
        }
        var canvas = try Canvas(width: 64, height: 40)
        canvas.fill(outline, rule: .nonZero, paint: .solid(.white))
        let ours = RasterScenes.alpha(canvas)
        let want = SupersampledRaster.coverage(ref, evenOdd: false, width: 64, height: 40)
        let diffs: [Float] = zip(ours, want).map { abs($0 - $1) }
        let mae: Float = diffs.reduce(0, +) / Float(ours.count) * 255
        let inkO: Float = ours.reduce(0, +), inkR: Float = want.reduce(0, +)
        #expect(mae <= 0.5, "\(cap): mean abs error \(mae)/255")
        #expect(abs(inkO - inkR) <= 0.005 * inkR, "\(cap): ink \(inkO) vs \(inkR)")
    }

    /// Where the envelope does not bound the stroke (other joins, dashes, x turning back, an
    /// elliptical pen, few points, a non-finite point), the stroker's own outline is kept.
    @Test func otherStrokesKeepThePieces() {
        let pts = Self.walk(seed: 4, n: 300)
        let round = StrokeStyle(width: 1.5, join: .round)
        var back = pts; back[150].x = back[10].x
        var nan = pts; nan[7].y = .nan
        let cases: [([Point], StrokeStyle, AffineTransform)] = [
            (pts, StrokeStyle(width: 1.5, join: .miter), .identity),
            (pts, StrokeStyle(width: 1.5, join: .bevel), .identity),
            (back, round, .identity),
            (pts, round, .scale(x: 1, y: 2)),
            (Array(pts.prefix(Stroker.envelopeMinPoints - 1)), round, .identity),
            (nan, round, .identity),
        ]
        for (k, (p, style, t)) in cases.enumerated() {
            let got = Self.path(p).stroked(style, transform: t)
            var raw = _Stroker(style: style, transform: t, tolerance: 0.1 / t.maxScale)
            p.withUnsafeBufferPointer { raw.stroke($0, closed: false) }
            #expect(got == raw.out, "case \(k)")
        }
        // Dashed: one contour per dash, not one envelope.
        #expect(Self.path(pts).stroked(StrokeStyle(width: 1.5, join: .round, dashes: [4, 2])).contourEnds.count > 10)
    }

    /// A rotated and scaled line (a similarity keeps the pen round) takes the envelope;
    /// coordinates so large that a Double cannot resolve the pen keep the pieces.
    @Test func similarityAndHugeCoordinates() {
        let pts = Self.walk(seed: 5, n: 200)
        let t = AffineTransform.rotation(radians: 0.2).concatenating(.scale(x: 1.5, y: 1.5))
        let style = StrokeStyle(width: 1, join: .round, cap: .round)
        #expect(Self.path(pts).stroked(style, transform: t).contourEnds.count == 1)
        let butt = StrokeStyle(width: 1, join: .round, cap: .butt)
        let far = pts.map { Point(x: $0.x + 1e6, y: $0.y - 1e6) }
        #expect(Self.path(far).stroked(butt).contourEnds.count == 3)
        let huge = pts.map { Point(x: $0.x * 1e30, y: $0.y * 1e30) }
        var raw = _Stroker(style: butt, transform: .identity, tolerance: 0.1)
        huge.withUnsafeBufferPointer { raw.stroke($0, closed: false) }
        #expect(Self.path(huge).stroked(butt) == raw.out)
    }
}
