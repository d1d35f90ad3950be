/// SVG/CSS colour values: `#rgb`, `#rrggbb`, `rgb(r, g, b)` / `rgba(…)` with numbers or
/// percentages, and the named colours below (the CSS basic 16 plus common extended names).
enum _SVGColor {
    /// The colour, or nil when the text is not a colour this reader knows.
    /// - Complexity: O(length).
    static func parse(_ text: String) -> Color? {
        let t = text.trimmingSpaces.lowercased()
        if t.hasPrefix("#") { return Color(hex: t) }
        if t.hasPrefix("rgb(") || t.hasPrefix("rgba("), t.hasSuffix(")") {
            let inner = t[t.index(after: t.firstIndex(of: "(")!)..<t.index(before: t.endIndex)]
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" })
            guard parts.count == 3 || parts.count == 4 else { return nil }
            var ch: [UInt8] = []
            for (k, p) in parts.enumerated() {
                let pct = p.hasSuffix("%")
                guard let v = Double(pct ? p.dropLast() : p), v.isFinite else { return nil }
                let scaled = k == 3 ? (pct ? v / 100 : v) * 255 : (pct ? v * 255 / 100 : v)
                ch.append(UInt8(min(max(scaled.rounded(), 0), 255)))
            }
            return Color(r: ch[0], g: ch[1], b: ch[2], a: ch.count == 4 ? ch[3] : 255)
        }
        if t == "transparent" { return .clear }
        guard let v = named[t] else { return nil }
        return Color(r: UInt8(v >> 16), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF))
    }

    static let named: [String: UInt32] = [
        "black": 0x000000, "silver": 0xC0C0C0, "gray": 0x808080, "grey": 0x808080,
        "white": 0xFFFFFF, "maroon": 0x800000, "red": 0xFF0000, "purple": 0x800080,
        "fuchsia": 0xFF00FF, "magenta": 0xFF00FF, "green": 0x008000, "lime": 0x00FF00,
        "olive": 0x808000, "yellow": 0xFFFF00, "navy": 0x000080, "blue": 0x0000FF,
        "teal": 0x008080, "aqua": 0x00FFFF, "cyan": 0x00FFFF, "orange": 0xFFA500,
        "darkgray": 0xA9A9A9, "darkgrey": 0xA9A9A9, "lightgray": 0xD3D3D3,
        "lightgrey": 0xD3D3D3, "dimgray": 0x696969, "gainsboro": 0xDCDCDC,
        "whitesmoke": 0xF5F5F5, "darkred": 0x8B0000, "darkgreen": 0x006400,
        "darkblue": 0x00008B, "lightblue": 0xADD8E6, "skyblue": 0x87CEEB,
        "steelblue": 0x4682B4, "royalblue": 0x4169E1, "dodgerblue": 0x1E90FF,
        "cornflowerblue": 0x6495ED, "tomato": 0xFF6347, "crimson": 0xDC143C,
        "coral": 0xFF7F50, "gold": 0xFFD700, "goldenrod": 0xDAA520, "pink": 0xFFC0CB,
        "hotpink": 0xFF69B4, "brown": 0xA52A2A, "chocolate": 0xD2691E, "tan": 0xD2B48C,
        "salmon": 0xFA8072, "indigo": 0x4B0082, "violet": 0xEE82EE, "orchid": 0xDA70D6,
        "darkorange": 0xFF8C00, "seagreen": 0x2E8B57, "forestgreen": 0x228B22,
        "limegreen": 0x32CD32, "lightgreen": 0x90EE90, "darkcyan": 0x008B8B,
        "turquoise": 0x40E0D0, "slategray": 0x708090, "beige": 0xF5F5DC,
        "ivory": 0xFFFFF0, "khaki": 0xF0E68C, "lavender": 0xE6E6FA, "plum": 0xDDA0DD,
        "sienna": 0xA0522D, "peru": 0xCD853F, "firebrick": 0xB22222, "navajowhite": 0xFFDEAD,
    ]
}

extension String {
    /// Without leading and trailing ASCII white space.
    var trimmingSpaces: String {
        let b = Array(utf8)
        var s = 0, e = b.count
        while s < e, _SVGScanner.isSpace(b[s]) { s += 1 }
        while e > s, _SVGScanner.isSpace(b[e - 1]) { e -= 1 }
        return String(decoding: b[s..<e], as: UTF8.self)
    }
}
