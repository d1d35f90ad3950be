/// The element walk: start/end tags drive a style stack; shapes become items.
extension _SVGReader {
    static let shapes: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]
    static let properties: Set<String> = [
        "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
        "stroke-dasharray", "stroke-dashoffset", "fill-rule", "opacity", "fill-opacity",
        "stroke-opacity", "color",
    ]
    /// Attributes read by element code, not warned about.
    static let known: Set<String> = [
        "id", "class", "xmlns", "xmlns:xlink", "version", "d", "points", "x", "y", "width", "height",
        "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "viewBox", "transform", "style",
        "preserveAspectRatio", "gradientUnits", "gradientTransform", "href", "xlink:href", "offset",
        "stop-color", "stop-opacity", "baseProfile",
    ]

    mutating func read() throws(SVGError) -> SVGScene {
        var stack: [(name: String, style: _SVGStyle)] = []
        var skipDepth = 0, defsDepth = 0, elements = 0, sawRoot = false
        var gradient: (id: String, g: Gradient)?
        while let tok = try tokens.next() {
            switch tok {
            case let .end(name, offset):
                guard let top = stack.popLast(), top.name == name else {
                    let (l, c) = loc(offset)
                    throw .malformedXML(line: l, column: c, message: "unexpected end tag </\(name)>")
                }
                if skipDepth > 0 { skipDepth -= 1 }
                else if name == "defs" { defsDepth -= 1 }
                else if name == "linearGradient", let g = gradient { gradients[g.id] = g.g; gradient = nil }
            case let .start(name, attrs, selfClosing, offset):
                elements += 1
                let (l, c) = elements > maxElements || stack.count >= SVGScene.maxDepth ? loc(offset) : (0, 0)
                guard elements <= maxElements else { throw .tooManyElements(line: l, column: c, limit: maxElements) }
                guard stack.count < SVGScene.maxDepth else { throw .tooDeep(line: l, column: c, limit: SVGScene.maxDepth) }
                var style = stack.last?.style ?? _SVGStyle()
                if skipDepth > 0 || (stack.isEmpty && sawRoot) {
                    skipDepth += 1
                } else if stack.isEmpty {
                    guard name == "svg" else { throw SVGError.noRootElement }
                    sawRoot = true
                    try root(attrs, &style)
                } else if name == "stop", gradient != nil {
                    try stop(attrs, into: &gradient!.g)
                    skipDepth += 1
                } else if name == "linearGradient" {
                    gradient = (attrValue(attrs, "id") ?? "", try linearGradient(attrs))
                    if selfClosing { gradients[gradient!.id] = gradient!.g; gradient = nil }
                } else if name == "defs" {
                    defsDepth += 1
                } else if name == "g" || name == "svg" || Self.shapes.contains(name) {
                    if name == "svg" { warn("nested <svg> drawn as a group") }
                    try presentation(attrs, &style)
                    if Self.shapes.contains(name), defsDepth == 0 { try shape(name, attrs, style) }
                } else {
                    warn("unsupported element <\(name)> skipped")
                    skipDepth += 1
                }
                if !selfClosing { stack.append((name, style)) }
                else if skipDepth > 0 { skipDepth -= 1 }
                else if name == "defs" { defsDepth -= 1 }
            }
        }
        guard sawRoot else { throw SVGError.noRootElement }
        if let open = stack.last {
            let (l, c) = loc(bytes.count)
            throw .malformedXML(line: l, column: c, message: "unclosed element <\(open.name)>")
        }
        return SVGScene(width: width, height: height, items: resolve(), warnings: warnings)
    }

    func attrValue(_ attrs: [_XMLTokenizer.Attribute], _ name: String) -> String? {
        attrs.first { $0.name == name }.map { tokens.string($0.value) }
    }

    /// Presentation attributes, `style` (which wins), `transform`, plus unknown-attribute
    /// warnings. `opacity` multiplies into the inherited groups' product.
    mutating func presentation(_ attrs: [_XMLTokenizer.Attribute], _ style: inout _SVGStyle) throws(SVGError) {
        for a in attrs {
            if Self.properties.contains(a.name) { try style.apply(a.name, a.value, &self) }
            else if a.name == "transform" {
                var s = _SVGScanner(bytes, a.value)
                style.transform = try _SVGTransform.parse(&s).concatenating(style.transform)
            } else if !Self.known.contains(a.name) && !a.name.hasPrefix("xmlns") && !a.name.hasPrefix("data-") {
                warn("unsupported attribute '\(a.name)'")
            }
        }
        for a in attrs where a.name == "style" {
            for (n, r) in declarations(a.value) { try style.apply(n, r, &self) }
        }
    }

    mutating func root(_ attrs: [_XMLTokenizer.Attribute], _ style: inout _SVGStyle) throws(SVGError) {
        var w: Double?, h: Double?, vb: [Double]?
        var uniform = true
        for a in attrs {
            switch a.name {
            case "width":
                if tokens.string(a.value).hasSuffix("%") { warn("percentage root width ignored") }
                else { w = try length(a.value, reference: 0) }
            case "height":
                if tokens.string(a.value).hasSuffix("%") { warn("percentage root height ignored") }
                else { h = try length(a.value, reference: 0) }
            case "viewBox":
                var s = _SVGScanner(bytes, a.value)
                s.skipCommaSpace()
                vb = try s.numbers(4)
            case "preserveAspectRatio": uniform = !tokens.string(a.value).hasPrefix("none")
            default: break
            }
        }
        width = w ?? vb?[2] ?? 300
        height = h ?? vb?[3] ?? 150
        if let vb, vb[2] > 0, vb[3] > 0 {
            var sx = width / vb[2], sy = height / vb[3]
            var ox = 0.0, oy = 0.0
            if uniform {
                let s = min(sx, sy); sx = s; sy = s
                ox = (width - vb[2] * s) / 2; oy = (height - vb[3] * s) / 2
            }
            style.transform = AffineTransform(a: sx, b: 0, c: 0, d: sy,
                                              tx: ox - vb[0] * sx, ty: oy - vb[1] * sy)
        }
        try presentation(attrs.filter { !["width", "height", "viewBox", "preserveAspectRatio"].contains($0.name) }, &style)
    }
}
