/// The tree walk behind `SVGScene(bytes:)`: a stack of inherited styles, shapes turned
/// into `SVGItem`s in document order, gradients collected by id and resolved at the end
/// (so `url(#g)` may precede its definition).
struct _SVGReader {
    struct Gradient {
        var x = [0.0, 0.0, 1.0, 0.0]  // x1 y1 x2 y2
        var percent = [false, false, true, false]
        var userSpace = false
        var transform = AffineTransform.identity
        var stops: [SVGLinearGradient.Stop] = []
        var href: String?
    }

    let bytes: [UInt8]
    var tokens: _XMLTokenizer
    var warnings: [String] = []
    var width = 300.0, height = 150.0
    var diagonal: Double { ((width * width + height * height) / 2).squareRoot() }
    var gradients: [String: Gradient] = [:]
    var pending: [(item: SVGItem, fill: _SVGStyle.PaintSpec, stroke: _SVGStyle.PaintSpec, color: Color)] = []
    /// `SVGScene.maxElements`; tests lower it to check the limit without a 4 MB document.
    var maxElements = SVGScene.maxElements

    init(_ bytes: [UInt8]) { self.bytes = bytes; tokens = _XMLTokenizer(bytes) }

    mutating func warn(_ s: String) { if warnings.count < 1000 { warnings.append(s) } }

    func loc(_ at: Int) -> (Int, Int) { _svgLocation(bytes, at) }

    // MARK: values

    mutating func number(_ r: Range<Int>) throws(SVGError) -> Double {
        var s = _SVGScanner(bytes, r)
        s.skipSpace()
        let v = try s.number()
        s.skipSpace()
        guard s.atEnd else { throw s.fail(s.i, "unexpected text after number") }
        return v
    }

    /// A number or percentage, clamped to [0, 1].
    mutating func fraction(_ r: Range<Int>) throws(SVGError) -> Double {
        var s = _SVGScanner(bytes, r)
        s.skipSpace()
        var v = try s.number()
        if s.peek == UInt8(ascii: "%") { v /= 100; s.i += 1 }
        s.skipSpace()
        guard s.atEnd else { throw s.fail(s.i, "unexpected text after number") }
        return min(max(v, 0), 1)
    }

    /// A length in pixels: unitless, px, pt, pc, mm, cm, in, or % of `reference`.
    mutating func lengthValue(_ s: inout _SVGScanner, reference: Double) throws(SVGError) -> Double {
        let v = try s.number()
        let u0 = s.i
        while !s.atEnd, (s.peek >= 0x61 && s.peek <= 0x7A) || s.peek == UInt8(ascii: "%") { s.i += 1 }
        switch String(decoding: bytes[u0..<s.i], as: UTF8.self) {
        case "", "px": return v
        case "pt": return v * 4 / 3
        case "pc": return v * 16
        case "mm": return v * 96 / 25.4
        case "cm": return v * 96 / 2.54
        case "in": return v * 96
        case "%": return v / 100 * reference
        case let u: throw s.fail(u0, "unknown unit '\(u)'")
        }
    }

    mutating func length(_ r: Range<Int>, reference: Double) throws(SVGError) -> Double {
        var s = _SVGScanner(bytes, r)
        s.skipSpace()
        let v = try lengthValue(&s, reference: reference)
        s.skipSpace()
        guard s.atEnd else { throw s.fail(s.i, "unexpected text after length") }
        return v
    }

    /// The `style` attribute split into (property, value range) declarations.
    func declarations(_ r: Range<Int>) -> [(String, Range<Int>)] {
        var out: [(String, Range<Int>)] = []
        var i = r.lowerBound
        while i < r.upperBound {
            var colon = i
            while colon < r.upperBound && bytes[colon] != UInt8(ascii: ":") && bytes[colon] != UInt8(ascii: ";") { colon += 1 }
            var semi = colon
            while semi < r.upperBound && bytes[semi] != UInt8(ascii: ";") { semi += 1 }
            if colon < semi {
                let name = String(decoding: bytes[i..<colon], as: UTF8.self).trimmingSpaces
                if !name.isEmpty { out.append((name, (colon + 1)..<semi)) }
            }
            i = semi + 1
        }
        return out
    }
}
