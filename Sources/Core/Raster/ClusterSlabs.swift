/// The exact resolver of one cluster: cut the row into slabs where nothing changes, find
/// in each slab which pieces are *boundaries* of the filled region, and add only those.
///
/// Slab boundaries are the row's top and bottom, the pieces' end points inside the row,
/// the steps of the incoming `RowProfile`, and the crossings of pieces. Inside a slab the
/// pieces keep their left-to-right order, so one walk of the winding number at the
/// slab's middle says which of them switch the fill rule's inside on or off:
///
/// ```
///   w:  0 │ 1 │ 2 │ 1 │ 0        pieces a b c d in a slab, winding between them
///       ──a───b───c───d──        a: enters (+1)   b, c: inside → inside, dropped
///                                d: leaves (−1)
/// ```
///
/// The boundary pieces, clipped to the slab, go through `CellArea` with ±1: their winding
/// is 0 or 1 everywhere, so their signed area *is* the union coverage, exact to float
/// rounding (no sampling in x or y). Cost: O(k) per slab, O(k²) to find crossings; more
/// than `maxCrossingPieces` pieces out of order in one slab falls back to sample lines.
enum ClusterSlabs {
    static let maxCrossingPieces = 24
    /// Larger clusters go straight to sample lines (a dense line: slabs would be many).
    static let maxPieces = 24
    static let maxCrossings = 24

    /// Writes the coverage of cells `cs...ce` into `cov` (clamped to 0…1) and leaves `acc`
    /// zero there and at `ce + 1`. Returns false (with `acc` zeroed) when the cluster has
    /// too many crossings for this method.
    ///
    /// A piece that is a boundary with the same sign in consecutive slabs is deposited
    /// once over all of them (`Pending`): the sum of a straight segment's parts is the
    /// segment, so this is the same area with fewer deposits.
    static func resolve(_ p: UnsafeMutableBufferPointer<RowPiece>, profile: RowProfile, row fy: Float,
                        rule: FillRule, cs: Int, ce: Int, acc: UnsafeMutablePointer<Float>,
                        cov: UnsafeMutablePointer<Float>, scratch s: SlabScratch) -> Bool {
        s.reserve(pieces: p.count, events: profile.count)
        // Safe because: `breaks` holds 2k + events + 2 (at most that many are written),
        // `order`/`xm`/`top`/`bottom`/`sign`/`from` hold k, `cross` holds maxCrossings + 1
        // (checked before each write).
        let br = s.breaks
        var nb = 0
        br[nb] = fy; nb += 1
        br[nb] = fy + 1; nb += 1
        for e in profile.events { br[nb] = e.y; nb += 1 }
        for q in p {
            if q.ya > fy { br[nb] = q.ya; nb += 1 }
            if q.yb < fy + 1 { br[nb] = q.yb; nb += 1 }
        }
        if nb > 2 { Rasterizer.insertionSort(br, nb) }
        let pend = Pending(sign: s.sign, from: s.from, acc: acc)
        pend.sign.update(repeating: 0, count: p.count)
        var run0: Float = 0, ok = true, last = fy
        var i = 0
        while ok && i + 1 < nb {
            let s0 = br[i]
            var j = i + 1
            while j < nb && br[j] <= s0 { j += 1 }
            guard j < nb else { break }
            let s1 = br[j]
            i = j
            let w = profile.winding(at: s0)
            var n = 0
            for k in p.indices where p[k].ya <= s0 && p[k].yb >= s1 { s.order[n] = Int32(k); n += 1 }
            last = s1
            if n == 0 {
                if rule.inside(w) { run0 += s1 - s0 }
                continue
            }
            ok = slab(p, n, s0, s1, w, rule, pend, &run0, s)
            // Deposits of pieces ending here, in the slab's x order (ties on contents),
            // never in cluster order: that follows the active list, which depends on where
            // the band starts, and float sums in a cell depend on their order.
            if ok {
                for m in 0..<n {
                    let o = Int(s.order[m])
                    if pend.sign[o] != 0 && p[o].yb <= s1 { pend.close(p, o, at: s1) }
                }
            }
        }
        // Nothing is open here (a piece's last slab ends at its yb); kept for safety.
        if ok { for k in p.indices where pend.sign[k] != 0 { pend.close(p, k, at: last) } }
        Rasterizer.resolveCells(acc, cov, cs, ce, run0: run0)
        return ok
    }

