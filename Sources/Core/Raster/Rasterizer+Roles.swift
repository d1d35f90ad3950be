extension Rasterizer {
    /// `ClusterSlabs` for small clusters (≤ `maxRoles` pieces, a constant profile), lean:
    /// no copies, no lists, the winding walked once per slab. These are the rows of a thin
    /// stroke that hold a vertex — a strand's vertex, a zigzag's tip where the outline
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
    /// Safe callers: `keys[0..<k]` index `pieces`, `k ≤ maxRoles`; `profile.events` is
    /// empty; `acc` is valid over the cluster's cells `cs...ce + 1`.
    /// - Complexity: O(k²) to order, O(k) per slab plus O(k²) where pieces cross.
    static func roles(_ pieces: UnsafeMutablePointer<RowPiece>, _ keys: UnsafeMutablePointer<UInt64>,
                      _ k: Int, row fy: Float, _ profile: inout RowProfile, _ rule: FillRule,
                      _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float, _ s: SlabScratch,
                      cells cs: Int, _ ce: Int) -> Bool {
        if rolesResolve(pieces, keys, k, fy, &profile, rule, acc, &run0, s) { return true }
        // Refused part way: the deposits made so far lie in cells cs...ce + 1, zero before.
        acc.advanced(by: cs).update(repeating: 0, count: ce + 2 - cs)
        return false
    }

    @inline(__always)
    private static func rolesResolve(_ pieces: UnsafeMutablePointer<RowPiece>, _ keys: UnsafeMutablePointer<UInt64>,
                                _ k: Int, _ fy: Float, _ profile: inout RowProfile, _ rule: FillRule,
                                _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float, _ s: SlabScratch) -> Bool {
        // Safe because: the scratch holds ≥ 32 pieces, 64 heights and maxCrossings + 1
        // crossings (`SlabScratch`, checked before each write); k ≤ maxRoles = 16 pieces
        // give at most 32 heights.
        let ids = s.ids, order = s.order, top = s.top, bottom = s.bottom, xm = s.xm
        let sign = s.sign, from = s.from, br = s.breaks, cross = s.cross
        // Pieces in content order (mid x, ties on contents): insertion, they arrive nearly so.
        for m in 0..<k {
            let o = Int32(truncatingIfNeeded: keys[m] & 0xFFFF_FFFF)
            let q = pieces[Int(o)], mq = q.xa + q.xb
            var t = m
            while t > 0 {
                let r = pieces[Int(ids[t - 1])], mr = r.xa + r.xb
                guard mr > mq || (mr == mq && RowPiece.precedes(q, r)) else { break }
                ids[t] = ids[t - 1]; t -= 1
            }
            ids[t] = o
            sign[m] = 0
        }
        @inline(__always) func piece(_ m: Int32) -> RowPiece { pieces[Int(ids[Int(m)])] }
        // Deposits piece m's open part, from `from[m]` down to `y`, and closes it.
        @inline(__always) func close(_ m: Int, at y: Float) {
            let q = pieces[Int(ids[m])], y0 = from[m]
            CellArea.deposit(acc, q.x(at: y0), q.x(at: y), y - y0, Float(sign[m]))
            sign[m] = 0
        }
        // The end heights inside the row, ascending, then the bottom.
        var nb = 0
        for m in 0..<k {
            let q = pieces[Int(ids[m])]
            if q.ya > fy { br[nb] = q.ya; nb += 1 }
            if q.yb < fy + 1 { br[nb] = q.yb; nb += 1 }
        }
        insertionSort(br, nb)
        br[nb] = fy + 1; nb += 1
        let base = profile.base
        let inside0 = rule.inside(base)
        var r0: Float = 0, wEnd = base, first = true
        // Walks the winding through the `n` ordered pieces over [lo, hi): each piece's open
        // deposit follows its role there. False when the winding past them differs from
        // that of the other slabs.
        @inline(__always) func walk(_ n: Int, _ lo: Float, _ hi: Float) -> Bool {
            var w = base, was = inside0
            if was { r0 += hi - lo }
            for t in 0..<n {
                let m = Int(order[t])
                w &+= piece(Int32(m)).dir
                let now = rule.inside(w)
                let g: Int8 = now == was ? 0 : (now ? 1 : -1)
                if g != sign[m] {
                    if sign[m] != 0 { close(m, at: lo) }
                    sign[m] = g; from[m] = lo
                }
                was = now
            }
            if first { wEnd = w; first = false; return true }
            return w == wEnd
        }
        var s0 = fy
        for b in 0..<nb {
            let s1 = br[b]
            guard s1 > s0 else { continue }
            // The slab's pieces by x at its top + bottom (stable on the content order).
            var n = 0
            for m in 0..<k {
                let q = pieces[Int(ids[m])]
                guard q.ya <= s0 && q.yb >= s1 else { continue }
                let x0 = q.x(at: s0), x1 = q.x(at: s1), mid = x0 + x1
                var t = n
                while t > 0 && top[t - 1] + bottom[t - 1] > mid {
                    order[t] = order[t - 1]; top[t] = top[t - 1]; bottom[t] = bottom[t - 1]; t -= 1
                }
                order[t] = Int32(truncatingIfNeeded: m); top[t] = x0; bottom[t] = x1
                n += 1
            }
            // In order at both ends: no two cross in between (they are straight).
            var consistent = true
            var t = 1
            while t < n {
                if top[t] < top[t - 1] || bottom[t] < bottom[t - 1] { consistent = false; break }
                t += 1
            }
            if consistent {
                guard walk(n, s0, s1) else { return false }
            } else {
                // Cut at the crossings; in each part, the pieces by x at its middle
                // (stable on the order above, itself on contents).
                var nc = 0
                for a in 0..<n {
                    let xa0 = top[a], xa1 = bottom[a]
                    for c in (a + 1)..<n {
                        let d0 = xa0 - top[c], d1 = xa1 - bottom[c]
                        guard (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) else { continue }
                        let yc = s0 + (s1 - s0) * (d0 / (d0 - d1))
                        guard yc > s0 && yc < s1 else { continue }
                        if nc == ClusterSlabs.maxCrossings { return false }
                        cross[nc] = yc; nc += 1
                    }
                }
                insertionSort(cross, nc)
                cross[nc] = s1; nc += 1
                var lo = s0
                for c in 0..<nc where cross[c] > lo {
                    let hi = cross[c], ym = (lo + hi) * 0.5
                    for t in 0..<n { xm[t] = piece(order[t]).x(at: ym) }
                    var i = 1
                    while i < n {
                        let x = xm[i], o = order[i]
                        var j = i
                        while j > 0 && xm[j - 1] > x { xm[j] = xm[j - 1]; order[j] = order[j - 1]; j -= 1 }
                        xm[j] = x; order[j] = o
                        i += 1
                    }
                    guard walk(n, lo, hi) else { return false }
                    lo = hi
                }
            }
            // Pieces ending here close their deposits (content order: band-independent).
            for m in 0..<k where sign[m] != 0 && pieces[Int(ids[m])].yb <= s1 { close(m, at: s1) }
            s0 = s1
        }
        run0 = r0
        profile.base = wEnd
        return true
    }

    /// Clusters up to this many pieces take `roles` (`simple` first if all are full-height).
    static let maxRoles = 16
}

