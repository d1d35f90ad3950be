import BenchReport
import Foundation

/// `chartbench report RESULTS.json [PEERS.json] -o DIR`: the tables and plots of
/// Benchmarks.md from `bench --json` records and the peers' records (scripts/peers.py).
enum ReportCommand {
    static let usage = """
        usage: chartbench report RESULTS.json [PEERS.json] -o DIR [--appendix FILE]
          Writes DIR/report.md (one table per suite: case, n, threads, ours median / min / p90,
          each baseline and peer with its ratio other / ours; the memory read rate and each
          scan kernel's share of it) and the PNG plots it embeds, drawn by ChartCore.
          RESULTS.json  records of `chartbench bench --json`
          PEERS.json    records of the peer libraries (`scripts/peers.py`), same schema
          --appendix F  markdown appended verbatim (e.g. the fidelity printout)
        """

    static func run(_ args: [String]) throws {
        var a = try Arguments(args, valued: ["-o", "--appendix"])
        if a.wantsHelp { print(usage); return }
        let dir = a.string("-o")
        let appendixPath = a.string("--appendix")
        try a.finish()
        guard let dir, (1...2).contains(a.positionals.count) else { throw CLIError(usage) }
        let ours = try BenchResult.load(a.positionals[0])
        let peers = a.positionals.count > 1 ? try BenchResult.load(a.positionals[1]) : []
        var appendix: String?
        if let appendixPath {
            guard let text = try? String(contentsOfFile: appendixPath, encoding: .utf8) else {
                throw CLIError("cannot read \(appendixPath)")
            }
            appendix = text
        }
        let set = try ResultSet(ours: ours, peers: peers)
        let files = try Report.write(set, to: dir, sources: a.positionals, appendix: appendix)
        for f in files { print("wrote \(f)") }
    }
}
