import Dispatch

/// The markers fast path: contours of a fill that are convex and share no pixel with any
/// other contour (scatter dots, small circles, squares, diamonds) are rasterized alone by
/// plain signed-area accumulation, which is exact for them: a convex contour has winding
/// ±1 inside and 0 outside (inside under either fill rule), so the area it accumulates in
/// a pixel *is* the union's, and a pixel no other contour touches needs nothing else.
///
/// ```
///   footprints (floor(min) ..< floor(max) + 1 in x and y), sorted by x:
///   ┌──┐   ┌──┐┌──┐      ┌──┐
///   │○ │   │ ○││○ │      │◇ │     isolated: accumulated alone, a grid of cells per shape
///   └──┘   └──┘└──┘      └──┘
///            ╰ share no pixel: still isolated ╯
///   ┌───┐
///   │○○ │  overlapping footprints: both go with the other contours to the cluster rasterizer
///   └───┘
/// ```
///
/// The shapes and the rest are pixel-disjoint, so blending them in either order gives the
/// same bytes; a pixel's value depends only on its own shape, whatever the band split.
/// Coverage equals the general path's to float rounding (≤ 1/255 apart; tests).
enum ConvexShapes {
    /// One isolated convex contour: its points `start..<end` and its pixel footprint
    /// (columns `x0..<x1`, rows `y0..<y1`; its grid rows have one more cell, `x1`, where
    /// deposits carry to).
    struct Shape: Sendable { var start, end: Int; var x0, y0, x1, y1: Int }

    /// A fill's shapes and, per band, the indices of those crossing it.
    struct Binned: Sendable { var shapes: [Shape]; var bins: [[Int32]] }

    /// Footprints up to this many cells take the path (the per-band grid holds one shape).
    static let maxCells = 4096

    /// The isolated convex contours of `path` inside `clip`, and the path of all the other
    /// contours; nil when no contour qualifies.
    /// - Complexity: O(points + n log n + footprint pairs that overlap in x) for n contours.
    static func split(_ path: FlatPath, clip: PixelRect, threads: Int = 1) -> (shapes: [Shape], rest: FlatPath)? {
        // Every contour's pixel footprint inside the clip (non-candidates too: they touch
        // pixels), and which are candidates; on `threads` threads for many contours (each
        // contour's answer depends on it alone).
        let m = path.contourEnds.count
        var found = [(box: Shape, ok: Bool, valid: Bool)](
            repeating: (Shape(start: 0, end: 0, x0: 0, y0: 0, x1: 0, y1: 0), false, false), count: m)
        path.contourEnds.withUnsafeBufferPointer { ends in
            path.points.withUnsafeBufferPointer { pts in
                found.withUnsafeMutableBufferPointer { out in
                    nonisolated(unsafe) let (e, p, o) = (ends, pts, out)
                    let chunks = threads > 1 && m >= 512 ? min(threads, 16) * 8 : 1
                    DispatchQueue.concurrentPerform(iterations: chunks) { c in
                        for k in (m * c / chunks)..<(m * (c + 1) / chunks) {
                            if let (box, ok) = footprint(p, k == 0 ? 0 : e[k - 1], e[k], clip) {
                                o[k] = (box, ok, true)
                            }
                        }
                    }
                }
            }
        }
        var boxes: [Shape] = [], cand: [Bool] = []
        boxes.reserveCapacity(m); cand.reserveCapacity(m)
        var start = 0, any = false
        for f in found where f.valid { boxes.append(f.box); cand.append(f.ok); any = any || f.ok }
        guard any else { return nil }
        // Footprints that share a pixel disqualify both (sweep in x).
        // Sorted as packed (x0, index) keys: no comparison closure.
        let order = boxes.indices.map { UInt64(UInt32(boxes[$0].x0)) << 32 | UInt64($0) }.sorted()
            .map { Int($0 & 0xFFFF_FFFF) }
        for (k, i) in order.enumerated() {
            var m = k + 1
            while m < order.count, boxes[order[m]].x0 < boxes[i].x1 {
                let j = order[m]
                if boxes[j].y0 < boxes[i].y1 && boxes[i].y0 < boxes[j].y1 { cand[i] = false; cand[j] = false }
                m += 1
            }
        }
        var shapes: [Shape] = []
        for (i, s) in boxes.enumerated() where cand[i] { shapes.append(s) }
        guard !shapes.isEmpty else { return nil }
        // The rest: every contour not taken, in order.
        var rest = FlatPath()
        var taken = 0
        start = 0
        for end in path.contourEnds {
            defer { start = end }
            if taken < shapes.count && shapes[taken].start == start { taken += 1; continue }
            rest.points.append(contentsOf: path.points[start..<end])
            rest.contourEnds.append(rest.points.count)
        }
        return (shapes, rest)
    }

