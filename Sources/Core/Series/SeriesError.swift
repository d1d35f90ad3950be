/// What went wrong while loading or validating series data, and where.
///
/// Every loader throws this type; `description` reads as one line such as
/// `chart_data.json:1:5031: column "y0" index 17: expected a number, found "abc"`.
public struct SeriesError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The kind of problem, for callers that branch on it.
    public enum Kind: String, Sendable {
        case io, empty, malformed, truncated, unsupportedFormat, wrongType
        case lengthMismatch, notAscending, nonFinite, missingColumn
    }

    public var kind: Kind
    /// The file (its last path component), when the data came from one.
    public var file: String?
    /// 1-based line and column in a text file, when known.
    public var line: Int?, column: Int?
    /// The data column (series name), when known.
    public var series: String?
    /// The index of the offending value inside its column, when known.
    public var index: Int?
    /// What was wrong, in words.
    public var message: String

    public init(_ kind: Kind, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
                series: String? = nil, index: Int? = nil) {
        self.kind = kind; self.message = message; self.file = file
        self.line = line; self.column = column; self.series = series; self.index = index
    }

    public var description: String {
        var s = file ?? ""
        if let line { s += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        var parts: [String] = s.isEmpty ? [] : [s]
        var what = ""
        if let series { what += "column \"\(series)\"" }
        if let index { what += (what.isEmpty ? "" : " ") + "index \(index)" }
        if !what.isEmpty { parts.append(what) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }

    /// The same error attributed to `file` (loaders add the file name on the way out).
    func inFile(_ name: String) -> SeriesError {
        var e = self
        if e.file == nil { e.file = name }
        return e
    }
}
