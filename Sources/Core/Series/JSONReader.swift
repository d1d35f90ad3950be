/// Parses JSON text into `JSONValue`s, reporting malformed input with line and column.
///
/// ```swift
/// let v = try JSONReader.parse(Array(text.utf8), file: "chart.json")
/// ```
public enum JSONReader {
    /// The deepest nesting accepted (deeper input is an error, not a stack overflow).
    public static let maxDepth = 256

    /// Parses one JSON document (surrounding whitespace allowed).
    /// - Throws: `SeriesError` `.malformed` with the line and column of the problem, or
    ///   `.empty` for input holding only whitespace.
    /// - Complexity: O(bytes).
    public static func parse(_ bytes: UnsafeRawBufferPointer, file: String? = nil) throws(SeriesError) -> JSONValue {
        var p = _Parser(bytes: bytes, file: file)
        p.skipSpace()
        if p.i == bytes.count { throw SeriesError(.empty, "the file holds no JSON", file: file) }
        let v = try p.value(depth: 0)
        p.skipSpace()
        if p.i != bytes.count { throw p.error("unexpected text after the JSON value") }
        return v
    }

    /// Parses JSON from an array of bytes. - Complexity: O(bytes).
    public static func parse(_ bytes: [UInt8], file: String? = nil) throws(SeriesError) -> JSONValue {
        let r: Result<JSONValue, SeriesError> = bytes.withUnsafeBytes { b in Result { () throws(SeriesError) in try parse(b, file: file) } }
        return try r.get()
    }

    /// 1-based line and column of byte `offset` in `bytes`. - Complexity: O(offset).
    public static func position(of offset: Int, in bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int) {
        var line = 1, col = 1, k = 0
        while k < min(offset, bytes.count) {
            if bytes[k] == UInt8(ascii: "\n") { line += 1; col = 1 } else { col += 1 }
            k += 1
        }
        return (line, col)
    }
}

/// The recursive-descent parser behind `JSONReader`.
struct _Parser {
    let bytes: UnsafeRawBufferPointer
    let file: String?
    var i = 0

    init(bytes: UnsafeRawBufferPointer, file: String?) { self.bytes = bytes; self.file = file }

    func error(_ message: String, at offset: Int? = nil) -> SeriesError {
        let (l, c) = JSONReader.position(of: offset ?? i, in: bytes)
        return SeriesError(.malformed, message, file: file, line: l, column: c)
    }

    mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(SeriesError) -> JSONValue {
        guard depth < JSONReader.maxDepth else { throw error("nesting deeper than \(JSONReader.maxDepth)") }
        skipSpace()
        guard i < bytes.count else { throw error("unexpected end of input") }
        let start = i
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var members: [(key: String, value: JSONValue)] = []
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "}") { i += 1; return JSONValue(kind: .object(members), offset: start) }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a string key") }
                let key = try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                i += 1
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard i < bytes.count else { throw error("unexpected end of input in an object") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return JSONValue(kind: .object(members), offset: start) }
                throw error("expected ',' or '}' in an object")
            }
        case UInt8(ascii: "["):
            i += 1
            var items: [JSONValue] = []
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "]") { i += 1; return JSONValue(kind: .array(items), offset: start) }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw error("unexpected end of input in an array") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return JSONValue(kind: .array(items), offset: start) }
                throw error("expected ',' or ']' in an array")
            }
        case UInt8(ascii: "\""):
            return JSONValue(kind: .string(try string()), offset: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONValue(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONValue(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONValue(kind: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        default:
            throw error("unexpected character '\(Unicode.Scalar(bytes[i]))'")
        }
    }

    mutating func literal(_ word: StaticString) throws(SeriesError) {
        let n = word.utf8CodeUnitCount
        guard i + n <= bytes.count else { throw error("unexpected end of input") }
        for k in 0..<n where bytes[i + k] != word.utf8Start[k] { throw error("invalid literal") }
        i += n
    }

    mutating func number() throws(SeriesError) -> JSONValue {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits(_ p: inout _Parser) -> Int {
            let s = p.i
            while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) { p.i += 1 }
            return p.i - s
        }
        let intDigits = digits(&self)
        guard intDigits > 0 else { throw error("a number needs digits", at: start) }
        if intDigits > 1 && bytes[i - intDigits] == UInt8(ascii: "0") { throw error("leading zero in a number", at: start) }
        var isInteger = true
        if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
            i += 1; isInteger = false
            guard digits(&self) > 0 else { throw error("digits expected after '.'") }
        }
        if i < bytes.count && (bytes[i] | 0x20) == UInt8(ascii: "e") {
            i += 1; isInteger = false
            if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
            guard digits(&self) > 0 else { throw error("digits expected in an exponent") }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        if isInteger, let v = Int64(text) { return JSONValue(kind: .integer(v), offset: start) }
        guard let d = Double(text) else { throw error("unreadable number '\(text)'", at: start) }
        return JSONValue(kind: .number(d), offset: start)
    }

    mutating func string() throws(SeriesError) -> String {
        let start = i
        i += 1
        var out: [UInt8] = []
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
            if c < 0x20 { throw error("control character in a string") }
            if c == UInt8(ascii: "\\") {
                guard i + 1 < bytes.count else { break }
                let e = bytes[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"):
                    guard i + 4 <= bytes.count,
                          let u = UInt32(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[i..<i + 4]), as: UTF8.self), radix: 16)
                    else { throw error("bad \\u escape") }
                    i += 4
                    out.append(contentsOf: Array(String(Unicode.Scalar(u).map(Character.init) ?? "\u{FFFD}").utf8))
                default: throw error("bad escape '\\\(Unicode.Scalar(e))'")
                }
                continue
            }
            out.append(c)
            i += 1
        }
        throw error("unterminated string", at: start)
    }
}
