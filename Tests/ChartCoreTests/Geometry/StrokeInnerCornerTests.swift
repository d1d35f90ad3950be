import Foundation
import Testing
@testable import ChartCore

/// The inner side of a corner cuts from p+na to p+nb where both segments are long enough
/// (and goes through p where not): the non-zero union is still the stroke, on polylines
/// whose segments are much longer, about as long as and much shorter than the half width.
@Suite struct StrokeInnerCornerTests {
    @Test(arguments: [0.3, 2.5, 20.0])
    func unionIsTheStrokeWhateverTheSegmentLength(step: Double) {
        var g = SeededGenerator(seed: UInt64(step * 10))
        let hw = 2.0
        var pts = [Point(x: 20, y: 30)]
        for _ in 0..<40 {
            let last = pts[pts.count - 1]
            let a = Double.random(in: 0..<(2 * Double.pi), using: &g)
            let q = Point(x: last.x + step * cos(a), y: last.y + step * sin(a))
            pts.append(Point(x: min(max(q.x, 8), 52), y: min(max(q.y, 8), 52)))
        }
        var p = Path(); p.move(to: pts[0]); for q in pts.dropFirst() { p.line(to: q) }
        let f = p.stroked(StrokeStyle(width: 2 * hw, join: .round, cap: .round))
        var inside = 0
        for i in 0..<120 { for j in 0..<120 {
            let q = Point(x: Double(i) * 0.5 + 0.13, y: Double(j) * 0.5 + 0.29)
            let d = polylineDistance(q, pts), w = winding(f, q.x, q.y)
            #expect(w <= 0, "step \(step) at \(q.x),\(q.y): winding \(w)")
            if d < hw - 0.11 { #expect(w != 0, "step \(step) inside at \(q.x),\(q.y), d \(d)"); inside += 1 }
            if d > hw + 0.1 { #expect(w == 0, "step \(step) outside at \(q.x),\(q.y), d \(d)") }
        } }
        #expect(inside > 50)
    }

    /// One corner, segments shorter and longer than hw·sin θ: every point inside either
    /// segment's rectangle is inside the outline (leaving out the inner triangle where a
    /// segment is too short would uncover part of the other's rectangle).
    @Test(arguments: [0.4, 1.0, 6.0])
    func shortSegmentsKeepTheirRectangles(length: Double) {
        let hw = 2.0
        for turn in stride(from: 20.0, through: 170.0, by: 30.0) {
            let t = turn * Double.pi / 180
            let a = Point(x: 20, y: 20), p = Point(x: 20 + length, y: 20)
            let b = Point(x: p.x + length * cos(t), y: p.y + length * sin(t))
            for (u, v) in [(a, b), (b, a)] {
                var path = Path(); path.move(to: u); path.line(to: p); path.line(to: v)
                let f = path.stroked(StrokeStyle(width: 2 * hw, join: .miter, cap: .butt, miterLimit: 10))
                func inRect(_ q: Point, _ s: Point, _ e: Point) -> Bool {
                    let d = Point(x: e.x - s.x, y: e.y - s.y), l = (d.x * d.x + d.y * d.y).squareRoot()
                    let along = ((q.x - s.x) * d.x + (q.y - s.y) * d.y) / l
                    let across = ((q.x - s.x) * d.y - (q.y - s.y) * d.x) / l
                    return along > 0.01 && along < l - 0.01 && abs(across) < hw - 0.01
                }
                for i in 0..<160 { for j in 0..<160 {
                    let q = Point(x: 10 + Double(i) * 0.125 + 0.01, y: 10 + Double(j) * 0.125 + 0.02)
                    if inRect(q, u, p) || inRect(q, p, v) {
                        #expect(winding(f, q.x, q.y) != 0, "length \(length) turn \(turn) at \(q.x),\(q.y)")
                    }
                } }
            }
        }
    }
}
