extension Rasterizer {
    /// The commonest clusters `roles` sees on a thin stroke (S1: ~1.3k of its 4.6k calls a
    /// draw): one side's vertex in the row — a chain of two pieces, the upper one ending
    /// at the vertex height yv where the lower one starts — beside full-height pieces (the
    /// other side, a neighbouring line), none crossing another:
    ///
    /// ```
    ///   fy    │ \   │  │      two slabs, [fy, yv] and [yv, fy + 1]; each full piece keeps
    ///   yv  ──│──\──│──│──    its place beside the chain in both, so every piece keeps one
    ///         │  /  │  │      role: each is deposited whole, with no lists
    ///   fy+1  │ /   │  │
    /// ```
    ///
    /// `rolesResolve`'s result for these clusters, float for float: the same x values
    /// (each piece's own line at its end heights), deposits in its order (the chain's
    /// upper piece at yv, then the others in content order), the same `run0` sum.
    /// Returns false, touching nothing, for any other cluster.
    /// Safe callers: `keys[0..<k]` index `pieces`, 3 ≤ k ≤ `maxChain`; `profile.isConstant`.
    @inline(__always)
    static func chain(_ pieces: UnsafeMutablePointer<RowPiece>, _ keys: UnsafeMutablePointer<UInt64>, _ k: Int,
                      _ fy: Float, _ profile: inout RowProfile, _ rule: FillRule,
                      _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float) -> Bool {
        let bottom = fy + 1
        @inline(__always) func before(_ p: RowPiece, _ q: RowPiece) -> Bool {
            let mp = p.xa + p.xb, mq = q.xa + q.xb
            return mp < mq || (mp == mq && RowPiece.precedes(p, q))
        }
        // The full pieces (their indices, in content order), the chain's upper t and lower b.
        var fi = SIMD4<Int32>(), nf = 0, ti = 0, bi = 0, nt = 0, nb = 0
        for m in 0..<k {
            let o = Int32(truncatingIfNeeded: keys[m] & 0xFFFF_FFFF), q = pieces[Int(o)]
            if q.ya == fy && q.yb == bottom {
                guard nf < 3 else { return false }
                var s = nf
                while s > 0 && before(q, pieces[Int(fi[s - 1])]) { fi[s] = fi[s - 1]; s -= 1 }
                fi[s] = o; nf += 1
            } else if q.ya == fy { ti = Int(o); nt += 1 } else if q.yb == bottom { bi = Int(o); nb += 1 } else { return false }
        }
        guard nt == 1 && nb == 1 else { return false }
        let t = pieces[ti], b = pieces[bi]
        guard t.yb == b.ya && t.dir == b.dir else { return false }
        @inline(__always) func full(_ s: Int) -> RowPiece { pieces[Int(fi[s])] }
        let yv = t.yb
        // The chain's place among the full pieces in each slab (by mid x, ties in
        // content order): the same in both, and no two pieces out of order at a
        // slab's ends (no crossing).
        var place = 0
        for s in 0..<nf {
            let q = full(s), qv = q.x(at: yv)
            let m1 = q.xa + qv, m1t = t.xa + t.xb, m2 = qv + q.xb, m2b = b.xa + b.xb
            let left1 = m1 < m1t || (m1 == m1t && before(q, t))
            let left2 = m2 < m2b || (m2 == m2b && before(q, b))
            guard left1 == left2 else { return false }
            if left1 {
                guard q.xa <= t.xa && qv <= t.xb && qv <= b.xa && q.xb <= b.xb else { return false }
                place += 1
            } else {
                guard t.xa <= q.xa && t.xb <= qv && b.xa <= qv && b.xb <= q.xb else { return false }
            }
            // Full pieces among themselves: in content order at the row's top, at yv
            // and at its bottom (they are sorted by content; straight between).
            if s > 0 {
                let p = full(s - 1)
                guard p.xa <= q.xa && p.x(at: yv) <= qv && p.xb <= q.xb else { return false }
            }
        }
        // The roles: the winding walked left to right from the profile.
        let base = profile.base
        let was0 = rule.inside(base)
        var w = base, was = was0
        var g = SIMD4<Float>(), gt: Float = 0
        @inline(__always) func step(_ dir: Int32) -> Float {
            w &+= dir
            let now = rule.inside(w)
            defer { was = now }
            return now == was ? 0 : (now ? 1 : -1)
        }
        for s in 0...nf {
            if s == place { gt = step(t.dir) }
            if s < nf { g[s] = step(full(s).dir) }
        }
        if gt != 0 { CellArea.deposit(acc, t.xa, t.xb, yv - fy, gt) }
        // At the bottom, the full pieces and b close in content order.
        var bDone = false
        for s in 0..<nf {
            let q = full(s)
            if !bDone && before(b, q) {
                if gt != 0 { CellArea.deposit(acc, b.xa, b.xb, bottom - yv, gt) }
                bDone = true
            }
            if g[s] != 0 { CellArea.deposit(acc, q.xa, q.xb, bottom - fy, g[s]) }
        }
        if !bDone && gt != 0 { CellArea.deposit(acc, b.xa, b.xb, bottom - yv, gt) }
        run0 = was0 ? (yv - fy) + (bottom - yv) : 0
        profile.base = w
        return true
    }

    /// Clusters up to this many pieces try `chain` (a chain and up to three full pieces).
    static let maxChain = 5
}
