/// The fallback resolver of one cluster, for clusters whose pieces cross too often for
/// `ClusterSlabs` (a dense line overlapping itself hundreds of times in a row): 16 sample
/// lines at the reference's heights, each split by the winding number into exact inside
/// intervals in x, a cell getting the inside length on each line × 1/16.
///
/// The lines are cut into buckets of 1/4 px (1/8 where pieces are many per cell), and
/// each (bucket, line) keeps the number of crossings in it, the sum of their directions
/// and the x of (any) one, counted without any x order. The 16 lines are the 16 lanes of
/// a vector, so one pass along x walks the winding of all of them at once:
///
/// ```
///   cells  cs ┌───────────────┬───────────────┐ ce    per bucket, per line (lane):
///   line 0    │  │  │╲ │  │  │  │ ╱│  │  │  │  │        0 crossings: inside(w) · 1/16
///    ...      │  │ ╲│  │  │ ╱│  │  │  │  │  │  │        1 crossing at x: the exact split
///   line 15   │  │  │  │ ╲│  │ ╱│  │  │  │  │  │          of the bucket at x
///             └───────────────┴───────────────┘        2+: inside throughout when the
///               4 buckets per cell on every line          winding cannot reach 0 there,
///                                                         else sorted and walked
/// ```
///
/// Only the last case needs the crossings themselves (a second pass over the pieces of
/// the cells that have one): a dense line's buckets mostly hold 0 or 1 crossing, or lie
/// deep inside it. A piece whose x extent falls in at most 4 neighbouring buckets (a
/// steep edge: nearly all of a dense line's) is added as vectors, one per bucket, lanes
/// masked; only a flatter one line by line.
///
/// Exact in x, sampled in y: the same answer as the 16x16 reference wherever edges are not
/// nearly horizontal. Sums over pieces are of integers (or of one x), lengths are added
/// in (cell, bucket, line) order: the bytes do not depend on the order of the pieces,
/// which follows the band's active list. - Complexity: O(k + 16 · cells) vector steps
/// for k pieces, plus O(a log a) for the a crossings in undecided buckets.
enum ClusterSampleLines {
    static let lines = 16
    /// Buckets per cell on each line: a power of two (x · buckets is exact), 4, or 8 where
    /// pieces are many per cell, 16 where very many — fewer undecided buckets (8 took 6%
    /// fewer instructions than 4 on a 1M-point line, 8% more on a 100k-point one; 16 past
    /// 48 pieces a cell, 2.5% less time on the 1M-point line).
    @inline(__always) static func buckets(pieces n: Int, cells: Int) -> Int {
        n >= 48 * cells ? 16 : (n >= 24 * cells ? 8 : 4)
    }

