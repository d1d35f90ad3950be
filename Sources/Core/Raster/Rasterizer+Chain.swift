extension Rasterizer {
    /// The commonest cluster `roles` sees on a thin stroke (S1: 955 of its 4.6k calls a
    /// draw): one side's vertex in the row — a chain of two pieces, the upper one ending
    /// at the vertex height yv where the lower one starts — beside the other side's
    /// full-height piece, the three not crossing:
    ///
    /// ```
    ///   fy    │ \   │         two slabs, [fy, yv] and [yv, fy + 1]; the full piece keeps
    ///   yv  ──│──\──│──       one side of the chain in both, so every piece keeps one
    ///         │  /  │         role: each is deposited whole, with no lists
    ///   fy+1  │ /   │
    /// ```
    ///
    /// `rolesResolve`'s result for these clusters, float for float: the same x values
    /// (each piece's own line at its end heights), deposits in its order (the chain's
    /// upper piece at yv, then the other two in content order), the same `run0` sum.
    /// Returns false, touching nothing, for any other cluster of three.
    /// Safe callers: as `roles`'.
    @inline(__always)
    static func chain(_ p0: RowPiece, _ p1: RowPiece, _ p2: RowPiece, _ fy: Float, _ profile: inout RowProfile,
                      _ rule: FillRule, _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float) -> Bool {
        // Which is the full piece c, the upper t and the lower b.
        let bottom = fy + 1
        @inline(__always) func full(_ q: RowPiece) -> Bool { q.ya == fy && q.yb == bottom }
        let (c, u, v) = full(p0) ? (p0, p1, p2) : full(p1) ? (p1, p0, p2) : (p2, p0, p1)
        guard full(c) else { return false }
        let (t, b) = u.ya == fy ? (u, v) : (v, u)
        guard t.ya == fy && t.yb < bottom && b.yb == bottom && b.ya == t.yb && t.dir == b.dir else { return false }
        let yv = t.yb, cv = c.x(at: yv)
        // The order of slab 1 and of slab 2 by mid x, ties in content order; neither may
        // cross (ordered at both ends) and c must be on the same side in both.
        @inline(__always) func before(_ p: RowPiece, _ q: RowPiece) -> Bool {
            let mp = p.xa + p.xb, mq = q.xa + q.xb
            return mp < mq || (mp == mq && RowPiece.precedes(p, q))
        }
        let m1c = c.xa + cv, m1t = t.xa + t.xb, m2c = cv + c.xb, m2b = b.xa + b.xb
        let left1 = m1c < m1t || (m1c == m1t && before(c, t))
        let left2 = m2c < m2b || (m2c == m2b && before(c, b))
        guard left1 == left2 else { return false }
        if left1 {
            guard c.xa <= t.xa && cv <= t.xb && cv <= b.xa && c.xb <= b.xb else { return false }
        } else {
            guard t.xa <= c.xa && t.xb <= cv && b.xa <= cv && b.xb <= c.xb else { return false }
        }
        // The roles: the winding walked left to right from the profile.
        let base = profile.base
        let was = rule.inside(base)
        let first = left1 ? c.dir : t.dir
        let mid = rule.inside(base &+ first), end = rule.inside(base &+ c.dir &+ t.dir)
        @inline(__always) func role(_ from: Bool, _ to: Bool) -> Float { from == to ? 0 : (to ? 1 : -1) }
        let gc = left1 ? role(was, mid) : role(mid, end)
        let gt = left1 ? role(mid, end) : role(was, mid)
        if gt != 0 { CellArea.deposit(acc, t.xa, t.xb, yv - fy, gt) }
        // At the bottom: c and b close in content order.
        @inline(__always) func closeC() { if gc != 0 { CellArea.deposit(acc, c.xa, c.xb, bottom - fy, gc) } }
        @inline(__always) func closeB() { if gt != 0 { CellArea.deposit(acc, b.xa, b.xb, bottom - yv, gt) } }
        if before(c, b) { closeC(); closeB() } else { closeB(); closeC() }
        run0 = was ? (yv - fy) + (bottom - yv) : 0
        profile.base = base &+ c.dir &+ t.dir
        return true
    }
}
