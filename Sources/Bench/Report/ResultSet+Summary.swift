import Foundation

/// The report's first table: one row per suite and other implementation, with the
/// geometric mean and the range of the ratios other / ours over the cases both ran.
extension ResultSet {
    /// ```
    /// | suite    | vs           | cases | geometric mean | lowest | highest |
    /// | decimate | naive        |    16 |          13.2x |  2.31x |   43.1x |
    /// | decimate | tsdownsample |    32 |          1.45x |  0.67x |   4.26x |
    /// ```
    /// The geometric mean is the ratio's typical value when the cases differ by orders
    /// of magnitude (a mean of ratios would be led by the largest). Medians are compared.
    /// - Complexity: O(records).
    public func summaryTable() -> ReportTable {
        var t = ReportTable(headers: ["suite", "vs", "cases", "geometric mean", "lowest", "highest"])
        for suite in suites {
            let rows = rows(suite: suite)
            for (impl, isPeer) in baselineImpls(suite: suite).map({ ($0, false) }) + peerImpls(suite: suite).map({ ($0, true) }) {
                let ratios = rows.compactMap { row -> Double? in
                    guard let o = row.ours, o.median_ns > 0,
                          let r = (isPeer ? row.peers : row.baselines).first(where: { $0.impl == impl }), r.median_ns > 0
                    else { return nil }
                    return r.median_ns / o.median_ns
                }
                guard let lo = ratios.min(), let hi = ratios.max() else { continue }
                let geo = exp(ratios.reduce(0) { $0 + log($1) } / Double(ratios.count))
                t.rows.append([suite, impl + (isPeer ? " (peer)" : ""), String(ratios.count),
                               TimeFormat.ratio(geo), TimeFormat.ratio(lo), TimeFormat.ratio(hi)])
            }
        }
        return t
    }
}