    /// The pixel footprint of contour `start..<end` inside `clip` (nil if it has none: fewer
    /// than 2 points or outside), and whether the contour can be a `Shape`: convex (turns of
    /// one sign, x direction changing sign at most twice: no loop winds twice), finite, of
    /// non-zero area, its footprint inside `clip` and of at most `maxCells` cells. A
    /// non-finite point makes the footprint the whole clip.
    static func footprint(_ p: UnsafeBufferPointer<SIMD2<Float>>, _ start: Int, _ end: Int,
                          _ clip: PixelRect) -> (Shape, Bool)? {
        let n = end - start
        guard n >= 2 else { return nil }
        var lo = p[start], hi = p[start], finite = true
        for i in start..<end {
            let q = p[i]
            if !(q.x.isFinite && q.y.isFinite) { finite = false; break }
            lo = lo.replacing(with: q, where: q .< lo); hi = hi.replacing(with: q, where: q .> hi)
        }
        let c0 = SIMD2(Float(clip.x0), Float(clip.y0)), c1 = SIMD2(Float(clip.x1 - 1), Float(clip.y1 - 1))
        if !finite { lo = c0; hi = c1 }
        guard hi.x >= c0.x, hi.y >= c0.y, lo.x <= c1.x + 1, lo.y <= c1.y + 1 else { return nil }
        let inside = lo.x > c0.x && lo.y > c0.y && hi.x < c1.x && hi.y < c1.y
        let a = lo.replacing(with: c0, where: lo .< c0), b = hi.replacing(with: c1, where: hi .> c1)
        let s = Shape(start: start, end: end, x0: Int(a.x), y0: Int(a.y), x1: Int(b.x) + 1, y1: Int(b.y) + 1)
        guard finite, inside, n >= 3, (s.x1 - s.x0 + 1) * (s.y1 - s.y0) <= maxCells else { return (s, false) }
        return (s, convex(p, start, end))
    }

    /// Whether contour `start..<end` (≥ 3 finite points) is convex with non-zero area.
    static func convex(_ p: UnsafeBufferPointer<SIMD2<Float>>, _ start: Int, _ end: Int) -> Bool {
        var prev = SIMD2<Float>.zero
        for i in stride(from: end - 1, to: start, by: -1) where prev == .zero { prev = p[i] - p[i - 1] }
        guard prev != .zero else { return false }
        var turn: Float = 0, flips = 0, lastDx: Float = 0, area: Float = 0
        var a = p[end - 1]
        for i in start..<end {
            let b = p[i]
            defer { a = b }
            let d = b - a
            if d.x == 0 && d.y == 0 { continue }
            let c = prev.x * d.y - prev.y * d.x
            if c != 0 {
                if turn == 0 { turn = c } else if (c > 0) != (turn > 0) { return false }
            } else if prev.x * d.x + prev.y * d.y < 0 {
                return false   // folds back on itself
            }
            if d.x != 0 {
                if lastDx != 0 && (d.x > 0) != (lastDx > 0) { flips += 1 }
                lastDx = d.x
            }
            area += a.x * b.y - a.y * b.x
            prev = d
        }
        return flips <= 2 && turn != 0 && area != 0
    }

    /// Fills rows `rows` of `shape` (points `pts`): each edge deposits its row pieces into
    /// the band's grid (one row of `x1 − x0 + 1` cells per footprint row), then each row is
    /// prefix-summed into coverage and blended. Safe callers: the footprint is inside the
    /// canvas (`split` checked the clip), `grid` holds `maxCells` zeroed cells (left zero),
    /// `cov` at least `x1 − x0 + 1`.
    static func fill(_ pts: UnsafeBufferPointer<SIMD2<Float>>, _ s: Shape, rows: Range<Int>,
                     blend: Blend, base: UnsafeMutablePointer<UInt8>, width: Int,
                     grid: UnsafeMutablePointer<Float>, cov: UnsafeMutablePointer<Float>) {
        let r0 = max(s.y0, rows.lowerBound), r1 = min(s.y1, rows.upperBound)
        guard r0 < r1 else { return }
        let stride = s.x1 - s.x0 + 1
        var a = pts[s.end - 1]
        for i in s.start..<s.end {
            let b = pts[i]
            defer { a = b }
            guard a.y != b.y else { continue }
            let (t, u, sign): (SIMD2<Float>, SIMD2<Float>, Float) = a.y < b.y ? (a, b, 1) : (b, a, -1)
            let dxdy = (u.x - t.x) / (u.y - t.y)
            let xlo = min(t.x, u.x), xhi = max(t.x, u.x)
            let j0 = max(Int(t.y), r0), j1 = min(Int(u.y) + 1, r1)
            var j = j0
            while j < j1 {
                let ya = max(t.y, Float(j)), yb = min(u.y, Float(j + 1))
                if ya < yb {
                    let xa = min(max(t.x + (ya - t.y) * dxdy, xlo), xhi)
                    let xb = min(max(t.x + (yb - t.y) * dxdy, xlo), xhi)
                    // Safe because: xa, xb in [xlo, xhi] ⊂ [x0, x1 − 1): cells x0 ... x1 − 1.
                    CellArea.deposit(grid + (j - r0) * stride - s.x0, xa, xb, yb - ya, sign)
                }
                j += 1
            }
        }
        let solidInk = blend.kind == .solid ? blend.ink(row: r0) : nil
        for j in r0..<r1 {
            let g = grid + (j - r0) * stride
            var run: Float = 0
            for c in 0..<stride {
                run += g[c]; g[c] = 0
                cov[c] = min(abs(run), 1)
            }
            let ink = solidInk ?? blend.ink(row: j)
            ink.cells(base + j * width * 4, s.x0, s.x1, cov - s.x0)
        }
    }
}
