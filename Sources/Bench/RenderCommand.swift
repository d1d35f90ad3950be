import ChartCore
import Foundation

/// `chartbench render FILE --chart K ... -o OUT.png`: one chart frame from real data.
enum RenderCommand {
    static let usage = """
        usage: chartbench render FILE [--chart K] [--from DATE --to DATE] [--hide NAME,...] [--hover DATE]
                                 [--theme day|night] [--size WxH] [--zoom YYYY-MM-DD] [--pie] [--title TEXT]
                                 [--threads T] [--repeat R] -o OUT.png
          FILE: Telegram contest JSON (round 1 chart_data.json: --chart 1...5; round 2 overview.json).
          DATE: YYYY-MM-DD, YYYY-MM-DDTHH:MM (UTC) or UNIX milliseconds.
          --zoom loads the day file next to a round 2 overview (FILE's folder/YYYY-MM/DD.json);
          for a percentage chart (no day files) it shows that day's shares as a pie.
          Prints the frame time (median of R renders).
        """ + "\n" + RenderKindCommand.usage

    static func run(_ args: [String]) throws {
        if args.contains("--kind") { return try RenderKindCommand.run(args) }
        var a = try Arguments(args, valued: ["-o", "--chart", "--from", "--to", "--hide", "--hover", "--theme", "--size",
                                             "--zoom", "--title", "--threads", "--repeat"])
        if a.wantsHelp { print(usage); return }
        let chart = try a.int("--chart") ?? 1, threads = try a.int("--threads") ?? 1, repeats = try a.int("--repeat") ?? 1
        let out = a.string("-o"), title = a.string("--title"), zoom = a.string("--zoom")
        let (w, h) = try size(a.string("--size") ?? "1920x1080")
        var state = ChartState(theme: try theme(a.string("--theme") ?? "day"), pie: a.flag("--pie"))
        let from = try a.string("--from").map(parseDate), to = try a.string("--to").map(parseDate)
        state.hoverX = try a.string("--hover").map(parseDate)
        let hide = a.string("--hide").map { $0.split(separator: ",").map(String.init) } ?? []
        try a.finish()
        guard a.positionals.count == 1, let out else { throw CLIError(usage) }
        guard (1...64).contains(threads), (1...10_000).contains(repeats) else {
            throw CLIError("--threads must be in 1...64 and --repeat in 1...10000")
        }
        var path = a.positionals[0]
        var sets = try load(path)
        guard (1...sets.count).contains(chart) else { throw CLIError("\(path) holds \(sets.count) chart(s); --chart \(chart) is outside 1...\(sets.count)") }
        var set = sets[chart - 1]
        if let zoom {
            let day = try parseDate(zoom)
            if set.percentage {
                state.viewport = day...(day + 86_399_999); state.pie = true
            } else {
                path = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(
                    "\(zoom.prefix(7))/\(zoom.dropFirst(8).prefix(2)).json").path
                sets = try load(path)
                set = sets[0]
            }
        }
        if from != nil || to != nil { state.viewport = (from ?? -.greatestFiniteMagnitude)...(to ?? .greatestFiniteMagnitude) }
        for name in hide {
            guard let s = set.series.first(where: { $0.name == name || $0.id == name }) else {
                throw CLIError("--hide: no series named '\(name)' (have \(set.series.map(\.name).joined(separator: ", ")))")
            }
            state.hidden.insert(s.id)
        }
        let renderer = try ChartRenderer(data: ChartData(set, threads: threads), width: w, height: h, title: title, threads: threads)
        var times: [Double] = []
        var canvas = try renderer.render(state)
        for _ in 0..<repeats {
            let t0 = now()
            canvas = try renderer.render(state)
            times.append(Double(now() - t0))
        }
        print("\(path) chart \(chart): \(set.count) points x \(set.series.count) series, \(w)x\(h), "
              + "\(threads) thread\(threads == 1 ? "" : "s"): frame \(formatNs(times.sorted()[times.count / 2])) (median of \(repeats))")
        do { try Data(PNG.encode(canvas)).write(to: URL(fileURLWithPath: out)) } catch {
            throw CLIError("cannot write \(out): \(error.localizedDescription)")
        }
    }

    static func load(_ path: String) throws -> [SeriesSet] {
        do { return try TelegramLoader.load(path: path) } catch { throw CLIError("\(error)") }
    }

    static func size(_ s: String) throws(CLIError) -> (Int, Int) {
        let parts = s.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (1...16384).contains(parts[0]), (1...16384).contains(parts[1]) else {
            throw CLIError("--size expects WxH with sides in 1...16384, got '\(s)'")
        }
        return (parts[0], parts[1])
    }

    static func theme(_ s: String) throws(CLIError) -> ChartTheme {
        switch s {
        case "day": .day
        case "night": .night
        default: throw CLIError("--theme expects day or night, got '\(s)'")
        }
    }

    /// UNIX milliseconds of `YYYY-MM-DD[THH:MM]` (UTC) or of a plain number.
    static func parseDate(_ s: String) throws(CLIError) -> Double {
        if let v = Double(s), v.isFinite { return v }
        let f = s.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
        guard f.count == 3 || f.count == 5, f.allSatisfy({ $0 != nil }), let y = f[0], let m = f[1], let d = f[2],
              (1...12).contains(m), (1...31).contains(d), (-100_000...100_000).contains(y) else {
            throw CLIError("expected a date as YYYY-MM-DD, YYYY-MM-DDTHH:MM or milliseconds, got '\(s)'")
        }
        // Days from the civil date (H. Hinnant's days_from_civil).
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let days = era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
        let minutes = f.count == 5 ? (f[3]! * 60 + f[4]!) : 0
        return Double(days) * 86_400_000 + Double(minutes) * 60_000
    }
}
