/// Apple Health-style charts of daily values: vertical gradient bars with rounded tops,
/// value labels and weekday labels, one bar highlighted — or the same data as a line with
/// a circle on every point — over a light grid with nice ticks on the right, under a
/// header giving the average (or the highlighted day's value) and the date range.
///
/// ```swift
/// var c = HealthChart()
/// c.style = .bars; c.title = "Steps"; c.unit = "steps"
/// c.highlight = 3                              // nil: the last sample
/// let labels = LabelPainter(font: try Font.dejaVuSans())
/// let list = c.displayList(samples, width: 800, height: 500, labels: labels)
/// ```
/// All sizes are in pixels times `scale` (1 suits an 800 × 500 canvas). Ticks come from
/// `NiceScale` (bars from zero; the line over the data's range).
public struct HealthChart: Sendable {
    /// Bars or a line.
    public enum Style: String, Sendable, CaseIterable {
        case bars, line
    }

    /// Bars or a line.
    public var style: Style = .bars
    /// Background, text and grid colours.
    public var theme: KindTheme = .day
    /// The bars' and line's colour (Health's activity orange).
    public var accent = Color(hex: "#FF6B2C")!
    /// The title in the header, and the unit after values.
    public var title = "Steps", unit = "steps"
    /// The highlighted sample (nil: the last one).
    public var highlight: Int? = nil
    /// Multiplies every size (fonts, widths, margins).
    public var scale: Float = 1
    /// The zone in which dates are printed (seconds east of UTC).
    public var utcOffset: Int64 = 0

    /// The default chart: bars, day theme, last sample highlighted.
    public init() {}

    /// The plot rectangle for a `width` × `height` canvas. - Complexity: O(1).
    public func plotRect(width: Int, height: Int) -> Rect {
        let u = Double(scale)
        let x0 = 24 * u, x1 = Double(width) - 70 * u
        let y0 = 150 * u, y1 = Double(height) - 44 * u
        return Rect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
    }

    /// The value axis: from zero for bars, around the data for the line.
    /// - Complexity: O(n).
    public func valueScale(_ values: [Double]) -> NiceScale {
        let finite = values.filter(\.isFinite)
        let lo = finite.min() ?? 0, hi = finite.max() ?? 1
        switch style {
        case .bars: return NiceScale(lower: min(0, lo), upper: max(hi, lo, 1e-9), maxTicks: 4)!
        case .line:
            let pad = (hi - lo) * 0.15
            return NiceScale(lower: lo - pad, upper: hi + pad, maxTicks: 4)!
        }
    }

    /// The x centre of sample `i` of `n` (bars: slot centres; line: the same, so both
    /// styles put a day at the same x). - Complexity: O(1).
    public func x(_ i: Int, of n: Int, in plot: Rect) -> Double {
        plot.minX + (Double(i) + 0.5) * plot.width / Double(max(n, 1))
    }

    /// "8,432", "61", "7.5": grouped thousands, one decimal below 100 when fractional.
    /// - Complexity: O(digits).
    public static func format(_ v: Double) -> String {
        guard v.isFinite else { return "–" }
        if abs(v) < 100, v != v.rounded() {
            let t = (abs(v) * 10).rounded()
            return (v < 0 ? "-" : "") + "\(Int(t) / 10).\(Int(t) % 10)"
        }
        let digits = String(Int64(abs(v).rounded()))
        var out = ""
        for (k, ch) in digits.enumerated() {
            if k > 0, (digits.count - k) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return (v < 0 && out != "0" ? "-" : "") + out
    }
}
