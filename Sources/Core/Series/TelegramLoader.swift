/// Loads the Telegram chart contest (2019) JSON: round 1's `chart_data.json` (an array of
/// charts) and round 2's `overview.json` and per-day files (one chart object each).
///
/// ```swift
/// let charts = try TelegramLoader.load(path: "round1/chart_data.json")   // 5 sets
/// charts[0].series.map(\.name)                                          // ["#0", "#1"]
/// ```
///
/// A chart object has `columns` (arrays whose first element is the label, `"x"` for the
/// UNIX-millisecond timestamps), `types` (label → `x`/`line`/`bar`/`area`), optional
/// `names`, `colors` (`#RRGGBB`), `title`, and the round-2 flags `y_scaled`, `stacked`,
/// `percentage`. x becomes an `Int64` column, each series a `Double` column (exact for
/// every integer below 2^53).
public enum TelegramLoader {
    /// Reads a file holding one chart object or an array of them.
    /// - Throws: `SeriesError` with the file, line:column and column label of the problem.
    /// - Complexity: O(file size).
    public static func load(path: String) throws(SeriesError) -> [SeriesSet] {
        let file = try MappedFile(path: path)
        // The mapping must outlive the parse: `bytes` does not keep `file` alive.
        defer { withExtendedLifetime(file) {} }
        return try parse(file.bytes, file: file.name)
    }

    /// Parses JSON text holding one chart object or an array of them.
    /// - Complexity: O(bytes).
    public static func parse(_ bytes: UnsafeRawBufferPointer, file: String? = nil) throws(SeriesError) -> [SeriesSet] {
        let root = try JSONReader.parse(bytes, file: file)
        let at = { (v: JSONValue) -> (Int, Int) in JSONReader.position(of: v.offset, in: bytes) }
        func fail(_ v: JSONValue, _ kind: SeriesError.Kind, _ msg: String, series: String? = nil, index: Int? = nil) -> SeriesError {
            let (l, c) = at(v)
            return SeriesError(kind, msg, file: file, line: l, column: c, series: series, index: index)
        }
        var objects: [JSONValue] = []
        switch root.kind {
        case .array(let items): objects = items
        case .object: objects = [root]
        default: throw fail(root, .wrongType, "expected a chart object or an array of them, found \(root.typeName)")
        }
        if objects.isEmpty { throw fail(root, .empty, "the array holds no chart") }
        var sets: [SeriesSet] = []
        for obj in objects {
            do throws(SeriesError) {
                sets.append(try chart(obj, fail))
            } catch {
                throw error.file == nil ? error.inFile(file ?? "") : error
            }
        }
        return sets
    }

    private typealias Fail = (JSONValue, SeriesError.Kind, String, String?, Int?) -> SeriesError

    private static func chart(_ obj: JSONValue, _ fail: Fail) throws(SeriesError) -> SeriesSet {
        guard case .object = obj.kind else { throw fail(obj, .wrongType, "expected a chart object, found \(obj.typeName)", nil, nil) }
        guard let cols = obj["columns"], case .array(let columns) = cols.kind else {
            throw fail(obj, .missingColumn, "the chart has no \"columns\" array", nil, nil)
        }
        let types = strings(obj["types"]), names = strings(obj["names"]), colors = strings(obj["colors"])
        var x: XValues?
        var series: [Series] = []
        for col in columns {
            guard case .array(let items) = col.kind, let head = items.first else {
                throw fail(col, .malformed, "a column must be a non-empty array [label, values...]", nil, nil)
            }
            guard case .string(let label) = head.kind else {
                throw fail(head, .malformed, "a column's first element must be its label, found \(head.typeName)", nil, nil)
            }
            let type = types[label] ?? (label == "x" ? "x" : nil)
            if type == "x" {
                // Integer timestamps (the contest files) stay exact as Int64; the first
                // fractional value switches the column to Double.
                var v = [Int64](); v.reserveCapacity(items.count - 1)
                var d: [Double]?
                for (k, item) in items.dropFirst().enumerated() {
                    switch item.kind {
                    case .integer(let t) where d == nil: v.append(t)
                    case .number(let f) where d == nil && f == f.rounded() && abs(f) < 9.2e18: v.append(Int64(f))
                    default:
                        guard let f = item.doubleValue else {
                            throw fail(item, .wrongType, "expected a numeric x, found \(item.typeName)", label, k)
                        }
                        if d == nil { d = v.map { Double($0) } }
                        d!.append(f)
                    }
                }
                x = d.map { .double(Column($0)) } ?? .int64(Column(v))
                continue
            }
            guard let type else { throw fail(col, .malformed, "no entry in \"types\" for this column", label, nil) }
            guard let kind = SeriesKind(rawValue: type) else {
                throw fail(col, .unsupportedFormat, "unknown type \"\(type)\" (expected line, bar or area)", label, nil)
            }
            var v = [Double](); v.reserveCapacity(items.count - 1)
            for (k, item) in items.dropFirst().enumerated() {
                if case .null = item.kind { v.append(.nan); continue }    // a gap
                guard let d = item.doubleValue else {
                    throw fail(item, .wrongType, "expected a number, found \(item.typeName)", label, k)
                }
                v.append(d)
            }
            var color: Color?
            if let hex = colors[label] {
                guard let c = Color(hex: hex) else { throw fail(col, .malformed, "bad colour \"\(hex)\"", label, nil) }
                color = c
            }
            series.append(Series(id: label, name: names[label], color: color, kind: kind, y: .double(Column(v))))
        }
        guard let x else { throw fail(obj, .missingColumn, "the chart has no \"x\" column", nil, nil) }
        var set: SeriesSet
        do throws(SeriesError) {
            set = try SeriesSet(x: x, series: series)
        } catch {
            throw fail(obj, error.kind, error.message, error.series, error.index)
        }
        if let t = obj["title"], case .string(let s) = t.kind { set.title = s }
        set.yScaled = flag(obj["y_scaled"]); set.stacked = flag(obj["stacked"]); set.percentage = flag(obj["percentage"])
        return set
    }

    private static func strings(_ v: JSONValue?) -> [String: String] {
        guard let v, case .object(let m) = v.kind else { return [:] }
        var out: [String: String] = [:]
        for (k, e) in m { if case .string(let s) = e.kind { out[k] = s } }
        return out
    }

    private static func flag(_ v: JSONValue?) -> Bool {
        if let v, case .bool(let b) = v.kind { return b }
        return false
    }
}
