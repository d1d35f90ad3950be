/// The SVG path data (`d`) and point list (`points`) parsers.
///
/// All commands, absolute and relative: M L H V C S Q T A Z. Implicit repeats follow the
/// SVG grammar (extra coordinate pairs after M/m are L/l). Arc flags may be written
/// without separators (`a1 1 0 00 1 1`). Smooth curves reflect the previous control
/// point only after a curve of the same family, as the spec says.
enum _SVGPathData {
    /// Parses path data into `path` (user space). Throws `.malformedPathData` with the
    /// line and column of the first bad byte. - Complexity: O(length).
    static func parse(_ s: inout _SVGScanner, into path: inout Path) throws(SVGError) {
        var cmd: UInt8 = 0
        var lastCtrl = Point.zero, lastKind: UInt8 = 0  // "C" or "Q" when reflectable
        s.skipSpace()
        if s.atEnd { return }
        while true {
            s.skipSpace()
            if s.atEnd { return }
            let c = s.peek
            let isLetter = (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
            if isLetter {
                guard "MmLlHhVvCcSsQqTtAaZz".utf8.contains(c) else { throw s.fail(s.i, "unknown command '\(Character(Unicode.Scalar(c)))'") }
                if cmd == 0 && c != UInt8(ascii: "M") && c != UInt8(ascii: "m") {
                    throw s.fail(s.i, "path data must start with a moveto")
                }
                cmd = c; s.i += 1
                if cmd == UInt8(ascii: "M") || cmd == UInt8(ascii: "m") { s.skipSpace() }
            } else if cmd == 0 {
                throw s.fail(s.i, "path data must start with a command")
            } else if !s.numberAhead {
                throw s.fail(s.i, "unexpected character")
            } else if cmd == UInt8(ascii: "Z") || cmd == UInt8(ascii: "z") {
                throw s.fail(s.i, "numbers after close command")
            }
            let rel = cmd >= 0x61
            let base = rel ? path.currentPoint : .zero
            let upper = rel ? cmd - 32 : cmd
            if upper != UInt8(ascii: "Z") { s.skipSpace() }
            func pt() throws(SVGError) -> Point {
                let x = try s.number(); s.skipCommaSpace(); let y = try s.number()
                return Point(x: base.x + x, y: base.y + y)
            }
            var kind: UInt8 = 0, ctrl = Point.zero
            switch upper {
            case UInt8(ascii: "M"):
                path.move(to: try pt())
                cmd = rel ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case UInt8(ascii: "L"): path.line(to: try pt())
            case UInt8(ascii: "H"):
                let x = try s.number()
                path.line(to: Point(x: base.x + x, y: path.currentPoint.y))
            case UInt8(ascii: "V"):
                let y = try s.number()
                path.line(to: Point(x: path.currentPoint.x, y: base.y + y))
            case UInt8(ascii: "C"):
                let c1 = try pt(); s.skipCommaSpace(); let c2 = try pt(); s.skipCommaSpace()
                let p = try pt()
                path.cubic(to: p, control1: c1, control2: c2); kind = UInt8(ascii: "C"); ctrl = c2
            case UInt8(ascii: "S"):
                let c2 = try pt(); s.skipCommaSpace(); let p = try pt()
                let cur = path.currentPoint
                let c1 = lastKind == UInt8(ascii: "C") ? cur * 2 - lastCtrl : cur
                path.cubic(to: p, control1: c1, control2: c2); kind = UInt8(ascii: "C"); ctrl = c2
            case UInt8(ascii: "Q"):
                let c1 = try pt(); s.skipCommaSpace(); let p = try pt()
                path.quad(to: p, control: c1); kind = UInt8(ascii: "Q"); ctrl = c1
            case UInt8(ascii: "T"):
                let p = try pt()
                let cur = path.currentPoint
                let c1 = lastKind == UInt8(ascii: "Q") ? cur * 2 - lastCtrl : cur
                path.quad(to: p, control: c1); kind = UInt8(ascii: "Q"); ctrl = c1
            case UInt8(ascii: "A"):
                let rx = try s.number(); s.skipCommaSpace()
                let ry = try s.number(); s.skipCommaSpace()
                let rot = try s.number(); s.skipCommaSpace()
                let large = try s.flag(); s.skipCommaSpace()
                let sweep = try s.flag(); s.skipCommaSpace()
                let p = try pt()
                path.arc(to: p, radii: Point(x: rx, y: ry), xAxisRotation: rot * .pi / 180,
                         largeArc: large, sweep: sweep)
            default:
                path.close()
            }
            lastKind = kind; lastCtrl = ctrl
            s.skipCommaSpace()
        }
    }

    /// Parses a `points` list ("x,y x,y …") as a polyline, closed for polygons. An odd
    /// count of numbers is an error. - Complexity: O(length).
    static func parsePoints(_ s: inout _SVGScanner, into path: inout Path, close: Bool) throws(SVGError) {
        s.skipSpace()
        var first = true
        while !s.atEnd {
            let x = try s.number(); s.skipCommaSpace()
            guard !s.atEnd else { throw s.fail(s.i, "odd number of coordinates") }
            let y = try s.number(); s.skipCommaSpace()
            let p = Point(x: x, y: y)
            if first { path.move(to: p); first = false } else { path.line(to: p) }
        }
        if close && !first { path.close() }
    }
}
