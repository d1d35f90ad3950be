import Testing

@testable import ChartCore

@Suite struct GlyphOutlineTests {
    typealias P = SIMD2<Float>

    /// Two consecutive off-curve points get the implied on-curve midpoint between them.
    @Test func impliedMidpoints() throws {
        let points: [(P, Bool)] = [(P(0, 0), true), (P(10, 0), false), (P(10, 10), false), (P(0, 10), true)]
        let contour = try #require(GlyphOutline._contour(points[...]))
        #expect(contour.start == P(0, 0))
        #expect(
            contour.segments == [
                .quad(control: P(10, 0), to: P(10, 5)), .quad(control: P(10, 10), to: P(0, 10)), .line(to: P(0, 0)),
            ])
    }

    /// A contour that starts off-curve is rotated to its first on-curve point; one with no
    /// on-curve point starts at the midpoint of its last and first points.
    @Test func startsOnCurve() throws {
        let rotated = try #require(GlyphOutline._contour([(P(5, 5), false), (P(0, 0), true), (P(10, 0), true)][...]))
        #expect(rotated.start == P(0, 0))
        #expect(rotated.segments == [.line(to: P(10, 0)), .quad(control: P(5, 5), to: P(0, 0))])
        let allOff = try #require(
            GlyphOutline._contour([(P(0, 0), false), (P(4, 0), false), (P(4, 4), false), (P(0, 4), false)][...]))
        #expect(allOff.start == P(0, 2))
        #expect(allOff.segments.count == 4)
        #expect(allOff.segments.last == .quad(control: P(0, 4), to: P(0, 2)))
    }

    /// The y axis flips and the origin moves: a unit square in font units at scale 2.
    @Test func flattenMapsToPixels() {
        let square = GlyphOutline(
            contours: [.init(start: P(0, 0), segments: [.line(to: P(1, 0)), .line(to: P(1, 1)), .line(to: P(0, 1)), .line(to: P(0, 0))])],
            pointCount: 4)
        let path = square.flattened(scale: 2, origin: P(10, 20))
        #expect(path.points == [P(10, 20), P(12, 20), P(12, 18), P(10, 18)])
        #expect(path.contourEnds == [4])
    }

    /// Every polygon vertex lies on the curve and the curve stays within `tolerance` of the
    /// polygon: sampled at 64 parameters per chord, the distance to the chord is bounded.
    @Test(arguments: [0.02, 0.1, 0.5] as [Float])
    func flatteningStaysWithinTolerance(_ tolerance: Float) {
        var rng = SeededGenerator(seed: 7)
        for i in 0..<testCount(quick: 200, long: 5000) {
            let p0 = P(Float.random(in: -500...500, using: &rng), Float.random(in: -500...500, using: &rng))
            let p1 = P(Float.random(in: -500...500, using: &rng), Float.random(in: -500...500, using: &rng))
            let p2 = P(Float.random(in: -500...500, using: &rng), Float.random(in: -500...500, using: &rng))
            let outline = GlyphOutline(contours: [.init(start: p0, segments: [.quad(control: p1, to: p2), .line(to: p0)])])
            let path = outline.flattened(scale: 1, origin: .zero, tolerance: tolerance)
            let flip = { (p: P) in P(p.x, -p.y) }
            let (a, c, b) = (flip(p0), flip(p1), flip(p2))
            let curve = path.points  // a, then the quad's points up to b
            #expect(curve.first == a && curve.last.map { simd_distance($0, b) < 1e-3 } == true, "i \(i)")
            let n = curve.count - 1
            for k in 0..<n {
                for s in 0...64 {
                    let t = (Float(k) + Float(s) / 64) / Float(n)
                    let u = 1 - t
                    let q = u * u * a + 2 * u * t * c + t * t * b
                    let d = segmentDistance(q, curve[k], curve[k + 1])
                    #expect(d <= tolerance * 1.01 + 1e-3, "seed 7 i \(i) chord \(k) s \(s) d \(d)")
                }
            }
        }
    }

    /// Non-finite scales and tolerances never trap: NaN or infinite steps become one chord.
    @Test(arguments: [(Float.nan, Float(0.1)), (.infinity, 0.1), (1, .nan), (1, 0), (1, -1), (1, .infinity)])
    func nonFiniteInputsDoNotTrap(_ c: (Float, Float)) {
        let outline = GlyphOutline(contours: [.init(start: P(0, 0), segments: [.quad(control: P(5, 9), to: P(10, 0)), .line(to: P(0, 0))])])
        let path = outline.flattened(scale: c.0, origin: .zero, tolerance: c.1)
        #expect(path.contourEnds.count == 1 && path.points.count >= 2, "\(c)")
    }

    /// A whole glyph flattens to one FlatPath contour per outline contour, inside its box.
    @Test func glyphFlattensInsideItsBox() throws {
        let font = try Font.dejaVuSans()
        let g = font.glyph(for: "g")
        let path = try font.outline(of: g).flattened(scale: 32 / 2048, origin: P(0, 32))
        #expect(path.contourEnds.count == 2)
        for p in path.points {
            #expect(p.x >= 0 && p.x <= 32 && p.y >= 0 && p.y <= 32 + 483 * 32 / 2048 + 0.01, "\(p)")
        }
    }

    private func segmentDistance(_ p: P, _ a: P, _ b: P) -> Float {
        let ab = b - a
        let len2 = (ab * ab).sum()
        let t = len2 > 0 ? min(1, max(0, ((p - a) * ab).sum() / len2)) : 0
        return simd_distance(p, a + t * ab)
    }

    private func simd_distance(_ a: P, _ b: P) -> Float { ((a - b) * (a - b)).sum().squareRoot() }
}
