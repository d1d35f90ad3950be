extension Color {
    /// The same colour with alpha `a`. - Complexity: O(1).
    public func withAlpha(_ a: UInt8) -> Color { Color(r: r, g: g, b: b, a: a) }

    /// `self` at fraction `t` (0…1) over the opaque `background`, as an opaque colour.
    /// - Complexity: O(1).
    public func mixed(over background: Color, _ t: Double) -> Color {
        let t = min(max(t.isFinite ? t : 0, 0), 1)
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * t + Double(y) * (1 - t)).rounded()) }
        return Color(r: m(r, background.r), g: m(g, background.g), b: m(b, background.b))
    }
}
