import ChartCore
import Testing

@Suite struct TreeLayoutTests {
    /// Breadth-first parent list → tree, for hand-written cases.
    func tree(_ parents: [Int]) -> Tree { try! Tree(parents: parents) }

    func options(seed: UInt64, n: Int) -> TreeLayout.Options {
        var o = TreeLayout.Options()
        var rng = SeededGenerator(seed: seed &* 31 &+ 7)
        o.siblingSeparation = 1
        o.subtreeSeparation = seed % 2 == 0 ? 1 : 2.5
        if seed % 3 != 0 { o.breadths = (0..<n).map { _ in Double.random(in: 0.2..<4, using: &rng) } }
        return o
    }

    @Test func threeLeavesUnderARoot() {
        let l = TreeLayout.tidy(tree([-1, 0, 0, 0]))
        #expect(l.positions.map(\.x) == [1, 0, 1, 2])
        #expect(l.positions.map(\.y) == [0, 1, 1, 1])
    }

    /// Walker's spreading: a leaf between two deep subtrees sits midway, not against the left one.
    @Test func smallSubtreeBetweenLargeOnesIsCentred() {
        // 0 → 1 (A), 2 (leaf B), 3 (C); A → 4, 5; C → 6, 7; 4 → 8, 9; 5 → 10, 11 …
        let t = tree([-1, 0, 0, 0, 1, 1, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7])
        let x = TreeLayout.tidy(t).breadthPositions
        #expect(abs((x[1] + x[3]) / 2 - x[2]) < 1e-12, "\(x)")
        #expect(x[3] - x[1] > 2)
    }

    @Test func leftToRightSwapsTheAxes() {
        let t = Tree.random(count: 200, parentWindow: 200, seed: 3)
        var o = TreeLayout.Options(); o.levelSeparation = 3
        let a = TreeLayout.tidy(t, options: o)
        o.orientation = .leftToRight
        let b = TreeLayout.tidy(t, options: o)
        #expect(a.positions.map { Point(x: $0.y, y: $0.x) } == b.positions)
    }

