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
        if full, let reason = fullSkipReason(available: availableMemory()) {
            print(reason)
            full = false
        }
        let cases = Suites.all().filter { c in
            (full || !c.fullOnly)
                && (filter.map { "\(c.suite)/\(c.name)".contains($0) } ?? true)
                && (threads.map { c.threads == $0 } ?? true)
        }
        if list {
            for line in listing() { print(line) }
            return
        }
        if cases.isEmpty {
            throw CLIError(fullAsked && !full ? "no case matches without the 1e9-point cases" : "no case matches")
        }
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

    /// Memory the 1e9-point cases need: the largest holds 4 GB of Float, 8 GB of Int64 x
    /// and the tree (`decimate/pixel m4 tree f32 n=1e9`).
    static let fullNeeds = 12 << 30

    /// Why `--full` must drop the 1e9-point cases with `available` bytes free (nil: it
    /// need not, or the amount is unknown).
    static func fullSkipReason(available: Int?) -> String? {
        guard let free = available, free < fullNeeds else { return nil }
        return "--full: only \(free >> 30) GiB of memory available, \(fullNeeds >> 30) GiB needed for the 1e9-point cases: skipping them"
    }

    /// The lines of `--list`: every case's "suite/name", "  (--full)" after the 1e9 ones.
    static func listing() -> [String] {
        Suites.all().map { "\($0.suite)/\($0.name)\($0.fullOnly ? ProfileCommand.fullMarker : "")" }
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
        let c = try lookup(name)
        let variants = try c.prepare()
        guard let v = impl.map({ i in variants.first { $0.impl == i } }) ?? variants.first else {
            throw CLIError("case '\(name)' has no implementation '\(impl ?? "")'")
        }
        let start = now()
        let calls = profileLoop(v, iterations: iterations, seconds: seconds)
        let total = Double(now() - start)
        let perOp = calls > 0 ? formatNs(total / Double(calls * v.opsPerCall)) : "—"
        print("\(c.suite)/\(c.name) [\(v.impl)]: \(calls) calls, \(perOp) per op")
    }
}

extension ProfileCommand {
    /// The profiled loop, in a function of its own so that profilers can keep to it and
    /// leave out the case's set-up (data generation, tree build): callgrind with
    /// `--collect-atstart=no --toggle-collect='*profileLoop*'`, perf report with
    /// `--parent=profileLoop -x` (scripts/profile.sh). Returns the number of calls.
    @inline(never)
    static func profileLoop(_ v: Variant, iterations: Int?, seconds: Double) -> Int {
        let start = now()
        var calls = 0
        while iterations.map({ calls < $0 }) ?? (Double(now() - start) < seconds * 1e9) {
            blackHole(v.body())
            calls += 1
        }
        return calls
    }

    /// What `bench --list` prints after a `--full` case's name.
    static let fullMarker = "  (--full)"

    /// The case named `name` ("suite/name" as `bench --list` prints it; a pasted line
    /// with its "  (--full)" marker is accepted too).
    static func lookup(_ name: String) throws(CLIError) -> BenchCase {
        let bare = name.hasSuffix(fullMarker) ? String(name.dropLast(fullMarker.count)) : name
        guard let c = Suites.all().first(where: { "\($0.suite)/\($0.name)" == bare }) else {
            throw CLIError("no case named '\(bare)'; see `chartbench bench --list`")
        }
        return c
    }
}

/// Bytes of memory this process can still use: MemAvailable from /proc/meminfo, lowered
/// to the cgroup v2 limit's headroom (memory.max − memory.current) inside a container,
/// whose /proc/meminfo shows the host's. nil where neither file exists.
func availableMemory() -> Int? {
    func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
    var free: Int?
    if let text = read("/proc/meminfo"),
       let line = text.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
       let kb = Int(line.split(separator: " ").dropFirst().first ?? "") {
        free = kb * 1024
    }
    if let max = read("/sys/fs/cgroup/memory.max").flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }),
       let used = read("/sys/fs/cgroup/memory.current").flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) {
        free = min(free ?? .max, Swift.max(0, max - used))
    }
    return free
}

func refuseIfChecked() throws {
    #if CHARTCORE_INTERNAL_CHECKS
    throw CLIError("built with CHARTCORE_INTERNAL_CHECKS: timings would be meaningless")
    #endif
}
