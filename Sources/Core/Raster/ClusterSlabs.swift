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
    static let maxCrossings = 24

    /// Writes the coverage of cells `cs...ce` into `cov` (clamped to 0…1) and leaves `acc`
    /// zero there and at `ce + 1`. Returns false (with `acc` zeroed) when the cluster has
    /// too many crossings for this method.
    static func resolve(_ p: UnsafeMutableBufferPointer<RowPiece>, profile: RowProfile, row fy: Float,
                        rule: FillRule, cs: Int, ce: Int, acc: UnsafeMutablePointer<Float>,
                        cov: UnsafeMutablePointer<Float>, scratch s: inout SlabScratch) -> Bool {
        var br = s.breaks
        s.breaks = []
        defer { s.breaks = br }
        br.removeAll(keepingCapacity: true)
        br.append(fy); br.append(fy + 1)
        for e in profile.events { br.append(e.y) }
        for q in p {
            if q.ya > fy { br.append(q.ya) }
            if q.yb < fy + 1 { br.append(q.yb) }
        }
        if br.count > 2 { br.sort() }
        var run0: Float = 0, ok = true
        var i = 0
        while ok && i + 1 < br.count {
            let s0 = br[i]
            var j = i + 1
            while j < br.count && br[j] <= s0 { j += 1 }
            guard j < br.count else { break }
            let s1 = br[j]
            i = j
            let w = profile.winding(at: s0)
            s.order.removeAll(keepingCapacity: true)
            for k in p.indices where p[k].ya <= s0 && p[k].yb >= s1 { s.order.append(Int32(k)) }
            if s.order.isEmpty {
                if rule.inside(w) { run0 += s1 - s0 }
                continue
            }
            ok = slab(p, s0, s1, w, rule, acc, &run0, &s)
        }
        Rasterizer.resolveCells(acc, cov, cs, ce, run0: run0)
        return ok
    }

    /// One end-point slab: split at crossings if the order changes inside it.
    static func slab(_ p: UnsafeMutableBufferPointer<RowPiece>, _ s0: Float, _ s1: Float, _ w: Int32,
                     _ rule: FillRule, _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float,
                     _ s: inout SlabScratch) -> Bool {
        sortOrder(p, at: (s0 + s1) * 0.5, &s)
        // In order at both ends ⇒ no two pieces cross in between (they are straight).
        var consistent = true
        var a0 = -Float.infinity, a1 = -Float.infinity
        for k in s.order {
            let x0 = p[Int(k)].x(at: s0), x1 = p[Int(k)].x(at: s1)
            if x0 < a0 || x1 < a1 { consistent = false; break }
            a0 = x0; a1 = x1
        }
        if consistent { classify(p, s0, s1, w, rule, acc, &run0, s.order); return true }
        let n = s.order.count
        guard n <= maxCrossingPieces else { return false }
        s.cross.removeAll(keepingCapacity: true)
        for a in 0..<n {
            let pa = p[Int(s.order[a])]
            let xa0 = pa.x(at: s0), xa1 = pa.x(at: s1)
            for b in (a + 1)..<n {
                let pb = p[Int(s.order[b])]
                let d0 = xa0 - pb.x(at: s0), d1 = xa1 - pb.x(at: s1)
                guard (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) else { continue }
                let yc = s0 + (s1 - s0) * (d0 / (d0 - d1))
                if yc > s0 && yc < s1 { s.cross.append(yc) }
            }
        }
        guard s.cross.count <= maxCrossings else { return false }
        s.cross.sort()
        s.cross.append(s1)
        let cuts = s.cross
        var lo = s0
        for hi in cuts where hi > lo {
            sortOrder(p, at: (lo + hi) * 0.5, &s)
            classify(p, lo, hi, w, rule, acc, &run0, s.order)
            lo = hi
        }
        return true
    }

    /// `s.order` sorted by x at height `y` (insertion sort: clusters are small), ties by
    /// piece contents (never by position, which depends on the band).
    @inline(__always)
    static func sortOrder(_ p: UnsafeMutableBufferPointer<RowPiece>, at y: Float, _ s: inout SlabScratch) {
        s.xm.removeAll(keepingCapacity: true)
        for k in s.order { s.xm.append(p[Int(k)].x(at: y)) }
        var i = 1
        while i < s.order.count {
            let x = s.xm[i], o = s.order[i]
            var j = i
            while j > 0 && (s.xm[j - 1] > x
                            || (s.xm[j - 1] == x && RowPiece.precedes(p[Int(o)], p[Int(s.order[j - 1])]))) {
                s.xm[j] = s.xm[j - 1]; s.order[j] = s.order[j - 1]; j -= 1
            }
            s.xm[j] = x; s.order[j] = o
            i += 1
        }
    }

    /// Walks the winding through the ordered pieces of slab `[s0, s1]` and deposits the
    /// boundary ones with ±1; the inside left of the cluster adds the slab height to `run0`.
    @inline(__always)
    static func classify(_ p: UnsafeMutableBufferPointer<RowPiece>, _ s0: Float, _ s1: Float,
                         _ w: Int32, _ rule: FillRule, _ acc: UnsafeMutablePointer<Float>,
                         _ run0: inout Float, _ order: [Int32]) {
        let h = s1 - s0
        var ww = w
        var was = rule.inside(ww)
        if was { run0 += h }
        for k in order {
            ww &+= p[Int(k)].dir
            let now = rule.inside(ww)
            if now != was {
                let q = p[Int(k)]
                CellArea.deposit(acc, q.x(at: s0), q.x(at: s1), h, now ? 1 : -1)
                was = now
            }
        }
    }
}

/// Reused lists of `ClusterSlabs` (one per band).
struct SlabScratch {
    var breaks: [Float] = []
    var order: [Int32] = []
    var xm: [Float] = []
    var cross: [Float] = []
}
