/// The markers fast path: convex contours of a fill that share pixels with no other
/// contour, or only with a few other convex ones (scatter dots, small circles, squares,
/// diamonds), are rasterized apart by plain signed-area accumulation, which is exact for
/// them: a convex contour has winding ±1 inside and 0 outside (inside under either fill
/// rule), and the areas of shapes that do not intersect add up, so the area accumulated
/// in a pixel *is* the union's. Where a few may intersect, their intersections are
/// accumulated too, with inclusion–exclusion weights (`ConvexShapes+Overlap`): still the
/// exact area of the fill rule's inside.
///
/// ```
///   footprints (floor(min) ..< floor(max) + 1 in x and y), swept in x:
///   ┌──┐   ┌──┐┌──┐      ┌───┐
///   │○ │   │ ○││○ │      │○ ○│   alone, or sharing pixels with enclosing circles apart:
///   └──┘   └──┘└──┘      └───┘   a group, accumulated into one grid and blended once
///   ┌───┐
///   │○○ │  up to `maxOverlapMembers` small convex contours that may meet: a group with
///   └───┘  their intersections accumulated too (non-zero: A ∪ B = A + B − A ∩ B)
///   ┌──────┐
///   │○○○○○ │ more, or any non-convex contour in the group: the whole group goes with
///   └──────┘ the other contours to the cluster rasterizer
/// ```
///
/// Groups and the rest share no pixel, so blending them in either order gives the same
/// bytes; a pixel's value depends only on its own group, whatever the band split.
/// Coverage equals the general path's to float rounding (≤ 1/255 apart; tests).
enum ConvexShapes {
    /// One contour: its points `start..<end` and its pixel footprint inside the clip
    /// (columns `x0..<x1`, rows `y0..<y1`).
    struct Shape: Sendable {
        var start, end: Int; var x0, y0, x1, y1: Int
        /// +1 or −1, so that every shape of a group deposits positive area.
        var sign: Float = 1
        /// A circle around the contour (its box centre, its farthest point).
        var center = SIMD2<Float>.zero, radius: Float = 0

        /// No contour: what kept arrays are filled with before they are written.
        static let none = Shape(start: 0, end: 0, x0: 0, y0: 0, x1: 0, y1: 0)
    }

    /// Shapes whose footprints share pixels: accumulated into one grid. Members
    /// `members[first ..< first + count]`, footprint the union of theirs (its grid rows
    /// have one more cell, `x1`, where deposits carry to). Unless `overlaps`, they provably
    /// do not intersect (their enclosing circles are apart) and their areas add up; with
    /// it, their intersections are accumulated too (`depositOverlaps`).
    struct Group: Sendable { var x0, y0, x1, y1: Int; var first, count: Int; var overlaps = false }

    /// A fill's groups and, per band, the indices of those crossing it.
    struct Binned: Sendable { var groups: [Group]; var members: [Shape]; var bins: BandLists }

    /// `split`'s footprints and members, kept from draw to draw (`Canvas.draw` gives the
    /// members back).
    static let keeper = ArrayKeeper<Shape>(kept: 4, maxCount: 1 << 18)

    /// Contours of more points are not markers (their footprints still count).
    static let maxPoints = 1024

    /// Groups up to this many grid cells take the path (the per-band grid holds one group).
    static let maxCells = 4096

