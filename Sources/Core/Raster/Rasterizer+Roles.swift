extension Rasterizer {
    /// A small cluster whose pieces do not cross and each keep one *role* all down the
    /// row — entering the inside (+1), leaving it (−1) or neither (0) — resolved without
    /// `ClusterSlabs`' lists: the rows of a thin stroke that hold a vertex, where the
    /// outline turns back in y (a zigzag's tip, a miter's point, the inner corner's X):
    ///
    /// ```
    ///   fy    │  \      /  │       slabs cut at the pieces' end heights; in each, the
    ///         │   \    /   │       pieces in x order (the same at its top and bottom:
    ///   y_v ──│────\──/────│──     no crossing), the winding walked from the profile:
    ///   fy+1  │     \/     │       both arms enter/leave in every slab they are in
    /// ```
    ///
    /// That is `ClusterSlabs` when every piece's role is the same in every slab it is in and
    /// the winding right of the cluster is the same at every height: each piece is then
    /// deposited once, whole, with its role as sign — the sum of its slab parts. Returns
    /// false, touching nothing, when two pieces cross inside a slab, a piece changes role,
    /// or the winding past the cluster varies with y (a piece ends with no successor).
    /// Deposits go in an order of piece contents (mid x, ties on `precedes`), never of
    /// positions in the active list, which depend on the band: bit-identical output.
    /// Safe callers: `keys[0..<k]` index `pieces`, `k ≤ maxRoles`; `profile.events` is empty.
    /// - Complexity: O(k² + slabs · k²) with k ≤ `maxRoles`, in practice ~k per slab.
    static func roles(_ pieces: UnsafeMutablePointer<RowPiece>, _ keys: UnsafeMutablePointer<UInt64>,
                      _ k: Int, row fy: Float, _ profile: inout RowProfile, _ rule: FillRule,
                      _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float, _ s: SlabScratch) -> Bool {
        // Safe because: the scratch holds ≥ 32 pieces and 64 heights (`SlabScratch`), and
        // k ≤ maxRoles = 16 pieces give at most 32 heights.
        let ids = s.ids, order = s.order, top = s.top, bottom = s.bottom, role = s.sign, br = s.breaks
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
            role[m] = 2
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
            var t = 1
            while t < n {
                guard top[t] >= top[t - 1] && bottom[t] >= bottom[t - 1] else { return false }
                t += 1
            }
            var w = base, was = inside0
            if was { r0 += s1 - s0 }
            for t in 0..<n {
                let m = Int(order[t])
                w &+= pieces[Int(ids[m])].dir
                let now = rule.inside(w)
                let g: Int8 = now == was ? 0 : (now ? 1 : -1)
                if role[m] == 2 { role[m] = g } else if role[m] != g {return false }
                was = now
            }
            if first { wEnd = w; first = false } else if w != wEnd { return false }
            s0 = s1
        }
        run0 = r0
        for m in 0..<k where role[m] != 0 {
            let q = pieces[Int(ids[m])]
            CellArea.deposit(acc, q.xa, q.xb, q.yb - q.ya, Float(role[m]))
        }
        profile.base = wEnd
        return true
    }

    /// Clusters up to this many pieces (not all full-height) take `roles`.
    static let maxRoles = 16
}