    /// Writes the coverage of cells `cs...ce` into `cov` (and 0 at `ce + 1`); `acc` is not
    /// used (zero on entry and exit, as the other resolvers leave it).
    static func resolve(_ p: UnsafeMutableBufferPointer<RowPiece>, profile: RowProfile, row fy: Float,
                        rule: FillRule, cs: Int, ce: Int, acc: UnsafeMutablePointer<Float>,
                        cov: UnsafeMutablePointer<Float>, scratch s: LineScratch) {
        let n = p.count, cells = ce - cs + 1
        let buckets = Self.buckets(pieces: n, cells: cells)
        let wgt = 1 / Float(lines), step = 1 / Float(buckets)
        s.reserve(cells: cells, buckets: buckets, pieces: n)
        let ys = s.ys
        for k in 0..<lines { ys[k] = fy + (Float(k) + 0.5) * wgt }
        let ysv = UnsafeRawPointer(ys).loadUnaligned(as: SIMD16<Float>.self)
        // Safe because: `reserve` makes cnt/sum/xs hold 16 lanes × buckets × cells (cnt and
        // sum zero here), `lanes` buckets × cells and `flag` cells entries (zero), `span`
        // and `multi` one per piece (`lanes[-1]` exists, always 0). A
        // crossing's x is within its piece's lo...hi ⊂ [cmin, cmax + 1) ⊂ [cs, ce + 1), so
        // its bucket ⌊Bx⌋ − B·cs is in 0 ..< buckets · cells.
        let cnt = s.cnt, sum = s.sum, xs = s.xs, pre = s.prefix, span = s.span, multi = s.multi
        var multiCount = 0
        // x as bits, for blends by integer masks (`replacing` on Float vectors with a
        // mask from an integer compare compiled to a lane loop).
        let xsBits = UnsafeMutableRawPointer(xs)
        let zero = SIMD16<Int32>()
        let origin = buckets * cs
        // Pass 1: count, direction sum and one x per (bucket, line).
        for i in 0..<n {
            let q = p[i]
            let k0 = firstLine(atOrAbove: q.ya, fy), k1 = firstLine(atOrAbove: q.yb, fy)
            span[i] = UInt32(truncatingIfNeeded: k0 | k1 << 5)
            guard k0 < k1 else { continue }
            // Every line's x lies in the piece's lo...hi (`RowPiece.x(at:)` clamps to it), so
            // in the buckets ba...bb of its ends: no x evaluated to know them (S2 −1.5% in
            // process against the buckets of the first and last lines' x).
            let ba = bucket(q.lo, buckets) &- origin, bb = bucket(q.hi, buckets) &- origin
            let spread = bb &- ba
            if spread <= maxVectorBuckets {
                // Each bucket takes its lanes as vectors. x per lane as `RowPiece.x(at:)`
                // computes it.
                let m = load(pre, k1 &* lines) &- load(pre, k0 &* lines)
                var xv = SIMD16<Float>(repeating: q.x0) + (ysv - q.y0) * q.dxdy
                let lo = SIMD16<Float>(repeating: q.lo), hi = SIMD16<Float>(repeating: q.hi)
                xv = xv.replacing(with: lo, where: xv .< lo).replacing(with: hi, where: xv .> hi)
                // m or −m by the sign of dir (±1), without a branch on it (a coin flip).
                let sg = SIMD16<Int32>(repeating: q.dir >> 31), dm = (m ^ sg) &- sg
                if spread == 0 {
                    // Its bucket, for `walkUndecided` (read there, not found again).
                    span[i] |= UInt32(truncatingIfNeeded: ba &+ 1) << 10
                    let o = ba &* lines, mm = zero &- m
                    store(cnt, o, load(cnt, o) &+ m)
                    store(sum, o, load(sum, o) &+ dm)
                    store(xsBits, o, (load(xsBits, o) & ~mm) | (bits(xv) & mm))
                } else {
                    multi[multiCount] = Int32(truncatingIfNeeded: i); multiCount &+= 1
                    let bv = bucketLanes(xv, buckets) &- SIMD16(repeating: Int32(truncatingIfNeeded: origin))
                    for b in ba...bb {
                        // All ones (−1) in the lanes of this bucket among k0..<k1: the
                        // count takes minus it.
                        let mm = (zero &- m) & equal(bv, Int32(truncatingIfNeeded: b)), o = b &* lines
                        store(cnt, o, load(cnt, o) &- mm)
                        store(sum, o, load(sum, o) &+ (dm & mm))
                        store(xsBits, o, (load(xsBits, o) & ~mm) | (bits(xv) & mm))
                    }
                }
            } else {
                multi[multiCount] = Int32(truncatingIfNeeded: i); multiCount &+= 1
                for k in k0..<k1 {
                    let x = q.x(at: ys[k])
                    let o = (bucket(x, buckets) &- origin) &* lines &+ k
                    cnt[o] &+= 1; sum[o] &+= q.dir; xs[o] = x
                }
            }
        }
        // Pass 2: along x, all lines at once.
        var w = profile.windings(at: ysv)
        let one = SIMD16<Int32>(repeating: 1), zf = SIMD16<Float>()
        // Lane k's bit, 1 << k.
        let laneBit = SIMD16<Int32>(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768)
        let nonZero = rule == .nonZero, nzMask = SIMD16<Int32>(repeating: nonZero ? -1 : 0)
        var undecided = 0, keyTotal = 0
        // Inside left of the next bucket: its left neighbour's right side, carried.
        var in0 = inside(w, nonZero: nzMask)
        for i in 0..<cells {
            var len = zf
            let left = Float(cs + i)
            for j in 0..<buckets {
                let o = (i &* buckets &+ j) &* lines
                let c = load(cnt, o), d = load(sum, o)
                store(cnt, o, zero); store(sum, o, zero)
                let bl = left + Float(j) * step, br = bl + step
                let w1 = w &+ d
                // Masks by arithmetic, not SIMDMask (whose blends compiled to lane loops):
                // all ones where the line is inside left / right of the bucket's crossings,
                // where it has none, where it has several.
                let in1 = inside(w1, nonZero: nzMask)
                let none = (c &- one) &>> 31, multi = (one &- c) &>> 31
                // No crossing: x = br makes the first term the whole bucket, the second 0.
                let brv = SIMD16<Float>(repeating: br)
                let x = float((load(xsBits, o) & ~none) | (bits(brv) & none))
                var l = float(bits(x - SIMD16(repeating: bl)) & in0) + float(bits(brv - x) & in1)
                if anyTrue(multi) {
                    // Non-zero: inside throughout when the winding stays on one side of 0
                    // whatever the order (c = pos + neg crossings, d = pos − neg):
                    // w − neg > 0 or w + pos < 0.
                    let neg = (c &- d) &>> 1, pos = (c &+ d) &>> 1
                    let full = ((zero &- (w &- neg)) &>> 31 | (w &+ pos) &>> 31) & multi & nzMask
                    l = float((bits(l) & ~multi) | (bits(SIMD16(repeating: step)) & full))
                    let open = multi & ~full
                    if anyTrue(open) {
                        s.reserve(undecided: undecided + lines)
                        // The open lanes as bits, then one step per open lane (its winding and
                        // count spilled once): not a 16-step lane loop testing each (S2 0.979
                        // in process, S3 0.995). Slots are still numbered in lane order.
                        let v = open & laneBit
                        let h8 = v.lowHalf | v.highHalf, h4 = h8.lowHalf | h8.highHalf, h2 = h4.lowHalf | h4.highHalf
                        let laneBits = Int(h2[0] | h2[1])
                        let lw = s.laneSpill
                        UnsafeMutableRawPointer(lw).storeBytes(of: w, as: SIMD16<Int32>.self)
                        UnsafeMutableRawPointer(lw + 16).storeBytes(of: c, as: SIMD16<Int32>.self)
                        var left = laneBits
                        while left != 0 {
                            let k = left.trailingZeroBitCount
                            left &= left &- 1
                            s.slotAt[undecided] = Int32(truncatingIfNeeded: o &+ k)
                            s.slotW[undecided] = lw[k]
                            s.slotStart[undecided] = Int32(truncatingIfNeeded: keyTotal)
                            keyTotal &+= Int(lw[16 &+ k])
                            undecided &+= 1
                            // The slot (+ 1) where the second pass finds it; zeroed after.
                            sum[o &+ k] = Int32(truncatingIfNeeded: undecided)
                        }
                        s.flag[i] = 1
                        s.lanes[i &* buckets &+ j] = UInt16(truncatingIfNeeded: laneBits)
                    }
                }
                len += l
                w = w1
                in0 = in1
            }
            let h8 = len.lowHalf + len.highHalf, h4 = h8.lowHalf + h8.highHalf, h2 = h4.lowHalf + h4.highHalf
            cov[cs + i] = min((h2[0] + h2[1]) * wgt, 1)
        }
        cov[ce + 1] = 0
        s.multiCount = multiCount
        if undecided > 0 {
            walkUndecided(p, undecided, keyTotal, buckets: buckets, fy: fy, cs: cs, ce: ce,
                          nonZero: nonZero, cov: cov, s)
        }
    }