    /// The groups of convex contours of `path` inside `clip` that meet nothing else, their
    /// members, and the path of all the other contours; nil when no contour qualifies, or
    /// when their footprints are too crowded for markers (`meetingPairs`: over its budgets).
    /// - Complexity: O(points + n log n + footprint pairs that overlap in x) for n contours,
    ///   those pairs held to `meetingPairs`' budgets (~512 a contour).
    static func split(_ path: FlatPath, clip: PixelRect, threads: Int = 1)
        -> (groups: [Group], members: [Shape], rest: FlatPath)? {
        // Every contour's pixel footprint inside the clip (non-candidates too: they touch
        // pixels), and which are candidates; on `threads` threads for many contours (each
        // contour's answer depends on it alone).
        let m = path.contourEnds.count
        // No contour of a marker's size (a stroke's one long outline): nothing to look at.
        var small = false, from = 0
        for end in path.contourEnds {
            if (3...maxPoints).contains(end - from) { small = true; break }
            from = end
        }
        guard small else { return nil }
        // One contour (a marker, a legend chip, a bar's rounded top drawn as its own fill):
        // its own group if it is a candidate — what the general path below gives, without
        // its dozen arrays (30 small fills took ~4.5 µs each at one thread, mostly here).
        if m == 1 {
            let end = path.contourEnds[0]
            guard let (s, ok) = path.points.withUnsafeBufferPointer({ footprint($0, 0, end, clip) }), ok else {
                return nil
            }
            var members = keeper.take(1, filler: .none)
            members[0] = s
            return ([Group(x0: s.x0, y0: s.y0, x1: s.x1, y1: s.y1, first: 0, count: 1)], members, FlatPath())
        }
        // Footprints written in place (`flags`: bit 0 a footprint, bit 1 a candidate),
        // then the contours with one moved to the front.
        var boxes = keeper.take(m, filler: .none), flags = [UInt8](repeating: 0, count: m)
        path.contourEnds.withUnsafeBufferPointer { ends in
            path.points.withUnsafeBufferPointer { pts in
                boxes.withUnsafeMutableBufferPointer { out in
                    flags.withUnsafeMutableBufferPointer { fl in
                        nonisolated(unsafe) let (e, p, o, f) = (ends, pts, out, fl)
                        let chunks = threads > 1 && m >= 512 ? min(threads, 16) * 8 : 1
                        Parallel.forEach(chunks, threads: threads) { c in
                            // Safe because: k < m, and each chunk writes its own contours' slots.
                            for k in Parallel.part(c, of: chunks, in: m) {
                                if let (box, ok) = footprint(p, k == 0 ? 0 : e[k - 1], e[k], clip) {
                                    o[k] = box; f[k] = ok ? 3 : 1
                                }
                            }
                        }
                    }
                }
            }
        }
        defer { keeper.give(boxes) }
        // The contours with a footprint moved to the front, with their packed boxes, whether
        // each is a candidate, and its contour number.
        var cand = [Bool](repeating: false, count: m), contour = [Int](repeating: 0, count: m)
        var packed = [Box](repeating: .zero, count: m)
        var start = 0, any = false, kept = 0
        boxes.withUnsafeMutableBufferPointer { b in
            cand.withUnsafeMutableBufferPointer { cd in
                contour.withUnsafeMutableBufferPointer { ct in
                    packed.withUnsafeMutableBufferPointer { pk in
                        // Safe because: kept ≤ k < m, the buffers' size.
                        for k in 0..<m where flags[k] != 0 {
                            if kept != k { b[kept] = b[k] }
                            cd[kept] = flags[k] == 3; ct[kept] = k; pk[kept] = box(b[kept])
                            any = any || flags[k] == 3; kept += 1
                        }
                    }
                }
            }
        }
        boxes.removeLast(m - kept); cand.removeLast(m - kept); contour.removeLast(m - kept); packed.removeLast(m - kept)
        guard any else { return nil }
        // Footprints that share a pixel join one group (union-find); a pair that may
        // intersect, or a non-candidate in it, sends the whole group to the rest.
        var parent = Array(boxes.indices), bad = [Bool](repeating: false, count: boxes.count)
        var meets = bad
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        // Sorted by x0, ties by index: a counting sort over the footprints' columns,
        // O(n + columns) instead of a comparison sort (a tenth of `split` on S5).
        let order = countingOrder(packed)
        // Too crowded for markers (thousands of neighbours each): all to the rest.
        guard let pairs = meetingPairs(packed, order: order, threads: threads) else { return nil }
        for pair in pairs {
            let i = Int(pair[0]), j = Int(pair[1])
            let d = boxes[i].center - boxes[j].center, r = boxes[i].radius + boxes[j].radius
            if !(cand[i] && cand[j]) {
                bad[i] = true; bad[j] = true
            } else if (d * d).sum() <= r * r {
                // May intersect: fine in a small group of small contours.
                meets[i] = true
                if boxes[i].end - boxes[i].start > maxOverlapPoints
                    || boxes[j].end - boxes[j].start > maxOverlapPoints { bad[i] = true }
            }
            let ri = root(i), rj = root(j)
            if ri != rj { parent[max(ri, rj)] = min(ri, rj) }
        }
        // Every parent its root: unions point the larger root at the smaller, so parent[i]
        // ≤ i, and in index order each parent is flattened before it is read.
        let n = boxes.count
        parent.withUnsafeMutableBufferPointer { p in
            bad.withUnsafeMutableBufferPointer { bad in
                meets.withUnsafeMutableBufferPointer { meets in
                    // Safe because: parents are indices below n.
                    for i in 0..<n { p[i] = p[p[i]] }
                    for i in 0..<n where bad[i] || !cand[i] { bad[p[i]] = true }
                    for i in 0..<n where meets[i] { meets[p[i]] = true }
                }
            }
        }
        let (groups, members, taken) = gather(boxes, packed, parent: parent, bad: bad, meets: meets,
                                              contour: contour, contours: path.contourEnds.count)
        guard !groups.isEmpty else { keeper.give(members); return nil }
        // The rest: every contour not taken, in order.
        var rest = FlatPath()
        start = 0
        for (k, end) in path.contourEnds.enumerated() {
            defer { start = end }
            if taken[k] { continue }
            rest.points.append(contentsOf: path.points[start..<end])
            rest.contourEnds.append(rest.points.count)
        }
        return (groups, members, rest)
    }

