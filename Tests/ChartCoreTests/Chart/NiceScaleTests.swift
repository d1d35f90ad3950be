import ChartCore
import Foundation
import Testing

@Suite struct NiceScaleTests {
    @Test func exactSmallCases() {
        let s = NiceScale(lower: 3.2, upper: 97.5, maxTicks: 5)!
        #expect((s.lower, s.upper, s.step) == (0, 100, 20))
        #expect(s.ticks == [0, 20, 40, 60, 80, 100])
        #expect(s.label(for: 40) == "40")
        let t = NiceScale(lower: -0.13, upper: 0.42, maxTicks: 6)!
        // Step 0.1 would need 7 intervals after rounding outward: the next nice step fits.
        #expect(t.step == 0.2 && t.fractionDigits == 1)
        #expect(t.ticks.map(t.label) == ["-0.2", "0.0", "0.2", "0.4", "0.6"])
        #expect(t.label(for: -0.0) == "0.0" && s.label(for: -0.0) == "0")
    }

    @Test func constantSeriesIsCentred() {
        let s = NiceScale(lower: 50, upper: 50)!
        #expect(s.lower < 50 && s.upper > 50)
        let z = NiceScale(lower: 0, upper: 0)!
        #expect(z.lower <= -1 && z.upper >= 1)
    }

    @Test func badInputIsRejected() {
        #expect(NiceScale(lower: .nan, upper: 1) == nil)
        #expect(NiceScale(lower: 0, upper: .infinity) == nil)
        #expect(NiceScale(lower: 2, upper: 1) == nil)
        #expect(NiceScale(lower: 0, upper: 1, maxTicks: 0) == nil)
    }

    @Test func hugeValuesDoNotOverflow() {
        for (lo, hi) in [(-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude),
                         (Double(-Float.greatestFiniteMagnitude), Double(Float.greatestFiniteMagnitude)),
                         (0, Double.greatestFiniteMagnitude), (1e-300, 2e-300)] {
            let s = NiceScale(lower: lo, upper: hi)!
            #expect(s.lower.isFinite && s.upper.isFinite && s.step.isFinite && s.step > 0, "\(lo) \(hi)")
            #expect(s.lower <= lo && s.upper >= hi, "\(lo) \(hi)")
            #expect(!s.ticks.isEmpty)
        }
    }

    /// Properties over many random ranges at many magnitudes: the bounds contain the data,
    /// the ticks ascend inside the bounds by one nice step, at most maxTicks intervals, and
    /// the labels are distinct, short and read back as the tick value.
    @Test func propertiesHoldOverManyRanges() {
        var rng = SeededGenerator(seed: 2024)
        for i in 0..<testCount(quick: 20_000, long: 500_000) {
            let mag = Double.random(in: -8...12, using: &rng)
            let a = rng.nextSigned() * pow(10, mag)
            let b = a + abs(rng.nextSigned()) * pow(10, mag + Double.random(in: -3...1, using: &rng))
            let k = 2 + i % 9
            guard let s = NiceScale(lower: a, upper: b, maxTicks: k) else {
                Issue.record("nil for \(a) \(b) \(k)"); continue
            }
            let ticks = s.ticks
            #expect(s.lower <= a && s.upper >= b, "bounds \(a) \(b) k \(k)")
            #expect(ticks.count >= 2 && ticks.count - 1 <= k, "count \(ticks.count) for \(a) \(b) k \(k) step \(s.step) \(s.lower) \(s.upper)")
            #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $1 > $0 }, "monotone \(a) \(b)")
            #expect(ticks.first! >= s.lower && ticks.last! <= s.upper)
            let m = s.step / NiceScale.init(lower: 0, upper: 1, maxTicks: 1).map { _ in pow(10, floor(log10(s.step))) }!
            #expect([1, 2, 5].contains(m.rounded()) && abs(m - m.rounded()) < 1e-9, "step \(s.step)")
            let labels = ticks.map(s.label)
            #expect(Set(labels).count == labels.count, "labels \(labels)")
            for (t, l) in zip(ticks, labels) {
                #expect(abs(Double(l)! - t) <= s.step * 1e-6, "label \(l) for \(t)")
                #expect(l.count <= 24, "long label \(l)")
            }
        }
    }
}
