/// A chunk's cells: the rows each column takes, then their coverage from its runs.
extension LineColumns {
    /// A chunk's lanes' runs (`lanes`: two halves a column; `extra`: more runs, by lane =
    /// half · 8 + lane) and per column the rows its cells take: r0 ..< r1 (none: r0 = r1 =
    /// 0), `total` cells in all (one more a column than its rows).
    struct Runs {
        let lanes: [Lanes], extra: [(lane: Int32, a: Float, b: Float)]
        let x: Int, flagged: Int
        var r0: [Int32], r1: [Int32], ex: [Int]
        var total = 0

        init(lanes: [Lanes], extra: [(lane: Int32, a: Float, b: Float)], x: Int, clip: PixelRect, flagged: Int) {
            self.lanes = lanes; self.extra = extra; self.x = x; self.flagged = flagged
            let k = lanes.count / 2
            r0 = [Int32](repeating: 0, count: k); r1 = [Int32](repeating: 0, count: k)
            ex = [Int](repeating: 0, count: k + 1)
            var e = 0
            for i in 0..<k {
                // The least top and the greatest bottom of all runs (an empty one, +∞ ... −∞,
                // is neither), then held to the clip's rows: a column whose runs pass the clip
                // on both sides keeps all its rows (none covered) — rare, and not worth
                // clipping every run here (that was a quarter of S1's cells work, the
                // vectors taken apart lane by lane by the compiler).
                let (least, greatest) = lanes.withUnsafeBufferPointer { LineColumns.extent($0.baseAddress! + 2 * i) }
                var lo = max(least, Float(clip.y0)), hi = min(greatest, Float(clip.y1))
                ex[i] = e
                while e < extra.count && Int(extra[e].lane) < 16 * (i + 1) {
                    let a = max(extra[e].a, Float(clip.y0)), b = min(extra[e].b, Float(clip.y1))
                    if a < b { lo = min(lo, a); hi = max(hi, b) }
                    e += 1
                }
                guard lo < hi else { continue }
                r0[i] = Int32(lo.rounded(.down)); r1[i] = Int32(hi.rounded(.down)) + 1
                total += Int(r1[i] - r0[i]) + 1
            }
            ex[k] = e
        }
    }

    /// The least top and the greatest bottom of the runs of the two halves at `h` (Safe
    /// callers: two `Lanes` there). The lanes are reduced by three rounds of swapped lanes on
    /// whole vectors: by halves (`lowHalf`, `highHalf`) or lane by lane (`min()`), the
    /// compiler took the chain of selects before them apart into 128-bit halves and single
    /// lanes (~165 instructions a column; now ~40).
    @inline(__always) static func extent(_ h: UnsafePointer<Lanes>) -> (least: Float, greatest: Float) {
        var t = h[0].a, u = h[0].b
        t = t.replacing(with: h[0].c, where: h[0].c .< t); u = u.replacing(with: h[0].d, where: h[0].d .> u)
        t = t.replacing(with: h[1].a, where: h[1].a .< t); u = u.replacing(with: h[1].b, where: h[1].b .> u)
        t = t.replacing(with: h[1].c, where: h[1].c .< t); u = u.replacing(with: h[1].d, where: h[1].d .> u)
        var t1 = SIMD8(t[4], t[5], t[6], t[7], t[0], t[1], t[2], t[3]), u1 = SIMD8(u[4], u[5], u[6], u[7], u[0], u[1], u[2], u[3])
        t = t.replacing(with: t1, where: t1 .< t); u = u.replacing(with: u1, where: u1 .> u)
        t1 = SIMD8(t[2], t[3], t[0], t[1], t[6], t[7], t[4], t[5]); u1 = SIMD8(u[2], u[3], u[0], u[1], u[6], u[7], u[4], u[5])
        t = t.replacing(with: t1, where: t1 .< t); u = u.replacing(with: u1, where: u1 .> u)
        t1 = SIMD8(t[1], t[0], t[3], t[2], t[5], t[4], t[7], t[6]); u1 = SIMD8(u[1], u[0], u[3], u[2], u[5], u[4], u[7], u[6])
        t = t.replacing(with: t1, where: t1 .< t); u = u.replacing(with: u1, where: u1 .> u)
        return (t[0], u[0])
    }

