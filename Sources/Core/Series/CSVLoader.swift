/// CSV with a header row: the first column is time (integers become an `Int64` x column,
/// decimals a `Double` one), every other column a `Double` series named by its header.
///
/// ```
/// time,temperature,humidity
/// 1700000000000,21.5,40
/// 1700000060000,,41        ← an empty cell (or nan) is a gap: NaN
/// ```
///
/// Separators are commas; header names may be quoted; `\r\n` line ends are accepted;
/// blank lines at the end are ignored.
public enum CSVLoader {
    /// Reads a CSV file into one set of series.
    /// - Throws: `SeriesError` with the file, line and column: `.empty`, `.malformed`
    ///   (a row with another number of cells, an unreadable number), `.notAscending`.
    /// - Complexity: O(file size).
    public static func load(path: String) throws(SeriesError) -> SeriesSet {
        let file = try MappedFile(path: path)
        defer { withExtendedLifetime(file) {} }    // `bytes` does not keep `file` alive
        do throws(SeriesError) {
            return try parse(file.bytes)
        } catch {
            throw error.inFile(file.name)
        }
    }

    /// Parses CSV text. - Complexity: O(bytes).
    public static func parse(_ bytes: UnsafeRawBufferPointer) throws(SeriesError) -> SeriesSet {
        var lines: [(number: Int, cells: [Substring])] = []
        // Split on the bytes: as Characters, "\r\n" is one grapheme and never equals "\n".
        for (k, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = raw.last == 0x0D ? raw.dropLast() : raw
            if line.allSatisfy({ $0 == 0x20 }) { continue }
            let text = Substring(String(decoding: line, as: UTF8.self))
            lines.append((k + 1, text.split(separator: ",", omittingEmptySubsequences: false)))
        }
        guard let header = lines.first else { throw SeriesError(.empty, "the file holds no header row") }
        guard header.cells.count >= 2 else {
            throw SeriesError(.malformed, "the header needs a time column and at least one value column", line: header.number)
        }
        let names = header.cells.map { c -> String in
            let t = c.trimmingCharacters(in: .whitespaces)
            return t.count >= 2 && t.hasPrefix("\"") && t.hasSuffix("\"") ? String(t.dropFirst().dropLast()) : t
        }
        let rows = lines.dropFirst()
        var xi: [Int64] = [], xd: [Double] = [], integerTime = true
        var ys = [[Double]](repeating: [], count: names.count - 1)
        for r in ys.indices { ys[r].reserveCapacity(rows.count) }
        for (row, line) in rows.enumerated() {
            guard line.cells.count == names.count else {
                throw SeriesError(.malformed, "has \(line.cells.count) cells, the header has \(names.count)", line: line.number)
            }
            let t = line.cells[0].trimmingCharacters(in: .whitespaces)
            if integerTime, let v = Int64(t) {
                xi.append(v); xd.append(Double(v))
            } else if let v = Double(t), v.isFinite {
                integerTime = false; xd.append(v)
            } else {
                throw SeriesError(.malformed, "time '\(t)' is not a finite number", line: line.number, column: 1,
                                  series: names[0], index: row)
            }
            for c in 1..<names.count {
                let s = line.cells[c].trimmingCharacters(in: .whitespaces)
                if s.isEmpty || s.lowercased() == "nan" { ys[c - 1].append(.nan); continue }
                guard let v = Double(s) else {
                    throw SeriesError(.malformed, "'\(s)' is not a number", line: line.number, column: c + 1,
                                      series: names[c], index: row)
                }
                ys[c - 1].append(v)
            }
        }
        let x: XValues = integerTime ? .int64(Column(xi)) : .double(Column(xd))
        let series = (1..<names.count).map { Series(id: names[$0], y: .double(Column(ys[$0 - 1]))) }
        do throws(SeriesError) {
            return try SeriesSet(x: x, series: series)
        } catch {
            var e = error
            if let i = e.index { e.line = rows[rows.startIndex + i].number }
            throw e
        }
    }
}
