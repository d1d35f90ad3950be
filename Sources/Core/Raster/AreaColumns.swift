import Foundation

/// A dense fill that cannot overlap itself (as `MonotoneArea.isSimple`: an area under an
/// undecimated series, a band between two) as exact coverage by pixel column — for an area
/// what `LineColumns` is for a chart line. `Canvas.draw` takes it for such fills of at least
/// `denseFrom` points a column; sparser ones go to `Rasterizer.accumulate`, which is faster
/// there.
///
/// Each contour is the region between two chains over its x range, both run left to right:
/// the top T and the bottom B (T ≤ B, y down). Pixel (x, r) gets the area of it inside:
///
///     ∫ over the column of clamp(B(t), r, r + 1) − clamp(T(t), r, r + 1) dt = ΔG_T(r) − ΔG_B(r),
///     ΔG_C(r) = ∫ clamp(r + 1 − C(t), 0, 1) dt,
///
/// which a chain's straight piece of width w from y = l to l + e gives in closed form:
/// g(r + 1 − l) − g(r − l), g(d) = w·c²/(2e) + w·max(d − e, 0), c = clamp(d, 0, e) — w in every
/// row below the piece, 0 above it. Eight rows a vector, a piece only over the blocks of
/// eight rows it crosses; below them its w is carried down.
///
/// ```
///   column x:  ┌──┐
///      T ──────┼╲ │          cells: the rows T crosses
///              │ ╲┼────
///              │  │          whole: coverage 1, drawn as row spans with the
///              │  │          neighbouring columns' whole rows
///      B ──────┼──┼────      cells: the rows B crosses
///              └──┘
/// ```
///
/// Columns go in groups of eight. A group whose columns each lie inside one contour's x
/// range, with chains that leave whole rows between them, fills those rows as spans (runs
/// of whole groups) and keeps its cells in two tiles, above and below them; any other group
/// (a contour's end inside it, two contours meeting in it, chains within a row of each
/// other) one tile of all its rows. A tile holds a vector of its eight columns a row, which
/// the bands blend a row at a time. No cell depends on another column: columns are built in
/// chunks on all threads, and their bytes do not depend on the thread count. Rows outside
/// the clip get no cells: a chain is held to the clip's rows point by point (split where it
/// crosses them), which changes no coverage inside it.
/// - Complexity: O(points + columns · (pieces a column + blocks they cross) + tile rows),
///   over `threads`; a band blends its tiles and spans in O(tile rows + pixels).
struct AreaColumns: Sendable {
    /// Columns built together (one task; a band skips a chunk whose rows it misses).
    static let chunkColumns = 64
    /// Points a visible pixel column from which a fill that cannot overlap itself is drawn by
    /// columns (`isDense`). Per column the columns pay for its pieces, its cells and a tile of
    /// them; the accumulation pays per edge and row it crosses. At two threads, against the
    /// accumulation (this type's variants of 2026-11-28): S4a (2.1 points a column) 1.1–1.3x,
    /// an area of 2,000 points over 1,900 px 1.6–1.9x, of 10,000 (5.3 a column) ~0.9x, of
    /// 40,000 (21) 0.70x, of 200,000 0.36x.
    static let denseFrom = 8
    /// The most cells an area's columns may hold (as `LineColumns.maxCells`): past it, `make`
    /// gives `tooManyCells`.
    static let maxCells = 1 << 25

    /// The cells of columns `x ..< x + lanes` (lanes ≤ 8) for rows `first ..< first + count`:
    /// `cov[offset ...]`, a vector a row (lane i: column x + i; lanes past `lanes` 0).
    struct Tile: Sendable {
        let x: Int32, lanes: Int32, first: Int32, count: Int32, offset: Int32
    }

    /// One chunk's tiles (by group of eight columns, top first), their rows of cells, and the
    /// rows they cover.
    struct Chunk: Sendable {
        let tiles: [Tile]
        let cov: [SIMD8<Float>]
        let rows: Range<Int>
    }
    let chunks: [Chunk]
    /// Columns `x0 ..< x1` by groups of eight: group g (columns x0 + 8g ..< x0 + 8g + 8, the
    /// last held to x1) has whole rows `whole0[g] ..< whole1[g]` (equal: none).
    let x0: Int, x1: Int
    let whole0: [Int32], whole1: [Int32]
    /// Rows `wholeRows` (and its end): per row, the groups whose whole rows start there, and
    /// those whose whole rows ended at the row before.
    let joins: BandLists, leaves: BandLists
    let wholeRows: Range<Int>
    /// The rows with cells or whole pixels.
    let rows: Range<Int>

    /// A contour's two chains in the points `make` copies (x non-decreasing, from its leftmost
    /// point to its rightmost), the forward chain's sign (+1: it is the top chain) and its x
    /// range.
    struct Contour {
        let forward: Range<Int>, backward: Range<Int>
        let sign: Float
        let lo: Float, hi: Float
    }

