import BenchReport
import Foundation

/// `chartbench report RESULTS.json [PEERS.json] -o DIR`: the tables and plots of
/// Benchmarks.md from `bench --json` records and the peers' records (scripts/peers.py).
enum ReportCommand {
    static let usage = """
        usage: chartbench report RESULTS.json [PEERS.json] -o DIR [--appendix FILE] [--embed DOC]
          Writes DIR/report.md (one table per suite: case, n, threads, ours median / min / p90,
          each baseline and peer with its ratio other / ours; the memory read rate and each
          scan kernel's share of it) and the PNG plots it embeds, drawn by ChartCore.
          RESULTS.json  records of `chartbench bench --json`
          PEERS.json    records of the peer libraries (`scripts/peers.py`), same schema
          --appendix F  markdown appended verbatim (e.g. the fidelity printout)
          --embed DOC   also put the report into DOC (e.g. Benchmarks.md) between its
                        report markers (appended when DOC has none), headings one level
                        down, images linked relative to DOC
        """

    static func run(_ args: [String]) throws {
        var a = try Arguments(args, valued: ["-o", "--appendix", "--embed"])
        if a.wantsHelp { print(usage); return }
        let dir = a.string("-o")
        let appendixPath = a.string("--appendix")
        let embedPath = a.string("--embed")
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
        let plots = try set.plots()
        let files = try Report.write(set, plots: plots, to: dir, sources: a.positionals, appendix: appendix)
        for f in files { print("wrote \(f)") }
        if let embedPath {
            guard let doc = try? String(contentsOfFile: embedPath, encoding: .utf8) else {
                throw CLIError("cannot read \(embedPath)")
            }
            let section = Report.section(set, plots: plots, sources: a.positionals.map { ($0 as NSString).lastPathComponent },
                                         imagePrefix: Report.relativePrefix(from: embedPath, to: dir), appendix: appendix)
            let updated = try Report.embed(section, into: doc, name: embedPath)
            guard FileManager.default.createFile(atPath: embedPath, contents: Data(updated.utf8)) else {
                throw CLIError("cannot write \(embedPath)")
            }
            print("updated \(embedPath)")
        }
    }
}
