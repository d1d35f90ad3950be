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
/// nearly horizontal. - Complexity: O(16 · (k + cells)) for k pieces.
enum ClusterSampleLines {
    static let lines = 16

    /// Writes the coverage of cells `cs...ce` into `cov`; `acc` is zero on entry and exit
    /// over `cs...ce + 1`.
    ///
    /// Each line's crossings are put in x order by a counting sort on their bucket (a cell
    /// or a power-of-two part of one; one pass to count, one to place) and an insertion
    /// sort inside each bucket, where there are few: O(k + buckets) per line, however often the pieces cross (a comparison sort per line
    /// cost ~3x more on a dense line). Ties in x need no tie-break: crossings at one x only
    /// make empty intervals, whatever their order.
    static func resolve(_ p: UnsafeMutableBufferPointer<RowPiece>, profile: RowProfile, row fy: Float,
                        rule: FillRule, cs: Int, ce: Int, acc: UnsafeMutablePointer<Float>,
                        cov: UnsafeMutablePointer<Float>, scratch s: LineScratch) {
        for c in cs...(ce + 1) { cov[c] = 0 }
        let wgt = 1 / Float(lines)
        // `rule.inside` without its branch per crossing: non-zero tests every bit, even-odd
        // the lowest.
        let inMask: Int32 = rule == .nonZero ? -1 : 1
        let left = Float(cs), right = Float(ce + 1)
        let n = p.count, cells = ce - cs + 1
        // Buckets of 1/sub pixel, sub a power of two near pieces per cell, so a bucket holds
        // a crossing or two and the insertion pass stays short (a dense line stacks ~20
        // crossings per pixel on one line).
        var sub = 1
        while sub < 32 && cells * sub * 2 <= n { sub *= 2 }
        let buckets = cells * sub, scale = Float(sub)
        s.reserve(crossings: n, cells: buckets)
        let count = s.count, cell = s.cell, xs = s.xs, ds = s.ds, sx = s.sx, sd = s.sd
        for k in 0..<lines {
            let ys = fy + (Float(k) + 0.5) * wgt
            count.update(repeating: 0, count: buckets + 1)
            var m = 0
            for i in 0..<n where p[i].ya <= ys && ys < p[i].yb {
                let x = p[i].x(at: ys)
                // Safe because: clamped to 0..<buckets. Rounding is monotone in x, so the
                // buckets are in x order; the insertion pass below orders each bucket.
                // `CellArea.floor`, not `Int(_:)`: no range check (x is within the cluster's
                // cells, so the product is within 0...buckets, far inside its range).
                let c = min(max(CellArea.floor((x - left) * scale), 0), buckets &- 1)
                xs[m] = x; ds[m] = p[i].dir; cell[m] = Int32(c)
                count[c &+ 1] &+= 1
                m &+= 1
            }
            guard m > 0 || rule.inside(profile.winding(at: ys)) else { continue }
            for c in 0..<buckets { count[c &+ 1] &+= count[c] }
            for i in 0..<m {
                let c = Int(cell[i])
                let at = Int(count[c])
                sx[at] = xs[i]; sd[at] = ds[i]
                count[c] = Int32(at &+ 1)
            }
            // In bucket order now; one insertion pass sorts inside each bucket (short runs).
            var i = 1
            while i < m {
                let x = sx[i], d = sd[i]
                var j = i
                while j > 0 && sx[j &- 1] > x { sx[j] = sx[j &- 1]; sd[j] = sd[j &- 1]; j &-= 1 }
                sx[j] = x; sd[j] = d
                i &+= 1
            }
            var w = profile.winding(at: ys)
            var was = rule.inside(w)
            var start = left
            for i in 0..<m {
                w &+= sd[i]
                let now = w & inMask != 0
                if now != was {
                    if now { start = sx[i] } else { span(start, sx[i], wgt, acc, cov) }
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
        let i0 = CellArea.floor(a), i1 = CellArea.floor(b)
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

/// Reused buffers of `ClusterSampleLines` (one per band), grown on demand.
final class LineScratch {
    private(set) var count = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private(set) var cell = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private(set) var xs = UnsafeMutablePointer<Float>.allocate(capacity: 1)
    private(set) var ds = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private(set) var sx = UnsafeMutablePointer<Float>.allocate(capacity: 1)
    private(set) var sd = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var crossingCap = 1, cellCap = 0

    func reserve(crossings k: Int, cells c: Int) {
        if c + 1 > cellCap {
            cellCap = max(2 * (c + 1), 64)
            count.deallocate(); count = .allocate(capacity: cellCap)
        }
        if k > crossingCap {
            crossingCap = max(2 * k, 64)
            for p in [cell, ds, sd] { p.deallocate() }
            xs.deallocate(); sx.deallocate()
            cell = .allocate(capacity: crossingCap); ds = .allocate(capacity: crossingCap)
            sd = .allocate(capacity: crossingCap)
            xs = .allocate(capacity: crossingCap); sx = .allocate(capacity: crossingCap)
        }
    }

    deinit { for p in [count, cell, ds, sd] { p.deallocate() }; xs.deallocate(); sx.deallocate() }
}
