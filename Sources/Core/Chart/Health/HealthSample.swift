/// One value of a Health-style series: a day (or an instant) and a measurement, such as
/// the steps walked on that day.
///
/// ```swift
/// let days = try HealthSample.read(Array("date,value\n2026-11-17,8123\n".utf8), file: "steps.csv")
/// ```
public struct HealthSample: Sendable, Equatable {
    /// When, Unix seconds (a day is its local midnight).
    public var date: Int64
    /// The measurement, in the chart's unit.
    public var value: Double

    /// A sample from its fields.
    public init(date: Int64, value: Double) { self.date = date; self.value = value }

    /// Samples from CSV (header `date,value`) or JSON (an array of `{"date", "value"}`
    /// objects), sorted by date (stable). Dates as in `KindDate.parse`, read at
    /// `utcOffset` seconds east of UTC when they carry no zone.
    /// - Throws: `SeriesError` naming the file and line of a missing or unreadable date,
    ///   or a missing or non-finite value.
    /// - Complexity: O(bytes + n log n).
    public static func read(_ bytes: [UInt8], file: String? = nil, utcOffset: Int64 = 0) throws(SeriesError) -> [HealthSample] {
        let rows = try KindRecords.read(bytes, file: file)
        var out: [HealthSample] = []
        out.reserveCapacity(rows.count)
        for row in rows {
            func fail(_ what: String) -> SeriesError { SeriesError(.malformed, what, file: file, line: row.line, index: row.index) }
            let date: Int64?
            switch row.fields["date"] {
            case nil: throw fail("missing field \"date\"")
            case .number(let v)?: date = v.isFinite && abs(v) < 1e15 ? Int64(v) : nil
            case .text(let s)?: date = KindDate.parse(s, utcOffset: utcOffset)
            }
            guard let date else { throw fail("unreadable date \(row.fields["date"]!)") }
            guard case .number(let v)? = row.fields["value"] else { throw fail("missing or non-numeric field \"value\"") }
            guard v.isFinite else { throw fail("value \(v) is not finite") }
            out.append(HealthSample(date: date, value: v))
        }
        return out.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }
}
