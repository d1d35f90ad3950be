extension Rasterizer {
    /// A cluster made of *strands* that do not cross: each strand is a y-monotone chain of
    /// pieces of one direction (a polyline's vertices inside the row) whose heights tile
    /// the row, so exactly one of its pieces is present at any height — a circle's side, a
    /// stroke's side with a vertex in the row beside the other side passing straight:
    ///
    /// ```
    ///   fy    │   \      │        two strands: left one piece, right two pieces
    ///         │    \      \       (a vertex mid-row); in the same x order at the
    ///   fy+1  │     \      │      top, at every vertex height and at the bottom
    /// ```
    ///
    /// In the same order at every height and straight between vertex heights, the strands
    /// never cross, and with a constant profile the winding left of each is the same all
    /// down the row: `simple`'s single slab, with strands for pieces. A boundary strand's
    /// pieces are deposited with ±1 and their own heights. Returns false, touching nothing,
    /// when a piece starting inside the row has no unique predecessor (a V, an end), a
    /// strand does not reach the bottom, or two strands change order.
    /// Safe callers: `keys[0..<k]` index `pieces`, `k <= 8`; `profile.events` is empty.
    @inline(__always)
    static func strands(_ pieces: UnsafeMutablePointer<RowPiece>, _ keys: UnsafeMutablePointer<UInt64>,
                        _ k: Int, row fy: Float, _ profile: inout RowProfile, _ rule: FillRule,
                        _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float) -> Bool {
        @inline(__always) func piece(_ m: Int) -> RowPiece { pieces[Int(keys[m] & 0xFFFF_FFFF)] }
        // next[m]: the piece after m in its strand (4 bits a piece, 15 = none).
        var next: UInt64 = ~0, heads = 0
        for m in 0..<k {
            let q = piece(m)
            if q.ya == fy { heads |= 1 << m; continue }
            var found = -1
            for r in 0..<k where r != m {
                let p = piece(r)
                if p.yb == q.ya && p.dir == q.dir {
                    guard found < 0 else { return false }
                    found = r
                }
            }
            guard found >= 0, (next >> (4 * found)) & 15 == 15 else { return false }
            next = next & ~(15 << (4 * UInt64(found))) | UInt64(m) << (4 * UInt64(found))
        }
        // Strands from their heads, in x order at the top (ties on contents): insertion.
        var heads8: UInt64 = 0, s = 0
        for m in 0..<k where heads & (1 << m) != 0 {
            let q = piece(m)
            var t = s
            while t > 0 {
                let r = piece(Int((heads8 >> (4 * UInt64(t - 1))) & 15))
                guard r.xa > q.xa || (r.xa == q.xa && RowPiece.precedes(q, r)) else { break }
                heads8 = heads8 & ~(15 << (4 * UInt64(t))) | ((heads8 >> (4 * UInt64(t - 1))) & 15) << (4 * UInt64(t))
                t -= 1
            }
            heads8 = heads8 & ~(15 << (4 * UInt64(t))) | UInt64(m) << (4 * UInt64(t))
            s += 1
        }
        // Each strand must reach the bottom; all pieces must be in strands.
        var used = 0
        for t in 0..<s {
            var m = Int((heads8 >> (4 * UInt64(t))) & 15)
            while true {
                used += 1
                let n = Int((next >> (4 * UInt64(m))) & 15)
                if n == 15 { break }
                m = n
            }
            guard piece(m).yb == fy + 1 else { return false }
        }
        guard used == k else { return false }
        // The same x order at every vertex height and at the bottom (strands of one piece
        // only need the bottom).
        if s > 1 {
            for h in 0...k {
                let y: Float
                if h == k { y = fy + 1 } else {
                    let q = piece(h)
                    guard q.ya > fy else { continue }
                    y = q.ya
                }
                var prev = -Float.infinity
                for t in 0..<s {
                    var m = Int((heads8 >> (4 * UInt64(t))) & 15)
                    while piece(m).yb < y { m = Int((next >> (4 * UInt64(m))) & 15) }
                    let x = piece(m).x(at: y)
                    guard x >= prev else { return false }
                    prev = x
                }
            }
        }
        var w = profile.base
        var was = rule.inside(w)
        run0 = was ? 1 : 0
        for t in 0..<s {
            var m = Int((heads8 >> (4 * UInt64(t))) & 15)
            let dir = piece(m).dir
            w &+= dir
            let now = rule.inside(w)
            if now != was {
                let sign: Float = now ? 1 : -1
                while true {
                    let q = piece(m)
                    CellArea.deposit(acc, q.xa, q.xb, q.yb - q.ya, sign)
                    let n = Int((next >> (4 * UInt64(m))) & 15)
                    if n == 15 { break }
                    m = n
                }
                was = now
            }
        }
        profile.base = w
        return true
    }
}
