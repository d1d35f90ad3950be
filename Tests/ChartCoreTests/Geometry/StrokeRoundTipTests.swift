import Foundation
import Testing
import ChartCore

/// Round joins that turn so little that the miter tip is within the flattening tolerance
/// of the arc are drawn as the tip alone; larger turns keep their arc.
@Suite struct StrokeRoundTipTests {
    /// Two segments meeting at (50, 0) with a turn of `turn` radians, stroked 2 px wide
    /// with round joins: outline point count and the outer corner's farthest point.
    func corner(turn: Double, tolerance: Double = 0.1) -> (count: Int, reach: Double) {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 50, y: 0))
        p.line(to: Point(x: 50 + 50 * cos(turn), y: 50 * sin(turn)))
        let o = p.stroked(StrokeStyle(width: 2, join: .round), tolerance: tolerance)
        // The outer side of a turn toward +y is at −y: the farthest outline point from the
        // vertex on that side.
        let reach = o.points.filter { $0.y < -0.5 && abs($0.x - 50) < 3 }
            .map { ((Double($0.x) - 50) * (Double($0.x) - 50) + Double($0.y) * Double($0.y)).squareRoot() }.max() ?? 0
        return (o.points.count, reach)
    }

    @Test(arguments: [0.05, 0.3, 0.7])
    func smallTurnsAreOneTipWithinTheTolerance(turn: Double) {
        let (count, reach) = corner(turn: turn)
        // start cap 2 + end cap 2 + inner corner 1 + the tip.
        #expect(count == 6, "turn \(turn): \(count) points")
        #expect(reach >= 1 && reach <= 1 + 0.1 + 1e-6, "turn \(turn): tip at \(reach)")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func largerTurnsKeepTheirArc(turn: Double) {
        let (count, reach) = corner(turn: turn)
        #expect(count >= 7, "turn \(turn): \(count) points")
        // Arc points sit a little outside the radius (they keep the disc's area).
        #expect(reach <= 1.1, "turn \(turn): arc point at \(reach)")
    }
}
