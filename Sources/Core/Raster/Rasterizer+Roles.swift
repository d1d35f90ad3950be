extension Rasterizer {
    /// `ClusterSlabs` for small clusters (≤ `maxRoles` pieces, a constant profile), lean:
    /// the pieces copied once in content order, a bit mask per slab of those starting and
    /// ending there, the winding walked once per slab (two-piece chains and tips: `pair`;
    /// a chain beside full pieces: `chain`). Past those two, with `lanes`, clusters
    /// narrower than `ClusterLanes.maxCells` are refused (`ClusterLanes` takes them for less).
    /// These are the rows of a thin stroke that hold a vertex — a strand's vertex, a zigzag's tip where the outline
    /// turns back in y, the inner corner's X, the arms of a sharp tip overlapping:
    ///
    /// ```
    ///   fy    │  \      /  │       slabs cut at the pieces' end heights (and at their
    ///         │   \    /   │       crossings); in each, the pieces in x order and the
    ///   y_v ──│────\──/────│──     winding walked from the profile: each piece's *role*
    ///   fy+1  │     \/     │       (enters +1, leaves −1, neither 0) there
    /// ```
    ///
    /// A piece keeps one open deposit while its role stays the same (a V's arms: from
    /// their top to their end, whole), closed where the role changes or the piece ends —
    /// the sum of its slab parts, as `ClusterSlabs.Pending`. Slabs, pieces and deposits go
    /// in orders of piece contents (mid x, ties on `precedes`; x in a slab stable on that),
    /// never of positions in the active list, which depend on the band: bit-identical
    /// output. Returns false, with `acc` zero again over cells `cs...ce + 1` (zero on
    /// entry: the cluster's cells), when the winding past the cluster varies with y (a
    /// piece ends with no successor: the profile needs events) or a slab has more than
    /// `ClusterSlabs.maxCrossings` crossings; the caller then asks `ClusterSlabs`.
    /// Safe callers: `keys[0..<k]` index `pieces`, `k ≤ maxRoles`; `profile.isConstant`;
    /// `acc` is valid over the cluster's cells `cs...ce + 1`.
    /// - Complexity: O(k²) to order, O(k) per slab plus O(k²) where pieces cross.
    static func roles(_ pieces: UnsafeMutablePointer<RowPiece>, _ keys: UnsafeMutablePointer<UInt64>,
                      _ k: Int, row fy: Float, _ profile: inout RowProfile, _ rule: FillRule,
                      _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float, _ s: SlabScratch,
                      cells cs: Int, _ ce: Int, lanes: Bool = false) -> Bool {
        if k == 2, pair(pieces[Int(keys[0] & 0xFFFF_FFFF)], pieces[Int(keys[1] & 0xFFFF_FFFF)], fy,
                        &profile, rule, acc, &run0) { return true }
        if k >= 3 && k <= maxChain, chain(pieces, keys, k, fy, &profile, rule, acc, &run0) { return true }
        // With `lanes`, narrow clusters go to `ClusterLanes` (pair and chain touched nothing).
        if lanes && ce - cs < ClusterLanes.maxCells { return false }
        if rolesResolve(pieces, keys, k, fy, &profile, rule, acc, &run0, s) { return true }
        // Refused part way: the deposits made so far lie in cells cs...ce + 1, zero before.
        acc.advanced(by: cs).update(repeating: 0, count: ce + 2 - cs)
        return false
    }

    @inline(__always)
    private static func rolesResolve(_ pieces: UnsafeMutablePointer<RowPiece>, _ keys: UnsafeMutablePointer<UInt64>,
                                     _ k: Int, _ fy: Float, _ profile: inout RowProfile, _ rule: FillRule,
                                     _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float, _ s: SlabScratch) -> Bool {
        // Safe because: the scratch holds ≥ 32 pieces, 64 heights, 2 · 34 masks and
        // maxCrossings + 1 crossings (`SlabScratch`, checked before each write); k ≤
        // maxRoles = 16 pieces (bits of a UInt32) give at most 32 heights, 33 slabs.
        let cp = s.pieces, order = s.order, top = s.top, bottom = s.bottom, xm = s.xm
        let sign = s.sign, from = s.from, br = s.breaks, cross = s.cross
        // The pieces copied in content order (mid x, ties on contents): insertion, they
        // arrive nearly so.
        for m in 0..<k {
            let q = pieces[Int(keys[m] & 0xFFFF_FFFF)], mq = q.xa + q.xb
            var t = m
            while t > 0 {
                let mr = xm[t - 1]
                guard mr > mq || (mr == mq && RowPiece.precedes(q, cp[t - 1])) else { break }
                cp[t] = cp[t - 1]; xm[t] = mr; t -= 1
            }
            cp[t] = q; xm[t] = mq
            sign[m] = 0
        }
        // The end heights inside the row, ascending and distinct, then the bottom: slab b
        // is [br[b − 1], br[b]] (br[−1] = fy).
        var nb = 0
        for m in 0..<k {
            let ya = cp[m].ya, yb = cp[m].yb
            if ya > fy { br[nb] = ya; nb += 1 }
            if yb < fy + 1 { br[nb] = yb; nb += 1 }
        }
        insertionSort(br, nb)
        var u = 0
        for b in 0..<nb where u == 0 || br[b] != br[u - 1] { br[u] = br[b]; u += 1 }
        br[u] = fy + 1; nb = u + 1
        // Per slab, the pieces starting and ending in it (bit m: piece m): the slab loop
        // walks bits, not every piece per slab.
        let starts = s.masks, ends = s.masks + nb
        starts.update(repeating: 0, count: 2 * nb)
        @inline(__always) func slab(of y: Float) -> Int {
            var lo = 0, hi = nb - 1
            while lo < hi { let mid = (lo + hi) >> 1; if br[mid] < y { lo = mid + 1 } else { hi = mid } }
            return lo
        }
        for m in 0..<k {
            let bit = UInt32(1) << UInt32(m)
            starts[cp[m].ya > fy ? slab(of: cp[m].ya) + 1 : 0] |= bit
            ends[slab(of: cp[m].yb)] |= bit
        }
        let base = profile.base
        // inside(w) as (w & mask) ≠ 0: any bit for non-zero, the low bit for even-odd.
        let mask: Int32 = rule == .nonZero ? -1 : 1
        let was0: Int8 = base & mask != 0 ? 1 : 0
        var r0: Float = 0, wEnd = base, first = true
        var s0 = fy
        var present: UInt32 = 0
        for b in 0..<nb {
            let s1 = br[b]
            present |= starts[b]
            // The slab's pieces by x at its top + bottom (stable on the content order).
            var n = 0
            var bits = present
            while bits != 0 {
                let m = bits.trailingZeroBitCount
                bits &= bits &- 1
                let x0 = cp[m].x(at: s0), x1 = cp[m].x(at: s1), mid = x0 + x1
                var t = n
                while t > 0 && top[t - 1] + bottom[t - 1] > mid {
                    order[t] = order[t - 1]; top[t] = top[t - 1]; bottom[t] = bottom[t - 1]; t -= 1
                }
                order[t] = Int32(truncatingIfNeeded: m); top[t] = x0; bottom[t] = x1
                n += 1
            }
            // In order at both ends: no two cross in between (they are straight).
            var nc = 0
            var t = 1
            while t < n {
                if top[t] < top[t - 1] || bottom[t] < bottom[t - 1] { break }
                t += 1
            }
            if t < n {
                // Cut at the crossings; in each part, the pieces by x at its middle
                // (stable on the order above, itself on contents).
                guard let c = ClusterSlabs.crossings(top, bottom, n, s0, s1, into: cross) else { return false }
                nc = c
            }
            cross[nc] = s1; nc += 1
            var lo = s0
            for c in 0..<nc where cross[c] > lo {
                let hi = cross[c]
                if nc > 1 {
                    let ym = (lo + hi) * 0.5
                    for t in 0..<n { xm[t] = cp[Int(order[t])].x(at: ym) }
                    var i = 1
                    while i < n {
                        let x = xm[i], o = order[i]
                        var j = i
                        while j > 0 && xm[j - 1] > x { xm[j] = xm[j - 1]; order[j] = order[j - 1]; j -= 1 }
                        xm[j] = x; order[j] = o
                        i += 1
                    }
                }
                // The winding walked through the part's pieces: each piece's open deposit
                // follows its role there.
                var w = base, was = was0
                if was != 0 { r0 += hi - lo }
                for t in 0..<n {
                    let m = Int(order[t])
                    w &+= cp[m].dir
                    let now: Int8 = w & mask != 0 ? 1 : 0
                    let g = now &- was
                    if g != sign[m] {
                        if sign[m] != 0 { close(cp, m, from, sign, acc, at: lo) }
                        sign[m] = g; from[m] = lo
                    }
                    was = now
                }
                if first { wEnd = w; first = false } else if w != wEnd { return false }
                lo = hi
            }
            // Pieces ending here close their deposits (content order: band-independent).
            var closing = ends[b]
            while closing != 0 {
                let m = closing.trailingZeroBitCount
                closing &= closing &- 1
                if sign[m] != 0 { close(cp, m, from, sign, acc, at: s1) }
            }
            present &= ~ends[b]
            s0 = s1
        }
        run0 = r0
        profile.base = wEnd
        return true
    }

    /// Two pieces that never share a slab with a third: a chain (one ends where the next
    /// starts, same direction: a stroke side's vertex) or a tip (both from the row's top to
    /// one height, or from one height to its bottom, directions opposite, not crossing).
    /// Each then keeps one role, deposited whole: `rolesResolve`'s result without its
    /// lists. False, touching nothing, for any other pair.
    @inline(__always)
    private static func pair(_ p: RowPiece, _ q: RowPiece, _ fy: Float, _ profile: inout RowProfile,
                             _ rule: FillRule, _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float) -> Bool {
        let base = profile.base, was = rule.inside(base)
        if p.dir == q.dir {
            // A chain, upper piece first.
            let (a, b) = p.ya < q.ya ? (p, q) : (q, p)
            guard a.ya == fy && a.yb == b.ya && b.yb == fy + 1 else { return false }
            let now = rule.inside(base &+ a.dir)
            if now != was {
                let g: Float = now ? 1 : -1
                CellArea.deposit(acc, a.xa, a.xb, a.yb - a.ya, g)
                CellArea.deposit(acc, b.xa, b.xb, b.yb - b.ya, g)
            }
            run0 = was ? 1 : 0
            profile.base = base &+ a.dir
            return true
        }
        // A tip: the same heights, one end at the row's top or bottom.
        guard p.ya == q.ya && p.yb == q.yb && (p.ya == fy || p.yb == fy + 1) else { return false }
        var a = p, b = q
        let ma = a.xa + a.xb, mb = b.xa + b.xb
        if ma > mb || (ma == mb && RowPiece.precedes(b, a)) { swap(&a, &b) }
        guard a.xa <= b.xa && a.xb <= b.xb else { return false }
        let now = rule.inside(base &+ a.dir)
        if now != was {
            let g: Float = now ? 1 : -1
            CellArea.deposit(acc, a.xa, a.xb, a.yb - a.ya, g)
            CellArea.deposit(acc, b.xa, b.xb, b.yb - b.ya, -g)
        }
        run0 = was ? 1 : 0
        return true
    }

    /// Deposits piece m's open part, from `from[m]` down to `y`, and closes it.
    @inline(__always)
    private static func close(_ cp: UnsafeMutablePointer<RowPiece>, _ m: Int, _ from: UnsafeMutablePointer<Float>,
                              _ sign: UnsafeMutablePointer<Int8>, _ acc: UnsafeMutablePointer<Float>, at y: Float) {
        let y0 = from[m]
        CellArea.deposit(acc, cp[m].x(at: y0), cp[m].x(at: y), y - y0, Float(sign[m]))
        sign[m] = 0
    }

    /// Clusters up to this many pieces take `roles` (`simple` first if all are full-height).
    static let maxRoles = 16
}

