@testable import ChartCore
import Foundation
import Testing

@Suite struct FrameYRangeTests {
    @Test func everyTelegramChartsYRangeEqualsTheNaiveScan() throws {
        #expect(telegramCharts.count == 10)
        var g = SeededGenerator(seed: 7)
        for (name, set) in telegramCharts {
            let d = ChartData(set)
            for trial in 0..<testCount(quick: 30, long: 300) {
                let n = set.count
                var a = Int.random(in: 0..<n, using: &g), b = Int.random(in: 0..<n, using: &g)
                if a > b { swap(&a, &b) }
                // Windows between points, on points, and (trial 0) the whole range.
                let jitter = Double.random(in: -0.4...0.4, using: &g) * 86_400_000
                let (lo, hi) = (set.x.value(at: a) + jitter, set.x.value(at: b) - jitter)
                var state = ChartState(viewport: trial == 0 ? nil : min(lo, hi)...max(lo, hi))
                for s in set.series where Bool.random(using: &g) && trial % 3 == 1 { state.hidden.insert(s.id) }
                for axis in 0..<2 {
                    #expect(d.visibleYRange(state, axis: axis) == naiveYRange(d, state, axis: axis),
                            "\(name) window \(a)...\(b) hidden \(state.hidden.sorted()) axis \(axis)")
                    // The drawn axis holds the data: nice bounds contain the range.
                    if let r = naiveYRange(d, state, axis: axis) {
                        let p = d.parameters(for: state)
                        let b = axis == 0 ? p.left : p.right
                        #expect(b.first <= r.lowerBound && b.second >= r.upperBound, "\(name)")
                    }
                }
            }
        }
    }

    @Test func hugeSeriesYRangeMatchesTheScanAndHiddenSeriesAreExcluded() {
        let set = randomWalkSet(count: 50_000, series: 3, seed: 11)
        let d = ChartData(set)
        var g = SeededGenerator(seed: 3)
        for _ in 0..<20 {
            let a = Int.random(in: 0..<45_000, using: &g), b = a + Int.random(in: 1..<5_000, using: &g)
            let state = ChartState(viewport: set.x.value(at: a)...set.x.value(at: b), hidden: ["y1"])
            #expect(d.visibleYRange(state) == naiveYRange(d, state, axis: 0))
        }
        #expect(d.visibleYRange(ChartState(hidden: ["y0", "y1", "y2"])) == nil)
    }

    @Test func windowIsClampedAndBadViewportsShowEverything() {
        let d = ChartData(randomWalkSet(count: 1000, series: 1, seed: 1))
        let all = d.xBounds
        #expect(d.window(ChartState()) == all)
        #expect(d.window(ChartState(viewport: -1e300...1e300)) == all)
        #expect(d.window(ChartState(viewport: -.infinity ... .infinity)) == all)
        #expect(d.window(ChartState(viewport: 0...1)) == all)            // entirely outside: whole range
        let mid = all.lowerBound + 60_000 * 10.5
        #expect(d.window(ChartState(viewport: mid...mid)) == all)        // empty after clamping
        // A window between two points takes its y range from those two.
        let r = d.visibleYRange(ChartState(viewport: mid...(mid + 1)))
        let y = d.seriesSet.series[0].y
        #expect(r == min(y.value(at: 10), y.value(at: 11))...max(y.value(at: 10), y.value(at: 11)))
    }
}

@Suite struct AlignedAxisTests {
    /// The right axis of a yScaled chart: `k` steps of a nice size covering the range, the
    /// lower bound a whole number of steps — so its ticks sit on the left axis' grid lines.
    @Test func alignedBoundsCoverTheRangeInKNiceSteps() {
        var g = SeededGenerator(seed: 12)
        for _ in 0..<2000 {
            let a = Double.random(in: -1e6...1e6, using: &g), w = pow(10, Double.random(in: -3...7, using: &g))
            let r = a...(a + w * Double.random(in: 0.01...1, using: &g))
            // Chart ranges, not ranges narrower than a millionth of their magnitude (there the
            // step's own rounding is larger than the tolerances below).
            guard r.upperBound - r.lowerBound > 1e-6 * max(abs(a), 1) else { continue }
            let k = Int.random(in: 1...8, using: &g)
            guard let b = ChartData.aligned(r, intervals: k) else {
                // Only one interval across zero cannot be aligned.
                #expect(k == 1 && r.lowerBound < 0 && r.upperBound > 0, "\(r) k \(k)")
                continue
            }
            let step = (b.second - b.first) / Double(k)
            #expect(b.first <= r.lowerBound && b.second >= r.upperBound, "\(r) k \(k) -> \(b)")
            let e = (log10(step)).rounded(.down), m = step / pow(10, e)
            #expect([1, 2, 2.5, 5, 10].contains { abs($0 - m) < 1e-6 }, "step \(step) r \(r) k \(k)")
            let q = b.first / step                       // a whole number, up to rounding of q's size
            #expect(abs(q.rounded() - q) < 1e-9 * max(1, abs(q)), "lower \(b.first) step \(step)")
        }
        #expect(ChartData.aligned(31_000...44_500, intervals: 6) == AnimatablePair(30_000, 45_000))  // 6 x 2.5K
        #expect(ChartData.aligned(-5...5, intervals: 1) == nil)
    }
}
