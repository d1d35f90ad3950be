import ChartCore
import Foundation

/// From a `render --kind` request and its input bytes to display lists (one per frame).
enum KindScenes {
    /// (gallery file stem, kind, sample file, options).
    static let gallery: [(String, String, String, [String: String])] = [
        ("tree-boxes", "tree", "tree.json", [:]),
        ("tree-circles", "tree", "tree.json", ["--nodes": "circle", "--orientation": "left-to-right", "--edges": "curve"]),
        ("tree-elbows", "tree", "tree.json", ["--edges": "elbow"]),
        ("health-bars", "health-bars", "steps.csv", [:]),
        ("health-line", "health-line", "steps.csv", ["--highlight": "4"]),
        ("rings", "rings", "rings.json", [:]),
        ("rainbow", "rings", "rainbow.json", [:]),
        ("activity", "activity", "activities.csv", ["--end": "2026-11-23", "--select": "430"]),
    ]

    /// The display lists of request `r` (one, or `r.frames` with `--animate`); `labels`
    /// keeps its glyph cache across calls (the benchmark's steady state).
    static func frames(_ r: RenderKindCommand.Request, bytes: [UInt8], file: String,
                       labels: LabelPainter? = nil) throws -> [DisplayList] {
        let labels = try labels ?? LabelPainter(font: Font.dejaVuSans())
        let u = Float(min(Double(r.width) / 800, Double(r.height) / 500))
        // --utc-offset ±HH:MM: the zone of dates without one, of --end and of the labels.
        var offset: Int64 = 0
        if let z = r.options["--utc-offset"] {
            guard let t = KindDate.parse("1970-01-01T00:00" + z) else { throw CLIError("--utc-offset expects ±HH:MM, got '\(z)'") }
            offset = -t
        }
        switch r.kind {
        case "tree":
            let tree: Tree
            do { tree = try Tree(jsonBytes: bytes, file: file) } catch { throw CLIError("\(file): \(error)") }
            var d = TreeDiagram()
            d.theme = r.theme
            d.fontSize = 13 * u
            d.margin = Double(24 * u)
            if let e = r.options["--edges"] {
                guard let s = TreeDiagram.EdgeStyle(rawValue: e) else { throw CLIError("--edges expects straight, elbow or curve") }
                d.edges = s
            }
            if let n = r.options["--nodes"] {
                guard let s = TreeDiagram.NodeStyle(rawValue: n) else { throw CLIError("--nodes expects box or circle") }
                d.nodes = s
            }
            switch r.options["--orientation"] ?? "top-down" {
            case "top-down": d.orientation = .topDown
            case "left-to-right": d.orientation = .leftToRight
            case let o: throw CLIError("--orientation expects top-down or left-to-right, got '\(o)'")
            }
            return [d.displayList(for: tree, width: r.width, height: r.height, labels: labels)]
        case "health-bars", "health-line":
            let samples: [HealthSample]
            do { samples = try HealthSample.read(bytes, file: file, utcOffset: offset) } catch { throw CLIError("\(error)") }
            guard !samples.isEmpty else { throw CLIError("\(file): no samples") }
            var c = HealthChart()
            c.style = r.kind == "health-bars" ? .bars : .line
            c.theme = r.theme
            c.utcOffset = offset
            c.scale = u
            if let h = r.options["--highlight"] {
                guard let i = Int(h), samples.indices.contains(i) else { throw CLIError("--highlight expects 0...\(samples.count - 1)") }
                c.highlight = i
            }
            guard r.frames > 1 else { return [c.displayList(samples, width: r.width, height: r.height, labels: labels)] }
            // Bars (or points) grow from zero to their values.
            let target = AnimatableVector(samples.map(\.value))
            let grow = Transition(from: AnimatableVector(samples.map { _ in 0.0 }), to: target, duration: 1,
                                  easing: .spring(dampingRatio: 0.7, response: 0.8))
            return (0..<r.frames).map { k in
                let v = grow.value(at: Double(k) / Double(r.frames - 1)).elements
                return c.displayList(samples, width: r.width, height: r.height, labels: labels, animatedValues: v)
            }
        case "rings":
            var c: RingsChart
            do { c = try RingsChart(jsonBytes: bytes, file: file) } catch { throw CLIError("\(error)") }
            c.theme = r.theme
            c.scale = u
            let states = r.frames > 1 ? c.frames(count: r.frames) : [c.dataState]
            return states.map { c.displayList(state: $0, width: r.width, height: r.height, labels: labels) }
        case "activity":
            let logs: [ActivityLog]
            do { logs = try ActivityLog.read(bytes, file: file, utcOffset: offset) } catch { throw CLIError("\(error)") }
            // The weeks end with the --end day (or the day of the latest log), UTC.
            let endDay: Int64
            if let e = r.options["--end"] {
                guard let t = KindDate.parse(e, utcOffset: offset) else { throw CLIError("--end expects YYYY-MM-DD, got '\(e)'") }
                endDay = t
            } else {
                endDay = logs.map(\.start).max() ?? 0
            }
            // The midnight after that day, in the zone.
            let c = KindDate.civil(endDay, utcOffset: offset)
            let end = (KindDate.days(year: c.year, month: c.month, day: c.day) + 1) * KindDate.day - offset
            var g = ActivityGraph()
            g.theme = r.theme
            g.utcOffset = offset
            g.scale = u
            if let sx = r.options["--select"] {
                guard let v = Double(sx), v.isFinite else { throw CLIError("--select expects a pixel x, got '\(sx)'") }
                g.selectionX = v
            }
            let weeks = ActivityWeeks(logs, endingAt: end)
            guard r.frames > 1 else { return [g.displayList(weeks, width: r.width, height: r.height, labels: labels)] }
            // The marker glides from the latest week to the --select x (a drag), snapping
            // the numbers to the nearest week while its line follows the interpolated x.
            let plot = g.plotRect(width: r.width, height: r.height)
            let glide = Transition(from: plot.maxX, to: g.selectionX ?? plot.minX, duration: 1, easing: .easeInOut)
            return (0..<r.frames).map { k in
                g.selectionX = glide.value(at: Double(k) / Double(r.frames - 1))
                return g.displayList(weeks, width: r.width, height: r.height, labels: labels)
            }
        default:
            throw CLIError("--kind expects health-bars, health-line, activity, tree or rings, got '\(r.kind)'")
        }
    }
}
