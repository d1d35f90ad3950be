@testable import ChartCore
import Testing

/// The interpolating, galloping edge search == the definition (first index whose column
/// is >= c) found by a linear pass, on evenly spaced, clustered and gappy x, on one
/// thread and split over several.
@Suite struct ColumnEdgesTests {
    @Test func edgesEqualTheLinearDefinition() throws {
        var g = SeededGenerator(seed: 17)
        for trial in 0..<200 {
            let n = Int.random(in: 0..<3000, using: &g)
            var x: [Double] = []
            var v = Double.random(in: -100...100, using: &g)
            for i in 0..<n {
                switch trial % 4 {
                case 0: v += 1                                                       // even
                case 1: v += Double.random(in: 0.001...2, using: &g)                 // jittered
                case 2: v += i % 500 == 0 ? 1e4 : Double.random(in: 1e-6...1e-3, using: &g)  // clusters and gaps
                default: v += pow2(Double.random(in: -20...10, using: &g))           // wild spacing
                }
                x.append(v)
            }
            let lo = (x.first ?? 0) + Double.random(in: -50...50, using: &g)
            let hi = (x.last ?? 1) + Double.random(in: -50...50, using: &g)
            guard lo < hi else { continue }
            let cols = try PixelColumns(x0: lo, x1: hi, width: Int.random(in: 1...(trial % 3 == 0 ? 2000 : 700), using: &g))
            let edges = Decimate._columnEdges(count: n, cols) { x[$0] }
            var expected: [Int] = [], i = 0                  // one linear pass: columns ascend with x
            for c in 0...cols.width {
                while i < n && cols.column(x[i]) < c { i += 1 }
                expected.append(i)
            }
            #expect(edges == expected, "trial \(trial) n \(n) w \(cols.width)")
            // Runs of columns searched side by side (each from index 0): the same edges.
            for t in [2, 5] {
                #expect(Decimate._columnEdges(count: n, cols, threads: t) { x[$0] } == expected, "trial \(trial) T=\(t)")
            }
        }
    }

    func pow2(_ e: Double) -> Double { Double(sign: .plus, exponent: Int(e), significand: 1) }
}
