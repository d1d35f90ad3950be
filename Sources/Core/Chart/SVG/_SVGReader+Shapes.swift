/// Shapes to paths, gradients and stops, and the final paint resolution.
extension _SVGReader {
    mutating func shape(_ name: String, _ attrs: [_XMLTokenizer.Attribute], _ style: _SVGStyle) throws(SVGError) {
        var v: [String: Double] = [:]
        var path = Path()
        for a in attrs {
            switch a.name {
            case "x", "cx", "x1", "x2", "rx", "width": v[a.name] = try length(a.value, reference: width)
            case "y", "cy", "y1", "y2", "ry", "height": v[a.name] = try length(a.value, reference: height)
            case "r": v[a.name] = try length(a.value, reference: diagonal)
            case "d" where name == "path":
                var s = _SVGScanner(bytes, a.value, pathData: true)
                try _SVGPathData.parse(&s, into: &path)
            case "points" where name == "polyline" || name == "polygon":
                path.reserveCapacity(elements: a.value.count / 8, points: a.value.count / 8)
                var s = _SVGScanner(bytes, a.value, pathData: true)
                try _SVGPathData.parsePoints(&s, into: &path, close: name == "polygon")
            default: break
            }
        }
        switch name {
        case "rect":
            let w = v["width"] ?? 0, h = v["height"] ?? 0
            guard w > 0, h > 0 else { return }
            let rx = v["rx"] ?? v["ry"] ?? 0, ry = v["ry"] ?? v["rx"] ?? 0
            path.addRoundedRect(Rect(x: v["x"] ?? 0, y: v["y"] ?? 0, width: w, height: h), rx: rx, ry: ry)
        case "circle":
            guard let r = v["r"], r > 0 else { return }
            path.addEllipse(center: Point(x: v["cx"] ?? 0, y: v["cy"] ?? 0), rx: r, ry: r)
        case "ellipse":
            guard let rx = v["rx"], let ry = v["ry"], rx > 0, ry > 0 else { return }
            path.addEllipse(center: Point(x: v["cx"] ?? 0, y: v["cy"] ?? 0), rx: rx, ry: ry)
        case "line":
            path.move(to: Point(x: v["x1"] ?? 0, y: v["y1"] ?? 0))
            path.line(to: Point(x: v["x2"] ?? 0, y: v["y2"] ?? 0))
        default: break
        }
        guard !path.isEmpty else { return }
        let item = SVGItem(path: path, transform: style.transform, fill: nil, stroke: nil,
                           strokeStyle: style.strokeStyle, fillRule: style.fillRule,
                           opacity: style.opacity, fillOpacity: style.fillOpacity,
                           strokeOpacity: style.strokeOpacity)
        pending.append((item, name == "line" ? .none : style.fill, style.stroke, style.color))
    }

    mutating func linearGradient(_ attrs: [_XMLTokenizer.Attribute]) throws(SVGError) -> Gradient {
        var g = Gradient()
        for a in attrs {
            switch a.name {
            case "x1", "y1", "x2", "y2":
                let k = ["x1", "y1", "x2", "y2"].firstIndex(of: a.name)!
                var s = _SVGScanner(bytes, a.value)
                s.skipSpace()
                g.x[k] = try s.number()
                g.percent[k] = s.peek == UInt8(ascii: "%")
                if g.percent[k] { g.x[k] /= 100 }
            case "gradientUnits": g.userSpace = tokens.string(a.value).trimmingSpaces == "userSpaceOnUse"
            case "gradientTransform":
                var s = _SVGScanner(bytes, a.value)
                g.transform = try _SVGTransform.parse(&s)
            case "href", "xlink:href":
                g.href = String(tokens.string(a.value).trimmingSpaces.drop { $0 == "#" })
            case "id": break
            default: warn("unsupported linearGradient attribute '\(a.name)'")
            }
        }
        return g
    }

    mutating func stop(_ attrs: [_XMLTokenizer.Attribute], into g: inout Gradient) throws(SVGError) {
        var offset = 0.0, color = Color.black, alpha = 1.0
        var decls: [(String, Range<Int>)] = attrs.map { ($0.name, $0.value) }
        for a in attrs where a.name == "style" { decls += declarations(a.value) }
        for (n, r) in decls {
            switch n {
            case "offset": offset = try fraction(r)
            case "stop-color":
                let t = tokens.string(r).trimmingSpaces
                if let c = _SVGColor.parse(t) { color = c } else { warn("unknown stop-color '\(t)'") }
            case "stop-opacity": alpha = try fraction(r)
            case "style", "id": break
            default: warn("unsupported stop attribute '\(n)'")
            }
        }
        offset = max(offset, Double(g.stops.last?.offset ?? 0))
        color.a = UInt8((Double(color.a) * alpha).rounded())
        g.stops.append(.init(offset: Float(offset), color: color))
    }

    /// Turns the pending items' paint specs into paints, gradients by id.
    mutating func resolve() -> [SVGItem] {
        var out: [SVGItem] = []
        out.reserveCapacity(pending.count)
        for (item0, fillSpec, strokeSpec, current) in pending {
            var item = item0
            item.fill = paint(fillSpec, current, item.path)
            item.stroke = paint(strokeSpec, current, item.path)
            out.append(item)
        }
        return out
    }

    mutating func paint(_ spec: _SVGStyle.PaintSpec, _ current: Color, _ path: Path) -> SVGPaint? {
        switch spec {
        case .none: return nil
        case .color(let c): return .color(c)
        case .current: return .color(current)
        case .ref(let id):
            guard var g = gradients[id] else { warn("unknown paint server '#\(id)'"); return nil }
            if g.stops.isEmpty, let h = g.href, let base = gradients[h] { g.stops = base.stops }
            guard let first = g.stops.first else { return nil }
            if g.stops.count == 1 { return .color(first.color) }
            var t = g.transform
            var p = g.x
            if g.userSpace {
                for k in 0..<4 where g.percent[k] { p[k] *= k % 2 == 0 ? width : height }
            } else {
                // objectBoundingBox: unit square → the bounds of the flattened path.
                var lo = Point(x: Double.infinity, y: .infinity), hi = Point(x: -Double.infinity, y: -.infinity)
                for q in path.flattened().points {
                    let x = Double(q.x), y = Double(q.y)
                    lo = Point(x: min(lo.x, x), y: min(lo.y, y)); hi = Point(x: max(hi.x, x), y: max(hi.y, y))
                }
                guard lo.x <= hi.x else { return nil }
                t = t.concatenating(AffineTransform(a: hi.x - lo.x, b: 0, c: 0, d: hi.y - lo.y, tx: lo.x, ty: lo.y))
            }
            return .linearGradient(SVGLinearGradient(start: Point(x: p[0], y: p[1]), end: Point(x: p[2], y: p[3]),
                                                     stops: g.stops, transform: t))
        }
    }
}

extension SVGScene {
    /// Reads an SVG document (UTF-8 bytes).
    /// - Throws: `SVGError` for malformed XML, values or path data (with line and column),
    ///   nesting deeper than `maxDepth` or more than `maxElements` elements.
    /// - Complexity: O(bytes + path elements).
    public init(bytes: [UInt8]) throws(SVGError) {
        var r = _SVGReader(bytes)
        self = try r.read()
    }
}
