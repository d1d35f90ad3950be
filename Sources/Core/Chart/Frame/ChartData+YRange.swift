import Foundation

/// The y range of a frame, from the range engines: O(log n) per visible series.
extension ChartData {
    /// The x window a state shows: its viewport clamped to the data, or the whole range
    /// when it has none, or when the viewport is inverted, empty after clamping or not finite.
    /// - Complexity: O(1).
    public func window(_ state: ChartState) -> ClosedRange<Double> {
        guard let v = state.viewport, v.lowerBound.isFinite, v.upperBound.isFinite else { return xBounds }
        let lo = max(v.lowerBound, xBounds.lowerBound), hi = min(v.upperBound, xBounds.upperBound)
        return lo < hi ? lo...hi : xBounds
    }

    /// Whether series `k` is drawn in `state`.
    public func isVisible(_ k: Int, in state: ChartState) -> Bool { !state.hidden.contains(seriesSet.series[k].id) }

    /// The index range the y range is taken over: the points inside the window, or the two
    /// around it when the window falls between two points. - Complexity: O(log n).
    func yIndexRange(_ w: ClosedRange<Double>) -> Range<Int> {
        let r = indexRange(w.lowerBound, w.upperBound)
        if !r.isEmpty || count == 0 { return r }
        return max(0, r.lowerBound - 1)..<min(count, r.lowerBound + 1)
    }

    /// The most intervals of a y axis (NiceScale's `maxTicks`): 6 keeps the axis within
    /// ~20% of the data's range (5 would let 0…105K become 0…150K).
    static let yTicks = 6

    /// The series on each y axis: axis 1 holds the second series of a `yScaled` chart, axis 0
    /// every other series.
    func axisSeries(_ axis: Int) -> [Int] {
        let all = Array(seriesSet.series.indices)
        guard seriesSet.yScaled, all.count > 1 else { return axis == 0 ? all : [] }
        return axis == 0 ? all.filter { $0 != 1 } : [1]
    }

    /// The data's min and max over the visible window on `axis` (0 left, 1 right), over the
    /// visible series only, before rounding to nice bounds: for stacked charts the range of
    /// the column sums of the visible series (from their own range engine), with 0 included;
    /// for percentage charts 0 ... 100; for bars with 0 included. Nil when no visible series
    /// has a value there.
    /// - Complexity: O(log n) per visible series (a toggle of a stacked chart first builds
    ///   the sum engine for the new set of visible series, O(n · series), once).
    public func visibleYRange(_ state: ChartState, axis: Int = 0) -> ClosedRange<Double>? {
        let series = axisSeries(axis).filter { isVisible($0, in: state) }
        guard !series.isEmpty else { return nil }
        if seriesSet.percentage { return 0...100 }
        let r = yIndexRange(window(state))
        if seriesSet.stacked {
            let mask = seriesSet.series.indices.map { isVisible($0, in: state) }
            guard let e = sumTree(visible: mask).extrema(in: r) else { return nil }
            return min(0, e.min)...max(0, e.max)
        }
        var lo = Double.infinity, hi = -Double.infinity
        for k in series {
            guard let e = trees[k].extrema(in: r) else { continue }
            lo = min(lo, e.min); hi = max(hi, e.max)
        }
        guard lo <= hi else { return nil }
        if seriesSet.series[series[0]].kind == .bar { lo = min(lo, 0); hi = max(hi, 0) }
        return lo...hi
    }

    /// The frame parameters of a state: its window, each axis' nice bounds, opacity 1 for
    /// visible series and 0 for hidden ones. An axis with no visible series keeps 0 ... 1.
    /// - Complexity: O(log n) per visible series.
    func parameters(for state: ChartState) -> FrameParameters {
        let w = window(state)
        func bounds(_ axis: Int) -> AnimatablePair<Double, Double> {
            guard let r = visibleYRange(state, axis: axis) else { return AnimatablePair(0, 1) }
            if seriesSet.percentage { return AnimatablePair(0, 100) }
            guard let s = NiceScale(lower: r.lowerBound, upper: r.upperBound, maxTicks: ChartData.yTicks) else {
                return AnimatablePair(r.lowerBound, r.upperBound)
            }
            return AnimatablePair(s.lower, s.upper)
        }
        let left = bounds(0)
        var right = bounds(1)
        if seriesSet.yScaled, let r = visibleYRange(state, axis: 1),
           let l = NiceScale(lower: left.first, upper: left.second, maxTicks: ChartData.yTicks) {
            right = Self.aligned(r, intervals: Int(((l.upper - l.lower) / l.step).rounded())) ?? right
        }
        func overall(_ axis: Int) -> AnimatablePair<Double, Double> {
            var all = state
            all.viewport = nil
            guard let r = visibleYRange(all, axis: axis), r.lowerBound < r.upperBound else { return AnimatablePair(0, 1) }
            return AnimatablePair(r.lowerBound, r.upperBound)
        }
        let opacity = seriesSet.series.indices.map { isVisible($0, in: state) ? 1.0 : 0.0 }
        return FrameParameters(x0: w.lowerBound, x1: w.upperBound, left: left, right: right,
                               opacity: AnimatableVector(opacity), miniLeft: overall(0), miniRight: overall(1))
    }
}

extension ChartData {
    /// Bounds for the right axis of a `yScaled` chart that put its ticks on the left axis'
    /// grid lines: `intervals` equal steps of a nice size (1, 2, 2.5 or 5 × 10^k), the
    /// smallest whose whole-step lower bound and `intervals` steps cover `r`. Nil when none
    /// does (one interval across zero: [−s, 0] or [0, s]) or for non-finite input.
    /// - Complexity: O(1) (at most 16 candidate steps).
    static func aligned(_ r: ClosedRange<Double>, intervals k: Int) -> AnimatablePair<Double, Double>? {
        guard k >= 1, r.lowerBound.isFinite, r.upperBound.isFinite else { return nil }
        let span = r.upperBound / 2 - r.lowerBound / 2
        let raw = span > 0 ? 2 * span / Double(k) : max(abs(r.lowerBound) / 10, 1) / Double(k)
        var e = (log10(raw)).rounded(.down)
        for _ in 0..<4 where e.isFinite {
            for m in [1.0, 2, 2.5, 5] {
                let step = m * pow(10, e)
                let lower = (r.lowerBound / step).rounded(.down) * step
                if lower + Double(k) * step >= r.upperBound, step.isFinite { return AnimatablePair(lower, lower + Double(k) * step) }
            }
            e += 1
        }
        return nil
    }
}
