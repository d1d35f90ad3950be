/// A line's pieces made eight segments at a time.
extension LineColumns {
    /// Calls `body` with the fields of every piece of the segments that reach x in [xa, xb],
    /// in order (valid during the call): the same pieces as `pieces`, bit for bit (the same
    /// operations in the same order, each lane a segment), made eight segments at a time. Made one by one between the adds of
    /// `runs`, each piece waited on its own chain of a square root and divisions; here eight
    /// chains run side by side: S1 0.88–0.96 of the time at two threads, 0.91 at one, S3 0.96,
    /// for 1% fewer instructions (`pieces` stays, for the flagged lanes' redo and as the twin
    /// the tests hold this to).
    /// - Complexity: O(segments reaching the range), plus a binary search.
    @inline(__always)
    static func pieces8(_ pts: UnsafeBufferPointer<SIMD2<Float>>, r: Float, miterMin: Float?, squareCaps: Bool,
                        from xa: Float, to xb: Float, _ body: (PieceFields) -> Void) {
        pieces8(pts, r: r, miterMin: miterMin, squareCaps: squareCaps, from: xa, to: xb,
                { if $2 { body(PieceFields(base: $0 + $1)) } }, flush: { _ in })
    }

    /// `pieces8` by groups: `piece(fields, slot, made)` for each of a group's segments' body,
    /// bevel and tip in order (the piece's `PieceFields` at `fields + slot`, slot < 384;
    /// `made` false where a bevel or a tip is not: its fields are then any finite or not
    /// values), then `flush(fields)`; the fields stay valid until it returns.
    @inline(always)
    static func pieces8(_ pts: UnsafeBufferPointer<SIMD2<Float>>, r: Float, miterMin: Float?, squareCaps: Bool,
                        from xa: Float, to xb: Float, _ piece: (UnsafePointer<Float>, Int, Bool) -> Void,
                        flush: (UnsafePointer<Float>) -> Void) {
        let n = pts.count
        let seg = segments(pts, from: xa, to: xb), i0 = seg.lowerBound, i1 = seg.upperBound
        guard i0 < i1 else { return }
        // Per lane: the previous point, the segment's ends; then the pieces' fields (16 a
        // piece: x0, x1, y0, y1, ax[4], ay[4], s[4]) for the body, the bevel and the tip, and
        // which triangles there are.
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 6 * 8 + 3 * 16 * 8 + 2 * 8) { buf in
            let inp = buf.baseAddress!, out = inp + 6 * 8, has = out + 3 * 16 * 8
            var g = i0
            while g < i1 {
                let count = min(8, i1 - g)
                if count == 8 && g > 0 {
                    // Points g − 1 ... g + 8 as their x and y, read 8 and 8 at a time. Safe
                    // because: g ≥ 1, and g + 8 ≤ i1 ≤ n − 1 (a full group's segments are
                    // segments of the line).
                    let raw = UnsafeRawPointer(pts.baseAddress! + g - 1)
                    @inline(__always) func xy(_ k: Int) -> (SIMD8<Float>, SIMD8<Float>) {
                        let a = (raw + 8 * k).loadUnaligned(as: SIMD8<Float>.self)
                        let b = (raw + 8 * k + 32).loadUnaligned(as: SIMD8<Float>.self)
                        return (SIMD8(a[0], a[2], a[4], a[6], b[0], b[2], b[4], b[6]),
                                SIMD8(a[1], a[3], a[5], a[7], b[1], b[3], b[5], b[7]))
                    }
                    let (ox, oy) = xy(0), (px, py) = xy(1), (qx, qy) = xy(2)
                    @inline(__always) func put(_ k: Int, _ v: SIMD8<Float>) {
                        UnsafeMutableRawPointer(inp + 8 * k).storeBytes(of: v, as: SIMD8<Float>.self)
                    }
                    put(0, ox); put(1, oy); put(2, px); put(3, py); put(4, qx); put(5, qy)
                } else {
                    for j in 0..<8 {
                        // Lanes past the group repeat its last segment (made, never called).
                        let i = g + min(j, count - 1)
                        let o = pts[max(i - 1, 0)], p = pts[i], q = pts[i + 1]
                        inp[j] = o.x; inp[8 + j] = o.y; inp[16 + j] = p.x; inp[24 + j] = p.y
                        inp[32 + j] = q.x; inp[40 + j] = q.y
                    }
                }
                @inline(__always) func load(_ k: Int) -> SIMD8<Float> {
                    UnsafeRawPointer(inp + 8 * k).loadUnaligned(as: SIMD8<Float>.self)
                }
                let index = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7) &+ Int32(g)
                make(o: (load(0), load(1)), p: (load(2), load(3)), q: (load(4), load(5)), index: index,
                     first: Int32(i0), last: Int32(n - 2), r: r, miterMin: miterMin, squareCaps: squareCaps,
                     out: out, has: has)
                for j in 0..<count {
                    piece(out, j, true); piece(out, 16 * 8 + j, has[j] != 0); piece(out, 2 * 16 * 8 + j, has[8 + j] != 0)
                }
                flush(out)
                g += count
            }
        }
    }

    /// Eight segments' pieces (lane j: the segment from p to q, o the point before p; its
    /// index in the line `index`), as `pieces` makes them, into `out` (three pieces of 16
    /// fields of 8 lanes: body, bevel, tip) and `has` (bevel, tip: nonzero where made).
    @inline(__always)
    static func make(o: (x: SIMD8<Float>, y: SIMD8<Float>), p: (x: SIMD8<Float>, y: SIMD8<Float>),
                     q: (x: SIMD8<Float>, y: SIMD8<Float>), index: SIMD8<Int32>, first: Int32, last: Int32,
                     r: Float, miterMin: Float?, squareCaps: Bool,
                     out: UnsafeMutablePointer<Float>, has: UnsafeMutablePointer<Float>) {
        typealias V = SIMD8<Float>
        typealias M = SIMDMask<SIMD8<Int32>>
        let zero = V(), inf = V(repeating: .infinity), rr = V(repeating: r)
        @inline(__always) func put(_ k: Int, _ v: V) { UnsafeMutableRawPointer(out + 8 * k).storeBytes(of: v, as: V.self) }
        // `LinePiece.slope`: dy / dx where the edge is not vertical.
        @inline(__always) func slope(_ ax: V, _ ay: V, _ bx: V, _ by: V) -> (V, M) {
            let dx = bx - ax, dy = by - ay
            return (dy / dx, magnitude(dx) * V(repeating: 0x1p24) .> magnitude(dy))
        }
        // `pieces`' unit(i): d / √(d·d).
        @inline(__always) func unit(_ ax: V, _ ay: V, _ bx: V, _ by: V) -> (x: V, y: V) {
            let dx = bx - ax, dy = by - ay
            let l = (dx * dx + dy * dy).squareRoot()
            return (dx / l, dy / l)
        }
        let w = unit(p.x, p.y, q.x, q.y), u = unit(o.x, o.y, p.x, p.y)
        // The body (`LinePiece.body`), square caps moved out at the line's ends.
        var px = p.x, py = p.y, qx = q.x, qy = q.y
        if squareCaps {
            let s = index .== SIMD8<Int32>(), e = index .== SIMD8(repeating: last)
            px = px.replacing(with: p.x - w.x * rr, where: s); py = py.replacing(with: p.y - w.y * rr, where: s)
            qx = qx.replacing(with: q.x + w.x * rr, where: e); qy = qy.replacing(with: q.y + w.y * rr, where: e)
        }
        let nx = -w.y * rr, ny = w.x * rr
        put(0, px - magnitude(nx)); put(1, qx + magnitude(nx))
        // (`min`, `max` as Swift's: y < x ? y : x, y ≥ x ? y : x.)
        put(2, py.replacing(with: qy, where: qy .< py) - magnitude(ny))
        put(3, py.replacing(with: qy, where: qy .>= py) + magnitude(ny))
        let (sd, hd) = slope(px, py, qx, qy)
        let (se, he) = slope(px - nx, py - ny, px + nx, py + ny)
        let up = w.y .> zero
        let lx = qx.replacing(with: px, where: up), ly = qy.replacing(with: py, where: up)
        let hx = px.replacing(with: qx, where: up), hy = py.replacing(with: qy, where: up)
        put(4, zero.replacing(with: px - nx, where: hd)); put(5, zero.replacing(with: lx, where: he))
        put(6, zero.replacing(with: px + nx, where: hd)); put(7, zero.replacing(with: hx, where: he))
        put(8, (-inf).replacing(with: py - ny, where: hd)); put(9, (-inf).replacing(with: ly, where: he))
        put(10, inf.replacing(with: py + ny, where: hd)); put(11, inf.replacing(with: hy, where: he))
        put(12, zero.replacing(with: sd, where: hd)); put(13, zero.replacing(with: se, where: he))
        put(14, zero.replacing(with: sd, where: hd)); put(15, zero.replacing(with: se, where: he))
        // The join at p (not at the range's first segment): a bevel on the outer side of the
        // turn, and a miter's tip where the limit allows it.
        let cross = u.x * w.y - u.y * w.x, dot = u.x * w.x + u.y * w.y
        let joined = (index .> SIMD8(repeating: first)) .& (cross .!= zero)
        let side = rr.replacing(with: -rr, where: cross .> zero)
        let ax = p.x + -u.y * side, ay = p.y + u.x * side, bx = p.x + -w.y * side, by = p.y + w.x * side
        let bevel = triangle((p.x, p.y), (ax, ay), (bx, by), into: out + 16 * 8)
        let made = joined .& bevel
        UnsafeMutableRawPointer(has).storeBytes(of: V(repeating: 1).replacing(with: zero, where: .!made), as: V.self)
        var tip = M(repeating: false)
        if let mm = miterMin {
            let t = side / (1 + dot)
            let tx = p.x + (-u.y + -w.y) * t, ty = p.y + (u.x + w.x) * t
            tip = joined .& (1 + dot .>= V(repeating: mm)) .& triangle((ax, ay), (tx, ty), (bx, by), into: out + 32 * 8)
        }
        UnsafeMutableRawPointer(has + 8).storeBytes(of: V(repeating: 1).replacing(with: zero, where: .!tip), as: V.self)
    }

    /// Eight triangles a, b, c as `LinePiece.triangle` makes them, into 16 fields of 8 lanes
    /// at `out`; where each has an area (to Float's resolution).
    @inline(always)
    static func triangle(_ a: (x: SIMD8<Float>, y: SIMD8<Float>), _ b: (x: SIMD8<Float>, y: SIMD8<Float>),
                         _ c: (x: SIMD8<Float>, y: SIMD8<Float>), into out: UnsafeMutablePointer<Float>)
        -> SIMDMask<SIMD8<Int32>> {
        typealias V = SIMD8<Float>
        typealias M = SIMDMask<SIMD8<Int32>>
        let zero = V(), one = V(repeating: 1), inf = V(repeating: .infinity)
        @inline(__always) func put(_ k: Int, _ v: V) { UnsafeMutableRawPointer(out + 8 * k).storeBytes(of: v, as: V.self) }
        @inline(__always) func least(_ a: V, _ b: V, _ c: V) -> V {
            let m = a.replacing(with: b, where: b .< a)
            return m.replacing(with: c, where: c .< m)
        }
        @inline(__always) func most(_ a: V, _ b: V, _ c: V) -> V {
            let m = a.replacing(with: b, where: b .>= a)
            return m.replacing(with: c, where: c .>= m)
        }
        let ex = b.x - a.x, ey = b.y - a.y, fx = c.x - a.x, fy = c.y - a.y
        let area = ex * fy - ey * fx
        let size = (ex * ex + ey * ey) + (fx * fx + fy * fy)
        let valid = magnitude(area) .> V(repeating: 1e-9) * one.replacing(with: size, where: size .>= one)
        put(0, least(a.x, b.x, c.x)); put(1, most(a.x, b.x, c.x))
        put(2, least(a.y, b.y, c.y)); put(3, most(a.y, b.y, c.y))
        // Each edge p → q bounds from below where the turn has the sign of its x step; the
        // lower ones fill slots 0, 1 in order, the upper ones 2, 3 (`LinePiece.triangle`).
        let positive = area .> zero
        @inline(__always) func edge(_ p: (x: V, y: V), _ q: (x: V, y: V)) -> (s: V, lo: M, hi: M) {
            let dx = q.x - p.x, dy = q.y - p.y
            let sloped = magnitude(dx) * V(repeating: 0x1p24) .> magnitude(dy)
            let right = q.x .> p.x
            let lo = (positive .& right) .| (.!positive .& .!right)
            return (dy / dx, sloped .& lo, sloped .& .!lo)
        }
        let e0 = edge(a, b), e1 = edge(b, c), e2 = edge(c, a)
        // Slot by slot: which edge lands there (at most two of the three are lower, two upper).
        @inline(always) func slot(_ k: Int, _ fill: V, _ m0: M, _ m1: M, _ m2: M) {
            let x = zero.replacing(with: a.x, where: m0).replacing(with: b.x, where: m1).replacing(with: c.x, where: m2)
            let y = fill.replacing(with: a.y, where: m0).replacing(with: b.y, where: m1).replacing(with: c.y, where: m2)
            let s = zero.replacing(with: e0.s, where: m0).replacing(with: e1.s, where: m1).replacing(with: e2.s, where: m2)
            put(4 + k, x); put(8 + k, y); put(12 + k, s)
        }
        let (l0, l1, l2) = (e0.lo, e1.lo, e2.lo), (h0, h1, h2) = (e0.hi, e1.hi, e2.hi)
        slot(0, -inf, l0, l1 .& .!l0, l2 .& .!l0 .& .!l1)
        slot(1, -inf, M(repeating: false), l1 .& l0, l2 .& (l0 .^ l1))
        slot(2, inf, h0, h1 .& .!h0, h2 .& .!h0 .& .!h1)
        slot(3, inf, M(repeating: false), h1 .& h0, h2 .& (h0 .^ h1))
        return valid
    }

    /// |v| lane by lane (the sign bits cleared, as `abs` does for one Float).
    @inline(__always) static func magnitude(_ v: SIMD8<Float>) -> SIMD8<Float> {
        unsafeBitCast(unsafeBitCast(v, to: SIMD8<UInt32>.self) & 0x7FFF_FFFF, to: SIMD8<Float>.self)
    }
}
