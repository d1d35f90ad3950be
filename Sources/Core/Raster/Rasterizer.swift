/// The scanline rasterizer: union-exact coverage for non-zero and even-odd fills.
///
/// Each pixel row is cut into `subRows` (16) horizontal sample lines at the same heights
/// as the 16x16 reference. On each line the edges' crossings are sorted by x and walked
/// with the winding number; the fill rule turns them into exact *inside intervals*, and
/// every interval adds its exact length × 1/16 to the pixels it spans:
///
/// ```
///   row j   ┌────┬────┬────┬────┐
///   line 0  │  ══│════│══  │    │   one inside interval [x_a, x_b) per (w: out → in → out)
///   line 1  │   ═│════│════│═   │   partial pixels get (length in pixel)/16,
///    ...    │    │    │    │    │   full pixels get 1/16 through a running difference array
///   line 15 │    │  ══│════│════│
///           └────┴────┴────┴────┘
/// ```
///
/// Because the winding is evaluated before any area is summed, overlapping parts of one
/// path count once (the *union*), unlike signed-area accumulation (font-rs, AGG), which
/// adds overlapping areas and over-inks dense self-overlapping strokes. Coverage is exact
/// in x and sampled 16 times in y, so edges at multiples of 1/16 px (half pixels, integer
/// pixels) are exact; `fillRect` is exact at any y.
///
/// - Complexity: O(rows · 16 · (active edges · log + spans)) per fill.
enum Rasterizer {
    static let subRows = 16

    /// Per-band scratch: coverage, difference array and the scan lists, reused across fills.
    /// `cov` and `run` hold `width + 2` zeros between rows.
    final class Scratch {
        let cov: UnsafeMutablePointer<Float>
        let run: UnsafeMutablePointer<Float>
        var active: [Edge] = []
        var xc: [Float] = []
        var keys: [UInt64] = []
        var reordered: [Edge] = []
        init(width: Int) {
            cov = .allocate(capacity: width + 2); cov.initialize(repeating: 0, count: width + 2)
            run = .allocate(capacity: width + 2); run.initialize(repeating: 0, count: width + 2)
        }
        deinit { cov.deallocate(); run.deallocate() }
    }

