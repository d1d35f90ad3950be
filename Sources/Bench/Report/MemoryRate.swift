/// The memory read rate measured in the same run (suite `memory`: a SIMD min+max read of
/// a Float array far larger than the caches) and each scan kernel's fraction of it.
///
/// A scan kernel reads its whole input once, so its rate is n × element size / time,
/// and the read rate at the same thread count is its ceiling. Scan kernels are the
/// `decimate` cases except the pixel-column ones (O(w log n), they do not read the data)
/// and the `build` cases, with n ≥ 1e8 (data far beyond the last-level cache), run as
/// "ours". The element size comes from the case name's `f32` / `f64` token.
public struct MemoryRate: Sendable {
    /// Bytes per nanosecond (= GB/s) of the `memory` suite's "ours" read, by thread count
    /// (median time; `bestByThreads` uses the minimum).
    public let byThreads: [Int: Double]
    public let bestByThreads: [Int: Double]

    /// The read rates of `results`; empty dictionaries without a `memory` suite.
    public init(_ results: ResultSet) {
        var med: [Int: Double] = [:], best: [Int: Double] = [:]
        for r in results.ours where r.suite == "memory" && r.impl == "ours" {
            guard let bytes = Self.bytes(of: r), r.median_ns > 0, r.min_ns > 0 else { continue }
            med[r.threads] = bytes / r.median_ns
            best[r.threads] = bytes / r.min_ns
        }
        byThreads = med
        bestByThreads = best
    }

    /// n × element size for a case whose name holds `f32` or `f64`, else nil.
    static func bytes(of r: BenchResult) -> Double? {
        let words = r.case.split(separator: " ")
        let size: Double? = words.contains("f32") ? 4 : words.contains("f64") ? 8 : nil
        return size.map { $0 * Double(r.n) }
    }

    /// Whether `r` is a scan kernel measured beyond the caches (see the type's comment).
    static func isScan(_ r: BenchResult) -> Bool {
        r.impl == "ours" && r.n >= 100_000_000 && bytes(of: r) != nil
            && (r.suite == "build" || (r.suite == "decimate" && !r.case.hasPrefix("pixel")))
    }

    /// The read-rate table: one row per thread count of the `memory` suite, then one per
    /// scan kernel with its rate and its fraction of the read rate at its thread count
    /// (median over median, and min over min). Empty rows without a `memory` suite.
    /// - Complexity: O(records).
    public func table(_ results: ResultSet) -> ReportTable {
        var t = ReportTable(headers: ["case", "T", "median", "GB/s", "of read rate", "min", "GB/s (min)", "of read rate (min)"])
        for r in results.ours where r.suite == "memory" && r.impl == "ours" && byThreads[r.threads] != nil {
            t.rows.append(["memory read (\(r.case))", String(r.threads), TimeFormat.ns(r.median_ns),
                           Self.rate(byThreads[r.threads]!), "100%", TimeFormat.ns(r.min_ns),
                           Self.rate(bestByThreads[r.threads]!), "100%"])
        }
        for r in results.ours where Self.isScan(r) {
            guard let read = byThreads[r.threads], let best = bestByThreads[r.threads],
                  let bytes = Self.bytes(of: r), r.median_ns > 0, r.min_ns > 0 else { continue }
            let rate = bytes / r.median_ns, rateMin = bytes / r.min_ns
            t.rows.append(["\(r.suite)/\(r.case)", String(r.threads), TimeFormat.ns(r.median_ns), Self.rate(rate),
                           Self.percent(rate / read), TimeFormat.ns(r.min_ns), Self.rate(rateMin),
                           Self.percent(rateMin / best)])
        }
        return t
    }

    /// Each scan kernel's fraction of the read rate, min over min, for the bar plot: on a
    /// shared machine neighbours only ever add time, so the minima are the steadiest pair
    /// (the medians are in the table).
    func fractions(_ results: ResultSet) -> [(label: String, fraction: Double)] {
        results.ours.filter(Self.isScan).compactMap { r in
            guard let read = bestByThreads[r.threads], let bytes = Self.bytes(of: r), r.min_ns > 0 else { return nil }
            return ("\(r.suite)/\(r.case)", bytes / r.min_ns / read)
        }
    }

    static func rate(_ bytesPerNs: Double) -> String { String(format: "%.1f", bytesPerNs) }
    static func percent(_ f: Double) -> String { String(format: "%.0f%%", 100 * f) }
}
