import Foundation

/// The `transform` / `gradientTransform` list: `matrix(a b c d e f)`, `translate(x [y])`,
/// `scale(x [y])`, `rotate(deg [cx cy])`, `skewX(deg)`, `skewY(deg)`, separated by
/// white space or commas; applied right to left as SVG says (the last one first).
enum _SVGTransform {
    /// - Complexity: O(length).
    static func parse(_ s: inout _SVGScanner) throws(SVGError) -> AffineTransform {
        var list: [AffineTransform] = []
        s.skipCommaSpace()
        while !s.atEnd {
            let at = s.i
            var name = ""
            while !s.atEnd, (s.peek >= 0x61 && s.peek <= 0x7A) || (s.peek >= 0x41 && s.peek <= 0x5A) {
                name.unicodeScalars.append(Unicode.Scalar(s.peek)); s.i += 1
            }
            s.skipSpace()
            guard s.peek == UInt8(ascii: "(") else { throw s.fail(s.i, "expected '(' in transform") }
            s.i += 1
            var args: [Double] = []
            s.skipSpace()
            while s.peek != UInt8(ascii: ")") {
                guard !s.atEnd, args.count < 6 else { throw s.fail(s.i, "expected ')' in transform") }
                args.append(try s.number()); s.skipCommaSpace()
            }
            s.i += 1
            let n = args.count
            let m: AffineTransform
            switch (name, n) {
            case ("matrix", 6):
                m = AffineTransform(a: args[0], b: args[1], c: args[2], d: args[3], tx: args[4], ty: args[5])
            case ("translate", 1), ("translate", 2):
                m = .translation(x: args[0], y: n == 2 ? args[1] : 0)
            case ("scale", 1), ("scale", 2):
                m = .scale(x: args[0], y: n == 2 ? args[1] : args[0])
            case ("rotate", 1):
                m = .rotation(radians: args[0] * .pi / 180)
            case ("rotate", 3):
                m = .rotation(radians: args[0] * .pi / 180, about: Point(x: args[1], y: args[2]))
            case ("skewX", 1):
                m = AffineTransform(a: 1, b: 0, c: tan(args[0] * .pi / 180), d: 1, tx: 0, ty: 0)
            case ("skewY", 1):
                m = AffineTransform(a: 1, b: tan(args[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
            default:
                throw s.fail(at, "unknown transform \(name) with \(n) arguments")
            }
            list.append(m)
            s.skipCommaSpace()
        }
        var t = AffineTransform.identity
        for m in list.reversed() { t = t.concatenating(m) }
        return t
    }
}
