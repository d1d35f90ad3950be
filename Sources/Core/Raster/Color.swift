/// A colour in sRGB with straight (not premultiplied) alpha, 8 bits per channel.
///
/// Paints take colours in this form; the canvas stores premultiplied RGBA8.
///
/// ```swift
/// let blue = Color(hex: "#3DC23F")!      // also "#rgb", and "#rrggbbaa"
/// let half = Color(r: 255, g: 0, b: 0, a: 128)
/// ```
public struct Color: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// A colour from its channels; alpha defaults to opaque.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (case-insensitive); nil if malformed.
    /// - Complexity: O(1).
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        let n = digits.compactMap(nibble)
        guard n.count == digits.count else { return nil }
        switch n.count {
        case 3: self.init(r: n[0] * 17, g: n[1] * 17, b: n[2] * 17)
        case 6: self.init(r: n[0] << 4 | n[1], g: n[2] << 4 | n[3], b: n[4] << 4 | n[5])
        case 8: self.init(r: n[0] << 4 | n[1], g: n[2] << 4 | n[3], b: n[4] << 4 | n[5],
                          a: n[6] << 4 | n[7])
        default: return nil
        }
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}
