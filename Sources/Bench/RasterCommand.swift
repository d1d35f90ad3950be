import ChartCore
import Foundation

/// `chartbench raster SCENE.svg -o OUT.png`: renders an SVG subset and prints the time.
enum RasterCommand {
    static let usage = """
        usage: chartbench raster SCENE.svg -o OUT.png [--threads N] [--repeat K] [--background #rrggbb]
                                 [--compare-helpers] [--serial-clear]
          (the background is transparent unless given, so alpha is the coverage)
          Renders the SVG (path, rect, circle, ellipse, line, polyline, polygon; fills, strokes,
          dashes, transforms, linear gradients) and prints the median render time of K runs
          (geometry = flatten and stroke into the last repeat's buffers, raster = fill the display
          list; the canvas is cleared before each, untimed, on the same threads in bands:
          `Canvas.clear(_:threads:)`).
          Unknown elements or attributes print a warning; malformed input is an error.
          --compare-helpers: the repeats alternate between helper threads kept awake and
          Dispatch's (`Threading.keepsHelpersAwake` true, false), one line each, and their ratio.
          --serial-clear: clear on the calling thread alone (`Canvas.clear(_:)`; the method of the
          figures before 2026-11-28's twenty-sixth session).
        """

    static func run(_ args: [String]) throws {
        var a = try Arguments(args, valued: ["-o", "--threads", "--repeat", "--background"])
        if a.wantsHelp { print(usage); return }
        let threads = try a.int("--threads") ?? 1, repeats = try a.int("--repeat") ?? 1
        let out = a.string("-o"), compare = a.flag("--compare-helpers"), serialClear = a.flag("--serial-clear")
        let background = try a.string("--background").map { s throws -> Color in
            guard let c = Color(hex: s) else { throw CLIError("--background expects #rgb or #rrggbb, got '\(s)'") }
            return c
        } ?? .clear
        try a.finish()
        guard a.positionals.count == 1 else { throw CLIError(usage) }
        guard (1...64).contains(threads), (1...10_000).contains(repeats) else {
            throw CLIError("--threads must be in 1...64 and --repeat in 1...10000")
        }
        let path = a.positionals[0]
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("cannot read \(path)") }
        let scene: SVGScene
        do { scene = try SVGScene(bytes: Array(data)) } catch { throw CLIError("\(path): \(error)") }
        for w in scene.warnings { FileHandle.standardError.write("warning: \(w)\n".data(using: .utf8)!) }
        guard scene.width >= 1, scene.height >= 1, scene.width <= 16384, scene.height <= 16384 else {
            throw CLIError("\(path): size \(scene.width)x\(scene.height) is outside 1...16384 pixels")
        }
        var canvas = try Canvas(width: Int(scene.width.rounded(.up)), height: Int(scene.height.rounded(.up)))
        // Per setting of `keepsHelpersAwake` (one, or both alternating): geometry, raster.
        let settings = compare ? [true, false] : [Threading.keepsHelpersAwake]
        var geometry = [[Double]](repeating: [], count: settings.count), raster = geometry
        // The list is rebuilt into the last repeat's buffers, as a scene redrawn every frame
        // would be (and as the peers' stroke calls reuse their own).
        var list = DisplayList(), stroker = Stroker()
        for k in 0..<(repeats * settings.count) {
            let m = k % settings.count
            Threading.keepsHelpersAwake = settings[m]
            if serialClear { canvas.clear(background) } else { canvas.clear(background, threads: threads) }
            let t0 = now()
            scene.rebuild(&list, stroker: &stroker, threads: threads)
            let t1 = now()
            canvas.draw(list, threads: threads)
            let t2 = now()
            geometry[m].append(Double(t1 - t0)); raster[m].append(Double(t2 - t1))
        }
        Threading.keepsHelpersAwake = true
        let med = { (v: [Double]) in v.sorted()[v.count / 2] }
        var totals: [Double] = []
        for m in settings.indices {
            let total = zip(geometry[m], raster[m]).map(+)
            totals.append(med(total))
            let label = compare ? (settings[m] ? " [helpers awake]" : " [Dispatch]") : ""
            print("\(path): \(scene.items.count) items, \(Int(scene.width))x\(Int(scene.height)), \(threads) thread\(threads == 1 ? "" : "s")\(label): "
                  + "geometry \(formatNs(med(geometry[m]))), raster \(formatNs(med(raster[m]))), "
                  + "total \(formatNs(totals[m])) (median of \(repeats)), min \(formatNs(total.min()!))")
        }
        if compare { print(String(format: "awake / Dispatch: %.3f", totals[0] / totals[1])) }
        if let out {
            do { try Data(PNG.encode(canvas)).write(to: URL(fileURLWithPath: out)) } catch {
                throw CLIError("cannot write \(out): \(error.localizedDescription)")
            }
        }
    }
}
