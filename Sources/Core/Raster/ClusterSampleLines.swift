/// The fallback resolver of one cluster, for clusters whose pieces cross too often for
/// `ClusterSlabs` (a dense line overlapping itself hundreds of times in a row): 16 sample
/// lines at the reference's heights, each split by the winding number into exact inside
/// intervals in x; a cell gets the inside length on each line × 1/16.
///
/// Most of a dense line's (cell, line) pairs need no interval at all: the winding there
/// cannot reach zero. So each cell keeps, per line (16 lanes), the sum of its crossings'
/// directions and of the negative ones, counted without any x order:
///
/// ```
///   cells   cs ┌──────┬──────┬──────┐ ce    per cell, 16 lanes (one per sample line):
///   line 0     │ ╲  ╱ │ ╲╲   │      │        net = Σ dir, neg = Σ dir < 0
///    ...       │  ╳   │  ╲╲  │  ╱   │        w   = winding at the cell's left (prefix of net)
///   line 15    │ ╱  ╲ │   ╲╲ │ ╱    │
///              └──────┴──────┴──────┘        w > 0 and w + neg > 0 → the line is inside
///   per lane:   full     ambiguous   full      across the whole cell: 1/16, no sorting
/// ```
///
/// Only the ambiguous (cell, line) pairs (non-zero: the winding may touch 0 inside the
/// cell; even-odd: any crossing) get their crossings placed in a bucket, sorted by (x, dir)
/// and walked, exactly as before: the answer is the same as walking every line, with the
/// sorting left to the few pairs where it matters.
///
/// Exact in x, sampled in y: the same answer as the 16x16 reference wherever edges are not
/// nearly horizontal. - Complexity: O(k + 16 · cells + a log a) for k pieces and a
/// crossings in ambiguous pairs.
enum ClusterSampleLines {
    static let lines = 16

