/// Strava's weekly activity graph: the distance of each of the last rolling weeks as a
/// line with round caps and joins over a vertical gradient area, a dot per week, a light
/// grid with distance labels, month names under the weeks, and a selection — a vertical
/// marker and the selected week's dates, distance, time and elevation gain on top.
///
/// ```swift
/// var g = ActivityGraph()
/// g.selectionX = 430                      // a drag position in pixels; nil = latest week
/// let labels = LabelPainter(font: try Font.dejaVuSans())
/// let list = g.displayList(weeks, width: 800, height: 500, labels: labels)
/// ```
/// All sizes are in pixels times `scale` (1 suits an 800 × 500 canvas).
public struct ActivityGraph: Sendable {
    /// Background, text and grid colours.
    public var theme: KindTheme = .day
    /// The line, dots and marker colour (Strava orange).
    public var accent = Color(hex: "#FC4C02")!
    /// Multiplies every size (fonts, widths, margins).
    public var scale: Float = 1
    /// The zone of the dates printed (seconds east of UTC).
    public var utcOffset: Int64 = 0
    /// The selection's x in pixels (nil: the latest week, marker on its point).
    public var selectionX: Double? = nil

    /// The default graph (day theme, scale 1, latest week selected).
    public init() {}

    /// The plot rectangle (the first and last week's points sit on its left and right
    /// edges; value 0 on its bottom) for a canvas of `width` × `height` pixels.
    /// - Complexity: O(1).
    public func plotRect(width: Int, height: Int) -> Rect {
        let u = Double(scale)
        let x0 = 28 * u, x1 = Double(width) - 72 * u
        let y0 = 150 * u, y1 = Double(height) - 46 * u
        return Rect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
    }

    /// The selection for the current `selectionX` (see `ActivitySelection`).
    /// - Complexity: O(1).
    public func selection(_ weeks: ActivityWeeks, width: Int, height: Int) -> ActivitySelection {
        let plot = plotRect(width: width, height: height)
        let n = weeks.totals.count
        let step = n > 1 ? plot.width / Double(n - 1) : 0
        return ActivitySelection(x: selectionX ?? .infinity, firstX: plot.minX, step: step,
                                 values: weeks.totals.map { $0.distance / 1000 })
    }

    /// "12.3 km" (always one decimal, as Strava prints), "3h 21m", "512 m" for a week.
    /// - Complexity: O(1).
    public static func texts(_ w: ActivityWeeks.Week) -> (distance: String, time: String, elevation: String) {
        let minutes = Int((w.duration / 60).rounded())
        let time = minutes >= 60 ? "\(minutes / 60)h \(minutes % 60)m" : "\(minutes)m"
        let tenths = Int((w.distance / 100).rounded())
        return ("\(tenths / 10).\(tenths % 10) km", time, "\(Int(w.elevation.rounded())) m")
    }
}
