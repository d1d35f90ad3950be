/// The records of one report: ours (chartbench: "ours" and its baselines, e.g. "naive")
/// and the peers' (other libraries, from a second file), grouped by suite and case.
///
/// A peer record joins our row when its suite and case name are ours exactly
/// ("decimate" / "minmax f32 n=1e8 T=1"); a peer case we did not run gets a row of its own.
public struct ResultSet: Sendable {
    /// chartbench's records, in file order.
    public let ours: [BenchResult]
    /// The peer libraries' records, in file order.
    public let peers: [BenchResult]

    /// One table row: a case with every implementation's record.
    public struct Row: Sendable, Equatable {
        /// The suite and case name every record of the row shares.
        public var suite: String
        public var `case`: String
        /// n and threads of the first record seen (ours, else the first peer's).
        public var n: Int
        public var threads: Int
        /// The record of impl "ours", if the case was run by chartbench.
        public var ours: BenchResult?
        /// chartbench's other implementations of the case (naive twin, scan, read, ...).
        public var baselines: [BenchResult]
        /// The peers' records of the case.
        public var peers: [BenchResult]
    }

    /// The records of one report. - Throws: `ReportError.empty` when neither list has a record.
    public init(ours: [BenchResult], peers: [BenchResult] = []) throws(ReportError) {
        guard !(ours.isEmpty && peers.isEmpty) else { throw .empty }
        self.ours = ours
        self.peers = peers
    }

    /// Suite names in order of first appearance (ours first, then peer-only suites).
    public var suites: [String] { Self.unique((ours + peers).map(\.suite)) }

    /// The rows of `suite`: our cases in run order, then cases only the peers ran.
    /// - Complexity: O(records).
    public func rows(suite: String) -> [Row] {
        var rows: [Row] = []
        var index: [String: Int] = [:]
        func slot(_ r: BenchResult) -> Int {
            if let i = index[r.case] { return i }
            rows.append(Row(suite: suite, case: r.case, n: r.n, threads: r.threads, ours: nil, baselines: [], peers: []))
            index[r.case] = rows.count - 1
            return rows.count - 1
        }
        for r in ours where r.suite == suite {
            let i = slot(r)
            if r.impl == "ours" { rows[i].ours = r } else { rows[i].baselines.append(r) }
        }
        for r in peers where r.suite == suite { rows[slot(r)].peers.append(r) }
        return rows
    }

    /// chartbench's non-"ours" implementation names in `suite`: "naive" first (the twin
    /// every kernel has), then the others in order of appearance.
    public func baselineImpls(suite: String) -> [String] {
        let impls = Self.unique(ours.filter { $0.suite == suite && $0.impl != "ours" }.map(\.impl))
        return impls.filter { $0 == "naive" } + impls.filter { $0 != "naive" }
    }

    /// The peers' implementation names in `suite`, in order of appearance.
    public func peerImpls(suite: String) -> [String] {
        Self.unique(peers.filter { $0.suite == suite }.map(\.impl))
    }

    static func unique(_ xs: [String]) -> [String] {
        var seen = Set<String>()
        return xs.filter { seen.insert($0).inserted }
    }
}