    /// Whether `path` has at least `denseFrom` points a pixel column of its x extent inside
    /// `clip`: the fills `make` is worth trying on. Counted only for at least `denseFrom`
    /// points a column of half the clip's width (and 64 columns): the scan for the extent
    /// was 0.6% of S4a's instructions, which has 2.1 points a column.
    /// - Complexity: O(points), once past the count.
    static func isDense(_ path: FlatPath, clip: PixelRect) -> Bool {
        let n = path.points.count
        guard n >= denseFrom * max(64, (clip.x1 - clip.x0) / 2) else { return false }
        let (lo, hi, finite) = path.points.withUnsafeBufferPointer { ConvexShapes.bounds($0, 0, $0.count) }
        guard finite else { return false }
        let w = min(hi.x, Float(clip.x1)) - max(lo.x, Float(clip.x0))
        return Float(n) >= Float(denseFrom) * max(w, 1)
    }

    /// What `make` gives: the columns; or that the path cannot overlap itself but its columns
    /// would hold more than `maxCells` cells (`sameTurn`: its contours all turn one way, as
    /// `Rasterizer.accumulate` needs); or that it may overlap itself.
    enum Made {
        case columns(AreaColumns)
        case tooManyCells(sameTurn: Bool)
        case notSimple
    }

    /// The columns of `path` inside `clip` if it cannot overlap itself: every contour ≥ 3
    /// finite points, monotone in x with chains that do not cross (`MonotoneArea.chains`,
    /// `apart`), each starting at or right of where the one before ends — `isSimple`'s
    /// conditions, but for contours turning either way (each adds its own area). The chains
    /// are checked beside the columns (one more item of their `forEach`: a serial check
    /// before them was a tenth of an area's draw at two threads). `maxCells`: as `maxCells`
    /// (tests).
    /// - Complexity: O(points) serial, then O(points + columns · pieces + cells) / threads.
    static func make(_ path: FlatPath, clip: PixelRect, threads: Int, maxCells: Int = AreaColumns.maxCells) -> Made {
        guard let end = path.contourEnds.last, end == path.points.count else { return .notSimple }
        var contours: [Contour] = [], sameTurn = true, simple = true
        // Each contour's chains (`MonotoneArea.copyChains`): its points and two more.
        let points = path.points.withUnsafeBufferPointer { all in
            [SIMD2<Float>](unsafeUninitializedCapacity: all.count + 2 * path.contourEnds.count) { out, made in
                // Safe because: each contour writes its n + 2 points after the last's, and the
                // capacity is the sum of those; `made` counts only what was written.
                made = 0
                var start = 0
                for end in path.contourEnds {
                    guard end - start >= 3 else { simple = false; return }
                    let c = UnsafeBufferPointer(rebasing: all[start..<end])
                    start = end
                    guard let (first, f) = MonotoneArea.chains(c) else { simple = false; return }
                    let n = c.count, a = first == n ? 0 : first
                    let p0 = made, cu = MonotoneArea.copyChains(c, from: a, to: f, into: out.baseAddress! + p0)
                    made += n + 2
                    let area = Self.shoelace(c)
                    let lo = c[a].x, hi = c[f].x
                    guard area.isFinite, lo >= contours.last?.hi ?? -.infinity else { simple = false; return }
                    let sign: Float = area > 0 ? 1 : (area < 0 ? -1 : 0)
                    if sign == 0 || (contours.last.map { $0.sign != sign } ?? false) { sameTurn = false }
                    contours.append(Contour(forward: p0..<(p0 + cu), backward: (p0 + cu)..<made, sign: sign, lo: lo, hi: hi))
                }
            }
        }
        guard simple else { return .notSimple }
        let lo = contours.first!.lo, hi = contours.last!.hi
        // (Held to ±16385 before the conversion: any finite Float is allowed.)
        let cx0 = max(clip.x0, Int(max(-16385, min(lo, 16385)).rounded(.down)))
        let cx1 = min(clip.x1, Int(max(-16385, min(hi, 16385)).rounded(.up)))
        let count = cx0 < cx1 && clip.y0 < clip.y1 ? (cx1 - cx0 + Self.chunkColumns - 1) / Self.chunkColumns : 0
        var whole0 = [Int32](repeating: 0, count: max(0, cx1 - cx0 + 7) / 8), whole1 = whole0
        var out = [Chunk?](repeating: nil, count: count)
        let budget = LineColumns.Budget(limit: maxCells), crossed = Flag()
        let pts = points, cs = contours
        out.withUnsafeMutableBufferPointer { ob in
            whole0.withUnsafeMutableBufferPointer { w0 in
                whole1.withUnsafeMutableBufferPointer { w1 in
                    nonisolated(unsafe) let ob = ob, w0 = w0, w1 = w1
                    Parallel.forEach(count + 1, threads: threads) { k in
                        pts.withUnsafeBufferPointer { p in
                            guard k > 0 else {
                                for c in cs where !MonotoneArea.apart(UnsafeBufferPointer(rebasing: p[c.forward]),
                                                                      UnsafeBufferPointer(rebasing: p[c.backward])) {
                                    crossed.set()
                                    return
                                }
                                return
                            }
                            guard !crossed.isSet else { return }
                            let c0 = cx0 + (k - 1) * Self.chunkColumns, c1 = min(c0 + Self.chunkColumns, cx1)
                            // Safe because: chunk k writes only its own element and its own
                            // groups' whole rows ((c0 − cx0) / 8 on; c0 − cx0 is a multiple of 64).
                            let g = (c0 - cx0) / 8
                            let chunk = Self.chunk(p, cs, columns: c0..<c1, clip: clip,
                                                   whole0: w0.baseAddress! + g, whole1: w1.baseAddress! + g)
                            guard budget.take(8 * chunk.cov.count) else { return }
                            ob[k - 1] = chunk
                        }
                    }
                }
            }
        }
        guard !crossed.isSet else { return .notSimple }
        guard !budget.over else { return .tooManyCells(sameTurn: sameTurn) }
        return .columns(AreaColumns(chunks: out.map { $0! }, x0: cx0, x1: max(cx0, cx1), whole0: whole0, whole1: whole1))
    }

