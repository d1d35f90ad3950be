import ChartCore
import Foundation

/// `chartbench render --kind K INPUT -o OUT.png`: the Health, activity, tree and ring
/// charts from a data file to PNG (or a numbered PNG sequence with `--animate N`).
enum RenderKindCommand {
    static let usage = """
        usage: chartbench render --kind health-bars|health-line|activity|tree|rings INPUT
                 [--size WxH] [--theme day|night] [--threads N] [--animate N] -o OUT.png
          tree:     [--edges straight|elbow|curve] [--nodes box|circle] [--orientation top-down|left-to-right]
          activity: [--end YYYY-MM-DD] [--select X]   (X in pixels; default: the last week)
          activity, health: [--utc-offset ±HH:MM]      (zone of dates without one, of --end and
                    of the labels; default UTC. Weeks are the 12 rolling 7-day windows ending
                    at the midnight after --end, default the day of the latest log)
          health:   [--highlight I]                  (bar index; default: the last)
          INPUT: tree = nested JSON; activity = CSV/JSON logs (date, distance m, duration s,
          elevation m); health = CSV/JSON (date, value); rings = JSON {"from": [...], "to": [...]}
          (progress per ring, 1 = full). --animate N writes OUT-000.png … OUT-(N-1).png
          from the first state to the second (rings and rainbow sweep in; health bars and points
          grow from zero; the activity marker glides from the latest week to --select).
        """

    /// The `--kind` values this command draws (for `chartbench render --kind` to forward).
    static let kinds: Set<String> = ["health-bars", "health-line", "activity", "tree", "rings"]

    /// What one render needs besides the input file.
    struct Request {
        var kind: String
        var input: String
        var width = 800, height = 500
        var theme = KindTheme.day
        var threads = 2
        var frames = 0
        var options: [String: String] = [:]
    }

    static func run(_ args: [String]) throws {
        let extra = ["--edges", "--nodes", "--orientation", "--end", "--select", "--highlight", "--utc-offset"]
        var a = try Arguments(args, valued: Set(["--kind", "-o", "--size", "--theme", "--threads", "--animate", "--gallery"] + extra))
        if a.wantsHelp { print(usage); return }
        if let dir = a.string("--gallery") {
            try a.finish()
            try gallery(into: dir)
            print("wrote \(KindScenes.gallery.count * 2) pictures to \(dir)")
            return
        }
        guard let kind = a.string("--kind") else { throw CLIError(usage) }
        guard let out = a.string("-o") else { throw CLIError("-o OUT.png is required") }
        var r = Request(kind: kind, input: "")
        if let s = a.string("--size") {
            let parts = s.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, (1...16384).contains(parts[0]), (1...16384).contains(parts[1]) else {
                throw CLIError("--size expects WxH within 1...16384, got '\(s)'")
            }
            (r.width, r.height) = (parts[0], parts[1])
        }
        switch a.string("--theme") ?? "day" {
        case "day": r.theme = .day
        case "night": r.theme = .night
        case let t: throw CLIError("--theme expects day or night, got '\(t)'")
        }
        r.threads = try a.int("--threads") ?? 2
        r.frames = try a.int("--animate") ?? 0
        guard (1...64).contains(r.threads), (0...10_000).contains(r.frames) else {
            throw CLIError("--threads must be in 1...64 and --animate in 0...10000")
        }
        for k in extra { if let v = a.string(k) { r.options[k] = v } }
        try a.finish()
        guard a.positionals.count == 1 else { throw CLIError(usage) }
        r.input = a.positionals[0]
        try render(r, to: out)
    }

    /// Renders `r` and writes the PNG (or the numbered frames).
    static func render(_ r: Request, to out: String) throws {
        guard let data = FileManager.default.contents(atPath: r.input) else { throw CLIError("cannot read \(r.input)") }
        let bytes = Array(data)
        let name = URL(fileURLWithPath: r.input).lastPathComponent
        let frames = try KindScenes.frames(r, bytes: bytes, file: name)
        for (i, list) in frames.enumerated() {
            var canvas = try Canvas(width: r.width, height: r.height)
            canvas.clear(r.theme.background, threads: r.threads)
            canvas.draw(list, threads: r.threads)
            let path = frames.count == 1 ? out : numbered(out, i, of: frames.count)
            do { try Data(PNG.encode(canvas)).write(to: URL(fileURLWithPath: path)) } catch {
                throw CLIError("cannot write \(path): \(error.localizedDescription)")
            }
        }
    }

    /// `out.png` → `out-007.png` (digits for `count` frames).
    static func numbered(_ out: String, _ i: Int, of count: Int) -> String {
        let digits = max(3, String(count - 1).count)
        let n = String(i), padded = String(repeating: "0", count: digits - n.count) + n
        let u = URL(fileURLWithPath: out)
        let ext = u.pathExtension.isEmpty ? "png" : u.pathExtension
        return u.deletingPathExtension().path + "-" + padded + "." + ext
    }

    /// Renders every kind from the shipped samples into `dir` (created if missing), day
    /// and night, for `chartbench gallery`. Returns nothing; throws on the first failure.
    static func gallery(into dir: String) throws {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (file, kind, input, options) in KindScenes.gallery {
            for theme in ["day", "night"] {
                var r = Request(kind: kind, input: samplesDirectory + "/" + input)
                r.theme = theme == "day" ? .day : .night
                r.options = options
                try render(r, to: dir + "/kind-\(file)-\(theme).png")
            }
        }
    }

    /// `Samples/` at the package root (found from this source file's location).
    static let samplesDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples").path
}
