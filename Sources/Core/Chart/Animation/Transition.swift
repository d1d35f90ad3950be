/// A change of an animatable value over time: `from` until `start`, `to` from
/// `start + duration` on, and the eased interpolation in between.
///
/// ```swift
/// let t = Transition(from: AnimatablePair(0.0, 100.0), to: AnimatablePair(0.0, 250.0),
///                    start: 0, duration: 0.3, easing: .easeInOut)
/// t.value(at: 0.15)   // halfway in eased progress: (0, 175)
/// ```
public struct Transition<Value: Interpolatable>: Sendable {
    public var from: Value
    public var to: Value
    /// Seconds (any clock, as long as `value(at:)` uses the same one).
    public var start: Double
    /// Seconds; zero, negative or non-finite durations jump to `to` at `start`.
    public var duration: Double
    public var easing: Easing

    public init(from: Value, to: Value, start: Double = 0, duration: Double, easing: Easing = .easeInOut) {
        self.from = from; self.to = to; self.start = start; self.duration = duration; self.easing = easing
    }

    /// Eased progress in [0, 1] at `time` (0 before the start, 1 at and after the end).
    public func progress(at time: Double) -> Double {
        guard duration.isFinite, duration > 0 else { return time >= start ? 1 : 0 }
        if time >= start + duration { return 1 }
        return easing((time - start) / duration)
    }

    /// The value at `time`: exactly `from` before the start and exactly `to` at the end.
    /// - Complexity: that of `Value.interpolated`.
    public func value(at time: Double) -> Value {
        from.interpolated(to: to, progress(at: time))
    }
}