    /// Twice the signed area of the closed polygon `c` (the shoelace sum): positive where a
    /// contour's forward chain is its top (y down); not finite where a coordinate is not (or
    /// the sum overflows: `make` then refuses the path). Four sums in turn, added in a fixed
    /// order: one chain of adds waited on each add's latency.
    static func shoelace(_ c: UnsafeBufferPointer<SIMD2<Float>>) -> Float {
        let n = c.count
        var s = SIMD4<Float>(), i = 1
        while i + 4 <= n {
            let a = SIMD4(c[i - 1].x, c[i].x, c[i + 1].x, c[i + 2].x), b = SIMD4(c[i].y, c[i + 1].y, c[i + 2].y, c[i + 3].y)
            let d = SIMD4(c[i].x, c[i + 1].x, c[i + 2].x, c[i + 3].x), e = SIMD4(c[i - 1].y, c[i].y, c[i + 1].y, c[i + 2].y)
            s += a * b - d * e
            i += 4
        }
        var t = (s[0] + s[1]) + (s[2] + s[3])
        while i < n { t += c[i - 1].x * c[i].y - c[i].x * c[i - 1].y; i += 1 }
        return t + (c[n - 1].x * c[0].y - c[0].x * c[n - 1].y)
    }

    /// Set once by any thread (`make`'s check of the chains).
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.lock(); value = true; lock.unlock() }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    }

    /// The columns of `chunks` and the whole rows `whole0`, `whole1` of their groups from
    /// column `x0` to `x1`, with the lists by row of where whole rows start and end.
    private init(chunks: [Chunk], x0: Int, x1: Int, whole0: [Int32], whole1: [Int32]) {
        self.chunks = chunks
        self.x0 = x0; self.x1 = x1
        var wy0 = Int.max, wy1 = Int.min
        for i in whole0.indices where whole0[i] < whole1[i] {
            wy0 = min(wy0, Int(whole0[i])); wy1 = max(wy1, Int(whole1[i]))
        }
        if wy0 < wy1 {
            joins = Self.byRow(whole0, whole0, whole1, from: wy0, rows: wy1 - wy0 + 1)
            leaves = Self.byRow(whole1, whole0, whole1, from: wy0, rows: wy1 - wy0 + 1)
            wholeRows = wy0..<wy1
        } else {
            joins = .none; leaves = .none; wholeRows = 0..<0
        }
        self.whole0 = whole0; self.whole1 = whole1
        let cellRows = chunks.map(\.rows).filter { !$0.isEmpty }
        let r0 = min(cellRows.map(\.lowerBound).min() ?? .max, wholeRows.isEmpty ? .max : wholeRows.lowerBound)
        let r1 = max(cellRows.map(\.upperBound).max() ?? .min, wholeRows.isEmpty ? .min : wholeRows.upperBound)
        rows = r0 < r1 ? r0..<r1 : 0..<0
    }

    /// The groups i with whole rows (`whole0[i] < whole1[i]`) listed by row `key[i]` − y0
    /// (0 ..< rows), in increasing i: a counting sort. - Complexity: O(columns + rows).
    static func byRow(_ key: [Int32], _ whole0: [Int32], _ whole1: [Int32], from y0: Int, rows: Int) -> BandLists {
        var starts = [Int](repeating: 0, count: rows + 1)
        for i in key.indices where whole0[i] < whole1[i] { starts[Int(key[i]) - y0 + 1] += 1 }
        for r in 0..<rows { starts[r + 1] += starts[r] }
        var next = starts
        let items = [Int32]._uninitialized(capacity: starts[rows]) { out, n in
            for i in key.indices where whole0[i] < whole1[i] {
                let r = Int(key[i]) - y0
                out[next[r]] = Int32(i); next[r] += 1
            }
            n = starts[rows]
        }
        return BandLists(items: items, starts: starts)
    }
}
