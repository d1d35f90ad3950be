import Foundation

/// chartbench: benchmarks, profiling loops and command-line tools over ChartCore.
let commands: [(name: String, summary: String, run: ([String]) throws -> Void)] = [
    ("bench", "run the benchmark suites (the default)", BenchCommand.run),
    ("profile", "loop one benchmark case for perf or callgrind", ProfileCommand.run),
    ("inspect", "load a data file and print its series and ranges", InspectCommand.run),
    ("decimate", "decimate a .npy column to indices (MinMax, M4, LTTB, MinMaxLTTB)", DecimateCommand.run),
    ("raster", "render an SVG scene to PNG and time it", RasterCommand.run),
    ("render", "render a Telegram chart frame (or --kind health-bars|health-line|activity|tree|rings) to PNG", RenderCommand.run),
    ("gallery", "render every contest chart, both themes, zooms and transitions", GalleryCommand.run),
    ("fidelity", "pixel error of each decimation against the raw picture", FidelityCommand.run),
    ("report", "tables and plots of bench --json records (and the peers')", ReportCommand.run),
]

let argv = Array(CommandLine.arguments.dropFirst())
let name = argv.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "bench"
let rest = argv.first == name ? Array(argv.dropFirst()) : argv
do {
    if name == "help" || (name == "bench" && (rest == ["--help"] || rest == ["-h"]) && argv.first != "bench") {
        print("usage: chartbench [COMMAND] [OPTIONS]   (no command: bench)\n")
        for c in commands { print("  \(c.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(c.summary)") }
        print("\n`chartbench COMMAND --help` for each command's options.")
    } else if let c = commands.first(where: { $0.name == name }) {
        try c.run(rest)
    } else {
        throw CLIError("unknown command '\(name)'; see `chartbench help`")
    }
} catch {
    FileHandle.standardError.write("chartbench: \(error)\n".data(using: .utf8)!)
    exit(error is CLIError ? 2 : 1)
}
