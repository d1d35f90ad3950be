/// A minimal XML tokenizer for the SVG subset: start tags with attributes, end tags and
/// self-closing tags. Comments, processing instructions, DOCTYPE, CDATA and text are
/// skipped. Attribute values are kept as byte ranges into the document (decoded to
/// strings only when needed), so a 1M-point `points` list is never copied.
struct _XMLTokenizer {
    struct Attribute {
        var name: String
        /// Byte range of the value (between the quotes).
        var value: Range<Int>
    }

    enum Token {
        case start(name: String, attributes: [Attribute], selfClosing: Bool, offset: Int)
        case end(name: String, offset: Int)
    }

    let bytes: [UInt8]
    var i = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func fail(_ at: Int, _ message: String) -> SVGError {
        let (l, c) = _svgLocation(bytes, at)
        return .malformedXML(line: l, column: c, message: message)
    }

    /// The next tag, or nil at the end of the document.
    /// - Complexity: O(bytes consumed).
    mutating func next() throws(SVGError) -> Token? {
        let n = bytes.count
        while true {
            while i < n && bytes[i] != UInt8(ascii: "<") { i += 1 }
            if i >= n { return nil }
            let open = i
            if startsWith("<!--") { try skip(past: "-->", from: open); continue }
            if startsWith("<![CDATA[") { try skip(past: "]]>", from: open); continue }
            if startsWith("<?") { try skip(past: "?>", from: open); continue }
            if startsWith("<!") { try skip(past: ">", from: open); continue }
            i += 1
            if i < n && bytes[i] == UInt8(ascii: "/") {
                i += 1
                let name = readName()
                skipSpace()
                guard i < n, bytes[i] == UInt8(ascii: ">"), !name.isEmpty else {
                    throw fail(open, "malformed end tag")
                }
                i += 1
                return .end(name: name, offset: open)
            }
            let name = readName()
            guard !name.isEmpty else { throw fail(open, "expected an element name after '<'") }
            var attrs: [Attribute] = []
            while true {
                skipSpace()
                guard i < n else { throw fail(open, "unterminated tag <\(name)>") }
                if bytes[i] == UInt8(ascii: ">") { i += 1; return .start(name: name, attributes: attrs, selfClosing: false, offset: open) }
                if bytes[i] == UInt8(ascii: "/") {
                    guard i + 1 < n, bytes[i + 1] == UInt8(ascii: ">") else { throw fail(i, "expected '/>'") }
                    i += 2
                    return .start(name: name, attributes: attrs, selfClosing: true, offset: open)
                }
                let at = i
                let an = readName()
                guard !an.isEmpty else { throw fail(at, "unexpected character in tag <\(name)>") }
                skipSpace()
                guard i < n, bytes[i] == UInt8(ascii: "=") else { throw fail(i, "expected '=' after attribute \(an)") }
                i += 1
                skipSpace()
                guard i < n, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                    throw fail(i, "expected a quoted value for attribute \(an)")
                }
                let q = bytes[i]
                i += 1
                let s = i
                while i < n && bytes[i] != q { i += 1 }
                guard i < n else { throw fail(s - 1, "unterminated value of attribute \(an)") }
                attrs.append(Attribute(name: an, value: s..<i))
                i += 1
            }
        }
    }

    func startsWith(_ s: StaticString) -> Bool {
        let k = s.utf8CodeUnitCount
        guard i + k <= bytes.count else { return false }
        for j in 0..<k where bytes[i + j] != s.utf8Start[j] { return false }
        return true
    }

    mutating func skip(past s: StaticString, from open: Int) throws(SVGError) {
        while i < bytes.count && !startsWith(s) { i += 1 }
        guard i < bytes.count else { throw fail(open, "unterminated \(s) section") }
        i += s.utf8CodeUnitCount
    }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 10 || bytes[i] == 13 { i += 1 }
    }

    mutating func readName() -> String {
        let s = i
        while i < bytes.count {
            let c = bytes[i]
            let ok = (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
                || c == UInt8(ascii: "-") || c == UInt8(ascii: "_") || c == UInt8(ascii: ":")
                || c == UInt8(ascii: ".") || c >= 0x80
            if !ok { break }
            i += 1
        }
        return String(decoding: bytes[s..<i], as: UTF8.self)
    }

    /// The attribute value as a string with the five predefined entities and numeric
    /// character references decoded. - Complexity: O(value length).
    func string(_ r: Range<Int>) -> String {
        let raw = String(decoding: bytes[r], as: UTF8.self)
        guard raw.contains("&") else { return raw }
        var out = "", rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { break }
            let ent = rest[rest.index(after: amp)..<semi]
            switch ent {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                var v: UInt32? = nil
                if ent.hasPrefix("#x") { v = UInt32(ent.dropFirst(2), radix: 16) }
                else if ent.hasPrefix("#") { v = UInt32(ent.dropFirst()) }
                if let v, let u = Unicode.Scalar(v) { out.unicodeScalars.append(u) } else { out += "&\(ent);" }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
