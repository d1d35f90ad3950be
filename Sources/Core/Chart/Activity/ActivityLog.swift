/// One recorded activity (a run, a ride): when it started and how far, how long and how
/// much climbing.
///
/// ```swift
/// let logs = try ActivityLog.read(Array(csv.utf8), file: "runs.csv")   // see `read`
/// let weeks = ActivityWeeks(logs, endingAt: KindDate.parse("2026-11-24")!)
/// ```
public struct ActivityLog: Sendable, Equatable {
    /// Start time, Unix seconds (UTC).
    public var start: Int64
    /// Distance in metres.
    public var distance: Double
    /// Moving time in seconds.
    public var duration: Double
    /// Elevation gain in metres.
    public var elevation: Double

    /// A log from its fields.
    public init(start: Int64, distance: Double, duration: Double, elevation: Double = 0) {
        self.start = start; self.distance = distance; self.duration = duration; self.elevation = elevation
    }

    /// Logs from CSV (header `date,distance,duration,elevation`, any order, elevation
    /// optional) or JSON (an array of objects with those keys). `date` is an ISO 8601
    /// date or date-time (see `KindDate.parse`; times without a zone are read at
    /// `utcOffset` seconds east of UTC) or Unix seconds; distance in metres, duration in
    /// seconds or `h:mm:ss`, elevation in metres.
    /// - Throws: `SeriesError` naming the file, line and field of a missing, unreadable,
    ///   negative or non-finite value.
    /// - Complexity: O(bytes).
    public static func read(_ bytes: [UInt8], file: String? = nil, utcOffset: Int64 = 0) throws(SeriesError) -> [ActivityLog] {
        try KindRecords.read(bytes, file: file).map { row throws(SeriesError) in
            func fail(_ what: String) -> SeriesError {
                SeriesError(.malformed, what, file: file, line: row.line, index: row.index)
            }
            guard let d = row.fields["date"] else { throw fail("missing field \"date\"") }
            let start: Int64?
            switch d {
            case .number(let v): start = v.isFinite && abs(v) < 1e15 ? Int64(v) : nil
            case .text(let s): start = KindDate.parse(s, utcOffset: utcOffset)
            }
            guard let start else { throw fail("unreadable date \(d)") }
            func value(_ key: String, required: Bool) throws(SeriesError) -> Double {
                switch row.fields[key] {
                case nil: if required { throw fail("missing field \"\(key)\"") }; return 0
                case .number(let v)?:
                    guard v.isFinite, v >= 0 else { throw fail("\(key) \(v) is not a finite value ≥ 0") }
                    return v
                case .text(let s)?:
                    if key == "duration", let v = hms(s) { return v }
                    if s.isEmpty && !required { return 0 }
                    throw fail("\(key) \"\(s)\" is not a number")
                }
            }
            return ActivityLog(start: start, distance: try value("distance", required: true),
                               duration: try value("duration", required: true),
                               elevation: try value("elevation", required: false))
        }
    }

    /// `h:mm:ss` or `m:ss` → seconds.
    static func hms(_ s: String) -> Double? {
        let parts = s.split(separator: ":").map { Double($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        return parts.reduce(0) { $0 * 60 + $1! }
    }
}
