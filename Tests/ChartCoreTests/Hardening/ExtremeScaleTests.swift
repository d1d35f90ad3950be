import Testing
@testable import ChartCore

/// Axis ranges at the ends of Float and Double: padding and rounding outward must never
/// overflow to infinity (issue #9; `NiceScale` pads degenerate ranges by |v|/10).
@Suite struct ExtremeScaleTests {
    func expectFinite(_ s: NiceScale?, lower: Double, upper: Double, _ what: String) {
        guard let s else { Issue.record("\(what): nil scale"); return }
        #expect(s.lower.isFinite && s.upper.isFinite && s.step.isFinite && s.step > 0, "\(what): \(s)")
        #expect(s.lower <= lower && s.upper >= upper, "\(what): [\(s.lower), \(s.upper)] misses the data")
        let t = s.ticks
        #expect(t.count >= 2 && t.count <= 12 && t.allSatisfy(\.isFinite), "\(what): ticks \(t)")
        #expect(t == t.sorted(), "\(what): ticks not ascending")
    }

    @Test func yAtPlusMinusFloatGreatestFiniteMagnitude_scaleStaysFinite() {
        let m = Double(Float.greatestFiniteMagnitude)
        expectFinite(NiceScale(lower: -m, upper: m), lower: -m, upper: m, "±Float.max")
        expectFinite(NiceScale(lower: 0, upper: m), lower: 0, upper: m, "0…Float.max")
        expectFinite(NiceScale(lower: -m, upper: -m), lower: -m, upper: -m, "-Float.max constant")
        expectFinite(NiceScale(lower: m, upper: m), lower: m, upper: m, "Float.max constant")
    }

    @Test func yAtPlusMinusDoubleGreatestFiniteMagnitude_scaleStaysFinite() {
        let m = Double.greatestFiniteMagnitude
        expectFinite(NiceScale(lower: -m, upper: m), lower: -m, upper: m, "±Double.max")
        expectFinite(NiceScale(lower: m / 2, upper: m), lower: m / 2, upper: m, "Double.max/2…max")
    }

    /// A constant series at the largest Double: padding by |v|/10 overflowed the upper
    /// bound to infinity (the pad must stay inside the finite range).
    @Test(arguments: [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude])
    func constantSeriesAtDoubleGreatestFiniteMagnitude_isPaddedWithoutOverflow(v: Double) {
        expectFinite(NiceScale(lower: v, upper: v), lower: v, upper: v, "constant \(v)")
        if let s = NiceScale(lower: v, upper: v) { #expect(s.lower < s.upper) }
    }

    /// Tiny and subnormal ranges: a step of 1e-320 still gives finite, ordered ticks.
    @Test func subnormalRange_scaleStaysFiniteAndOrdered() {
        let t = Double.leastNonzeroMagnitude
        expectFinite(NiceScale(lower: 0, upper: 4 * t), lower: 0, upper: 4 * t, "subnormal")
        expectFinite(NiceScale(lower: t, upper: t), lower: t, upper: t, "subnormal constant")
    }

    /// maxTicks at its extremes: 1 and Int.max (the tick list is capped, not allocated).
    @Test func maxTicksAtExtremes_giveBoundedTickLists() {
        let a = NiceScale(lower: 0, upper: 100, maxTicks: 1)!
        #expect(a.ticks.count <= 3)
        let b = NiceScale(lower: 0, upper: 100, maxTicks: Int.max)!
        #expect(b.ticks.count <= 10_001)
        #expect(NiceScale(lower: 0, upper: 1, maxTicks: 0) == nil)
        #expect(NiceScale(lower: .nan, upper: 1) == nil && NiceScale(lower: 0, upper: .infinity) == nil)
        #expect(NiceScale(lower: 2, upper: 1) == nil)
    }

    /// Range extrema of Float columns at ±Float.greatestFiniteMagnitude (and ±infinity,
    /// which are values) come back exact, never NaN.
    @Test func rangeTreeAtFloatExtremes_returnsThemExactly() {
        let m = Float.greatestFiniteMagnitude
        let tree = RangeTree([0, m, -m, .nan, 1] + [Float](repeating: 0, count: 600) + [-.infinity])
        #expect(tree.extrema(in: 0..<5) == RangeExtrema(min: -m, minIndex: 2, max: m, maxIndex: 1))
        #expect(tree.extrema(in: 0..<606)?.min == -.infinity)
    }
}
