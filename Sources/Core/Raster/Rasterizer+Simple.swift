extension Rasterizer {
    /// The common cluster, resolved without copies: up to `maxFlat` pieces all spanning
    /// the whole row height, a constant winding `profile.base` on their left, and no two
    /// crossing inside the row (a thin stroke's two sides, several lines side by side). It
    /// is `ClusterSlabs` with a single slab: order the pieces by x (their mid-row x, ties on
    /// contents), walk the winding through them, deposit those where the inside switches.
    /// Sets `run0` (the inside left of the cluster) and moves `profile.base` past the
    /// pieces. Returns false, touching nothing, when two pieces cross.
    /// Safe callers: `keys[0..<k]` index `pieces`, `order` holds `k ≤ maxFlat` entries.
    @inline(__always)
    static func simple(_ pieces: UnsafeMutablePointer<RowPiece>, _ keys: UnsafeMutablePointer<UInt64>,
                       _ k: Int, _ profile: inout RowProfile, _ rule: FillRule,
                       _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float,
                       order: UnsafeMutablePointer<Int32>) -> Bool {
        var w = profile.base
        var was = rule.inside(w)
        if k == 1 {
            let a = pieces[Int(keys[0] & 0xFFFF_FFFF)]
            run0 = was ? 1 : 0
            w &+= a.dir
            let now = rule.inside(w)
            if now != was { CellArea.deposit(acc, a.xa, a.xb, 1, now ? 1 : -1) }
            profile.base = w
            return true
        }
        // Insertion by mid-row x (xa + xb), ties on contents: k is small.
        for m in 0..<k {
            let o = Int32(truncatingIfNeeded: keys[m] & 0xFFFF_FFFF)
            let q = pieces[Int(o)], mq = q.xa + q.xb
            var t = m
            while t > 0 {
                let r = pieces[Int(order[t - 1])], mr = r.xa + r.xb
                guard mr > mq || (mr == mq && RowPiece.precedes(q, r)) else { break }
                order[t] = order[t - 1]; t -= 1
            }
            order[t] = o
        }
        // In order at the top and the bottom of the row: no two cross in between.
        var pa = -Float.infinity, pb = -Float.infinity
        for m in 0..<k {
            let q = pieces[Int(order[m])]
            guard q.xa >= pa && q.xb >= pb else { return false }
            pa = q.xa; pb = q.xb
        }
        run0 = was ? 1 : 0
        for m in 0..<k {
            let q = pieces[Int(order[m])]
            w &+= q.dir
            let now = rule.inside(w)
            if now != was { CellArea.deposit(acc, q.xa, q.xb, 1, now ? 1 : -1); was = now }
        }
        profile.base = w
        return true
    }

    /// Full-row clusters up to this many pieces take `simple`.
    static let maxFlat = 16

    /// Coverage of cells `cs...ce` from the deposits in `acc` (prefix sum from `run0`,
    /// clamped to 0…1); leaves `acc` zero there and at `ce + 1`.
    @inline(__always)
    static func resolveCells(_ acc: UnsafeMutablePointer<Float>, _ cov: UnsafeMutablePointer<Float>,
                             _ cs: Int, _ ce: Int, run0: Float) {
        var run = run0
        var c = cs
        while c <= ce {
            run += acc[c]; acc[c] = 0
            cov[c] = min(max(run, 0), 1)
            c &+= 1
        }
        acc[ce + 1] = 0
    }

    /// Sorts `n` values in place (few, mostly sorted: break points, crossings);
    /// O(n + inversions).
    @inline(__always) static func insertionSort<T: Comparable>(_ a: UnsafeMutablePointer<T>, _ n: Int) {
        var i = 1
        while i < n {
            let v = a[i]
            var j = i
            while j > 0 && a[j - 1] > v { a[j] = a[j - 1]; j -= 1 }
            a[j] = v
            i += 1
        }
    }
}