    /// Writes the coverage of cells `cs...ce` into `cov` (and 0 at `ce + 1`); `acc` is not
    /// used (zero on entry and exit, as the other resolvers leave it).
    ///
    /// Every sum is of integers or in (cell, line, x, dir) order, never in the cluster's
    /// piece order (which follows the band's active list): the bytes do not depend on the
    /// band split.
    static func resolve(_ p: UnsafeMutableBufferPointer<RowPiece>, profile: RowProfile, row fy: Float,
                        rule: FillRule, cs: Int, ce: Int, acc: UnsafeMutablePointer<Float>,
                        cov: UnsafeMutablePointer<Float>, scratch s: LineScratch) {
        let wgt = 1 / Float(lines)
        let n = p.count, cells = ce - cs + 1
        s.reserve(pieces: n, cells: cells)
        let ys = s.ys
        for k in 0..<lines { ys[k] = fy + (Float(k) + 0.5) * wgt }
        // Safe because: `reserve` sized net/neg/w0 to 16 · cells Int32, amb to cells,
        // span to n; every cell index is c − cs with c in a piece's cmin...cmax ⊂ cs...ce.
        let net = s.net, neg = s.neg, w0 = s.w0, amb = s.amb, span = s.span
        net.update(repeating: 0, count: cells * lines)
        neg.update(repeating: 0, count: cells * lines)
        // Pass 1: directions summed per (cell, line). A piece in one cell adds its lane
        // range as one vector; a wider one, lane by lane at its crossing's cell.
        let pre = s.prefix
        for i in 0..<n {
            let q = p[i]
            let k0 = firstLine(atOrAbove: q.ya, fy, ys), k1 = firstLine(atOrAbove: q.yb, fy, ys)
            span[i] = UInt16(truncatingIfNeeded: k0 | k1 << 5)
            guard k0 < k1 else { continue }
            let c0 = Int(q.cmin) - cs
            if q.cmin == q.cmax {
                let one = load(pre, k1 * lines) &- load(pre, k0 * lines)
                let o = c0 * lines
                if q.dir > 0 {
                    store(net, o, load(net, o) &+ one)
                } else {
                    store(net, o, load(net, o) &- one)
                    store(neg, o, load(neg, o) &- one)
                }
            } else {
                for k in k0..<k1 {
                    let o = (CellArea.floor(q.x(at: ys[k])) - cs) * lines + k
                    net[o] &+= q.dir
                    if q.dir < 0 { neg[o] &-= 1 }
                }
            }
        }
        // Pass 2: per cell, the winding at its left on each line, the lines inside across
        // it (counted), and the ambiguous ones (flagged, their buckets laid out in order).
        var w = SIMD16<Int32>()
        for k in 0..<lines { w[k] = profile.winding(at: ys[k]) }
        let bits = SIMD16<Int32>(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768)
        let zero = SIMD16<Int32>(), nonZero = rule == .nonZero
        var total = 0
        for i in 0..<cells {
            let o = i * lines
            let nt = load(net, o), ng = load(neg, o)
            let ps = nt &- ng, count = ps &- ng
            let full: SIMDMask<SIMD16<Int32>>
            if nonZero {
                full = (w .> zero .& (w &+ ng) .> zero) .| (w .< zero .& (w &+ ps) .< zero)
            } else {
                full = count .== zero .& (w & 1) .!= zero
            }
            let ambiguous = count .!= zero .& .!full
            store(w0, o, w)
            let fullBits = zero.replacing(with: bits, where: full).wrappedSum()
            let ambBits = zero.replacing(with: bits, where: ambiguous).wrappedSum()
            cov[cs + i] = Float(fullBits.nonzeroBitCount) * wgt
            amb[i] = UInt16(truncatingIfNeeded: ambBits)
            // Bucket starts of the ambiguous lines, kept in `neg` (no longer needed there).
            var b = ambBits
            while b != 0 {
                let k = b.trailingZeroBitCount
                b &= b &- 1
                let c = Int(count[k])
                neg[o + k] = Int32(truncatingIfNeeded: total)
                total += c
            }
            w &+= nt
        }
        cov[ce + 1] = 0
        guard total > 0 else { return }
        // Pass 3: the crossings of ambiguous pairs into their buckets, as (x, dir) keys.
        s.reserve(crossings: total)
        let keys = s.keys
        for i in 0..<n {
            let k0 = Int(span[i] & 31), k1 = Int(span[i] >> 5)
            guard k0 < k1 else { continue }
            let q = p[i]
            let c0 = Int(q.cmin) - cs
            let dir = UInt64(UInt32(bitPattern: q.dir))
            if q.cmin == q.cmax {
                var b = Int(amb[c0]) & ((1 << k1) - (1 << k0))
                while b != 0 {
                    let k = b.trailingZeroBitCount
                    b &= b &- 1
                    let o = c0 * lines + k, at = Int(neg[o])
                    keys[at] = UInt64(Rasterizer.orderedBits(q.x(at: ys[k]))) << 32 | dir
                    neg[o] = Int32(truncatingIfNeeded: at &+ 1)
                }
            } else {
                for k in k0..<k1 {
                    let x = q.x(at: ys[k])
                    let c = CellArea.floor(x) - cs
                    guard Int(amb[c]) >> k & 1 != 0 else { continue }
                    let o = c * lines + k, at = Int(neg[o])
                    keys[at] = UInt64(Rasterizer.orderedBits(x)) << 32 | dir
                    neg[o] = Int32(truncatingIfNeeded: at &+ 1)
                }
            }
        }
        // Pass 4: each bucket (now ending where the next starts) sorted and walked from the
        // winding at its cell's left; its inside length adds to the cell.
        let inMask: Int32 = nonZero ? -1 : 1
        var start = 0
        for i in 0..<cells where amb[i] != 0 {
            var b = Int(amb[i])
            let left = Float(cs + i), right = left + 1
            var c = cov[cs + i]
            while b != 0 {
                let k = b.trailingZeroBitCount
                b &= b &- 1
                let o = i * lines + k, end = Int(neg[o])
                sortKeys(keys + start, end - start)
                var ww = w0[o]
                var was = ww & inMask != 0
                var from = left, length: Float = 0
                for j in start..<end {
                    let key = keys[j]
                    ww &+= Int32(bitPattern: UInt32(truncatingIfNeeded: key))
                    let now = ww & inMask != 0
                    if now != was {
                        let x = Float(bitPattern: Rasterizer.unorderedBits(UInt32(truncatingIfNeeded: key >> 32)))
                        if now { from = x } else { length += x - from }
                        was = now
                    }
                }
                if was { length += right - from }
                c += length * wgt
                start = end
            }
            cov[cs + i] = min(c, 1)
        }
    }

