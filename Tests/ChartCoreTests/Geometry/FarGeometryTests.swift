import Foundation
import Testing
@testable import ChartCore

/// Geometry whose points lie far past Float's precision (`_FlatSink.farOff`), drawn with
/// a region: clipped in Double first (`Path._flattenFar`, `Stroker+Far.swift`). Each case
/// is held to exact coverage, and each asserts that without the region it was wrong.
@Suite struct FarGeometryTests {
    let w = 256, h = 64
    var canvasRect: Rect { Rect(x: 0, y: 0, width: Double(w), height: Double(h)) }

    func alpha(_ p: FlatPath) throws -> [Double] {
        var c = try Canvas(width: w, height: h)
        c.fill(p, rule: .nonZero, paint: .solid(.white))
        return stride(from: 3, to: c.bytes.count, by: 4).map { Double(c.bytes[$0]) }
    }

    func maxDiff(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map { abs($0 - $1) }.max()! }

    /// The share of pixel (x, y) where w = v − u + `off` (u, v in the pixel) is at most c: u
    /// and v uniform, so v − u has the triangular distribution on [−1, 1].
    func below(_ c: Double, _ x: Int, _ y: Int, off: Double = 100) -> Double {
        let z = c - (Double(y - x) + off)
        return z <= -1 ? 0 : z >= 1 ? 1 : z <= 0 ? (1 + z) * (1 + z) / 2 : 1 - (1 - z) * (1 - z) / 2
    }

    /// 255 × f(x, y) for every pixel.
    func image(_ f: (Int, Int) -> Double) -> [Double] {
        (0..<h).flatMap { y in (0..<w).map { x in 255 * f(x, y) } }
    }

    /// The diagonal y = x − 100 from 1e12 px away on both sides.
    let a = Point(x: -1e12, y: -1e12 - 100), b = Point(x: 1e12, y: 1e12 - 100)

    /// The diagonal y = x − `off` from `d` px away on both sides: `a`, `b` at 1e12 px
    /// (off = 100), or y = x (off = 0: −d, d are exact in Double) farther.
    func ends(_ d: Double) -> (Point, Point, off: Double) {
        d == 1e12 ? (a, b, 100) : (Point(x: -d, y: -d), Point(x: d, y: d), 0)
    }

    /// A triangle with corners `d` px away whose long edge crosses the canvas: the region
    /// below it, exactly (at 1e12 the edge's Float ends are 65,536 px apart; at 1e20 the
    /// crossing as a + (b − a)·t in Double was a pixel off; at 1.5e308 b − a overflows).
    @Test(arguments: [1e12, 1e20, 1e300, 1.5e308]) func farTriangleEdge_isInPlace(d: Double) throws {
        let (a, b, off) = ends(d)
        var p = Path()
        p.move(to: a); p.line(to: b); p.line(to: Point(x: -d, y: d - off)); p.close()
        let exact = image { x, y in 1 - below(0, x, y, off: off) }
        #expect(try maxDiff(alpha(p.flattened(clip: canvasRect)), exact) <= 1)
        // (In Float the symmetric ends at 1e20 happen to keep y = x; past Float's range
        // they are infinite.)
        if d != 1e20 { #expect(try maxDiff(alpha(p.flattened()), exact) > 100) }
    }

    /// A 2 px line along that diagonal: the band |w| ≤ √2; dashed 10/10 from a, the on
    /// parts where the length along the line, √2·(u + 1e12), is below 10 modulo 20
    /// (sampled 16x16 a pixel). From 1e20 px the line cut to the region as a + (b − a)·t
    /// had both ends on one point and vanished; from 1.5e308 its direction was 0 · ∞.
    @Test(arguments: [(false, 1e12), (true, 1e12), (false, 1e20), (false, 1.5e308)])
    func farLine_isInPlace(dashed: Bool, d: Double) throws {
        let (a, b, off) = ends(d)
        var p = Path()
        p.move(to: a); p.line(to: b)
        let style = StrokeStyle(width: 2, join: .miter, cap: .butt, dashes: dashed ? [10, 10] : [])
        let r = 2.0.squareRoot()
        let exact = image { x, y in
            guard dashed else { return below(r, x, y, off: off) - below(-r, x, y, off: off) }
            var on = 0.0
            for i in 0..<16 {
                for j in 0..<16 {
                    let u = Double(x) + (Double(i) + 0.5) / 16, v = Double(y) + (Double(j) + 0.5) / 16
                    // The foot of (u, v) on the line, and its length from a.
                    let s = ((u + 1e12) + (v + 1e12 + 100)) / r
                    if abs(v - u + 100) / r <= 1 && s.truncatingRemainder(dividingBy: 20) < 10 { on += 1 / 256 }
                }
            }
            return on
        }
        let d = try maxDiff(alpha(p.stroked(style, clip: canvasRect)), exact)
        #expect(d <= (dashed ? 8 : 1), "\(d)")
        #expect(try maxDiff(alpha(p.stroked(style)), exact) > 100)
    }

    /// That diagonal from 1.5e308 as a closed two-point polygon with round joins: its
    /// segments' direction is NaN (their length overflows), and the joins' arcs halved a
    /// NaN angle range 2⁶⁴ times (a fuzzed SVG hung). Now the 2 px band, once.
    @Test func overflowingSegments_roundJoins_areNotAHang() throws {
        let (a, b, _) = ends(1.5e308)
        var p = Path()
        p.move(to: a); p.line(to: b); p.close()
        let (path, clip) = (p, canvasRect)
        let stroked = try #require(finishing(within: 60) {
            path.stroked(StrokeStyle(width: 2, join: .round, cap: .butt), clip: clip)
        })
        let r = 2.0.squareRoot()
        #expect(try maxDiff(alpha(stroked), image { x, y in below(r, x, y, off: 0) - below(-r, x, y, off: 0) }) <= 1)
    }

    /// The far triangle's outline (closed; only the diagonal crosses the canvas) and a
    /// small closed square on the canvas in the same path: the diagonal's 2 px band, and
    /// the small square exactly as alone (its joins kept, no caps where it starts).
    @Test func farClosedContour_andANearOne() throws {
        var far = Path()
        far.move(to: a); far.line(to: b); far.line(to: Point(x: -1e12, y: 1e12 - 100)); far.close()
        var near = Path()
        near.move(to: Point(x: 40.5, y: 5.5)); near.line(to: Point(x: 60.5, y: 5.5))
        near.line(to: Point(x: 60.5, y: 20.5)); near.line(to: Point(x: 40.5, y: 20.5)); near.close()
        var both = far
        both.move(to: near.points[0]); for q in near.points.dropFirst() { both.line(to: q) }; both.close()
        let style = StrokeStyle(width: 2, join: .miter, cap: .square)
        let r = 2.0.squareRoot()
        let band = image { x, y in below(r, x, y) - below(-r, x, y) }
        let alone = try alpha(near.stroked(style, clip: canvasRect))
        let got = try alpha(both.stroked(style, clip: canvasRect))
        #expect(maxDiff(got, zip(band, alone).map { max($0, $1) }) <= 1)
        #expect(try maxDiff(alpha(both.stroked(style)), zip(band, alone).map { max($0, $1) }) > 100)
    }
}
