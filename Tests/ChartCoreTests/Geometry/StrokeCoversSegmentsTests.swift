import Foundation
import Testing
@testable import ChartCore

/// The stroker's inner corners leave out what both neighbouring segments' rectangles cover
/// (the offset lines' meeting point X instead of the vertex): on random short, sharply
/// turning polylines the stroke still covers every segment's rectangle (their non-zero
/// union, each drawn as its own contour) — a hole would show as rectangle ink missing.
/// (Loosening the X condition to any meeting point fails this: 255/255 missing.)
@Suite struct StrokeCoversSegmentsTests {
    @Test func strokeCoversEverySegmentRectangle() throws {
        var g = SeededGenerator(seed: 3)
        var worst = 0, worstTrial = -1
        for trial in 0..<300 {
            var pts: [Point] = []
            var p = Point(x: 60, y: 60), ang = Double.random(in: 0..<6.28, using: &g)
            pts.append(p)
            for _ in 0..<6 {
                ang += Double.random(in: -2.8...2.8, using: &g)
                let len = Double.random(in: 0.3...8, using: &g)
                p = Point(x: p.x + len * cos(ang), y: p.y + len * sin(ang))
                pts.append(p)
            }
            let hw = 5.0
            var path = Path(); path.move(to: pts[0]); for q in pts.dropFirst() { path.line(to: q) }
            var l1 = DisplayList()
            l1.fill(path.stroked(StrokeStyle(width: 2 * hw, join: .bevel, cap: .butt)), rule: .nonZero, paint: .solid(.black))
            // Union of the segment rectangles (same orientation each).
            var rects = FlatPath()
            for k in 0..<(pts.count - 1) {
                let a = pts[k], b = pts[k + 1]
                let d = Point(x: b.x - a.x, y: b.y - a.y), L = (d.x * d.x + d.y * d.y).squareRoot()
                let n = Point(x: -d.y / L * hw, y: d.x / L * hw)
                let c = [Point(x: a.x + n.x, y: a.y + n.y), Point(x: b.x + n.x, y: b.y + n.y), Point(x: b.x - n.x, y: b.y - n.y), Point(x: a.x - n.x, y: a.y - n.y)]
                let o = (c[1].x - c[0].x) * (c[2].y - c[0].y) - (c[1].y - c[0].y) * (c[2].x - c[0].x)
                let cc = o < 0 ? c : c.reversed()
                rects.append(contour: cc.map { SIMD2(Float($0.x), Float($0.y)) })
            }
            var l2 = DisplayList(); l2.fill(rects, rule: .nonZero, paint: .solid(.black))
            var a = try Canvas(width: 120, height: 120), b = try Canvas(width: 120, height: 120)
            a._draw(l1, threads: 1, mode: .general); b._draw(l2, threads: 1, mode: .general)
            var m = 0
            for i in stride(from: 3, to: a.bytes.count, by: 4) { m = max(m, Int(b.bytes[i]) - Int(a.bytes[i])) }
            if m > worst { worst = m; worstTrial = trial }
        }
        #expect(worst <= 2, "rectangle ink missing from the stroke: \(worst)/255 at trial \(worstTrial)")
    }
}
