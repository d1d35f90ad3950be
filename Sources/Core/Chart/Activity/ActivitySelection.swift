/// Where a drag across the activity graph lands: the week it snaps to and where the
/// marker is drawn.
///
/// The x position is converted to a fractional week index `position` (0 = the oldest
/// week's point, `count − 1` = the latest, clamped). The chosen `week` is the nearest
/// point, so the numbers in the header jump from week to week, while the marker follows
/// the finger: `markerX` is the x itself (clamped to the first and last point) and
/// `markerValue` the line's value there, linearly interpolated between the two
/// neighbouring weeks.
///
/// ```swift
/// let sel = ActivitySelection(x: 412, firstX: 40, step: 60, values: weekKm)
/// sel.week          // 6  (position 6.2 rounds to 6)
/// sel.markerValue   // weekKm[6] + 0.2 · (weekKm[7] − weekKm[6])
/// ```
public struct ActivitySelection: Sendable, Equatable {
    /// The nearest week (ties round up, toward the later week).
    public var week: Int
    /// The fractional week index under the x position, in 0 … count − 1.
    public var position: Double
    /// The marker's x, pixels.
    public var markerX: Double
    /// The line's value at the marker (same units as `values`).
    public var markerValue: Double

    /// The selection at pixel `x` on a graph whose points sit at `firstX + k · step`.
    /// A non-finite x selects the latest week. - Complexity: O(1).
    public init(x: Double, firstX: Double, step: Double, values: [Double]) {
        let n = values.count
        guard n > 0 else { week = 0; position = 0; markerX = firstX; markerValue = 0; return }
        var u = step > 0 && x.isFinite ? (x - firstX) / step : Double(n - 1)
        u = min(max(u, 0), Double(n - 1))
        position = u
        week = min(n - 1, Int((u + 0.5).rounded(.down)))
        let i = min(n - 2, Int(u.rounded(.down))), f = u - Double(max(i, 0))
        markerValue = n == 1 ? values[0] : values[i] * (1 - f) + values[i + 1] * f
        markerX = firstX + u * step
    }
}