    /// Fills rows `rows` of the canvas at `base` (row stride `width * 4`) with the edges
    /// `edges[bin[k]]` (ascending `y0`), clipped to `clip`.
    static func fill(edges: [Edge], bin: [Int32], rows: Range<Int>, clip: PixelRect,
                     rule: FillRule, paint: Paint, base: UnsafeMutablePointer<UInt8>,
                     width: Int, scratch s: Scratch) {
        var next = 0
        // Locals, not class properties: no dynamic exclusivity checks in the loops.
        var active = s.active, xc = s.xc, keys = s.keys, reordered = s.reordered
        s.active = []; s.xc = []; s.keys = []; s.reordered = []
        defer { s.active = active; s.xc = xc; s.keys = keys; s.reordered = reordered }
        active.removeAll(keepingCapacity: true)
        let w = 1 / Float(subRows)
        for y in rows {
            let fy = Float(y)
            while next < bin.count, edges[Int(bin[next])].y0 < fy + 1 {
                active.append(edges[Int(bin[next])]); next += 1
            }
            active.removeAll { $0.y1 <= fy }
            if active.isEmpty { if next == bin.count { return } else { continue } }
            // Order by x at the row's centre so each line's crossings arrive nearly sorted
            // (insertion sort stays ~linear). A total order on edge contents makes the result
            // independent of band boundaries: bit-identical output for any thread count.
            let yc = fy + 0.5
            active.sort { a, b in
                let xa = a.x0 + (yc - a.y0) * a.dxdy, xb = b.x0 + (yc - b.y0) * b.dxdy
                if xa != xb { return xa < xb }
                if a.y0 != b.y0 { return a.y0 < b.y0 }
                if a.x0 != b.x0 { return a.x0 < b.x0 }
                if a.dxdy != b.dxdy { return a.dxdy < b.dxdy }
                if a.y1 != b.y1 { return a.y1 < b.y1 }
                return a.dir < b.dir
            }
            var lo = Int.max, hi = Int.min
            for k in 0..<subRows {
                let ys = fy + (Float(k) + 0.5) * w
                // Keep `active` sorted by x at this sample line: each edge's x at ys
                // (clamped to its own y span), then an insertion sort, which costs O(k)
                // here because x moves little from one sample line to the next (a full
                // sort per line cost 16 sorts per row; insertion into a list kept in
                // activation order was O(k^2): 21 s for a 1M-vertex stroke).
                xc.removeAll(keepingCapacity: true)
                for e in active { xc.append(e.x0 + (min(max(ys, e.y0), e.y1) - e.y0) * e.dxdy) }
                // Dense self-crossing lines reorder many edges between sample lines, where
                // insertion degrades to O(k^2): count the descents first and sort fully
                // (packed x-and-position keys) when they are more than k/8.
                var descents = 0
                for i in xc.indices.dropFirst() where xc[i - 1] > xc[i] { descents += 1 }
                if descents * 8 > xc.count {
                    keys.removeAll(keepingCapacity: true)
                    for i in xc.indices { keys.append(UInt64(orderedBits(xc[i])) << 32 | UInt64(i)) }
                    keys.sort()
                    reordered.removeAll(keepingCapacity: true)
                    for key in keys { reordered.append(active[Int(key & 0xFFFF_FFFF)]) }
                    swap(&active, &reordered)
                    for (i, key) in keys.enumerated() { xc[i] = Float(bitPattern: unorderedBits(UInt32(key >> 32))) }
                }
                var i = 1
                while i < active.count {
                    let x = xc[i]
                    if xc[i - 1] > x {
                        let e = active[i]
                        var j = i
                        while j > 0 && xc[j - 1] > x { xc[j] = xc[j - 1]; active[j] = active[j - 1]; j -= 1 }
                        xc[j] = x; active[j] = e
                    }
                    i += 1
                }
                var wind: Int32 = 0, start: Float = 0
                for i in active.indices where active[i].y0 <= ys && ys < active[i].y1 {
                    let was = rule.inside(wind)
                    wind &+= active[i].dir
                    let now = rule.inside(wind)
                    if !was && now { start = xc[i] }
                    if was && !now {
                        span(start, xc[i], w, clip, s, &lo, &hi)
                    }
                }
                // Edges right of the clip were dropped, so the winding may end non-zero.
                if rule.inside(wind) { span(start, Float(clip.x1), w, clip, s, &lo, &hi) }
            }
            guard lo <= hi else { continue }
            // Resolve the difference array into coverage, blend, and zero the scratch.
            var acc: Float = 0
            for i in lo...hi { acc += s.run[i]; s.cov[i] += acc; s.run[i] = 0 }
            s.run[hi + 1] = 0
            Blend.row(base + y * width * 4, y: y, x0: lo, x1: hi + 1, cov: s.cov, paint: paint)
            for i in lo...hi { s.cov[i] = 0 }
        }
    }

    /// Float bits whose unsigned order is the Float order (for packed sort keys).
    @inline(__always) static func orderedBits(_ x: Float) -> UInt32 {
        let b = x.bitPattern
        return b & 0x8000_0000 != 0 ? ~b : b | 0x8000_0000
    }

    /// The inverse of `orderedBits`.
    @inline(__always) static func unorderedBits(_ o: UInt32) -> UInt32 {
        o & 0x8000_0000 != 0 ? o & 0x7FFF_FFFF : ~o
    }

    /// Adds the interval [a, b) × weight `w` to the coverage, clipped to the clip columns.
    @inline(__always)
    static func span(_ a: Float, _ b: Float, _ w: Float, _ clip: PixelRect,
                     _ s: Scratch, _ lo: inout Int, _ hi: inout Int) {
        let xa = max(a, Float(clip.x0)), xb = min(b, Float(clip.x1))
        guard xa < xb else { return }
        let i0 = Int(xa), i1 = min(Int(xb), clip.x1)
        if i0 == i1 {
            s.cov[i0] += (xb - xa) * w
        } else {
            s.cov[i0] += (Float(i0 + 1) - xa) * w
            s.run[i0 + 1] += w
            s.run[i1] -= w
            if i1 < clip.x1 { s.cov[i1] += (xb - Float(i1)) * w }
        }
        lo = min(lo, i0)
        hi = max(hi, i1 < clip.x1 ? i1 : clip.x1 - 1)
    }
}
