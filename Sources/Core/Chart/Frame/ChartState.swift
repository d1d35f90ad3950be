/// Everything about a frame that is not the data: what the user has done to the chart.
///
/// `ChartRenderer.render(_:)` is a pure function of the data and this value, so a frame
/// can be reproduced, tested and benchmarked from it.
public struct ChartState: Sendable, Equatable {
    /// The visible x window in data units (UNIX milliseconds for Telegram data); nil shows
    /// the whole x range. Clamped to the data's range when drawn; an empty or inverted
    /// window shows the whole range.
    public var viewport: ClosedRange<Double>?
    /// Ids of the series switched off in the legend (`"y0"`, ...).
    public var hidden: Set<String>
    /// The x under the finger or cursor, data units: the indicator snaps to the nearest
    /// point inside the viewport; nil draws no indicator.
    public var hoverX: Double?
    /// Day or night colours.
    public var theme: ChartTheme
    /// For percentage-area charts: draw the viewport's shares as a pie instead of areas
    /// (the contest's zoom for chart 5). Ignored by other charts.
    public var pie: Bool

    public init(viewport: ClosedRange<Double>? = nil, hidden: Set<String> = [], hoverX: Double? = nil,
                theme: ChartTheme = .day, pie: Bool = false) {
        self.viewport = viewport; self.hidden = hidden; self.hoverX = hoverX; self.theme = theme; self.pie = pie
    }
}