    /// The open deposits of `resolve`: piece k is a boundary with sign `sign[k]` (±1, 0
    /// for none) since height `from[k]`.
    struct Pending {
        let sign: UnsafeMutablePointer<Int8>, from: UnsafeMutablePointer<Float>
        let acc: UnsafeMutablePointer<Float>

        /// Deposits piece k's open part, up to height `y`, and closes it.
        @inline(__always) func close(_ p: UnsafeMutableBufferPointer<RowPiece>, _ k: Int, at y: Float) {
            let q = p[k], y0 = from[k]
            CellArea.deposit(acc, q.x(at: y0), q.x(at: y), y - y0, Float(sign[k]))
            sign[k] = 0
        }

        /// Piece k is a boundary with sign `g` (or none, 0) from height `y` on.
        @inline(__always) func set(_ p: UnsafeMutableBufferPointer<RowPiece>, _ k: Int, _ g: Int8, at y: Float) {
            guard g != sign[k] else { return }
            if sign[k] != 0 { close(p, k, at: y) }
            sign[k] = g; from[k] = y
        }
    }

    /// One end-point slab with `n` pieces `s.order[0..<n]`: split at crossings if their
    /// order changes inside it.
    static func slab(_ p: UnsafeMutableBufferPointer<RowPiece>, _ n: Int, _ s0: Float, _ s1: Float,
                     _ w: Int32, _ rule: FillRule, _ pend: Pending,
                     _ run0: inout Float, _ s: SlabScratch) -> Bool {
        let order = s.order
        // x at both ends, once per piece, ordered by their sum (x at mid-slab, ties on
        // contents): insertion, as the pieces arrive nearly in x order.
        let top = s.top, bottom = s.bottom, xm = s.xm
        for k in 0..<n {
            let o = order[k], q = p[Int(o)]
            let x0 = q.x(at: s0), x1 = q.x(at: s1), m = x0 + x1
            var j = k
            while j > 0 && (xm[j - 1] > m
                            || (xm[j - 1] == m && RowPiece.precedes(q, p[Int(order[j - 1])]))) {
                xm[j] = xm[j - 1]; order[j] = order[j - 1]; top[j] = top[j - 1]; bottom[j] = bottom[j - 1]
                j -= 1
            }
            xm[j] = m; order[j] = o; top[j] = x0; bottom[j] = x1
        }
        // In order at both ends ⇒ no two pieces cross in between (they are straight).
        var consistent = true
        for k in 1..<max(n, 1) where top[k] < top[k - 1] || bottom[k] < bottom[k - 1] { consistent = false; break }
        if consistent { classify(p, n, s0, s1, w, rule, pend, &run0, order); return true }
        guard n <= maxCrossingPieces else { return false }
        let cross = s.cross
        guard var nc = crossings(top, bottom, n, s0, s1, into: cross) else { return false }
        cross[nc] = s1; nc += 1
        var lo = s0
        for c in 0..<nc where cross[c] > lo {
            let hi = cross[c]
            sortOrder(p, n, at: (lo + hi) * 0.5, s)
            classify(p, n, lo, hi, w, rule, pend, &run0, order)
            lo = hi
        }
        return true
    }

    /// `s.order[0..<n]` sorted by x at height `y` (insertion sort: clusters are small),
    /// ties by piece contents (never by position, which depends on the band).
    @inline(__always)
    static func sortOrder(_ p: UnsafeMutableBufferPointer<RowPiece>, _ n: Int, at y: Float, _ s: SlabScratch) {
        let order = s.order, xm = s.xm
        for k in 0..<n { xm[k] = p[Int(order[k])].x(at: y) }
        var i = 1
        while i < n {
            let x = xm[i], o = order[i]
            var j = i
            while j > 0 && (xm[j - 1] > x
                            || (xm[j - 1] == x && RowPiece.precedes(p[Int(o)], p[Int(order[j - 1])]))) {
                xm[j] = xm[j - 1]; order[j] = order[j - 1]; j -= 1
            }
            xm[j] = x; order[j] = o
            i += 1
        }
    }

