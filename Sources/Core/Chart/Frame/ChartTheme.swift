/// The colours of a frame (the contest's day and night modes).
public struct ChartTheme: Sendable, Equatable {
    public var background: Color
    public var title: Color
    /// Horizontal grid lines and the indicator's vertical line.
    public var grid: Color
    /// Axis labels.
    public var label: Color
    /// The minimap outside the selected window is covered with this.
    public var minimapDim: Color
    /// The selected window's frame in the minimap.
    public var minimapFrame: Color
    /// The indicator popup's fill and its border.
    public var popup: Color
    public var popupBorder: Color

    /// White background, dark text.
    public static let day = ChartTheme(
        background: .white, title: Color(r: 0x22, g: 0x22, b: 0x22),
        grid: Color(r: 0x18, g: 0x2D, b: 0x3B, a: 26), label: Color(r: 0x8E, g: 0x8E, b: 0x93),
        minimapDim: Color(r: 0xE2, g: 0xEE, b: 0xF9, a: 153), minimapFrame: Color(r: 0xC0, g: 0xD1, b: 0xE1),
        popup: .white, popupBorder: Color(r: 0xE3, g: 0xE3, b: 0xE3))

    /// Dark blue background, light text.
    public static let night = ChartTheme(
        background: Color(r: 0x24, g: 0x2F, b: 0x3E), title: .white,
        grid: Color(r: 0xFF, g: 0xFF, b: 0xFF, a: 26), label: Color(r: 0xA3, g: 0xB1, b: 0xC2, a: 190),
        minimapDim: Color(r: 0x30, g: 0x42, b: 0x59, a: 153), minimapFrame: Color(r: 0x56, g: 0x62, b: 0x6D),
        popup: Color(r: 0x1C, g: 0x25, b: 0x33), popupBorder: Color(r: 0x19, g: 0x21, b: 0x2C))
}

extension Color {
    /// This colour moved `t` (0…1) of the way to `other`, channel by channel, rounded.
    func mixed(with other: Color, _ t: Float) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Float(a) + (Float(b) - Float(a)) * t).rounded()) }
        return Color(r: mix(r, other.r), g: mix(g, other.g), b: mix(b, other.b), a: mix(a, other.a))
    }
}
