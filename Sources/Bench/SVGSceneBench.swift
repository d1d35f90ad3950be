import ChartCore
import Foundation

/// Suite `raster-svg`: the peers' benchmark scenes S1–S6, read from the SVG files that
/// `python3 ../shared/peers/raster_peers.py --write-svg DIR` writes (the same geometry
/// Blend2D, Skia, Cairo and AGG were timed on). DIR is `$CHARTCORE_SVG_SCENES`, by default
/// /tmp/svgscenes; without the files the suite has no cases (`bench --list` says so).
/// "ours" times flattening and stroking (into the last call's buffers, `SVGScene.rebuild`)
/// plus drawing, as the peers' draw calls include their stroking into their own kept
/// buffers; "draw" times the display list alone. The clear is not timed. S3 (1M
/// vertices) runs with `--full` only.
enum SVGSceneBench {
    static var directory: String {
        ProcessInfo.processInfo.environment["CHARTCORE_SVG_SCENES"] ?? "/tmp/svgscenes"
    }

    static func register(into cases: inout [BenchCase]) {
        let names = ["S1", "S2", "S3", "S4a", "S4b", "S5", "S6"]
        for name in names {
            let path = "\(directory)/\(name).svg"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            for threads in [1, 2] {
                cases.append(BenchCase(suite: "raster-svg", name: "\(name) T=\(threads)", n: 1, threads: threads,
                                       fullOnly: name == "S3") {
                    guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("cannot read \(path)") }
                    let scene = try SVGScene(bytes: Array(data))
                    guard (1...16384).contains(scene.width), (1...16384).contains(scene.height) else {
                        throw CLIError("\(path): size outside 1...16384")
                    }
                    var canvas = try Canvas(width: Int(scene.width.rounded(.up)), height: Int(scene.height.rounded(.up)))
                    canvas.clear(.clear)
                    let list = scene.displayList()
                    // "ours" rebuilds its list every call into the last call's buffers.
                    var warm = DisplayList(), stroker = Stroker()
                    return [
                        Variant(impl: "ours", opsPerCall: 1) {
                            scene.rebuild(&warm, stroker: &stroker, threads: threads)
                            canvas.draw(warm, threads: threads)
                            return Int(canvas.bytes[canvas.bytes.count / 2])
                        },
                        Variant(impl: "draw", opsPerCall: 1) {
                            canvas.draw(list, threads: threads)
                            return Int(canvas.bytes[canvas.bytes.count / 2])
                        },
                    ]
                })
            }
        }
    }
}
