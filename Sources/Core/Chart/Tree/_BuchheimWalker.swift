/// Walker's tidy tree layout with Buchheim, Jünger and Leipert's linear-time fixes.
///
/// The first walk visits children before parents (reverse breadth-first order), placing
/// each node's children left to right: a child starts at its left sibling plus the
/// separation, then `apportion` walks down the facing contours of the subtree and of the
/// forest to its left, one level at a time, pushing the subtree right by the largest
/// overlap. Contours are followed through `thread` pointers (set where one side ends
/// before the other) and positions are relative: `mod` is added to every descendant, the
/// running sums `sil, sir, sol, sor` track it along the four contours. A push is spread
/// evenly over the siblings between the conflicting pair lazily (`shift`, `change`) and
/// settled once per parent by `executeShifts`; the left-forest sibling that owns a
/// conflict is found in O(1) through `ancestor` and `defaultAncestor`. The second walk
/// adds the `mod`s down from the root.
///
///     level 0          v
///     level 1     l ------- w            sil: mod sum of the left forest's right contour
///     level 2   . . vil | vir . .        sir: of w's left contour; shift = vil + sil
///     level 3       vol       vor                - (vir + sir) + distance, if > 0
///
/// The per-node fields live together in one 48-byte record (contour walks touch
/// `prelim`, `mod` and `thread` of scattered nodes together: one cache line instead of
/// several arrays' worth); that halved the time at 10⁵ nodes.
struct _BuchheimWalker {
    struct _Node {
        /// Preliminary x; before the parent places it, the midpoint of its own children.
        var prelim = 0.0, mod = 0.0, shift = 0.0, change = 0.0
        /// Half the node's breadth.
        var half = 0.0
        var thread: Int32 = -1, ancestor: Int32 = 0
    }

    let tree: Tree
    let options: TreeLayout.Options
    var node: [_Node]

    init(tree: Tree, options: TreeLayout.Options) {
        self.tree = tree
        self.options = options
        node = (0..<tree.count).map { _Node(half: options.breadth($0) / 2, ancestor: Int32($0)) }
    }

    /// The breadth coordinate of every node, root at 0. - Complexity: O(n).
    mutating func run() -> [Double] {
        let n = tree.count
        let sib = options.siblingSeparation
        for v in stride(from: n - 1, through: 0, by: -1) where !tree.isLeaf(v) {
            let kids = tree.children(of: v)
            var defaultAncestor = kids.lowerBound
            for w in kids {
                let centre = tree.isLeaf(w) ? 0 : node[w].prelim
                if w == kids.lowerBound {
                    node[w].prelim = centre
                } else {
                    node[w].prelim = node[w - 1].prelim + node[w - 1].half + node[w].half + sib
                    if !tree.isLeaf(w) { node[w].mod = node[w].prelim - centre }
                }
                defaultAncestor = apportion(w, defaultAncestor)
            }
            executeShifts(v)
            node[v].prelim = (node[kids.lowerBound].prelim + node[kids.upperBound - 1].prelim) / 2
        }
        // Second walk: absolute position = prelim + the mods of all proper ancestors
        // (`shift` is free now and holds that sum).
        var x = [Double](repeating: 0, count: n)
        let rootShift = tree.isLeaf(0) ? 0 : -node[0].prelim
        for v in 0..<n where !tree.isLeaf(v) {
            let m = v == 0 ? rootShift : node[v].shift + node[v].mod
            for w in tree.children(of: v) { node[w].shift = m; x[w] = node[w].prelim + m }
        }
        return x
    }

    @inline(__always) func nextLeft(_ v: Int) -> Int {
        tree.isLeaf(v) ? Int(node[v].thread) : Int(tree.childStart[v])
    }

    @inline(__always) func nextRight(_ v: Int) -> Int {
        tree.isLeaf(v) ? Int(node[v].thread) : Int(tree.childStart[v + 1]) - 1
    }

    /// Pushes the subtree of `v` clear of the forest of its left siblings.
    mutating func apportion(_ v: Int, _ defaultAncestor: Int) -> Int {
        let p = Int(tree.parent[v])
        let first = Int(tree.childStart[p])
        guard v > first else { return defaultAncestor }
        let sub = options.subtreeSeparation
        var da = defaultAncestor
        var vir = v, vor = v, vil = v - 1, vol = first
        var sir = node[vir].mod, sor = node[vor].mod, sil = node[vil].mod, sol = node[vol].mod
        while nextRight(vil) >= 0 && nextLeft(vir) >= 0 {
            vil = nextRight(vil); vir = nextLeft(vir); vol = nextLeft(vol); vor = nextRight(vor)
            node[vor].ancestor = Int32(v)
            // Facing nodes below the sibling level are never siblings: subtree separation.
            let s = (node[vil].prelim + sil) - (node[vir].prelim + sir) + node[vil].half + node[vir].half + sub
            if s > 0 {
                let a = Int(node[vil].ancestor)
                moveSubtree(tree.parent[a] == tree.parent[v] ? a : da, v, s)
                sir += s; sor += s
            }
            sil += node[vil].mod; sir += node[vir].mod; sol += node[vol].mod; sor += node[vor].mod
        }
        if nextRight(vil) >= 0 && nextRight(vor) < 0 {
            node[vor].thread = Int32(nextRight(vil)); node[vor].mod += sil - sor
        }
        if nextLeft(vir) >= 0 && nextLeft(vol) < 0 {
            node[vol].thread = Int32(nextLeft(vir)); node[vol].mod += sir - sol
            da = v
        }
        return da
    }

    /// Moves the subtree of `wr` right by `s` now, and records that the siblings
    /// strictly between `wl` and `wr` move by a linearly growing share of it.
    @inline(__always) mutating func moveSubtree(_ wl: Int, _ wr: Int, _ s: Double) {
        let share = s / Double(wr - wl)   // siblings are consecutive ids: number(wr) - number(wl)
        node[wr].change -= share; node[wr].shift += s; node[wl].change += share
        node[wr].prelim += s; node[wr].mod += s
    }

    /// Settles the spread shifts of `v`'s children, right to left.
    mutating func executeShifts(_ v: Int) {
        var s = 0.0, c = 0.0
        for w in tree.children(of: v).reversed() {
            node[w].prelim += s; node[w].mod += s
            c += node[w].change; s += node[w].shift + c
        }
    }
}
