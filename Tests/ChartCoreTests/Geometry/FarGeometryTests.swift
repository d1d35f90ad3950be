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

    /// The share of pixel (x, y) where w = v − u + 100 (u, v in the pixel) is at most c: u
    /// and v uniform, so v − u has the triangular distribution on [−1, 1].
    func below(_ c: Double, _ x: Int, _ y: Int) -> Double {
        let z = c - Double(y - x + 100)
        return z <= -1 ? 0 : z >= 1 ? 1 : z <= 0 ? (1 + z) * (1 + z) / 2 : 1 - (1 - z) * (1 - z) / 2
    }

    /// 255 × f(x, y) for every pixel.
    func image(_ f: (Int, Int) -> Double) -> [Double] {
        (0..<h).flatMap { y in (0..<w).map { x in 255 * f(x, y) } }
    }

    /// The diagonal y = x − 100 from 1e12 px away on both sides.
    let a = Point(x: -1e12, y: -1e12 - 100), b = Point(x: 1e12, y: 1e12 - 100)

    /// A triangle with corners 1e12 px away whose long edge, y = x − 100, crosses the
    /// canvas: the region below it, exactly (the edge's Float ends are 65,536 px apart).
    @Test func farTriangleEdge_isInPlace() throws {
        var p = Path()
        p.move(to: a); p.line(to: b); p.line(to: Point(x: -1e12, y: 1e12 - 100)); p.close()
        let exact = image { x, y in 1 - below(0, x, y) }
        #expect(try maxDiff(alpha(p.flattened(clip: canvasRect)), exact) <= 1)
        #expect(try maxDiff(alpha(p.flattened()), exact) > 100)
    }

    /// A 2 px line along that diagonal: the band |w| ≤ √2; dashed 10/10 from a, the on
    /// parts where the length along the line, √2·(u + 1e12), is below 10 modulo 20
    /// (sampled 16x16 a pixel).
    @Test(arguments: [false, true])
    func farLine_isInPlace(dashed: Bool) throws {
        var p = Path()
        p.move(to: a); p.line(to: b)
        let style = StrokeStyle(width: 2, join: .miter, cap: .butt, dashes: dashed ? [10, 10] : [])
        let r = 2.0.squareRoot()
        let exact = image { x, y in
            guard dashed else { return below(r, x, y) - below(-r, x, y) }
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
