/// The neutral colours shared by the Health, activity, tree and ring charts, by
/// appearance; each chart adds its own accent colours.
///
/// ```swift
/// let theme = KindTheme.night
/// canvas.clear(theme.background)
/// ```
public struct KindTheme: Sendable, Equatable {
    /// Whether this is the dark appearance (charts pick darker tracks and glows).
    public var isDark: Bool
    /// The canvas colour.
    public var background: Color
    /// Titles and values.
    public var text: Color
    /// Axis labels and captions.
    public var secondaryText: Color
    /// Grid lines.
    public var grid: Color
    /// Node fills, marker centres and the inside of boxes.
    public var surface: Color

    /// A theme from its colours.
    public init(isDark: Bool, background: Color, text: Color, secondaryText: Color, grid: Color, surface: Color) {
        self.isDark = isDark; self.background = background; self.text = text
        self.secondaryText = secondaryText; self.grid = grid; self.surface = surface
    }

    /// Light appearance (the iOS system palette's light colours).
    public static let day = KindTheme(
        isDark: false, background: Color(hex: "#FFFFFF")!, text: Color(hex: "#1C1C1E")!,
        secondaryText: Color(hex: "#8A8A8E")!, grid: Color(hex: "#E5E5EA")!, surface: Color(hex: "#FFFFFF")!)

    /// Dark appearance (the iOS system palette's dark colours).
    public static let night = KindTheme(
        isDark: true, background: Color(hex: "#000000")!, text: Color(hex: "#F2F2F7")!,
        secondaryText: Color(hex: "#8D8D93")!, grid: Color(hex: "#2C2C2E")!, surface: Color(hex: "#1C1C1E")!)
}
