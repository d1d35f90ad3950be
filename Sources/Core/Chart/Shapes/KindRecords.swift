/// Rows of named fields read from a small CSV or JSON file: the input format of the
/// Health and activity charts.
///
/// CSV: a header row of names, then one record per line, comma-separated, optional
/// double quotes around a field, blank lines skipped. JSON: an array of objects, or an
/// object holding one such array. Names are compared lowercased.
///
/// ```swift
/// let rows = try KindRecords.read(Array("date,value\n2026-11-20,8123\n".utf8), file: "steps.csv")
/// rows[0].fields["value"]   // .number(8123)
/// ```
public struct KindRecords: Sendable {
    /// One field's value: a number when it parses as one, else text.
    public enum Field: Sendable, Equatable {
        case number(Double)
        case text(String)
    }

    /// One record and where it came from: a 1-based line (CSV) or an array index (JSON).
    public struct Row: Sendable {
        public var fields: [String: Field]
        public var line: Int?
        public var index: Int?
    }

    /// Parses `bytes` as JSON when the first non-blank byte is `[` or `{`, else as CSV.
    /// - Throws: `SeriesError` (`.malformed`, `.empty`) with the file and line.
    /// - Complexity: O(bytes).
    public static func read(_ bytes: [UInt8], file: String? = nil) throws(SeriesError) -> [Row] {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") { return try json(bytes, file: file) }
        return try csv(bytes, file: file)
    }

    static func json(_ bytes: [UInt8], file: String?) throws(SeriesError) -> [Row] {
        var v = try JSONReader.parse(bytes, file: file)
        if case .object(let members) = v.kind, let arr = members.first(where: { if case .array = $0.value.kind { true } else { false } }) {
            v = arr.value
        }
        guard case .array(let items) = v.kind else {
            throw SeriesError(.wrongType, "expected an array of records, found \(v.typeName)", file: file)
        }
        var rows: [Row] = []
        for (i, item) in items.enumerated() {
            guard case .object(let members) = item.kind else {
                throw SeriesError(.wrongType, "record \(i): expected an object, found \(item.typeName)", file: file, index: i)
            }
            var f: [String: Field] = [:]
            for (k, val) in members {
                switch val.kind {
                case .string(let s): f[k.lowercased()] = .text(s)
                case .integer, .number: f[k.lowercased()] = .number(val.doubleValue!)
                default: break
                }
            }
            rows.append(Row(fields: f, line: nil, index: i))
        }
        return rows
    }

    static func csv(_ bytes: [UInt8], file: String?) throws(SeriesError) -> [Row] {
        let text = String(decoding: bytes, as: UTF8.self)
        var header: [String]? = nil
        var rows: [Row] = []
        // "\r\n" is one Character in Swift: split on both forms.
        for (n, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw[...]
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map { cell in
                var c = cell.trimmingCharacters(in: " \t")
                if c.count >= 2, c.hasPrefix("\""), c.hasSuffix("\"") { c = String(c.dropFirst().dropLast()) }
                return c
            }
            guard let h = header else {
                header = cells.map { $0.lowercased().trimmingCharacters(in: "\u{FEFF}") }
                continue
            }
            guard cells.count == h.count else {
                throw SeriesError(.malformed, "\(cells.count) fields where the header has \(h.count)", file: file, line: n + 1)
            }
            var f: [String: Field] = [:]
            for (k, c) in zip(h, cells) { f[k] = Double(c).map { Field.number($0) } ?? .text(c) }
            rows.append(Row(fields: f, line: n + 1, index: nil))
        }
        guard header != nil else { throw SeriesError(.empty, "no header row", file: file) }
        return rows
    }
}
