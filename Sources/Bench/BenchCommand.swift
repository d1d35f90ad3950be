import ChartCore
import Foundation

/// `chartbench bench`: runs the registered suites, ours beside the naive twin, and prints
/// a table with ratios (and JSON records with `--json`).
enum BenchCommand {
    static let usage = """
        usage: chartbench bench [--filter S] [--threads N] [--full] [--json FILE] [--list]
                                [--min-time SECONDS]
          --filter S    only cases whose "suite/name" contains S
          --threads N   only cases run with N threads
          --full        add the 1e9-point cases (needs ~8 GB free memory)
          --json FILE   write one record per case and implementation
          --list        print the case names (the names `chartbench profile` accepts)
        """

    static func run(_ args: [String]) throws {
        var a = try Arguments(args, valued: ["--filter", "--threads", "--json", "--min-time"])
        if a.wantsHelp { print(usage); return }
        let filter = a.string("--filter")
        let threads = try a.int("--threads")
        let fullAsked = a.flag("--full")
        let json = a.string("--json")
        let list = a.flag("--list")
        let minTime = try a.double("--min-time") ?? 0.25
        try a.finish()
        try refuseIfChecked()

        var full = fullAsked
        if full, let free = availableMemory(), free < 12 << 30 {
            print("--full: only \(free >> 30) GiB of memory available, 12 GiB needed for the 1e9-point cases: skipping them")
            full = false
        }
        let cases = Suites.all().filter { c in
            (full || !c.fullOnly)
                && (filter.map { "\(c.suite)/\(c.name)".contains($0) } ?? true)
                && (threads.map { c.threads == $0 } ?? true)
        }
        if list {
            for c in Suites.all() { print("\(c.suite)/\(c.name)\(c.fullOnly ? "  (--full)" : "")") }
            return
        }
        if cases.isEmpty { throw CLIError("no case matches") }
        var records: [BenchRecord] = []
        var lastSuite = ""
        for c in cases {
            if c.suite != lastSuite {
                print("\n## \(c.suite)\n")
                print(pad("case", 34), pad("impl", 8), pad("median", 11), pad("min", 11),
                      pad("p90", 11), "ratio")
                lastSuite = c.suite
            }
            let variants = try c.prepare()
            var ours: Timing?
            for v in variants {
                let t = measure(v, minTime: minTime)
                if ours == nil { ours = t }
                let ratio = ours.map { $0.median > 0 ? t.median / $0.median : 0 } ?? 1
                print(pad(c.name, 34), pad(v.impl, 8), pad(formatNs(t.median), 11),
                      pad(formatNs(t.min), 11), pad(formatNs(t.p90), 11),
                      v.impl == variants[0].impl ? "" : String(format: "%.1fx", ratio))
                records.append(BenchRecord(
                    suite: c.suite, case: c.name, n: c.n, impl: v.impl, threads: c.threads,
                    median_ns: t.median, min_ns: t.min, p90_ns: t.p90))
            }
        }
        if let json {
            let enc = JSONEncoder()
            enc.outputFormatting = [.prettyPrinted, .sortedKeys]
            try enc.encode(records).write(to: URL(fileURLWithPath: json))
            print("\nwrote \(records.count) records to \(json)")
        }
    }

    private static func pad(_ s: String, _ w: Int) -> String {
        s.count >= w ? s : s + String(repeating: " ", count: w - s.count)
    }
}

/// `chartbench profile CASE --seconds N | --iterations K`: loops one case's first
/// variant (ours) so that `perf record` or callgrind can sample it.
enum ProfileCommand {
    static let usage = """
        usage: chartbench profile CASE [--seconds N | --iterations K] [--impl NAME]
          CASE is a "suite/name" from `chartbench bench --list` (exact match).
          --seconds N     loop for N seconds (default 5): for perf record
          --iterations K  exactly K calls: for callgrind's repeatable instruction counts
          --impl NAME     profile that implementation instead of ours (e.g. naive)
        """

    static func run(_ args: [String]) throws {
        var a = try Arguments(args, valued: ["--seconds", "--iterations", "--impl"])
        if a.wantsHelp { print(usage); return }
        let seconds = try a.double("--seconds") ?? 5
        let iterations = try a.int("--iterations")
        let impl = a.string("--impl")
        try a.finish()
        try refuseIfChecked()
        guard let name = a.positionals.first else { throw CLIError(usage) }
        guard let c = Suites.all().first(where: { "\($0.suite)/\($0.name)" == name }) else {
            throw CLIError("no case named '\(name)'; see `chartbench bench --list`")
        }
        let variants = try c.prepare()
        guard let v = impl.map({ i in variants.first { $0.impl == i } }) ?? variants.first else {
            throw CLIError("case '\(name)' has no implementation '\(impl ?? "")'")
        }
        let start = now()
        var calls = 0
        while iterations.map({ calls < $0 }) ?? (Double(now() - start) < seconds * 1e9) {
            blackHole(v.body())
            calls += 1
        }
        let total = Double(now() - start)
        print("\(name) [\(v.impl)]: \(calls) calls, \(formatNs(total / Double(calls * v.opsPerCall))) per op")
    }
}

/// MemAvailable from /proc/meminfo in bytes (nil where there is no such file).
func availableMemory() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
          let line = text.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
          let kb = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
    return kb * 1024
}

func refuseIfChecked() throws {
    #if CHARTCORE_INTERNAL_CHECKS
    throw CLIError("built with CHARTCORE_INTERNAL_CHECKS: timings would be meaningless")
    #endif
}
