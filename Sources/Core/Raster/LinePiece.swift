/// One convex piece of a stroke (a segment's rectangle, a join's bevel or miter-tip
/// triangle) as `LineColumns` reads it: at x inside [x0, x1] the piece covers y from
/// max(lo0(x), lo1(x)) to min(hi0(x), hi1(x)), each bound a line y = ay + (x − ax) · s
/// through a vertex of the piece (no cancellation where x is near it: steep edges stay
/// exact). A bound the piece lacks is −∞ (lo) or +∞ (hi) with slope 0.
///
/// ```
///        hi0 ╱╲ hi1          x0 ≤ x ≤ x1:
///           ╱  ╲               y ≥ lo0(x), y ≥ lo1(x)
///       lo0 ╲  ╱ lo1           y ≤ hi0(x), y ≤ hi1(x)
///            ╲╱
/// ```
///
/// An edge steeper than 2²⁴ (|dx| · 2²⁴ ≤ |dy|) is vertical: the x range bounds the piece
/// there (the two differ by less than Float's resolution of the edge).
struct LinePiece {
    var x0: Float, x1: Float
    /// The rows it spans: y in [y0, y1] (or wider).
    var y0: Float, y1: Float
    /// (ax, ay, s) of lo0, lo1, hi0, hi1.
    var ax: SIMD4<Float>, ay: SIMD4<Float>, s: SIMD4<Float>

    /// No bounds yet over an empty x range.
    @inline(__always) init() {
        x0 = .infinity; x1 = -.infinity
        y0 = -.infinity; y1 = .infinity
        ax = .zero; s = .zero
        ay = SIMD4(-.infinity, -.infinity, .infinity, .infinity)
    }

    /// The slope of a from → b, or nil where the edge is vertical (see the type comment).
    @inline(__always) static func slope(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float? {
        let dx = b.x - a.x, dy = b.y - a.y
        return abs(dx) * 0x1p24 > abs(dy) ? dy / dx : nil
    }

    /// The rectangle of the segment p → q (x non-decreasing) of half-width `r` with its ends
    /// `p`, `q` (moved out by r for square caps by the caller), `u` its unit direction.
    @inline(__always) static func body(_ p: SIMD2<Float>, _ q: SIMD2<Float>, _ u: SIMD2<Float>, _ r: Float) -> LinePiece {
        var b = LinePiece()
        // The left normal (−u.y, u.x)·r points to larger y (u.x ≥ 0): its side is hi.
        let n = SIMD2(-u.y, u.x) * r
        b.x0 = p.x - abs(n.x); b.x1 = q.x + abs(n.x)
        b.y0 = min(p.y, q.y) - abs(n.y); b.y1 = max(p.y, q.y) + abs(n.y)
        if let sd = slope(p, q) {
            b.ax[0] = p.x - n.x; b.ay[0] = p.y - n.y; b.s[0] = sd
            b.ax[2] = p.x + n.x; b.ay[2] = p.y + n.y; b.s[2] = sd
        }
        if let se = slope(p - n, p + n) {
            // Beyond the start's line along u, before the end's: which is lo goes by u.y.
            // (Selected lane-wise: a branch here went either way at random.)
            let up = SIMDMask<SIMD2<Int32>>(repeating: u.y > 0)
            let l = q.replacing(with: p, where: up), h = p.replacing(with: q, where: up)
            b.ax[1] = l.x; b.ay[1] = l.y; b.s[1] = se
            b.ax[3] = h.x; b.ay[3] = h.y; b.s[3] = se
        }
        return b
    }

    /// The triangle a, b, c, or nil if it has no area to Float's resolution.
    @inline(__always) static func triangle(_ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>) -> LinePiece? {
        let e = b - a, f = c - a
        let area = e.x * f.y - e.y * f.x
        guard abs(area) > 1e-9 * max(1, (e * e).sum() + (f * f).sum()) else { return nil }
        var t = LinePiece()
        t.x0 = min(a.x, b.x, c.x); t.x1 = max(a.x, b.x, c.x)
        t.y0 = min(a.y, b.y, c.y); t.y1 = max(a.y, b.y, c.y)
        // Each edge bounds the side its third vertex is on: below the line (larger y) → lo.
        // It is, for edge p → q, where the turn p → q → third (the triangle's orientation,
        // `area`, the same for all three edges) has the sign of q.x − p.x: so the edges go
        // to their slots without a branch on each (those went either way at random). At most
        // two of a → b → c → a step right (a.x < b.x < c.x < a.x cannot be), two left, and a
        // step of zero x is vertical (no slope): `k` stays in 0 ..< 4.
        var los = 0, his = 2
        @inline(__always) func edge(_ p: SIMD2<Float>, _ q: SIMD2<Float>) {
            guard let s = slope(p, q) else { return }
            let lo = (area > 0) == (q.x > p.x)
            let k = lo ? los : his
            t.ax[k] = p.x; t.ay[k] = p.y; t.s[k] = s
            los &+= lo ? 1 : 0; his &+= lo ? 0 : 1
        }
        edge(a, b); edge(b, c); edge(c, a)
        return t
    }
}

/// A `LinePiece`'s 16 fields where `LineColumns.pieces8` makes them: in columns of eight
/// floats, one piece a lane, field k at `base[8 · k]` (x0, x1, y0, y1, then ax, ay and s of
/// lo0, lo1, hi0, hi1). Read in place: a `LinePiece` gathered from them took ~40
/// instructions a piece, 3% of S1's.
struct PieceFields {
    let base: UnsafePointer<Float>

    @inline(__always) subscript(_ k: Int) -> Float { base[8 &* k] }
    @inline(__always) var x0: Float { self[0] }
    @inline(__always) var x1: Float { self[1] }
    @inline(__always) var y0: Float { self[2] }
    @inline(__always) var y1: Float { self[3] }
    /// (ax, ay, s) of bound k (lo0, lo1, hi0, hi1).
    @inline(__always) func bound(_ k: Int) -> (ax: Float, ay: Float, s: Float) { (self[4 + k], self[8 + k], self[12 + k]) }

    /// The piece as a value.
    var piece: LinePiece {
        var pc = LinePiece()
        pc.x0 = x0; pc.x1 = x1; pc.y0 = y0; pc.y1 = y1
        for k in 0..<4 { (pc.ax[k], pc.ay[k], pc.s[k]) = bound(k) }
        return pc
    }

    /// Calls `body` with `pc`'s fields laid out so.
    static func with<R>(_ pc: LinePiece, _ body: (PieceFields) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 8 * 15 + 1) { buf in
            let f = buf.baseAddress!
            f[0] = pc.x0; f[8] = pc.x1; f[16] = pc.y0; f[24] = pc.y1
            for k in 0..<4 { f[8 * (4 + k)] = pc.ax[k]; f[8 * (8 + k)] = pc.ay[k]; f[8 * (12 + k)] = pc.s[k] }
            return body(PieceFields(base: f))
        }
    }
}