    /// A run clipped to the rows of `clip`, and where it is not empty.
    @inline(__always) static func clipped(_ a: SIMD8<Float>, _ b: SIMD8<Float>, _ clip: PixelRect)
        -> (SIMD8<Float>, SIMD8<Float>, SIMDMask<SIMD8<Int32>>) {
        let y0 = SIMD8<Float>(repeating: Float(clip.y0)), y1 = SIMD8<Float>(repeating: Float(clip.y1))
        let a = a.replacing(with: y0, where: y0 .> a), b = b.replacing(with: y1, where: y1 .< b)
        return (a, b, a .< b)
    }

    /// Columns at most this many rows tall take their coverage row by row from the runs
    /// (`direct`); taller ones by adding the runs' ends and summing down (`scatter`). Eight
    /// rows from 16 runs take ~160 instructions, 32 ends scattered ~1,300 (each end a float
    /// to index with its checks, read-modify-writes that chain where ends share a cell).
    static let directRows = 64

    /// Each column's cells from its runs: the coverage of its rows, `direct`ly for a column
    /// of at most `directRows` rows, else by `scatter` (the same coverage to float rounding).
    static func cells(_ runs: Runs, clip: PixelRect, directRows: Int = LineColumns.directRows) -> Chunk {
        let lanes = runs.lanes, r0 = runs.r0, r1 = runs.r1
        let k = lanes.count / 2, total = runs.total
        // One cell past each column's rows (`scatter` adds an end's fraction there; never read).
        var offsets = [Int32](repeating: 0, count: k + 1)
        // A column's runs for `direct`, as lows and highs: its lanes' (32 at most) and its
        // extra runs.
        let most = 32 + (0..<k).reduce(0) { max($0, runs.ex[$1 + 1] - runs.ex[$1]) }
        // Not zeroed first: `direct` writes every cell of its columns, `scatter` zeroes its own.
        let cov = [Float]._uninitialized(capacity: total) { cv, count in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * most) { buf in
                let lo = buf.baseAddress!, hi = lo + most
                var o = 0
                for i in 0..<k {
                    offsets[i] = Int32(o)
                    guard r0[i] < r1[i] else { continue }
                    let n = Int(r1[i] - r0[i])
                    // Safe because: column i's cells are o ..< o + n + 1 of `total` (Runs.init).
                    let cells = cv.baseAddress! + o
                    if n <= directRows {
                        // Unclipped: a row inside the clip meets a run as it meets its clipped
                        // part. An empty run (+∞, −∞) goes in as (−∞, −∞), which covers no row.
                        var m = 0
                        @inline(__always) func put(_ a: SIMD8<Float>, _ b: SIMD8<Float>) {
                            UnsafeMutableRawPointer(lo + m).storeBytes(of: a.replacing(with: b, where: b .< a), as: SIMD8<Float>.self)
                            UnsafeMutableRawPointer(hi + m).storeBytes(of: b, as: SIMD8<Float>.self)
                            m &+= 8
                        }
                        for h in 2 * i ... 2 * i + 1 {
                            let ln = lanes[h]
                            put(ln.a, ln.b)
                            if _any(ln.c .< ln.d) { put(ln.c, ln.d) }
                        }
                        for e in runs.extra[runs.ex[i] ..< runs.ex[i + 1]] {
                            lo[m] = e.a; hi[m] = e.b
                            m &+= 1
                        }
                        direct(cells, rows: n, from: Float(r0[i]), lo: lo, hi: hi, count: m)
                        cells[n] = 0
                    } else {
                        cells.initialize(repeating: 0, count: n + 1)
                        scatter(cells, rows: n, from: Float(r0[i]), lanes: lanes[2 * i ... 2 * i + 1],
                                extra: runs.extra[runs.ex[i] ..< runs.ex[i + 1]], clip: clip)
                    }
                    o += n + 1
                }
                offsets[k] = Int32(o)
                count = total
            }
        }
        let on = r0.indices.filter { r0[$0] < r1[$0] }
        let rows = on.isEmpty ? 0..<0 : Int(on.map { r0[$0] }.min()!)..<Int(on.map { r1[$0] }.max()!)
        return Chunk(x: runs.x, first: r0, offsets: offsets, cov: cov, rows: rows, flagged: runs.flagged)
    }

    /// A column's coverage, eight rows at a time: each run [l, h] (l ≤ h) covers row y by
    /// clamp(h − y, 0, 1) − clamp(l − y, 0, 1), a lane's 1/16 of it. Safe callers: `cells`
    /// has `rows` (≥ 1) cells; `lo`, `hi` hold `count` runs.
    @inline(__always)
    static func direct(_ cells: UnsafeMutablePointer<Float>, rows n: Int, from base: Float,
                       lo: UnsafeMutablePointer<Float>, hi: UnsafeMutablePointer<Float>, count m: Int) {
        // max(v, 0), then min(·, 1), spelled so that they compile to `vmaxps`, `vminps` (the
        // replacement compared with the value, not the value with it).
        @inline(__always) func unit(_ v: SIMD8<Float>) -> SIMD8<Float> {
            let zero = SIMD8<Float>(), one = SIMD8<Float>(repeating: 1)
            let p = v.replacing(with: zero, where: zero .> v)
            return p.replacing(with: one, where: one .< p)
        }
        let rows = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) + SIMD8(repeating: base)
        // Rows y ..< y + 8, the last block ending at the column's last row (rows done twice
        // are the same values: each row is computed, not summed); a column of fewer rows
        // computes eight and keeps its own.
        var y = 0
        while true {
            let ys = rows + SIMD8(repeating: Float(y))
            // The highs and the lows in loops of their own: in one loop, the compiler took
            // their vectors apart to pair a high's lanes with a low's (3x the instructions).
            var sum = SIMD8<Float>()
            for j in 0..<m { sum += unit(SIMD8(repeating: hi[j]) - ys) }
            for j in 0..<m { sum -= unit(SIMD8(repeating: lo[j]) - ys) }
            var k = sum * SIMD8(repeating: 1 / 16)
            k = k.replacing(with: 1, where: k .> 0.99999)
            k = k.replacing(with: 0, where: k .< 0.00001)
            if n < 8 {
                // (Copied from memory: read lane by lane, `k` was taken apart where it is made.)
                withUnsafeBytes(of: k) { cells.update(from: $0.baseAddress!.assumingMemoryBound(to: Float.self), count: n) }
                return
            }
            UnsafeMutableRawPointer(cells + y).storeBytes(of: k, as: SIMD8<Float>.self)
            if y + 8 == n { return }
            y = min(y + 8, n - 8)
        }
    }

    /// A column's coverage from its runs' ends: each adds ±1/16 into the cells, split by its
    /// fraction, and a prefix sum down the column. Safe callers: `cells` has `rows` + 1
    /// cells, and every run's ends lie in rows [base, base + rows) once clipped.
    @inline(__always)
    static func scatter(_ cells: UnsafeMutablePointer<Float>, rows n: Int, from base: Float, lanes: ArraySlice<Lanes>,
                        extra: ArraySlice<(lane: Int32, a: Float, b: Float)>, clip: PixelRect) {
        // Cells c and c + 1 are in 0 ..< n + 1: ends are clipped, and r1 − 1 is the floor of the highest.
        @inline(__always) func end(_ y: Float, _ w: Float) {
            let f = y.rounded(.down), c = Int(f - base)
            cells[c] += w * (1 - (y - f)); cells[c + 1] += w * (y - f)
        }
        for ln in lanes {
            let (a, b, v) = clipped(ln.a, ln.b, clip)
            let (c, d, w) = clipped(ln.c, ln.d, clip)
            for l in 0..<8 {
                if v[l] { end(a[l], 1 / 16); end(b[l], -1 / 16) }
                if w[l] { end(c[l], 1 / 16); end(d[l], -1 / 16) }
            }
        }
        for e in extra {
            let a = max(e.a, Float(clip.y0)), b = min(e.b, Float(clip.y1))
            if a < b { end(a, 1 / 16); end(b, -1 / 16) }
        }
        var run: Float = 0
        for c in 0..<n { run += cells[c]; cells[c] = Rasterizer.coverage(run) }
    }
}
