/// The animatable state of a rings or rainbow chart: how far each arc is drawn (1 = the
/// arc's full extent; rings may go past 1 for a second lap) and the opacity of the whole.
///
/// A vector space (`Interpolatable`): a frame between two states is
/// `from + (to − from) · e(t)`, exact at both ends.
///
/// ```swift
/// let start = RingsState(progress: [0, 0, 0]), end = RingsState(progress: [0.84, 0.5, 1.2])
/// start.interpolated(to: end, 0.5).progress   // [0.42, 0.25, 0.6]
/// ```
public struct RingsState: Interpolatable, Equatable {
    /// Progress of each arc (the shorter of two states' lists wins when combined).
    public var progress: [Double] { get { _progress.elements } set { _progress.elements = newValue } }
    /// Opacity of everything drawn in colour, 0…1.
    public var opacity: Double
    var _progress: AnimatableVector<Double>

    /// A state from its arcs' progress and opacity.
    public init(progress: [Double], opacity: Double = 1) {
        _progress = AnimatableVector(progress); self.opacity = opacity
    }

    public static var zero: RingsState { RingsState(progress: [], opacity: 0) }
    public static func + (a: RingsState, b: RingsState) -> RingsState {
        var s = RingsState(progress: [], opacity: a.opacity + b.opacity); s._progress = a._progress + b._progress; return s
    }
    public static func - (a: RingsState, b: RingsState) -> RingsState {
        var s = RingsState(progress: [], opacity: a.opacity - b.opacity); s._progress = a._progress - b._progress; return s
    }
    public func scaled(by k: Double) -> RingsState {
        var s = RingsState(progress: [], opacity: opacity * k); s._progress = _progress.scaled(by: k); return s
    }
}