    /// The first node of a seeded random tree whose breadth position differs from the
    /// naive layout's beyond rounding, nil when all agree.
    func mismatch(n: Int, window: Int, seed: UInt64) -> (node: Int, ours: Double, naive: Double)? {
        let t = Tree.random(count: n, parentWindow: window, seed: seed)
        let o = options(seed: seed, n: n)
        let ours = TreeLayout.tidy(t, options: o).breadthPositions
        let naive = NaiveTreeLayout.layout(t, options: o).breadthPositions
        return (0..<n).first { abs(ours[$0] - naive[$0]) > 1e-7 * (1 + abs(naive[$0])) }.map { ($0, ours[$0], naive[$0]) }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func matchesTheNaiveLayout(seed: UInt64) {
        for (n, window) in [(1, 1), (2, 1), (7, 3), (60, 5), (500, 500), (2000, 12)] {
            let bad = mismatch(n: n, window: window, seed: seed)
            #expect(bad == nil, "seed \(seed) n \(n) node \(bad.map { "\($0.node): ours \($0.ours), naive \($0.naive)" } ?? "")")
        }
    }

    /// Many small seeded trees of every shape against the oracle (20 quick, 2000 long).
    @Test func manySmallTreesMatchTheNaiveLayout() {
        for seed in 100..<UInt64(100 + testCount(quick: 20, long: 2000)) {
            var rng = SeededGenerator(seed: seed)
            let n = Int.random(in: 1...120, using: &rng), window = Int.random(in: 1...n, using: &rng)
            let bad = mismatch(n: n, window: window, seed: seed)
            #expect(bad == nil, "seed \(seed) n \(n) window \(window) node \(bad?.node ?? -1)")
        }
    }

    /// One bushy 10⁵-node tree always; the deep ones reach 10⁵ under CHARTCORE_LONG_TESTS.
    @Test(arguments: [(11 as UInt64, 100_000, 100_000), (12, testCount(quick: 30_000, long: 100_000), 16),
                      (13, testCount(quick: 5_000, long: 100_000), 3), (14, 1, 1), (15, 300, 2)])
    func parentsCentredAndLevelsSeparated(seed: UInt64, n: Int, window: Int) {
        let t = Tree.random(count: n, parentWindow: window, seed: seed)
        let o = options(seed: seed, n: n)
        let x = TreeLayout.tidy(t, options: o).breadthPositions
        var firstBadCentre: Int? = nil, firstBadGap: Int? = nil
        for v in 0..<n where !t.isLeaf(v) {
            let k = t.children(of: v)
            let centre = (x[k.lowerBound] + x[k.upperBound - 1]) / 2
            if firstBadCentre == nil, abs(x[v] - centre) > 1e-9 * (1 + abs(centre)) { firstBadCentre = v }
        }
        // Breadth-first order lists each level left to right: neighbours are consecutive.
        for v in 1..<max(1, n - 1) where t.depth[v] == t.depth[v + 1] {
            let need = o.distance(v, v + 1, siblings: t.parent[v] == t.parent[v + 1])
            if firstBadGap == nil, x[v + 1] - x[v] < need - 1e-9 * (1 + abs(x[v])) { firstBadGap = v }
        }
        #expect(firstBadCentre == nil, "seed \(seed) n \(n) node \(firstBadCentre ?? -1)")
        #expect(firstBadGap == nil, "seed \(seed) n \(n) nodes \(firstBadGap ?? -1), +1")
    }

    /// The same subtree under different parents (and beside different neighbours) gets the
    /// same shape: every node's offset from the subtree root agrees.
    @Test(arguments: [21, 22, 23] as [UInt64])
    func identicalSubtreesAreDrawnIdentically(seed: UInt64) {
        let s = Tree.random(count: 40, parentWindow: 6, seed: seed)
        let noise = Tree.random(count: 30, parentWindow: 30, seed: seed + 100)
        // root → [copy of s, noise, copy of s, leaf, copy of s]
        var parents = [-1]
        func graft(_ t: Tree, under p: Int) -> Int {
            let base = parents.count
            for v in 0..<t.count { parents.append(v == 0 ? p : base + Int(t.parent[v])) }
            return base
        }
        let roots = [graft(s, under: 0), graft(noise, under: 0), graft(s, under: 0), graft(tree([-1]), under: 0), graft(s, under: 0)]
        let t = try! Tree(parents: parents)
        let x = TreeLayout.tidy(t, options: options(seed: 4, n: 0)).breadthPositions
        // Map input indices to breadth-first ids.
        var id = [Int](repeating: 0, count: t.count)
        for v in 0..<t.count { id[Int(t.sourceIndex[v])] = v }
        for copy in [roots[2], roots[4]] {
            for v in 0..<s.count {
                let a = x[id[roots[0] + v]] - x[id[roots[0]]], b = x[id[copy + v]] - x[id[copy]]
                #expect(abs(a - b) < 1e-9, "seed \(seed) node \(v): \(a) vs \(b)")
            }
        }
    }

    /// Reversing every child list mirrors the drawing: x'(mirror v) = c − x(v).
    @Test(arguments: [31, 32, 33, 34] as [UInt64])
    func mirroredTreeGivesAMirroredDrawing(seed: UInt64) {
        for (n, window) in [(50, 4), (3000, 3000), (3000, 10)] {
            let t = Tree.random(count: n, parentWindow: window, seed: seed)
            let (m, map) = mirrored(t)
            var o = options(seed: seed, n: n), om = o
            if let b = o.breadths {
                var bm = b
                for v in 0..<n { bm[map[v]] = b[v] }
                om.breadths = bm
            }
            let xt = TreeLayout.tidy(t, options: o).breadthPositions
            let xm = TreeLayout.tidy(m, options: om).breadthPositions
            let c = xt[0] + xm[0]
            let bad = (0..<n).first { abs(c - xt[$0] - xm[map[$0]]) > 1e-7 * (1 + abs(c)) }
            #expect(bad == nil, "seed \(seed) n \(n) node \(bad ?? -1)")
            o.breadths = nil
        }
    }

    /// The tree with every child list reversed, and where each breadth-first id of `t` lands.
    func mirrored(_ t: Tree) -> (Tree, [Int]) {
        // Preorder of t visiting children right to left: parents before children.
        var order: [Int] = [], stack = [0]
        while let v = stack.popLast() { order.append(v); stack.append(contentsOf: t.children(of: v)) }
        var rank = [Int](repeating: 0, count: t.count)
        for (i, v) in order.enumerated() { rank[v] = i }
        let m = try! Tree(parents: order.map { $0 == 0 ? -1 : rank[Int(t.parent[$0])] })
        var map = [Int](repeating: 0, count: t.count)
        for v in 0..<m.count { map[order[Int(m.sourceIndex[v])]] = v }
        return (m, map)
    }
}
