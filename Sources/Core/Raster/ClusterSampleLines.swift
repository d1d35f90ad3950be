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
/// nearly horizontal. - Complexity: O(16 · k log k) for k pieces.
enum ClusterSampleLines {
    static let lines = 16

    /// Writes the coverage of cells `cs...ce` into `cov`; `acc` is zero on entry and exit
    /// over `cs...ce + 1`.
    static func resolve(_ p: UnsafeMutableBufferPointer<RowPiece>, profile: RowProfile, row fy: Float,
                        rule: FillRule, cs: Int, ce: Int, acc: UnsafeMutablePointer<Float>,
                        cov: UnsafeMutablePointer<Float>, keys: inout [UInt64]) {
        // Ties in x are broken by position: put the pieces in an order on their contents.
        var p = p
        p.sort(by: RowPiece.precedes)
        for c in cs...(ce + 1) { cov[c] = 0 }
        let wgt = 1 / Float(lines)
        let left = Float(cs), right = Float(ce + 1)
        for k in 0..<lines {
            let ys = fy + (Float(k) + 0.5) * wgt
            keys.removeAll(keepingCapacity: true)
            for i in p.indices where p[i].ya <= ys && ys < p[i].yb {
                keys.append(UInt64(Rasterizer.orderedBits(p[i].x(at: ys))) << 32 | UInt64(i))
            }
            keys.sort()
            var w = profile.winding(at: ys)
            var was = rule.inside(w)
            var start = left
            for key in keys {
                w &+= p[Int(key & 0xFFFF_FFFF)].dir
                let now = rule.inside(w)
                if now != was {
                    let x = Float(bitPattern: Rasterizer.unorderedBits(UInt32(key >> 32)))
                    if now { start = x } else { span(start, x, wgt, acc, cov) }
                    was = now
                }
            }
            if was { span(start, right, wgt, acc, cov) }
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
