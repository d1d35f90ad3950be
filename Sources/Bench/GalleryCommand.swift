import ChartCore
import Foundation

/// `chartbench gallery -o DIR`: every contest chart in both themes, the round 2 zooms, two
/// short transitions as numbered PNG frames, and a dense chart of 4 x 1e6 points.
enum GalleryCommand {
    static let usage = """
        usage: chartbench gallery -o DIR [--data TELEGRAM_DIR] [--size WxH] [--threads T]
          Renders round 1's five charts and round 2's five overviews in day and night themes,
          each round 2 chart zoomed into one day (chart 5: the pie), and two transitions
          (a y axis rescaling to a new window; a series fading out of a stacked chart) as
          frame sequences; a dense chart (4 random walks of 1e6 points); then the Health,
          activity, tree and ring charts from Samples/.
          TELEGRAM_DIR defaults to ../shared/data/telegram.
        """
    static let titles = ["Followers", "Interactions", "Fruits", "Views", "Fruits %"]

    static func run(_ args: [String]) throws {
        var a = try Arguments(args, valued: ["-o", "--data", "--size", "--threads"])
        if a.wantsHelp { print(usage); return }
        guard let out = a.string("-o") else { throw CLIError(usage) }
        let root = a.string("--data") ?? FrameBench.telegram
        let (w, h) = try RenderCommand.size(a.string("--size") ?? "1280x720")
        let threads = try a.int("--threads") ?? 2
        try a.finish()
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var written = 0
        func save(_ c: Canvas, _ name: String) throws {
            try Data(PNG.encode(c)).write(to: URL(fileURLWithPath: "\(out)/\(name).png"))
            written += 1
        }
        func renderer(_ set: SeriesSet, _ title: String) throws -> ChartRenderer {
            try ChartRenderer(data: ChartData(set), width: w, height: h, title: title, threads: threads)
        }
        let round1 = try RenderCommand.load("\(root)/round1/chart_data.json")
        for (k, set) in round1.enumerated() {
            let r = try renderer(set, "Round 1 · chart \(k + 1)")
            let n = set.count
            for (theme, name) in [(ChartTheme.day, "day"), (.night, "night")] {
                let state = ChartState(viewport: set.x.value(at: n * 2 / 3)...set.x.value(at: n - 1),
                                       hoverX: set.x.value(at: n * 5 / 6), theme: theme)
                try save(r.render(state), "round1-\(k + 1)-\(name)")
            }
        }
        for k in 1...5 {
            let path = "\(root)/round2/\(k)/overview.json"
            let set = try RenderCommand.load(path)[0]
            let r = try renderer(set, titles[k - 1])
            for (theme, name) in [(ChartTheme.day, "day"), (.night, "night")] {
                let state = ChartState(viewport: set.x.value(at: 240)...set.x.value(at: 330),
                                       hoverX: set.x.value(at: 300), theme: theme)
                try save(r.render(state), "round2-\(k)-\(name)")
            }
            let day = set.x.value(at: 300)
            if set.percentage {
                try save(r.render(ChartState(viewport: day...(day + 86_399_999), pie: true)), "round2-\(k)-zoom-pie")
            } else {
                let date = CivilLabel.isoDate(ms: day)
                let zoomed = try RenderCommand.load("\(root)/round2/\(k)/\(date.prefix(7))/\(date.suffix(2)).json")[0]
                let z = try renderer(zoomed, "\(titles[k - 1]) · \(date)")
                try save(z.render(ChartState(hoverX: zoomed.x.value(at: zoomed.count / 2))), "round2-\(k)-zoom-day")
            }
        }
        // Transitions: chart 1 zooming from the whole year to one month (the y axis
        // follows), chart 3 hiding two fruits (they fade and the stack shrinks).
        let c1 = try RenderCommand.load("\(root)/round2/1/overview.json")[0]
        let c3 = try RenderCommand.load("\(root)/round2/3/overview.json")[0]
        let zoom = ChartTransition(from: ChartState(), to: ChartState(viewport: c1.x.value(at: 60)...c1.x.value(at: 90)), duration: 1)
        let fade = ChartTransition(from: ChartState(viewport: c3.x.value(at: 100)...c3.x.value(at: 160)),
                                   to: ChartState(viewport: c3.x.value(at: 100)...c3.x.value(at: 160), hidden: ["y0", "y1"]), duration: 1)
        for (set, t, name) in [(c1, zoom, "transition-zoom"), (c3, fade, "transition-hide")] {
            let r = try renderer(set, name == "transition-zoom" ? "Followers" : "Fruits")
            for f in 0...8 { try save(r.render(t, at: Double(f) / 8), "\(name)-\(f)") }
        }
        // A dense chart: the frame bench's 4 random walks at 1e6 points over half their
        // range (~270 points per pixel column), drawn as per-column envelopes.
        let (walks, _) = FrameBench.walks(1_000_000)
        let dense = try renderer(walks, "4 x 1e6 points")
        for (theme, name) in [(ChartTheme.day, "day"), (.night, "night")] {
            let state = ChartState(viewport: walks.x.value(at: 250_000)...walks.x.value(at: 750_000),
                                   hoverX: walks.x.value(at: 500_000), theme: theme)
            try save(dense.render(state), "dense-walks-\(name)")
        }
        try RenderKindCommand.gallery(into: out)
        written += KindScenes.gallery.count * 2
        print("wrote \(written) PNG files to \(out)")
    }
}

/// `YYYY-MM-DD` of UNIX milliseconds (UTC), for day-file paths.
enum CivilLabel {
    static func isoDate(ms: Double) -> String {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd"
        f.timeZone = TimeZone(identifier: "UTC")
        f.locale = Locale(identifier: "en_US_POSIX")
        return f.string(from: Date(timeIntervalSince1970: ms / 1000))
    }
}
