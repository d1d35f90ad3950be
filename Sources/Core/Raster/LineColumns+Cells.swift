/// A chunk's cells: the rows each column takes, then its runs' ends added and summed down.
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
            let inf = SIMD8<Float>(repeating: .infinity)
            r0 = [Int32](repeating: 0, count: k); r1 = [Int32](repeating: 0, count: k)
            ex = [Int](repeating: 0, count: k + 1)
            var e = 0
            for i in 0..<k {
                var top = inf, bottom = -inf
                for h in 2 * i ... 2 * i + 1 {
                    let (a, b, v) = LineColumns.clipped(lanes[h].a, lanes[h].b, clip)
                    top = top.replacing(with: a, where: v .& (a .< top)); bottom = bottom.replacing(with: b, where: v .& (b .> bottom))
                    let (c, d, w) = LineColumns.clipped(lanes[h].c, lanes[h].d, clip)
                    top = top.replacing(with: c, where: w .& (c .< top)); bottom = bottom.replacing(with: d, where: w .& (d .> bottom))
                }
                var lo = top.min(), hi = bottom.max()
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

    /// A run clipped to the rows of `clip`, and where it is not empty.
    @inline(__always) static func clipped(_ a: SIMD8<Float>, _ b: SIMD8<Float>, _ clip: PixelRect)
        -> (SIMD8<Float>, SIMD8<Float>, SIMDMask<SIMD8<Int32>>) {
        let y0 = SIMD8<Float>(repeating: Float(clip.y0)), y1 = SIMD8<Float>(repeating: Float(clip.y1))
        let a = a.replacing(with: y0, where: y0 .> a), b = b.replacing(with: y1, where: y1 .< b)
        return (a, b, a .< b)
    }

    /// Each column's cells from its runs: every run's ends add ±1/16 into the cells, split
    /// by their fractions, and a prefix sum down the column gives the coverage.
    static func cells(_ runs: Runs, clip: PixelRect) -> Chunk {
        let lanes = runs.lanes, extra = runs.extra, r0 = runs.r0, r1 = runs.r1, ex = runs.ex
        let k = lanes.count / 2, total = runs.total
        @inline(__always) func clipped(_ a: SIMD8<Float>, _ b: SIMD8<Float>)
            -> (SIMD8<Float>, SIMD8<Float>, SIMDMask<SIMD8<Int32>>) { LineColumns.clipped(a, b, clip) }
        // One cell past each column's rows: a run's end in its last row adds its fraction
        // there (never read).
        var offsets = [Int32](repeating: 0, count: k + 1)
        var cov = [Float](repeating: 0, count: total)
        cov.withUnsafeMutableBufferPointer { cv in
            var o = 0
            for i in 0..<k {
                offsets[i] = Int32(o)
                guard r0[i] < r1[i] else { continue }
                let n = Int(r1[i] - r0[i]), base = Float(r0[i])
                // Safe because: ends lie in [r0, r1) (clipped, r1 − 1 = floor of the highest),
                // so cells c and c + 1 are in o ..< o + n + 1.
                let cells = cv.baseAddress! + o
                @inline(__always) func end(_ y: Float, _ w: Float) {
                    let f = y.rounded(.down), c = Int(f - base)
                    cells[c] += w * (1 - (y - f)); cells[c + 1] += w * (y - f)
                }
                for h in 2 * i ... 2 * i + 1 {
                    let (a, b, v) = clipped(lanes[h].a, lanes[h].b)
                    let (c, d, w) = clipped(lanes[h].c, lanes[h].d)
                    for l in 0..<8 {
                        if v[l] { end(a[l], 1 / 16); end(b[l], -1 / 16) }
                        if w[l] { end(c[l], 1 / 16); end(d[l], -1 / 16) }
                    }
                }
                for j in ex[i]..<ex[i + 1] {
                    let a = max(extra[j].a, Float(clip.y0)), b = min(extra[j].b, Float(clip.y1))
                    if a < b { end(a, 1 / 16); end(b, -1 / 16) }
                }
                var run: Float = 0
                for c in 0..<n { run += cells[c]; cells[c] = Rasterizer.coverage(run) }
                o += n + 1
            }
            offsets[k] = Int32(o)
        }
        let lo = r0.indices.filter { r0[$0] < r1[$0] }
        let rows = lo.isEmpty ? 0..<0 : Int(lo.map { r0[$0] }.min()!)..<Int(lo.map { r1[$0] }.max()!)
        return Chunk(x: runs.x, first: r0, offsets: offsets, cov: cov, rows: rows, flagged: runs.flagged)
    }
}
