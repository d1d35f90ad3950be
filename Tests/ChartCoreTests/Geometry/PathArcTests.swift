import Foundation
import Testing
@testable import ChartCore

@Suite struct PathArcTests {
    /// The centre and sweep of the single arc element of `p`.
    func arcOf(_ p: Path) -> (center: Point, radii: Point, start: Double, sweep: Double) {
        let k = p.verbs.firstIndex(of: .arc)!
        let off = p.verbs[..<k].reduce(0) { $0 + $1.pointCount }
        return (p.points[off], p.points[off + 1], p.points[off + 2].y, p.points[off + 3].x)
    }

    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func halfCircleCentreIsMidpoint(large: Bool, sweep: Bool) {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.arc(to: Point(x: 2, y: 0), radii: Point(x: 1, y: 1), xAxisRotation: 0,
              largeArc: large, sweep: sweep)
        let a = arcOf(p)
        #expect((a.center - Point(x: 1, y: 0)).length < 1e-12)
        #expect(abs(abs(a.sweep) - .pi) < 1e-12)
        #expect((a.sweep > 0) == sweep)
        #expect(p.currentPoint == Point(x: 2, y: 0))
    }

    @Test func quarterArcPicksCentreByFlags() {
        // From (1,0) to (0,1) with r = 1: centres (0,0) and (1,1).
        for (large, sweep, cx, cy, sw) in [(false, true, 0.0, 0.0, Double.pi / 2),
                                           (true, false, 0.0, 0.0, -3 * Double.pi / 2),
                                           (false, false, 1.0, 1.0, -Double.pi / 2),
                                           (true, true, 1.0, 1.0, 3 * Double.pi / 2)] {
            var p = Path()
            p.move(to: Point(x: 1, y: 0))
            p.arc(to: Point(x: 0, y: 1), radii: Point(x: 1, y: 1), xAxisRotation: 0,
                  largeArc: large, sweep: sweep)
            let a = arcOf(p)
            #expect((a.center - Point(x: cx, y: cy)).length < 1e-12, "\(large) \(sweep)")
            #expect(abs(a.sweep - sw) < 1e-12, "\(large) \(sweep)")
        }
    }

    @Test func tooSmallRadiiAreScaledUp() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.arc(to: Point(x: 4, y: 0), radii: Point(x: 0.5, y: 0.5), xAxisRotation: 0.3,
              largeArc: false, sweep: true)
        let a = arcOf(p)
        #expect(abs(a.radii.x - 2) < 1e-12 && abs(a.radii.y - 2) < 1e-12)
        #expect((a.center - Point(x: 2, y: 0)).length < 1e-9)
    }

    @Test func zeroRadiusIsALineAndSameEndpointIsNothing() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.arc(to: Point(x: 3, y: 0), radii: Point(x: 0, y: 1), xAxisRotation: 0,
              largeArc: false, sweep: false)
        #expect(p.verbs == [.move, .line])
        p.arc(to: Point(x: 3, y: 0), radii: Point(x: 1, y: 1), xAxisRotation: 0,
              largeArc: false, sweep: false)
        #expect(p.verbs == [.move, .line])
    }

    @Test func centreArcEndpointsAndDirection() {
        var p = Path()
        p.arc(center: Point(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: .pi / 2,
              clockwise: false)
        let a = arcOf(p)
        #expect(abs(a.sweep + 3 * .pi / 2) < 1e-12)
        #expect(p.points[0] == Point(x: 7, y: 5))
        #expect((p.currentPoint - Point(x: 5, y: 7)).length < 1e-12)
        var q = Path()
        q.arc(center: .zero, radius: 1, startAngle: 0, endAngle: 4 * .pi, clockwise: true)
        #expect(abs(arcOf(q).sweep - 2 * .pi) < 1e-12)
    }
}
