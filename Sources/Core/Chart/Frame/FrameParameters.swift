/// The continuous part of a frame, resolved from a `ChartState` and the data: the x window,
/// the y bounds of each axis and each series' opacity. A transition interpolates these
/// between two states (`Interpolatable`), which is how the y axis glides to a new range and
/// a toggled series fades.
struct FrameParameters: Interpolatable, Equatable {
    var x0: Double, x1: Double
    /// Nice bounds of the left axis (and of every series when the chart is not `yScaled`).
    var left: AnimatablePair<Double, Double>
    /// Nice bounds of the right axis (the second series of a `yScaled` chart).
    var right: AnimatablePair<Double, Double>
    /// Per series, 0 (hidden) ... 1.
    var opacity: AnimatableVector<Double>
    /// The minimap's y bounds per axis: the visible series' range over all x.
    var miniLeft: AnimatablePair<Double, Double>, miniRight: AnimatablePair<Double, Double>

    static var zero: Self { Self(x0: 0, x1: 0, left: .zero, right: .zero, opacity: .zero, miniLeft: .zero, miniRight: .zero) }
    static func + (a: Self, b: Self) -> Self {
        Self(x0: a.x0 + b.x0, x1: a.x1 + b.x1, left: a.left + b.left, right: a.right + b.right,
             opacity: a.opacity + b.opacity, miniLeft: a.miniLeft + b.miniLeft, miniRight: a.miniRight + b.miniRight)
    }
    static func - (a: Self, b: Self) -> Self { a + b.scaled(by: -1) }
    func scaled(by s: Double) -> Self {
        Self(x0: x0 * s, x1: x1 * s, left: left.scaled(by: s), right: right.scaled(by: s), opacity: opacity.scaled(by: s),
             miniLeft: miniLeft.scaled(by: s), miniRight: miniRight.scaled(by: s))
    }
}
