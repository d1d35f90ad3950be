/// The obvious tidy-tree layout: every subtree carries its whole contour (the leftmost
/// and rightmost node edge on each of its levels, as arrays), and a parent places its
/// children left to right by comparing contours level by level against each earlier
/// sibling. The benchmark baseline and the test oracle for `TreeLayout.tidy`.
///
/// It implements the same rules as Walker's algorithm, written out directly:
/// child `k` starts one sibling separation right of child `k − 1`; on each deeper level
/// `d` the rightmost earlier sibling `j` reaching `d` must stay a subtree separation
/// away, and a push of `s` moves child `k` by `s` and each child `i` between `j` and `k`
/// by `s · (i − j) / (k − j)`; the parent sits midway over its first and last child.
///
/// Cost: contours are copied into the parent's (O(height) per node) and each level is
/// compared against a scan of earlier siblings, so O(n · height) — O(n²) for a path-like
/// tree — where the linear algorithm threads contours instead. Iterative (any depth).
public enum NaiveTreeLayout {
    /// The layout of `tree` under `options` (see the type comment).
    /// - Complexity: O(n · height + Σ children² · height) time, O(n · height) worst memory.
    public static func layout(_ tree: Tree, options: TreeLayout.Options = TreeLayout.Options()) -> TreeLayout {
        let n = tree.count
        // Per subtree: left/right node edges per level, relative to the subtree root.
        var left = [[Double]](repeating: [], count: n), right = left
        var offset = [Double](repeating: 0, count: n)   // centre relative to the parent
        for v in stride(from: n - 1, through: 0, by: -1) {
            let half = options.breadth(v) / 2
            let kids = tree.children(of: v)
            guard !kids.isEmpty else { left[v] = [-half]; right[v] = [half]; continue }
            let m = kids.count, c0 = kids.lowerBound
            var pos = [Double](repeating: 0, count: m)
            for k in 1..<max(1, m) {
                pos[k] = pos[k - 1] + options.distance(c0 + k - 1, c0 + k, siblings: true)
                let depthK = left[c0 + k].count
                for d in 1..<max(1, depthK) {
                    // The rightmost earlier sibling that has a level d.
                    guard let j = (0..<k).last(where: { right[c0 + $0].count > d }) else { break }
                    let need = pos[j] + right[c0 + j][d] + options.subtreeSeparation - (pos[k] + left[c0 + k][d])
                    if need > 0 {
                        for i in (j + 1)...k { pos[i] += need * Double(i - j) / Double(k - j) }
                    }
                }
            }
            let centre = (pos[0] + pos[m - 1]) / 2
            var l: [Double] = [-half], r: [Double] = [half]
            for k in 0..<m {
                let c = c0 + k
                offset[c] = pos[k] - centre
                for d in 0..<left[c].count {
                    if d + 1 >= l.count { l.append(offset[c] + left[c][d]); r.append(offset[c] + right[c][d]) }
                    else { r[d + 1] = offset[c] + right[c][d] }
                }
                left[c] = []; right[c] = []
            }
            left[v] = l; right[v] = r
        }
        var x = [Double](repeating: 0, count: n)
        for v in 1..<max(1, n) { x[v] = x[Int(tree.parent[v])] + offset[v] }
        return TreeLayout(tree: tree, breadth: x, options: options)
    }
}
