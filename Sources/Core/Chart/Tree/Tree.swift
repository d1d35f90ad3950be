/// A rooted, ordered tree of labelled nodes, stored flat in breadth-first order.
///
/// Node 0 is the root; nodes are numbered level by level, left to right, so the children
/// of `v` are the contiguous ids `children(of: v)` and the nodes of one depth are a
/// contiguous run ordered left to right. That numbering lets the layouts run without
/// recursion or per-node allocations: a reverse sweep visits every child before its
/// parent, a forward sweep every parent before its children.
///
/// ```swift
/// // root "a" with children "b" and "c"; "c" has one child "d"
/// let t = try Tree(parents: [-1, 0, 0, 2], labels: ["a", "b", "c", "d"])
/// t.children(of: 0)      // 1..<3
/// t.depth[3]             // 2
/// ```
/// Invariant: `childStart` is non-decreasing, `childStart[0] == 1`, `childStart[count] ==
/// count`, and `parent[w] == v` exactly for `w` in `children(of: v)`.
public struct Tree: Sendable {
    /// Node labels in breadth-first order ("" where none was given).
    public let labels: [String]
    /// The parent of each node (-1 for the root).
    public let parent: [Int32]
    /// `childStart[v] ..< childStart[v + 1]` are the children of `v` (count + 1 entries).
    public let childStart: [Int32]
    /// Depth of each node (root 0).
    public let depth: [Int32]
    /// For each node, its index in the input it was built from.
    public let sourceIndex: [Int32]

    /// The number of nodes (≥ 1). - Complexity: O(1).
    public var count: Int { parent.count }

    /// The children of `v`, left to right. - Complexity: O(1).
    @inlinable public func children(of v: Int) -> Range<Int> {
        Int(childStart[v])..<Int(childStart[v + 1])
    }

    /// Whether `v` has no children. - Complexity: O(1).
    @inlinable public func isLeaf(_ v: Int) -> Bool { childStart[v] == childStart[v + 1] }

    /// The largest depth (0 for a lone root). - Complexity: O(1).
    public var height: Int { Int(depth[count - 1]) }

    /// A tree from a parent list in which every parent comes before its children
    /// (`parents[0] == -1` is the root, `0 <= parents[i] < i` otherwise; preorder and
    /// breadth-first lists both qualify). Children keep their input order. Nodes are
    /// renumbered breadth-first; `sourceIndex` maps back.
    /// - Throws: `TreeError` for an empty list, a second root, or a parent that is not an
    ///   earlier node, naming the index; and when `labels` has a different length.
    /// - Complexity: O(n).
    public init(parents: [Int], labels: [String]? = nil) throws(TreeError) {
        let n = parents.count
        guard n > 0 else { throw TreeError("a tree needs at least one node") }
        guard n < Int(Int32.max) else { throw TreeError("\(n) nodes is more than \(Int32.max)") }
        guard parents[0] == -1 else { throw TreeError("node 0 must be the root (parent -1), found \(parents[0])") }
        if let labels, labels.count != n {
            throw TreeError("\(labels.count) labels for \(n) nodes")
        }
        // Children of each input node, in input order (counting sort by parent).
        var start = [Int](repeating: 0, count: n + 1)
        for i in 1..<n {
            let p = parents[i]
            guard p >= 0, p < i else { throw TreeError("node \(i): parent \(p) is not an earlier node") }
            start[p + 1] += 1
        }
        for i in 0..<n { start[i + 1] += start[i] }
        var fill = start, kids = [Int](repeating: 0, count: max(0, n - 1))
        for i in 1..<n { kids[fill[parents[i]]] = i; fill[parents[i]] += 1 }
        // Breadth-first renumbering: the queue is the new order.
        var order = [Int32](repeating: 0, count: n)
        var par = [Int32](repeating: -1, count: n), dep = [Int32](repeating: 0, count: n)
        var cs = [Int32](repeating: 0, count: n + 1)
        var tail = 1
        for v in 0..<n {
            let s = Int(order[v])
            cs[v] = Int32(tail)
            for k in start[s]..<start[s + 1] {
                order[tail] = Int32(kids[k]); par[tail] = Int32(v); dep[tail] = dep[v] + 1
                tail += 1
            }
        }
        cs[n] = Int32(n)
        self.parent = par
        self.depth = dep
        self.childStart = cs
        self.sourceIndex = order
        self.labels = labels.map { l in order.map { l[Int($0)] } } ?? [String](repeating: "", count: n)
        _checkInvariants()
    }
}