    /// The buckets with several crossings whose winding may reach 0: their crossings
    /// gathered from the pieces in them (a piece within one bucket, known from pass 1, is
    /// read only if that bucket is undecided; a wider one if one of its cells is
    /// flagged), sorted by (x, dir), walked from the winding at the bucket's left; each
    /// adds its inside length to its cell.
    static func walkUndecided(_ p: UnsafeMutableBufferPointer<RowPiece>, _ count: Int, _ keyTotal: Int,
                              buckets: Int, fy: Float, cs: Int, ce: Int, nonZero: Bool,
                              cov: UnsafeMutablePointer<Float>, _ s: LineScratch) {
        s.reserve(keys: keyTotal)
        let ys = s.ys, sum = s.sum, flag = s.flag, keys = s.keys, cursor = s.slotCursor
        let span = s.span, lanes = s.lanes
        let origin = buckets * cs
        // Safe because: slots were numbered 1...count in `sum` (0 elsewhere), each with
        // room for its crossing count from `slotStart` on; a piece's cells are in cs...ce.
        for a in 0..<count { cursor[a] = s.slotStart[a] }
        // The pieces within one bucket (as pass 1 found): only that bucket's undecided
        // lanes, read without finding the piece's cells or buckets again. A piece spread
        // wider reads `lanes[-1]`, always 0: no branch on which kind it is (a coin flip on
        // a 100k-vertex line: S2 −1.8%, S3 −1.6% in process), and it comes next.
        for i in 0..<p.count {
            let sp = span[i]
            // The bucket, or −1 for none.
            let k0 = Int(sp & 31), k1 = Int(sp >> 5 & 31), ba = Int(sp >> 10) &- 1
            var b = Int(lanes[ba]) & ((1 << k1) &- (1 << k0))
            guard b != 0 else { continue }
            let q = p[i]
            let dir = UInt64(UInt32(bitPattern: q.dir))
            while b != 0 {
                let k = b.trailingZeroBitCount
                b &= b &- 1
                let x = q.x(at: ys[k]), a = Int(sum[ba &* lines &+ k])
                let at = Int(cursor[a &- 1])
                keys[at] = UInt64(Rasterizer.orderedBits(x)) << 32 | dir
                cursor[a &- 1] = Int32(truncatingIfNeeded: at &+ 1)
            }
        }
        // The pieces spread over several buckets: line by line, if one of their cells has
        // an undecided bucket.
        for t in 0..<s.multiCount {
            let i = Int(s.multi[t]), sp = span[i]
            let k0 = Int(sp & 31), k1 = Int(sp >> 5 & 31)
            let q = p[i]
            var hit = false
            for c in Int(q.cmin)...Int(q.cmax) where flag[c - cs] != 0 { hit = true; break }
            guard hit else { continue }
            let dir = UInt64(UInt32(bitPattern: q.dir))
            for k in k0..<k1 {
                let x = q.x(at: ys[k])
                let a = Int(sum[(bucket(x, buckets) &- origin) &* lines &+ k])
                guard a != 0 else { continue }
                let at = Int(cursor[a &- 1])
                keys[at] = UInt64(Rasterizer.orderedBits(x)) << 32 | dir
                cursor[a &- 1] = Int32(truncatingIfNeeded: at &+ 1)
            }
        }
        let inMask: Int32 = nonZero ? -1 : 1
        let step = 1 / Float(buckets), wgt = 1 / Float(lines), shift = buckets.trailingZeroBitCount
        for a in 0..<count {
            let at = Int(s.slotAt[a])
            sum[at] = 0
            // A shift, not a division by `buckets` (a power of two known only at run time,
            // so the divisions were real ones: two a slot, 195k slots a draw of a
            // 100k-vertex stroke).
            let b = at / lines, cell = b >> shift
            flag[cell] = 0; lanes[b] = 0
            let bl = Float(cs + cell) + Float(b & (buckets - 1)) * step, br = bl + step
            let start = Int(s.slotStart[a]), end = Int(cursor[a])
            sortKeys(keys + start, end - start)
            var w = s.slotW[a]
            var was = w & inMask != 0
            var from = bl, length: Float = 0
            for j in start..<end {
                let key = keys[j]
                w &+= Int32(bitPattern: UInt32(truncatingIfNeeded: key))
                let now = w & inMask != 0
                // Selects, not branches: entering sets `from`, leaving adds the length.
                let x = Float(bitPattern: Rasterizer.unorderedBits(UInt32(truncatingIfNeeded: key >> 32)))
                length += was && !now ? x - from : 0
                from = now && !was ? x : from
                was = now
            }
            if was { length += br - from }
            cov[cs + cell] = min(cov[cs + cell] + length * wgt, 1)
        }
    }

