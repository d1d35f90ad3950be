/// The inherited presentation state while walking the tree, and how one property
/// (from an attribute or a `style` declaration) changes it.
struct _SVGStyle {
    /// A paint before gradient references are resolved.
    enum PaintSpec { case none, color(Color), current, ref(String) }

    var fill = PaintSpec.color(.black)
    var stroke = PaintSpec.none
    var strokeStyle = StrokeStyle()
    var fillRule = SVGFillRule.nonZero
    var fillOpacity = 1.0, strokeOpacity = 1.0
    /// Product of the element's and its groups' `opacity` (not inherited in SVG, but a
    /// group's opacity reaches its children this way without group compositing).
    var opacity = 1.0
    var color = Color.black
    var transform = AffineTransform.identity

    /// Applies one presentation property. Unknown names or keywords append a warning;
    /// malformed numbers throw. - Complexity: O(value length).
    mutating func apply(_ name: String, _ r: Range<Int>, _ reader: inout _SVGReader) throws(SVGError) {
        let t = reader.tokens.string(r).trimmingSpaces
        let text = { t }
        switch name {
        case "fill": if let p = paint(text(), &reader) { fill = p }
        case "stroke": if let p = paint(text(), &reader) { stroke = p }
        case "color":
            if let c = _SVGColor.parse(text()) { color = c } else { reader.warn("unknown color '\(text())'") }
        case "stroke-width": strokeStyle.width = try reader.length(r, reference: reader.diagonal)
        case "stroke-miterlimit": strokeStyle.miterLimit = try reader.number(r)
        case "stroke-dashoffset": strokeStyle.dashOffset = try reader.length(r, reference: reader.diagonal)
        case "stroke-linecap":
            switch text() {
            case "butt": strokeStyle.cap = .butt
            case "round": strokeStyle.cap = .round
            case "square": strokeStyle.cap = .square
            default: reader.warn("unknown stroke-linecap '\(text())'")
            }
        case "stroke-linejoin":
            switch text() {
            case "miter", "miter-clip": strokeStyle.join = .miter
            case "round": strokeStyle.join = .round
            case "bevel": strokeStyle.join = .bevel
            default: reader.warn("unknown stroke-linejoin '\(text())'")
            }
        case "stroke-dasharray":
            if text() == "none" { strokeStyle.dashes = []; return }
            var s = _SVGScanner(reader.bytes, r)
            var d: [Double] = []
            s.skipCommaSpace()
            while !s.atEnd {
                d.append(try reader.lengthValue(&s, reference: reader.diagonal)); s.skipCommaSpace()
            }
            strokeStyle.dashes = d
        case "fill-rule":
            switch text() {
            case "nonzero": fillRule = .nonZero
            case "evenodd": fillRule = .evenOdd
            default: reader.warn("unknown fill-rule '\(text())'")
            }
        case "opacity": opacity *= try reader.fraction(r)
        case "fill-opacity": fillOpacity = try reader.fraction(r)
        case "stroke-opacity": strokeOpacity = try reader.fraction(r)
        default: reader.warn("unsupported property '\(name)'")
        }
    }

    /// A paint value, or nil (keep the inherited one) when it is not understood.
    func paint(_ t: String, _ reader: inout _SVGReader) -> PaintSpec? {
        if t == "none" { return PaintSpec.none }
        if t == "currentColor" { return .current }
        if t.hasPrefix("url(") {
            var id = t.dropFirst(4)
            if let close = id.firstIndex(of: ")") { id = id[..<close] }
            id = id.drop { $0 == " " || $0 == "'" || $0 == "\"" }
            while let l = id.last, l == " " || l == "'" || l == "\"" { id = id.dropLast() }
            return .ref(String(id.hasPrefix("#") ? id.dropFirst() : id))
        }
        if let c = _SVGColor.parse(t) { return .color(c) }
        reader.warn("unknown paint '\(t)'")
        return nil
    }
}
