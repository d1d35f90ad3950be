/// The per-suite tables of the report.
extension ResultSet {
    /// One table for `suite`: case, n, threads, ours median / min / p90, then for each
    /// baseline (naive, scan, ...) and each peer library its median and the ratio
    /// other / ours (above 1: ours is faster).
    ///
    /// ```
    /// | case                 |   n | T |  median |     min |     p90 |   naive | ratio | tsdownsample | ratio |
    /// | minmax f32 n=1e8 T=1 | 1e8 | 1 | 21.4 ms | 20.3 ms | 23.0 ms |  220 ms | 10.3x |      18.0 ms | 0.84x |
    /// ```
    /// - Complexity: O(records).
    public func table(suite: String) -> ReportTable {
        let others = baselineImpls(suite: suite).map { ($0, false) } + peerImpls(suite: suite).map { ($0, true) }
        var t = ReportTable(headers: ["case", "n", "T", "ours median", "min", "p90"])
        for (impl, _) in others { t.headers += [impl, "ratio"] }
        for row in rows(suite: suite) {
            var cells = [row.case, TimeFormat.count(row.n), String(row.threads)]
            if let o = row.ours {
                cells += [TimeFormat.ns(o.median_ns), TimeFormat.ns(o.min_ns), o.p90_ns.map(TimeFormat.ns) ?? "—"]
            } else {
                cells += ["—", "—", "—"]
            }
            for (impl, isPeer) in others {
                guard let r = (isPeer ? row.peers : row.baselines).first(where: { $0.impl == impl }) else {
                    cells += ["", ""]
                    continue
                }
                cells.append(TimeFormat.ns(r.median_ns))
                cells.append(row.ours.map { $0.median_ns > 0 ? TimeFormat.ratio(r.median_ns / $0.median_ns) : "—" } ?? "—")
            }
            t.rows.append(cells)
        }
        return t
    }
}
