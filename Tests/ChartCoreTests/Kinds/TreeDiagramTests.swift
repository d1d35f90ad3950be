@testable import ChartCore
import Testing

@Suite struct TreeDiagramTests {
    let painter = LabelPainter(font: try! Font.dejaVuSans())

    func render(_ d: TreeDiagram, _ t: Tree, threads: Int, w: Int = 360, h: Int = 220) throws -> Canvas {
        var c = try Canvas(width: w, height: h)
        c.clear(d.theme.background)
        c._draw(d.displayList(for: t, width: w, height: h, labels: painter), threads: threads, mode: .auto)
        return c
    }

    /// Every style and orientation renders inside the margins, the same on 1 and 2 threads.
    @Test(arguments: TreeDiagram.EdgeStyle.allCases)
    func stylesRenderInsideTheMarginAndAgreeAcrossThreads(edges: TreeDiagram.EdgeStyle) throws {
        let t = try Tree(jsonBytes: Array(#"{"name": "root", "children": [{"name": "a", "children": ["a1", "a2", "a3"]}, "b", {"name": "c", "children": ["c1"]}]}"#.utf8))
        for nodes in TreeDiagram.NodeStyle.allCases {
            for orientation in [TreeLayout.Orientation.topDown, .leftToRight] {
                var d = TreeDiagram()
                d.edges = edges; d.nodes = nodes; d.orientation = orientation; d.margin = 20
                let one = try render(d, t, threads: 1)
                #expect(one.bytes == (try render(d, t, threads: 2)).bytes)
                var inked = 0, outside = 0
                for i in stride(from: 0, to: one.bytes.count, by: 4) where one.bytes[i] != 255 || one.bytes[i + 1] != 255 || one.bytes[i + 2] != 255 {
                    let x = i / 4 % one.width, y = i / 4 / one.width
                    inked += 1
                    if x < 19 || y < 19 || x >= one.width - 19 || y >= one.height - 19 { outside += 1 }
                }
                #expect(inked > 1000 && outside == 0, "\(edges) \(nodes) \(orientation): \(inked) inked, \(outside) outside")
            }
        }
    }

    /// A 10⁴-node tree shrinks to fit and drops its (unreadable) labels.
    @Test func bigTreesFitWithoutLabels() throws {
        let t = Tree.random(count: 10_000, parentWindow: 10_000, seed: 5)
        var d = TreeDiagram(); d.nodes = .circle
        let list = d.displayList(for: t, width: 480, height: 300, labels: painter)
        // Edges, one fill per palette colour in use, no label fill.
        #expect(list.count <= 1 + d.palette.count)
    }
}
