import Foundation

/// One timing record: a case of a suite run by one implementation. The schema that
/// `chartbench bench --json` writes and `scripts/peers.py` emits for the peer libraries,
/// so that ours and theirs can share a table.
///
/// ```json
/// {"suite": "decimate", "case": "minmax f32 n=1e8 T=1", "n": 100000000, "impl": "ours",
///  "threads": 1, "median_ns": 2.1e7, "min_ns": 2.0e7, "p90_ns": 2.3e7}
/// ```
///
/// Times are nanoseconds per operation. `p90_ns` may be absent (peer scripts that only
/// kept the median and the minimum).
///
/// Property names are the JSON keys, so that the type reads as the schema it is.
public struct BenchResult: Codable, Sendable, Equatable {
    /// The suite (`memory`, `range`, `decimate`, `raster-svg`, ...).
    public var suite: String
    /// The case's stable name inside its suite, with `n=…` and `T=…` tokens where they apply.
    public var `case`: String
    /// The input size (points, vertices; 1 where it does not apply).
    public var n: Int
    /// "ours", one of chartbench's baselines ("naive", "scan", ...) or a peer library.
    public var impl: String
    /// Threads the implementation was allowed.
    public var threads: Int
    /// Median, minimum and 90th percentile of the timed calls, nanoseconds per operation.
    public var median_ns: Double
    public var min_ns: Double
    public var p90_ns: Double?

    public init(suite: String, case: String, n: Int, impl: String, threads: Int,
                median_ns: Double, min_ns: Double, p90_ns: Double? = nil) {
        self.suite = suite; self.case = `case`; self.n = n; self.impl = impl
        self.threads = threads; self.median_ns = median_ns; self.min_ns = min_ns; self.p90_ns = p90_ns
    }

    /// Reads an array of records from a JSON file.
    /// - Throws: `ReportError.unreadable` or `.malformed` naming the file.
    /// - Complexity: O(file size).
    public static func load(_ path: String) throws(ReportError) -> [BenchResult] {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        let records: [BenchResult]
        do { records = try JSONDecoder().decode([BenchResult].self, from: data) } catch {
            throw .malformed(path, "\(error)")
        }
        for r in records where !(r.median_ns.isFinite && r.min_ns.isFinite && r.median_ns >= 0 && r.min_ns >= 0) {
            throw .malformed(path, "case '\(r.suite)/\(r.case)' [\(r.impl)] has a time that is not a finite non-negative number")
        }
        return records
    }

    /// The case name without its size (`n=…`, or a bare `1e6`) and `T=…` tokens: the line a
    /// case belongs to when time is drawn against n ("minmax f32 n=1e8 T=1" → "minmax f32").
    public var family: String { Self.family(of: `case`, dropThreads: true) }

    /// The case name without its `n=…` token ("minmax f32 n=1e8 T=1" → "minmax f32 T=1").
    public var familyWithThreads: String { Self.family(of: `case`, dropThreads: false) }

    static func family(of name: String, dropThreads: Bool) -> String {
        name.split(separator: " ").filter { w in
            !w.hasPrefix("n=") && !isSizeLabel(w) && !(dropThreads && w.hasPrefix("T="))
        }.joined(separator: " ")
    }

    /// A bare size such as "1e6" or "2.5e7" ("4 walks x 1e6 T=1" names its n this way).
    static func isSizeLabel(_ w: Substring) -> Bool {
        w.wholeMatch(of: /[0-9]+(\.[0-9]+)?e[0-9]+/) != nil
    }
}

/// Why a report could not be made.
public enum ReportError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case malformed(String, String)
    case empty
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .unreadable(let p): "cannot read \(p)"
        case .malformed(let p, let why): "\(p): not a list of bench records: \(why)"
        case .empty: "no records to report"
        case .cannotWrite(let p): "cannot write \(p)"
        }
    }
}
