import Testing
@testable import ChartCore

/// The parts of a path left of the clip, merged into their net winding on the line
/// x = clip.x0 − 1: exact small cases, a brute-force winding oracle, and `EdgeList`'s use.
@Suite struct LeftEdgesTests {
    /// The winding that `edges` (vertical, on one line) add at height `y`.
    func winding(_ edges: [Edge], at y: Float) -> Int32 {
        edges.reduce(0) { $0 + ($1.y0 <= y && y < $1.y1 ? $1.dir : 0) }
    }

    func edges(_ runs: [(Float, Float)]) -> [Edge] {
        var l = LeftEdges(x: -1)
        for (a, b) in runs { l.add(from: a, to: b) }
        l.close()
        return l.runs
    }

    @Test func runsMeetingEndToEndMerge() {
        // Down 0 → 5, up 5 → 2: one edge over 0 ..< 2, going down.
        let e = edges([(0, 5), (5, 2)])
        #expect(e.count == 1)
        #expect(e.first.map { ($0.y0, $0.y1, $0.dir, $0.x0) } ?? (0, 0, 0, 0) == (0, 2, 1, -1))
        // There and back: nothing. A piece meeting the run's start extends it backwards.
        #expect(edges([(0, 5), (5, 0)]).isEmpty)
        #expect(edges([(3, 7), (1, 3)]).map { ($0.y0, $0.y1, $0.dir) }.elementsEqual([(1, 7, 1)], by: ==))
        // A gap closes the run: two edges.
        #expect(edges([(0, 5), (6, 4)]).count == 2)
    }

    @Test func netDrawsTheWindingInLayers() {
        func e(_ y0: Float, _ y1: Float, _ dir: Int32) -> Edge { Edge(x0: -1, y0: y0, y1: y1, dxdy: 0, dir: dir) }
        func rows(_ l: [Edge]) -> [[Float]] { l.map { [$0.y0, $0.y1, Float($0.dir)] } }
        // Overlapping: winding 1, 2, 1 → layer 1 over 0 ..< 6, layer 2 over 2 ..< 4.
        #expect(rows(LeftEdges.net([e(0, 4, 1), e(2, 6, 1)], x: -1)) == [[2, 4, 1], [0, 6, 1]])
        // Opposite: 1, 0, −1. Equal and opposite: nothing.
        #expect(rows(LeftEdges.net([e(0, 4, 1), e(2, 6, -1)], x: -1)) == [[0, 2, 1], [4, 6, -1]])
        #expect(LeftEdges.net([e(0, 4, 1), e(0, 4, -1)], x: -1).isEmpty)
        // −0 and 0 are one height: no edge between them.
        #expect(rows(LeftEdges.net([e(-0.0, 4, 1), e(0, 4, -1)], x: -1)).isEmpty)
        // Straight from +1 to −1 at one height.
        #expect(rows(LeftEdges.net([e(0, 3, 1), e(3, 5, -1)], x: -1)) == [[0, 3, 1], [3, 5, -1]])
    }

    /// Random runs: the net edges add the same winding at every height, and are no more.
    @Test(arguments: [1, 2, 3]) func netKeepsEveryWinding(seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        var l = LeftEdges(x: -1)
        // A walk on whole and half heights (ends meet often), with jumps that break runs.
        var y: Float = 20
        for _ in 0..<400 {
            if Int.random(in: 0..<10, using: &g) == 0 { y = Float(Int.random(in: 0...80, using: &g)) / 2 }
            let to = min(max(y + Float(Int.random(in: -12...12, using: &g)) / 2, 0), 40)
            if to != y { l.add(from: y, to: to) }
            y = to
        }
        l.close()
        let net = LeftEdges.net(l.runs, x: -1)
        #expect(net.count <= l.runs.count)
        #expect(net.allSatisfy { $0.dir == 1 || $0.dir == -1 })
        for k in 0..<160 {
            let at = Float(k) / 4 + 0.125
            #expect(winding(net, at: at) == winding(l.runs, at: at), "y \(at)")
        }
    }

    /// A contour that zigzags left of the clip 50,000 times leaves no edge there; one that
    /// crosses into it leaves its inside edges and the short stretch of line between.
    @Test(arguments: [1, 4]) func pathsLeftOfTheClipLeaveTheirNetWinding(threads: Int) {
        let clip = PixelRect(x0: 100, y0: 0, x1: 200, y1: 100)
        var p = FlatPath()
        p.append(contour: (0..<50_000).map { (k: Int) -> SIMD2<Float> in
            SIMD2(Float(k % 7) * 5, Float(10 + (k % 2) * 70 + k % 3))
        })
        #expect(EdgeList(p, clip: clip, threads: threads).edges.isEmpty)
        // A triangle reaching into the clip: its 2 edges inside, and on x = 99 the winding
        // −1 between where they cross it (y = 10 + 40·89/140 and 50 + 40·51/140): the
        // rest of its left part cancels.
        p.append(contour: [SIMD2(10, 10), SIMD2(150, 50), SIMD2(10, 90)])
        let e = EdgeList(p, clip: clip, threads: threads).edges
        #expect(e.count == 3)
        let left = e.filter { $0.x0 == 99 && $0.dxdy == 0 }
        #expect(left.count == 1)
        if let l = left.first {
            #expect(abs(l.y0 - (10 + 40 * 89 / 140)) < 1e-4 && abs(l.y1 - (50 + 40 * 51 / 140)) < 1e-4 && l.dir == -1)
        }
    }
}
