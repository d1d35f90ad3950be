import Foundation

/// A cursor over a byte range of the document for SVG's micro-syntaxes (path data,
/// point lists, transforms, lengths): numbers, flags, commas and white space.
///
/// Numbers of up to 19 significant digits are assembled as an integer mantissa and a
/// power of ten (exact, one rounding, when the mantissa < 2⁵³ and |exponent| ≤ 22, the
/// classic fast path); anything else falls back to `strtod` through `Double(String)`.
struct _SVGScanner {
    let bytes: [UInt8]
    var i: Int
    let end: Int
    /// Which error case a failure reports.
    let pathData: Bool

    init(_ bytes: [UInt8], _ r: Range<Int>, pathData: Bool = false) {
        self.bytes = bytes; i = r.lowerBound; end = r.upperBound; self.pathData = pathData
    }

    var atEnd: Bool { i >= end }
    var peek: UInt8 { i < end ? bytes[i] : 0 }

    func fail(_ at: Int, _ message: String) -> SVGError {
        let (l, c) = _svgLocation(bytes, at)
        return pathData ? .malformedPathData(line: l, column: c, message: message)
                        : .malformedValue(line: l, column: c, message: message)
    }

    @inline(__always) static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 || c == 12 }

    mutating func skipSpace() { while i < end && _SVGScanner.isSpace(bytes[i]) { i += 1 } }

    /// Skips white space, at most one comma, and white space.
    mutating func skipCommaSpace() {
        skipSpace()
        if i < end && bytes[i] == UInt8(ascii: ",") { i += 1; skipSpace() }
    }

    /// Whether a number starts here (digit, sign or dot).
    var numberAhead: Bool {
        let c = peek
        return (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
    }

    /// Reads one number (no surrounding separators). - Complexity: O(digits).
    mutating func number() throws(SVGError) -> Double {
        let s = i
        var neg = false
        if i < end && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) {
            neg = bytes[i] == UInt8(ascii: "-"); i += 1
        }
        var mant: UInt64 = 0, digits = 0, exp10 = 0, any = false
        while i < end, bytes[i] >= 0x30, bytes[i] <= 0x39 {
            if digits < 19 { mant = mant &* 10 &+ UInt64(bytes[i] - 0x30); if mant > 0 { digits += 1 } }
            else { exp10 += 1 }
            i += 1; any = true
        }
        if i < end && bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < end, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                if digits < 19 { mant = mant &* 10 &+ UInt64(bytes[i] - 0x30); exp10 -= 1; if mant > 0 { digits += 1 } }
                i += 1; any = true
            }
        }
        guard any else { i = s; throw fail(s, "expected a number") }
        if i < end && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            // An "e" not followed by digits is not an exponent (e.g. "em" units).
            var j = i + 1
            if j < end && (bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+")) { j += 1 }
            if j < end, bytes[j] >= 0x30, bytes[j] <= 0x39 {
                let eneg = bytes[i + 1] == UInt8(ascii: "-")
                var e = 0
                while j < end, bytes[j] >= 0x30, bytes[j] <= 0x39 {
                    if e < 100_000 { e = e * 10 + Int(bytes[j] - 0x30) }
                    j += 1
                }
                exp10 += eneg ? -e : e
                i = j
            }
        }
        var v: Double
        if mant < (1 << 53) && abs(exp10) <= 22 {
            v = Double(mant)
            if exp10 < 0 { v /= _SVGScanner.pow10[-exp10] } else { v *= _SVGScanner.pow10[exp10] }
        } else {
            v = Double(String(decoding: bytes[s..<i], as: UTF8.self)) ?? .nan
            guard !v.isNaN else { throw fail(s, "malformed number") }
            return v
        }
        return neg ? -v : v
    }

    static let pow10: [Double] = (0...22).map { pow(10.0, Double($0)) }

    /// Reads an arc flag: a single `0` or `1`, no separator needed after it.
    mutating func flag() throws(SVGError) -> Bool {
        guard i < end, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
            throw fail(i, "expected an arc flag 0 or 1")
        }
        i += 1
        return bytes[i - 1] == UInt8(ascii: "1")
    }

    /// Reads `count` numbers separated by comma/white space.
    mutating func numbers(_ count: Int) throws(SVGError) -> [Double] {
        var out: [Double] = []
        for k in 0..<count {
            if k > 0 { skipCommaSpace() }
            out.append(try number())
        }
        return out
    }
}