    /// A piece whose x extent spreads over at most this many buckets past its first is
    /// added as vectors, one per bucket; wider (a nearly horizontal piece), line by line.
    static let maxVectorBuckets = 3

    /// `bucket` of each lane (`CellArea.floor`'s magic-number floor, lane by lane: the
    /// same bits as the scalar one).
    @inline(__always) static func bucketLanes(_ x: SIMD16<Float>, _ buckets: Int) -> SIMD16<Int32> {
        let t = (x * Float(buckets)).rounded(.down) + SIMD16(repeating: 12_582_912)
        return bits(t) &- SIMD16(repeating: 0x4B40_0000)
    }

    /// All ones in the lanes where `v` is `b`, else 0 (arithmetic: no lane loop).
    @inline(__always) static func equal(_ v: SIMD16<Int32>, _ b: Int32) -> SIMD16<Int32> {
        let d = v ^ SIMD16(repeating: b)
        // d == 0 ⟺ (d | −d) has its sign bit clear.
        return ~((d | (SIMD16<Int32>() &- d)) &>> 31)
    }

    /// The bucket of `x`: ⌊x · buckets⌋ (exact: a power of two; |x| < 2¹⁸).
    @inline(__always) static func bucket(_ x: Float, _ buckets: Int) -> Int { CellArea.floor(x * Float(buckets)) }

