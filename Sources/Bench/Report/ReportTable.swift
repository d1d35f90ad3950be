/// A table of the report: a header row and rows of cells, printed as GitHub markdown.
public struct ReportTable: Sendable, Equatable {
    /// Column titles.
    public var headers: [String]
    /// Rows of cells, in header order (a short row is padded with empty cells).
    public var rows: [[String]]

    /// A table with these columns and rows.
    public init(headers: [String], rows: [[String]] = []) {
        self.headers = headers
        self.rows = rows
    }

    /// The cell in the row whose first cell is `firstCell`, under `header`; nil if either
    /// is missing. - Complexity: O(rows + columns).
    public func cell(row firstCell: String, column header: String) -> String? {
        guard let c = headers.firstIndex(of: header),
              let r = rows.first(where: { $0.first == firstCell }), c < r.count else { return nil }
        return r[c]
    }

    /// The table as markdown, columns padded to their widest cell (so that the raw file
    /// reads as a table too); the first column left-aligned, the others right-aligned.
    /// - Complexity: O(cells).
    public var markdown: String {
        let cols = headers.count
        let all = [headers] + rows.map { r in (0..<cols).map { $0 < r.count ? Self.escape(r[$0]) : "" } }
        let widths = (0..<cols).map { c in all.map { $0[c].count }.max() ?? 1 }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { c, s in
                let pad = String(repeating: " ", count: widths[c] - s.count)
                return c == 0 ? s + pad : pad + s
            }.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.enumerated().map { c, w in
            c == 0 ? ":" + String(repeating: "-", count: w + 1) : String(repeating: "-", count: w + 1) + ":"
        }.joined(separator: "|") + "|"
        return ([line(all[0]), rule] + all.dropFirst().map(line)).joined(separator: "\n") + "\n"
    }

    static func escape(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
}