    /// Fills rows `rows` of group `g`: each member's edges deposit their row pieces (signed
    /// so that every member adds positive area) into the band's grid (one row of
    /// `x1 − x0 + 1` cells per footprint row), then each row is prefix-summed into coverage
    /// and blended. Safe callers: the footprint is inside the canvas (`split` checked the
    /// clip), `grid` holds `maxCells` zeroed cells (left zero), `cov` at least `x1 − x0 + 1`;
    /// `zero` is 0 (`Rasterizer.cells8`).
    static func fill(_ pts: UnsafeBufferPointer<SIMD2<Float>>, _ g: Group, _ members: [Shape], rows: Range<Int>,
                     rule: FillRule, blend: Blend, base: UnsafeMutablePointer<UInt8>, width: Int,
                     grid: UnsafeMutablePointer<Float>, cov: UnsafeMutablePointer<Float>, zero: Float) {
        let r0 = max(g.y0, rows.lowerBound), r1 = min(g.y1, rows.upperBound)
        guard r0 < r1 else { return }
        // Grid rows of whole 8-cell blocks, swept in registers and blended four pixels at a
        // time, when they fit the grid and the row (and the paint is one colour per row);
        // else rows of the footprint's cells plus the carry cell.
        let n = g.x1 - g.x0, wide = (n + 8) & ~7
        let blocks = (r1 - r0) * wide <= maxCells && g.x0 + wide <= width && blend.rowColor(r0) != nil
        let stride = blocks ? wide : n + 1
        for m in g.first..<(g.first + g.count) {
            let s = members[m]
            guard s.y0 < r1 && s.y1 > r0 else { continue }
            // Safe because: `split` made start..<end points of `pts`.
            deposit(pts.baseAddress! + s.start, s.end - s.start, s.sign, g, r0, r1, stride, grid)
        }
        if g.overlaps { depositOverlaps(pts, g, members, rule: rule, r0, r1, stride, grid) }
        // A solid paint's ink, made once (`Blend.ink` stays a call: making one per marker
        // row took 4.9% of S5's samples).
        let solidInk = blend.kind == .solid ? blend.ink(row: r0) : nil
        if blocks {
            let lane = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
            for j in r0..<r1 {
                let cells = grid + (j - r0) * stride, row = base + j * width * 4
                let ink = solidInk ?? blend.ink(row: j)
                var run: Float = 0
                var b = 0
                while b < stride {
                    // Safe because: the row's cells b ..< b + 8 are in the grid; pixels
                    // x0 + b ..< x0 + b + 8 in the row (x0 + wide <= width). Cells from n on
                    // (the carry cell, the rounding) are outside the footprint: coverage 0.
                    let k = Rasterizer.cells8(cells + b, &run, zero: zero).replacing(with: 0, where: lane .>= Float(n - b))
                    ink.block(row, g.x0 + b, k)
                    b += 8
                }
            }
            return
        }
        // A solid paint blends whole quads: the footprint rounded up to four pixels, the
        // extra cells at coverage 0 (their bytes stay), when that stays inside the row.
        let n4 = (n + 3) & ~3
        let whole = solidInk != nil && g.x0 + n4 <= width
        // Safe because: `cov` holds width + 16 cells ≥ n4 + 1 (the footprint is in the canvas).
        for j in r0..<r1 {
            let row = grid + (j - r0) * stride
            var run: Float = 0
            for c in 0..<stride {
                run += row[c]; row[c] = 0
                cov[c] = min(max(run, 0), 1)
            }
            if let solidInk, whole {
                for c in n..<n4 { cov[c] = 0 }
                _ = Blend.quads(base + j * width * 4, g.x0, g.x0 + n4, solidInk.rb, solidInk.ga, cov - g.x0)
            } else {
                let ink = solidInk ?? blend.ink(row: j)
                ink.cells(base + j * width * 4, g.x0, g.x1, cov - g.x0)
            }
        }
    }

