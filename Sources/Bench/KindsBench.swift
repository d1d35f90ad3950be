import ChartCore
import Foundation

/// Suite `kinds`: tidy tree layout (ours, Walker + Buchheim et al., O(n)) beside the naive
/// contour-copying layout (`Reference/NaiveTreeLayout`, O(n · height)) on seeded random
/// trees — bushy (parent drawn from all earlier nodes, height ≈ ln n) and deep (parent
/// from the 8 previous nodes, height ≈ n / 4) — and the frame time of each chart kind
/// at 1920x1080 from the shipped samples: display list (layout, geometry, labels with a
/// warm glyph cache) plus rasterization, at 1 and 2 threads.
enum KindsBench {
    static func register(into cases: inout [BenchCase]) {
        for (shape, window) in [("bushy", 0), ("deep", 8)] {
            for n in [1_000, 10_000, 100_000] {
                cases.append(BenchCase(suite: "kinds", name: "tree layout \(shape) n=\(label(n))", n: n, threads: 1,
                                       fullOnly: shape == "deep" && n == 100_000) {
                    let t = Tree.random(count: n, parentWindow: window == 0 ? n : window, seed: 42)
                    var o = TreeLayout.Options()
                    o.breadths = (0..<n).map { Double($0 % 5) + 1 }
                    o.subtreeSeparation = 2
                    let ours = TreeLayout.tidy(t, options: o).breadthPositions
                    let naive = NaiveTreeLayout.layout(t, options: o).breadthPositions
                    precondition(zip(ours, naive).allSatisfy { abs($0 - $1) <= 1e-6 * (1 + abs($1)) }, "layouts differ")
                    print("  tree \(shape) n=\(label(n)): height \(t.height)")
                    return [
                        Variant(impl: "ours", opsPerCall: 1) { Int(TreeLayout.tidy(t, options: o).breadthPositions[n - 1]) },
                        Variant(impl: "naive", opsPerCall: 1) { Int(NaiveTreeLayout.layout(t, options: o).breadthPositions[n - 1]) },
                    ]
                })
            }
        }
        bigTree(into: &cases)
        for (name, kind, input, options) in scenes {
            // The display list alone (layout, geometry, labels): the frame's serial part.
            cases.append(BenchCase(suite: "kinds", name: "list \(name) 1920x1080", n: 1, threads: 1) {
                var r = RenderKindCommand.Request(kind: kind, input: RenderKindCommand.samplesDirectory + "/" + input)
                (r.width, r.height, r.options) = (1920, 1080, options)
                guard let data = FileManager.default.contents(atPath: r.input) else { throw CLIError("cannot read \(r.input)") }
                let bytes = Array(data), labels = LabelPainter(font: try Font.dejaVuSans())
                return [Variant(impl: "ours", opsPerCall: 1) {
                    ((try? KindScenes.frames(r, bytes: bytes, file: input, labels: labels))?.first?.count ?? 0)
                }]
            })
            for threads in [1, 2] {
                cases.append(BenchCase(suite: "kinds", name: "frame \(name) 1920x1080 T=\(threads)", n: 1, threads: threads) {
                    var r = RenderKindCommand.Request(kind: kind, input: RenderKindCommand.samplesDirectory + "/" + input)
                    (r.width, r.height, r.threads, r.options) = (1920, 1080, threads, options)
                    guard let data = FileManager.default.contents(atPath: r.input) else { throw CLIError("cannot read \(r.input)") }
                    let bytes = Array(data), labels = LabelPainter(font: try Font.dejaVuSans())
                    var canvas = try Canvas(width: 1920, height: 1080)
                    return [Variant(impl: "ours", opsPerCall: 1) {
                        let list = (try? KindScenes.frames(r, bytes: bytes, file: input, labels: labels))?.first ?? DisplayList()
                        canvas.clear(r.theme.background, threads: threads)
                        canvas.draw(list, threads: threads)
                        return Int(canvas.bytes[(540 * 1920 + 960) * 4])
                    }]
                })
            }
        }
    }

    /// A seeded 10⁴-node tree (dots, straight edges) at 1920x1080: layout, one edge stroke,
    /// palette fills; its labels are too small to draw and are left out.
    static func bigTree(into cases: inout [BenchCase]) {
        for threads in [1, 2] {
            cases.append(BenchCase(suite: "kinds", name: "frame tree 1e4 nodes 1920x1080 T=\(threads)", n: 10_000, threads: threads) {
                let t = Tree.random(count: 10_000, parentWindow: 10_000, seed: 7)
                let labels = LabelPainter(font: try Font.dejaVuSans())
                var d = TreeDiagram(); d.nodes = .circle; d.edges = .straight; d.fontSize = 28
                var canvas = try Canvas(width: 1920, height: 1080)
                return [Variant(impl: "ours", opsPerCall: 1) {
                    canvas.clear(d.theme.background, threads: threads)
                    canvas.draw(d.displayList(for: t, width: 1920, height: 1080, labels: labels), threads: threads)
                    return Int(canvas.bytes[(540 * 1920 + 960) * 4])
                }]
            })
        }
    }

    /// (name, kind, sample, options) timed at 1920x1080; the tree scene is a seeded 1000-node tree.
    static let scenes: [(String, String, String, [String: String])] = [
        ("health-bars", "health-bars", "steps.csv", [:]),
        ("health-line", "health-line", "steps.csv", [:]),
        ("activity", "activity", "activities.csv", ["--end": "2026-11-23", "--select": "900"]),
        ("tree 25 nodes", "tree", "tree.json", [:]),
        ("rings", "rings", "rings.json", [:]),
        ("rainbow", "rings", "rainbow.json", [:]),
    ]

    static func label(_ n: Int) -> String { n >= 1000 ? "1e\(Int(log10(Double(n))))" : "\(n)" }
}