    /// The first sample line `k` with `ys[k] >= y` (16 if none), for `y` in `fy...fy + 1`.
    /// The estimate from (y − fy) · 16 is exact up to rounding; the table settles it.
    @inline(__always)
    static func firstLine(atOrAbove y: Float, _ fy: Float, _ ys: UnsafeMutablePointer<Float>) -> Int {
        var k = Int(min(max((y - fy) * 16 - 0.5, 0), 16).rounded(.up))
        while k > 0 && ys[k &- 1] >= y { k &-= 1 }
        while k < 16 && ys[k] < y { k &+= 1 }
        return k
    }

    /// Keys in ascending order: insertion for the short buckets of a dense line, the
    /// library sort for a long one.
    @inline(__always)
    static func sortKeys(_ a: UnsafeMutablePointer<UInt64>, _ n: Int) {
        guard n > 1 else { return }
        if n > 48 { var b = UnsafeMutableBufferPointer(start: a, count: n); b.sort(); return }
        var i = 1
        while i < n {
            let v = a[i]
            var j = i
            while j > 0 && a[j &- 1] > v { a[j] = a[j &- 1]; j &-= 1 }
            a[j] = v
            i &+= 1
        }
    }

    @inline(__always) static func load(_ p: UnsafeMutablePointer<Int32>, _ o: Int) -> SIMD16<Int32> {
        UnsafeRawPointer(p + o).loadUnaligned(as: SIMD16<Int32>.self)
    }

    @inline(__always) static func store(_ p: UnsafeMutablePointer<Int32>, _ o: Int, _ v: SIMD16<Int32>) {
        UnsafeMutableRawPointer(p + o).storeBytes(of: v, as: SIMD16<Int32>.self)
    }
}

/// Reused buffers of `ClusterSampleLines` (one per band), grown on demand.
final class LineScratch {
    /// The 16 sample heights of the current row.
    let ys = UnsafeMutablePointer<Float>.allocate(capacity: 16)
    /// `prefix + 16 · k`: lanes below k are 1, the others 0 (k = 0...16).
    let prefix = UnsafeMutablePointer<Int32>.allocate(capacity: 17 * 16)
    private(set) var net = UnsafeMutablePointer<Int32>.allocate(capacity: 16)
    private(set) var neg = UnsafeMutablePointer<Int32>.allocate(capacity: 16)
    private(set) var w0 = UnsafeMutablePointer<Int32>.allocate(capacity: 16)
    private(set) var amb = UnsafeMutablePointer<UInt16>.allocate(capacity: 1)
    private(set) var span = UnsafeMutablePointer<UInt16>.allocate(capacity: 1)
    private(set) var keys = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    private var cellCap = 1, pieceCap = 1, keyCap = 1

    init() {
        for k in 0...16 { for j in 0..<16 { prefix[k * 16 + j] = j < k ? 1 : 0 } }
    }

    func reserve(pieces k: Int, cells c: Int) {
        if c > cellCap {
            cellCap = max(2 * c, 64)
            net.deallocate(); neg.deallocate(); w0.deallocate(); amb.deallocate()
            net = .allocate(capacity: cellCap * 16); neg = .allocate(capacity: cellCap * 16)
            w0 = .allocate(capacity: cellCap * 16); amb = .allocate(capacity: cellCap)
        }
        if k > pieceCap {
            pieceCap = max(2 * k, 64)
            span.deallocate(); span = .allocate(capacity: pieceCap)
        }
    }

    func reserve(crossings k: Int) {
        guard k > keyCap else { return }
        keyCap = max(2 * k, 256)
        keys.deallocate(); keys = .allocate(capacity: keyCap)
    }

    deinit {
        ys.deallocate(); prefix.deallocate(); net.deallocate(); neg.deallocate(); w0.deallocate()
        amb.deallocate(); span.deallocate(); keys.deallocate()
    }
}