    /// Walks the winding through the ordered pieces of slab `[s0, s1]`: the boundary ones
    /// get (or keep) an open deposit with ±1, the others lose theirs; the inside left of
    /// the cluster adds the slab height to `run0`.
    @inline(__always)
    static func classify(_ p: UnsafeMutableBufferPointer<RowPiece>, _ n: Int, _ s0: Float, _ s1: Float,
                         _ w: Int32, _ rule: FillRule, _ pend: Pending,
                         _ run0: inout Float, _ order: UnsafeMutablePointer<Int32>) {
        var ww = w
        var was = rule.inside(ww)
        if was { run0 += s1 - s0 }
        for k in 0..<n {
            let o = Int(order[k])
            ww &+= p[o].dir
            let now = rule.inside(ww)
            pend.set(p, o, now == was ? 0 : (now ? 1 : -1), at: s0)
            was = now
        }
    }
}

/// Reused buffers of `ClusterSlabs` (one per band), grown on demand.
final class SlabScratch {
    private(set) var breaks = UnsafeMutablePointer<Float>.allocate(capacity: 64)
    private(set) var order = UnsafeMutablePointer<Int32>.allocate(capacity: 32)
    /// `Rasterizer.roles`' pieces in content order.
    private(set) var pieces = UnsafeMutablePointer<RowPiece>.allocate(capacity: 32)
    /// `Rasterizer.roles`' per-slab piece masks (≤ 33 slabs, starts then ends).
    let masks = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * 34)
    private(set) var xm = UnsafeMutablePointer<Float>.allocate(capacity: 32)
    private(set) var top = UnsafeMutablePointer<Float>.allocate(capacity: 32)
    private(set) var bottom = UnsafeMutablePointer<Float>.allocate(capacity: 32)
    private(set) var sign = UnsafeMutablePointer<Int8>.allocate(capacity: 32)
    private(set) var from = UnsafeMutablePointer<Float>.allocate(capacity: 32)
    let cross = UnsafeMutablePointer<Float>.allocate(capacity: ClusterSlabs.maxCrossings + 1)
    private var pieceCap = 32, breakCap = 64

    func reserve(pieces k: Int, events e: Int) {
        if k > pieceCap {
            pieceCap = 2 * k
            order.deallocate(); xm.deallocate(); top.deallocate(); bottom.deallocate()
            sign.deallocate(); from.deallocate(); pieces.deallocate()
            pieces = .allocate(capacity: pieceCap)
            sign = .allocate(capacity: pieceCap); from = .allocate(capacity: pieceCap)
            order = .allocate(capacity: pieceCap); xm = .allocate(capacity: pieceCap)
            top = .allocate(capacity: pieceCap); bottom = .allocate(capacity: pieceCap)
        }
        if 2 * k + e + 2 > breakCap {
            breakCap = 2 * (2 * k + e + 2)
            breaks.deallocate(); breaks = .allocate(capacity: breakCap)
        }
    }

    deinit {
        breaks.deallocate(); order.deallocate(); xm.deallocate(); cross.deallocate()
        pieces.deallocate(); masks.deallocate()
        top.deallocate(); bottom.deallocate(); sign.deallocate(); from.deallocate()
    }
}

extension ClusterSlabs {
    /// The heights strictly inside (s0, s1) where two of `n` straight pieces cross (x at
    /// s0 in `top`, at s1 in `bottom`), ascending in `cross`; their count, or nil past
    /// `maxCrossings`. Shared by `ClusterSlabs` and `Rasterizer.roles`.
    /// Safe callers: `top`/`bottom` hold n, `cross` holds maxCrossings + 1.
    /// - Complexity: O(n²) pairs, O(c²) to sort c crossings (few).
    @inline(__always)
    static func crossings(_ top: UnsafeMutablePointer<Float>, _ bottom: UnsafeMutablePointer<Float>, _ n: Int,
                          _ s0: Float, _ s1: Float, into cross: UnsafeMutablePointer<Float>) -> Int? {
        var nc = 0
        for a in 0..<n {
            let xa0 = top[a], xa1 = bottom[a]
            for b in (a + 1)..<n {
                let d0 = xa0 - top[b], d1 = xa1 - bottom[b]
                guard (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) else { continue }
                let yc = s0 + (s1 - s0) * (d0 / (d0 - d1))
                guard yc > s0 && yc < s1 else { continue }
                if nc == maxCrossings { return nil }
                cross[nc] = yc; nc += 1
            }
        }
        Rasterizer.insertionSort(cross, nc)
        return nc
    }
}
