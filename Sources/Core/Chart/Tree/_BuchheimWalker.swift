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
struct _BuchheimWalker {
    let tree: Tree
    let options: TreeLayout.Options
    var prelim: [Double], mod: [Double], shift: [Double], change: [Double], mid: [Double]
    var thread: [Int32], ancestor: [Int32]
    /// Half of each node's breadth, validated once (`Options.breadth` checks on each call).
    let half: [Double]

    init(tree: Tree, options: TreeLayout.Options) {
        self.tree = tree
        self.options = options
        let n = tree.count
        half = (0..<n).map { options.breadth($0) / 2 }
        prelim = [Double](repeating: 0, count: n)
        mod = prelim; shift = prelim; change = prelim; mid = prelim
        thread = [Int32](repeating: -1, count: n)
        ancestor = (0..<Int32(n)).map { $0 }
    }

    /// The breadth coordinate of every node, root at 0. - Complexity: O(n).
    mutating func run() -> [Double] {
        let n = tree.count
        for v in stride(from: n - 1, through: 0, by: -1) where !tree.isLeaf(v) {
            let kids = tree.children(of: v)
            var defaultAncestor = kids.lowerBound
            for w in kids {
                let centre = tree.isLeaf(w) ? 0 : mid[w]
                if w == kids.lowerBound {
                    prelim[w] = centre
                } else {
                    prelim[w] = prelim[w - 1] + half[w - 1] + half[w] + options.siblingSeparation
                    if !tree.isLeaf(w) { mod[w] = prelim[w] - centre }
                }
                defaultAncestor = apportion(w, defaultAncestor)
            }
            executeShifts(v)
            mid[v] = (prelim[kids.lowerBound] + prelim[kids.upperBound - 1]) / 2
        }
        // Second walk: absolute position = prelim + the mods of all proper ancestors.
        var x = [Double](repeating: 0, count: n), above = [Double](repeating: 0, count: n)
        x[0] = 0
        let rootShift = -(tree.isLeaf(0) ? 0 : mid[0])
        above[0] = rootShift
        for v in 0..<n where !tree.isLeaf(v) {
            let m = v == 0 ? rootShift : above[v] + mod[v]
            for w in tree.children(of: v) { above[w] = m; x[w] = prelim[w] + m }
        }
        return x
    }

    @inline(__always) func nextLeft(_ v: Int) -> Int {
        tree.isLeaf(v) ? Int(thread[v]) : Int(tree.childStart[v])
    }

    @inline(__always) func nextRight(_ v: Int) -> Int {
        tree.isLeaf(v) ? Int(thread[v]) : Int(tree.childStart[v + 1]) - 1
    }

    /// Pushes the subtree of `v` clear of the forest of its left siblings.
    mutating func apportion(_ v: Int, _ defaultAncestor: Int) -> Int {
        let p = Int(tree.parent[v])
        let first = Int(tree.childStart[p])
        guard v > first else { return defaultAncestor }
        var da = defaultAncestor
        var vir = v, vor = v, vil = v - 1, vol = first
        var sir = mod[vir], sor = mod[vor], sil = mod[vil], sol = mod[vol]
        while nextRight(vil) >= 0 && nextLeft(vir) >= 0 {
            vil = nextRight(vil); vir = nextLeft(vir); vol = nextLeft(vol); vor = nextRight(vor)
            ancestor[vor] = Int32(v)
            // Facing nodes below the sibling level are never siblings: subtree separation.
            let s = (prelim[vil] + sil) - (prelim[vir] + sir) + half[vil] + half[vir] + options.subtreeSeparation
            if s > 0 {
                let a = Int(ancestor[vil])
                moveSubtree(tree.parent[a] == tree.parent[v] ? a : da, v, s)
                sir += s; sor += s
            }
            sil += mod[vil]; sir += mod[vir]; sol += mod[vol]; sor += mod[vor]
        }
        if nextRight(vil) >= 0 && nextRight(vor) < 0 {
            thread[vor] = Int32(nextRight(vil)); mod[vor] += sil - sor
        }
        if nextLeft(vir) >= 0 && nextLeft(vol) < 0 {
            thread[vol] = Int32(nextLeft(vir)); mod[vol] += sir - sol
            da = v
        }
        return da
    }

    /// Moves the subtree of `wr` right by `s` now, and records that the siblings
    /// strictly between `wl` and `wr` move by a linearly growing share of it.
    @inline(__always) mutating func moveSubtree(_ wl: Int, _ wr: Int, _ s: Double) {
        let share = s / Double(wr - wl)   // siblings are consecutive ids: number(wr) - number(wl)
        change[wr] -= share; shift[wr] += s; change[wl] += share
        prelim[wr] += s; mod[wr] += s
    }

    /// Settles the spread shifts of `v`'s children, right to left.
    mutating func executeShifts(_ v: Int) {
        var s = 0.0, c = 0.0
        for w in tree.children(of: v).reversed() {
            prelim[w] += s; mod[w] += s
            c += change[w]; s += shift[w] + c
        }
    }
}