    /// The first sample line `k` with `ys[k] >= y` (16 if none), for `y` in `fy...fy + 1`.
    ///
    /// ys[k] = fy + (k + ½)/16 is exact (fy < 2¹⁹), and so is t = (y − fy) · 16 (Sterbenz,
    /// and a power of two) and t − ½ unless t is tiny, where it rounds to about −½ and the
    /// answer is 0 either way: so ys[k] ≥ y ⟺ k ≥ ⌈t − ½⌉, with no comparison left over.
    @inline(__always)
    static func firstLine(atOrAbove y: Float, _ fy: Float) -> Int {
        // Clamped to 0...16 by selects, not branches (a piece's ends fall anywhere).
        let v = min(max((y - fy) * 16 - 0.5, 0), 16)
        return -CellArea.floor(-v)
    }

    /// Keys in ascending order: sorting networks of min/max for up to 8 (no branch on the
    /// keys: insertion's mispredicted compares were a tenth of a 1M-vertex stroke's
    /// mispredictions; most undecided buckets hold 2 to 8 crossings, and networks for 5–8
    /// took S3 0.92–0.97 and S2 0.97–0.99 of the time in process), insertion up to 32,
    /// the library sort for more.
    @inline(__always)
    static func sortKeys(_ a: UnsafeMutablePointer<UInt64>, _ n: Int) {
        guard n > 1 else { return }
        @inline(__always) func order(_ i: Int, _ j: Int) {
            let x = a[i], y = a[j]
            a[i] = min(x, y); a[j] = max(x, y)
        }
        switch n {
        case 2: order(0, 1)
        case 3: order(0, 1); order(1, 2); order(0, 1)
        case 4: order(0, 1); order(2, 3); order(0, 2); order(1, 3); order(1, 2)
        // The smallest known networks for 5 to 8 (a network sorts every input when it sorts
        // every 0/1 input: `SampleLinesTests` checks all of those).
        case 5:
            order(0, 1); order(3, 4); order(2, 4); order(2, 3); order(0, 3); order(0, 2); order(1, 4)
            order(1, 3); order(1, 2)
        case 6:
            order(1, 2); order(4, 5); order(0, 2); order(3, 5); order(0, 1); order(3, 4); order(1, 4)
            order(0, 3); order(2, 5); order(1, 3); order(2, 4); order(2, 3)
        case 7:
            order(1, 2); order(3, 4); order(5, 6); order(0, 2); order(3, 5); order(4, 6); order(0, 1)
            order(4, 5); order(2, 6); order(0, 4); order(1, 5); order(0, 3); order(2, 5); order(1, 3)
            order(2, 4); order(2, 3)
        case 8:
            order(0, 2); order(1, 3); order(4, 6); order(5, 7); order(0, 4); order(1, 5); order(2, 6)
            order(3, 7); order(0, 1); order(2, 3); order(4, 5); order(6, 7); order(2, 4); order(3, 5)
            order(1, 4); order(3, 6); order(1, 2); order(3, 4); order(5, 6)
        case 9...32: Rasterizer.insertionSort(a, n)
        default: var b = UnsafeMutableBufferPointer(start: a, count: n); b.sort()
        }
    }

