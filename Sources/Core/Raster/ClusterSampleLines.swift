/// The fallback resolver of one cluster, for clusters whose pieces cross too often for
/// `ClusterSlabs` (a dense line overlapping itself hundreds of times in a row): 16 sample
/// lines at the reference's heights, each walked with the winding number into exact
/// inside intervals in x, each interval adding length × 1/16 to the cells it covers.
///
/// ```
///   cells  cs ┌────┬────┬────┐ ce      line k: crossings sorted by x, winding from the
///   line 0    │  ══│════│══  │         profile at that height; [in, out) intervals
///    ...      │    │ ═══│════│         partial cells: exact length / 16
///   line 15   │ ═  │  ══│══  │         whole cells: 1/16 through a difference array
///             └────┴────┴────┘
/// ```
///
/// Exact in x, sampled in y: the same answer as the 16x16 reference wherever edges are not
/// nearly horizontal. - Complexity: O(k log k + 16 · (k + reorderings)) for k pieces.
enum ClusterSampleLines {
    static let lines = 16

    /// Writes the coverage of cells `cs...ce` into `cov`; `acc` is zero on entry and exit
    /// over `cs...ce + 1`. `keys` is scratch.
    ///
    /// The pieces are sorted once by x at the row's middle; each line re-sorts that order by
    /// insertion (x moves little between lines), falling back to a full sort when more than
    /// k/8 neighbours are out of order. A piece not crossing a line stays in the order at its
    /// clamped x with no winding. Ties in x need no tie-break: crossings at one x only make
    /// empty intervals, whatever their order.
    static func resolve(_ p: UnsafeMutableBufferPointer<RowPiece>, profile: RowProfile, row fy: Float,
                        rule: FillRule, cs: Int, ce: Int, acc: UnsafeMutablePointer<Float>,
                        cov: UnsafeMutablePointer<Float>, keys: inout [UInt64]) {
        for c in cs...(ce + 1) { cov[c] = 0 }
        let wgt = 1 / Float(lines)
        let left = Float(cs), right = Float(ce + 1)
        let n = p.count
        keys.removeAll(keepingCapacity: true)
        for i in 0..<n { keys.append(UInt64(Rasterizer.orderedBits(p[i].x(at: fy + 0.5))) << 32 | UInt64(i)) }
        keys.withUnsafeMutableBufferPointer { kb in
            kb.sort()
            let key = kb.baseAddress!
            for k in 0..<lines {
                let ys = fy + (Float(k) + 0.5) * wgt
                var descents = 0
                for i in 0..<n {
                    let idx = key[i] & 0xFFFF_FFFF
                    key[i] = UInt64(Rasterizer.orderedBits(p[Int(idx)].x(at: ys))) << 32 | idx
                    if i > 0 && key[i] < key[i - 1] { descents += 1 }
                }
                if descents * 8 > n { kb.sort() } else if descents > 0 { Rasterizer.insertionSort(key, n) }
                var w = profile.winding(at: ys)
                var was = rule.inside(w)
                var start = left
                for i in 0..<n {
                    let q = p[Int(key[i] & 0xFFFF_FFFF)]
                    guard q.ya <= ys && ys < q.yb else { continue }
                    w &+= q.dir
                    let now = rule.inside(w)
                    if now != was {
                        let x = Float(bitPattern: Rasterizer.unorderedBits(UInt32(key[i] >> 32)))
                        if now { start = x } else { span(start, x, wgt, acc, cov) }
                        was = now
                    }
                }
                if was { span(start, right, wgt, acc, cov) }
            }
        }
        var run: Float = 0
        for c in cs...ce {
            run += acc[c]; acc[c] = 0
            cov[c] = min(cov[c] + run, 1)
        }
        acc[ce + 1] = 0
    }

    /// Adds the interval [a, b) × `w`: partial cells directly, whole cells via `acc`.
    @inline(__always)
    static func span(_ a: Float, _ b: Float, _ w: Float, _ acc: UnsafeMutablePointer<Float>,
                     _ cov: UnsafeMutablePointer<Float>) {
        guard a < b else { return }
        let i0 = Int(a.rounded(.down)), i1 = Int(b.rounded(.down))
        if i0 == i1 {
            cov[i0] += (b - a) * w
        } else {
            cov[i0] += (Float(i0 + 1) - a) * w
            acc[i0 + 1] += w
            acc[i1] -= w
            cov[i1] += (b - Float(i1)) * w
        }
    }
}