    /// Prefetches the first and last pixel of each row of group `g` in `rows`. Markers land
    /// anywhere in a canvas larger than L2, so the blend's reads miss (a quarter of S5's
    /// time was the blend waiting on them); `Canvas.draw` prefetches the rows of the group
    /// 4 places ahead before filling each. (Loads, kept, did the same but held back what
    /// followed them: S5 1.5–2.5% slower.) Safe callers: as `fill`'s.
    @inline(__always)
    static func touch(_ g: Group, rows: Range<Int>, base: UnsafeMutablePointer<UInt8>, width: Int) {
        let r0 = max(g.y0, rows.lowerBound), r1 = min(g.y1, rows.upperBound)
        guard r0 < r1 else { return }
        for j in r0..<r1 {
            let p = UnsafeRawPointer(base + (j * width + g.x0) * 4)
            _prefetch(p); _prefetch(p + (g.x1 - g.x0 - 1) * 4)
        }
    }

    /// Deposits contour `p[0 ..< n]` (inside the group's footprint) × `sign` into the rows
    /// `r0 ..< r1` of group `g`'s grid (row `r0` first, `stride` ≥ `x1 − x0 + 1` cells a row).
    @inline(__always)
    static func deposit(_ p: UnsafePointer<SIMD2<Float>>, _ n: Int, _ sign: Float, _ g: Group,
                        _ r0: Int, _ r1: Int, _ stride: Int, _ grid: UnsafeMutablePointer<Float>) {
        var a = p[n - 1]
        for i in 0..<n {
            let b = p[i]
            defer { a = b }
            guard a.y != b.y else { continue }
            let (t, u, sign): (SIMD2<Float>, SIMD2<Float>, Float) = a.y < b.y ? (a, b, sign) : (b, a, -sign)
            let dxdy = (u.x - t.x) / (u.y - t.y)
            let xlo = min(t.x, u.x), xhi = max(t.x, u.x)
            let j0 = max(CellArea.floor(t.y), r0), j1 = min(CellArea.floor(u.y) + 1, r1)
            guard j0 < j1 else { continue }
            // Row by row, each row's start the last one's end (both at the row line: the
            // same float), the row's cells a stride on: no overflow-checked index per row.
            var fy = Float(j0)
            var xa = min(max(t.x + (max(t.y, fy) - t.y) * dxdy, xlo), xhi)
            var cells = grid + ((j0 &- r0) &* stride &- g.x0)
            for _ in j0..<j1 {
                let ya = max(t.y, fy), yb = min(u.y, fy + 1)
                let xb = min(max(t.x + (yb - t.y) * dxdy, xlo), xhi)
                // Safe because: xa, xb in [xlo, xhi] ⊂ [g.x0, g.x1 − 1): cells x0 ... x1.
                if ya < yb { CellArea.deposit(cells, xa, xb, yb - ya, sign) }
                xa = xb; fy += 1; cells += stride
            }
        }
    }
}
