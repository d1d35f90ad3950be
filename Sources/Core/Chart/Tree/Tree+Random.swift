/// Seeded random trees for tests, benchmarks and the gallery.
extension Tree {
    /// A random tree of `count` nodes: node `i`'s parent is drawn uniformly from the
    /// `parentWindow` nodes before it. A window of `count` gives a random recursive tree
    /// (depth ≈ ln n, bushy); a small window gives long, deep trees (depth ≈ 2n / window),
    /// the shape where contour copying is quadratic. Labels are the input indices.
    /// - Complexity: O(n).
    public static func random(count: Int, parentWindow: Int, seed: UInt64) -> Tree {
        var rng = SeededGenerator(seed: seed)
        let n = max(1, count), w = max(1, parentWindow)
        var parents = [Int](repeating: -1, count: n)
        for i in 1..<max(1, n) { parents[i] = Int.random(in: max(0, i - w)..<i, using: &rng) }
        // Valid by construction: every parent is an earlier node.
        return try! Tree(parents: parents, labels: (0..<n).map(String.init))
    }
}