    @inline(__always) static func load(_ p: UnsafeMutablePointer<Int32>, _ o: Int) -> SIMD16<Int32> {
        UnsafeRawPointer(p + o).loadUnaligned(as: SIMD16<Int32>.self)
    }

    @inline(__always) static func store(_ p: UnsafeMutablePointer<Int32>, _ o: Int, _ v: SIMD16<Int32>) {
        UnsafeMutableRawPointer(p + o).storeBytes(of: v, as: SIMD16<Int32>.self)
    }

    /// The 16 floats at `p + 4·o` as bits (raw memory: no typed aliasing).
    @inline(__always) static func load(_ p: UnsafeMutableRawPointer, _ o: Int) -> SIMD16<Int32> {
        UnsafeRawPointer(p + o &* 4).loadUnaligned(as: SIMD16<Int32>.self)
    }

    @inline(__always) static func store(_ p: UnsafeMutableRawPointer, _ o: Int, _ v: SIMD16<Int32>) {
        (p + o &* 4).storeBytes(of: v, as: SIMD16<Int32>.self)
    }

    /// All ones in the lanes where winding `w` is inside: non-zero (`nz` all ones) or odd.
    @inline(__always) static func inside(_ w: SIMD16<Int32>, nonZero nz: SIMD16<Int32>) -> SIMD16<Int32> {
        let z = SIMD16<Int32>()
        return ((w | (z &- w)) &>> 31 & nz) | ((z &- (w & 1)) & ~nz)
    }

    /// Whether any lane is non-zero (an OR tree, not the generic reduction).
    @inline(__always) static func anyTrue(_ v: SIMD16<Int32>) -> Bool {
        let h8 = v.lowHalf | v.highHalf, h4 = h8.lowHalf | h8.highHalf, h2 = h4.lowHalf | h4.highHalf
        return h2[0] | h2[1] != 0
    }

    @inline(__always) static func bits(_ v: SIMD16<Float>) -> SIMD16<Int32> {
        unsafeBitCast(v, to: SIMD16<Int32>.self)
    }

    @inline(__always) static func float(_ v: SIMD16<Int32>) -> SIMD16<Float> {
        unsafeBitCast(v, to: SIMD16<Float>.self)
    }
}
