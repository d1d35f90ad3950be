import Dispatch
import Foundation

extension Canvas {
    /// Fills `path` with `rule` and `paint` on one thread, inside the canvas clip.
    /// - Complexity: see `Rasterizer`.
    public mutating func fill(_ path: FlatPath, rule: FillRule, paint: Paint) {
        var list = DisplayList()
        list.clip(clip)
        list.fill(path, rule: rule, paint: paint)
        draw(list, threads: 1)
    }

    /// Replays `list` in order, cutting the canvas into horizontal bands rendered
    /// concurrently: one band for one thread, else 4, 8 or 16 per thread by the list's
    /// commands and points (`bandsPerThread`; at most 256 and the height), which `threads`
    /// workers take in turn as they free up — with one band per
    /// thread, a chart whose line sits in the top half left the second core idle (S4a:
    /// 57% vs 13% of the samples). Each band walks the whole list
    /// but only the edges binned to it. The output is byte-identical for every thread count:
    /// a pixel's value depends only on the commands and the edges crossing its row.
    /// The list's clips start from the canvas `clip`. A fill whose path is nothing but
    /// axis-aligned rectangles that share no pixel (a bar chart drawn as one path) goes to
    /// the `fillRect` path, which gives the same coverage; convex contours that meet no
    /// other contour (markers) go to `ConvexShapes`, and x-monotone contours whose chains
    /// do not cross, one after another in x (an area) to `Rasterizer.accumulate` — both
    /// exact for those shapes; so do such leading contours in whole pixel columns with the
    /// others in the columns they leave (a round pen's envelopes with their ends), the others
    /// apart (`MonotoneArea.splitMargins`).
    /// - Complexity: O(edges · log edges) serial preparation, then rasterization / threads.
    public mutating func draw(_ list: DisplayList, threads: Int) {
        _draw(list, threads: threads, mode: .auto)
    }

    /// Frees the edge arrays (and markers' footprint arrays) that draws keep for the next
    /// one (on any canvas): after a very large path (a 1M-point line keeps ~120 MB) when no
    /// more like it will come. Draws after it allocate afresh and give the same bytes. Safe
    /// to call at any time, from any thread; draws under way keep what they hold.
    /// - Complexity: O(arrays kept) (≤ 36).
    public static func releaseKeptMemory() {
        EdgeStore.shared.releaseAll()
        ConvexShapes.keeper.releaseAll()
    }

    /// Bands a thread takes in turn. A list of more than 4 drawing commands (a chart: grid,
    /// series, labels) keeps 16: its bands' rows stay in cache from command to command (as
    /// frames' `bandRows`), and its work is uneven. A list of a few commands goes by the
    /// points in its fills: 4 under 8k (bars, an area), 8 under 200k (a chart line, markers),
    /// else 16 (a dense stroke). Each band walks the whole list, sets up each command it
    /// meets and fills again the shapes, chunks and edges that cross its edges — 500 bars
    /// took 10–28% longer in 32 bands than in 8, an area 5% — while more work varies more
    /// from row to row and needs finer bands to keep the threads even (a 100k-vertex stroke
    /// took 9% longer in 8 bands than in 32).
    static func bandsPerThread(_ list: DisplayList) -> Int {
        var points = 0, drawing = 0
        for c in list.commands {
            switch c {
            case let .fill(p, _, _): points += p.points.count; drawing += 1
            case .rect, .mask, .columns, .copy: drawing += 1
            case .clip, .clear: break
            }
        }
        if drawing > 4 { return 16 }
        return points < 8_000 ? 4 : (points < 200_000 ? 8 : 16)
    }

    /// `draw` with a choice of resolver and fast paths (tests compare `.general` and
    /// `.sampleLines` with `.auto`), and of the band height: `bandRows` cuts the canvas into
    /// bands of about that many rows even on one thread (drawn one after the other), so
    /// that a list of many commands over a large canvas (a chart frame) keeps each band's
    /// rows in cache from its first command to its last.
    mutating func _draw(_ list: DisplayList, threads: Int, mode: Rasterizer.Mode, bandRows: Int? = nil) {
        // min(threads, 16) first: `threads * 16` trapped for threads near Int.max (issue #9).
        let bands = if let bandRows { max(1, min(256, height / max(1, bandRows))) } else {
            threads <= 1 ? 1 : max(1, min(min(threads, 16) * Self.bandsPerThread(list), 256, height))
        }
        let bandH = (height + bands - 1) / bands
        // Serial preparation: per fill, edges ordered by the row of y0 and binned by band
        // (or rectangles).
        var prepared: [Prepared] = []
        var clipNow = clip
        // Per command, the bands it can touch: a band skips the others without reading
        // them (a chart's hundreds of labels and bars each touch one or two of 32 bands).
        var spans: [Range<Int32>] = []
        spans.reserveCapacity(list.commands.count)
        let band = { (y: Float) -> Int32 in Int32(max(0, min(Float(bands - 1), (y / Float(bandH)).rounded(.down)))) }
        for c in list.commands {
            switch c {
            case let .clip(r):
                clipNow = (r ?? bounds).intersection(clip); prepared.append(.none); spans.append(0..<Int32(bands))
            case let .rect(_, y0, _, y1, _):
                prepared.append(.none)
                // Non-finite edges draw nothing (RectFill); any band is then as good as none.
                spans.append(y0.isFinite && y1.isFinite ? band(min(y0, y1))..<band(max(y0, y1)) + 1 : 0..<0)
            case let .mask(m, _, y, _):
                prepared.append(.none)
                spans.append(band(Float(y))..<band(Float(y) + Float(m.height - 1)) + 1)
            case let .columns(c, _):
                prepared.append(.none)
                spans.append(band(Float(c.rows.lowerBound))..<band(Float(c.rows.upperBound - 1)) + 1)
            case let .copy(c):
                prepared.append(.none)
                spans.append(band(Float(c.target.y0))..<band(Float(c.target.y1 - 1)) + 1)
            case .clear:
                prepared.append(.none); spans.append(0..<Int32(bands))
            case let .fill(_, _, paint) where paint.isInvisible:
                // Source-over of alpha 0 leaves every byte as it was: no edges made.
                prepared.append(.none); spans.append(0..<0)
            case let .fill(p, _, paint):
                if mode.shortcuts, let rects = RectPath.rects(p) {
                    // Binned by band like edges: a band visits only its own rectangles.
                    let bins = Prepared.bins(rects.count, bands: bands) { k in
                        // Clamped to the canvas before the conversion (any finite Float is allowed).
                        let r = rects[k]
                        let top = max(0, min(Float(height), r.y0)), bottom = max(0, min(Float(height), r.y1))
                        return (min(bands - 1, Int(top) / bandH),
                                min(bands - 1, max(0, Int(bottom.rounded(.up)) - 1) / bandH))
                    }
                    // Bars set up once here, not once per band they cross (solid paint).
                    let bars = paint.isSolid ? rects.map { RectFill.bar(of: $0, clip: clipNow, width: width) } : []
                    prepared.append(.rects(rects, bins, bars))
                    spans.append(Prepared.span(bins.map(\.isEmpty)))
                    continue
                }
                var rest = p, shapes: ConvexShapes.Binned?
                if mode.shortcuts, let (groups, members, r) = ConvexShapes.split(p, clip: clipNow, threads: threads) {
                    // Isolated convex contours (markers) apart, binned by band like rects.
                    let bins = Prepared.bins(groups.count, bands: bands) { k in
                        (min(bands - 1, groups[k].y0 / bandH), min(bands - 1, (groups[k].y1 - 1) / bandH))
                    }
                    shapes = ConvexShapes.Binned(groups: groups, members: members, bins: bins)
                    rest = r
                }
                // A round pen's envelope with butt or square ends: the envelope by area
                // accumulation (if it passes `isSimple`), the ends, in other columns, apart.
                if mode.shortcuts, shapes == nil, let (area, margins) = MonotoneArea.splitMargins(rest) {
                    let (e, bins, flat) = Self.edges(area, clip: clipNow, threads: threads, bands: bands, bandH: bandH,
                                                     checkFlat: true)
                    let (m, mBins, _) = Self.edges(margins, clip: clipNow, threads: threads, bands: bands, bandH: bandH,
                                                   checkFlat: false)
                    prepared.append(.area(e, bins, flat, margins: m, mBins))
                    spans.append(Prepared.span(bins.map(\.isEmpty), mBins.map(\.isEmpty)))
                    continue
                }
                // A path that cannot overlap itself (an area chart) needs no clusters.
                let (e, bins, flat) = Self.edges(rest, clip: clipNow, threads: threads, bands: bands, bandH: bandH,
                                                 checkFlat: mode.shortcuts && shapes == nil)
                prepared.append(.edges(e, bins, shapes, flat))
                spans.append(Prepared.span(bins.map(\.isEmpty), (shapes?.bins ?? []).map(\.isEmpty)))
            }
        }
        let (w, h, baseClip) = (width, height, clip)
        let commands = list.commands
        bytes.withUnsafeMutableBufferPointer { buf in
            nonisolated(unsafe) let base = buf.baseAddress!
            nonisolated(unsafe) let prep = prepared
            nonisolated(unsafe) let spans = spans
            let pool = ScratchPool(width: w)
            let render = { @Sendable (b: Int) in
                let rows = min(h, b * bandH)..<min(h, (b + 1) * bandH)
                guard !rows.isEmpty else { return }
                let scratch = pool.take()
                defer { pool.give(scratch) }
                var clipNow = baseClip
                for k in commands.indices where spans[k].contains(Int32(b)) {
                    let c = commands[k]
                    switch c {
                    case let .clip(r): clipNow = (r ?? PixelRect(x0: 0, y0: 0, x1: w, y1: h))
                        .intersection(baseClip)
                    case let .rect(x0, y0, x1, y1, paint):
                        RectFill.fill(x0: x0, y0: y0, x1: x1, y1: y1, rows: rows, clip: clipNow,
                                      blend: scratch.blend(paint), base: base, width: w, scratch: scratch)
                    case let .mask(m, x, y, paint):
                        m.blit(x: x, y: y, rows: rows, clip: clipNow, blend: scratch.blend(paint), base: base, width: w,
                               cov: scratch.cov)
                    case let .columns(c, paint):
                        c.fill(rows: rows, clip: clipNow, blend: scratch.blend(paint), base: base, width: w)
                    case let .copy(c):
                        c.copy(rows: rows, clip: clipNow, base: base, canvasWidth: w)
                    case let .clear(color):
                        let word = Canvas.word(color)
                        let x0 = clipNow.x0, n = clipNow.x1 - clipNow.x0
                        let j0 = max(rows.lowerBound, clipNow.y0), j1 = min(rows.upperBound, clipNow.y1)
                        guard n > 0, j0 < j1 else { continue }
                        for j in j0..<j1 {
                            // In bounds: the clip lies inside the canvas.
                            UnsafeMutableRawPointer(base + (j * w + x0) * 4).bindMemory(to: UInt32.self, capacity: n)
                                .update(repeating: word, count: n)
                        }
                    case let .fill(_, rule, paint):
                        if case let .rects(rects, bins, bars) = prep[k] {
                            let blend = scratch.blend(paint)
                            let c = blend.ink(row: rows.lowerBound).c
                            for i in bins[b] {
                                if !bars.isEmpty, let bar = bars[Int(i)] {
                                    RectFill.fill(bar, rows: rows, c: c, base: base, width: w)
                                    continue
                                }
                                let r = rects[Int(i)]
                                RectFill.fill(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, rows: rows, clip: clipNow,
                                              blend: blend, base: base, width: w, scratch: scratch)
                            }
                            continue
                        }
                        /// The band's rows of edges `e`: by area accumulation if `flat`.
                        func draw(_ e: EdgeList, _ bins: [BandEdges], flat: Bool) {
                            let lo = max(rows.lowerBound, clipNow.y0)
                            let hi = min(rows.upperBound, clipNow.y1)
                            guard lo < hi, !bins[b].isEmpty else { return }
                            if flat {
                                Rasterizer.accumulate(edges: e.edges, bin: bins[b], rows: lo..<hi, clip: clipNow,
                                                      blend: scratch.blend(paint), base: base, width: w,
                                                      scratch: scratch)
                            } else {
                                Rasterizer.fill(edges: e.edges, bin: bins[b], rows: lo..<hi, clip: clipNow,
                                                rule: rule, blend: scratch.blend(paint), base: base, width: w,
                                                scratch: scratch, mode: mode)
                            }
                        }
                        if case let .area(e, bins, flat, m, mBins) = prep[k] {
                            draw(e, bins, flat: flat); draw(m, mBins, flat: false)
                            continue
                        }
                        guard case let .edges(e, bins, shapes, flat) = prep[k] else { continue }
                        if let shapes, case let .fill(p, _, _) = c, !shapes.bins[b].isEmpty {
                            let blend = scratch.blend(paint)
                            p.points.withUnsafeBufferPointer { pts in
                                // The rows of the group `ahead` places on prefetched (`ConvexShapes.touch`)
                                // before each group is filled: a steady trickle. In batches of 8 groups
                                // every 8 (~100 lines at once, more than the misses a core keeps in
                                // flight) S5 took 1.10x as long at one thread; any distance of 1 to 8
                                // gave 0.90–0.94 of that batch time.
                                let list = shapes.bins[b], ahead = 4
                                for m in list.prefix(ahead) {
                                    ConvexShapes.touch(shapes.groups[Int(m)], rows: rows, base: base, width: w)
                                }
                                for (k, i) in list.enumerated() {
                                    if k + ahead < list.count {
                                        ConvexShapes.touch(shapes.groups[Int(list[k + ahead])], rows: rows, base: base, width: w)
                                    }
                                    ConvexShapes.fill(pts, shapes.groups[Int(i)], shapes.members, rows: rows,
                                                      rule: rule, blend: blend, base: base, width: w, grid: scratch.grid,
                                                      cov: scratch.cov, zero: scratch.zero)
                                }
                            }
                        }
                        draw(e, bins, flat: flat)
                    }
                }
            }
            Parallel.forEach(bands, threads: threads, render)
        }
        for p in prepared {
            if case let .area(e, _, _, m, _) = p { EdgeStore.shared.give(e.edges); EdgeStore.shared.give(m.edges) }
            guard case let .edges(e, _, shapes, _) = p else { continue }
            EdgeStore.shared.give(e.edges)
            if let shapes { ConvexShapes.keeper.give(shapes.members) }
        }
    }
}

extension Canvas {
    /// A fill's clipped edges, their bins by band and, if `checkFlat`, whether the path
    /// cannot overlap itself (`MonotoneArea`). On several threads the check runs beside the
    /// edges (both run serially before the bands: an area's check was a tenth of S4a) —
    /// for a long path (whose edges take every thread) only once its contours are seen to
    /// turn in x twice each (`mayBeSimple`: a stroke's outline fails within a few points,
    /// and a check beside its edges only got in their way, S1 +5%; a 1M-point area's
    /// 7 ms check beside its edges after the ~3 ms scan: ~21 → ~18 ms at T=2).
    static func edges(_ path: FlatPath, clip: PixelRect, threads: Int, bands: Int, bandH: Int,
                      checkFlat: Bool) -> (EdgeList, [BandEdges], Bool) {
        let long = path.points.count >= EdgeList.parallelMinimum
        // False only for a long path on several threads that fails `mayBeSimple`.
        let maybe = !(checkFlat && threads > 1 && long) || MonotoneArea.mayBeSimple(path)
        guard checkFlat && threads > 1 && maybe else {
            let e = EdgeList(path, clip: clip, threads: threads, banded: bands > 1)
            let flat = checkFlat && maybe && MonotoneArea.isSimple(path)
            return (e, e.bins(bands: bands, bandHeight: bandH, threads: threads), flat)
        }
        final class Results: @unchecked Sendable {
            var edges: EdgeList?, bins: [BandEdges] = [], flat = false
        }
        // Each item writes its own fields; `forEach` returns after both.
        let r = Results()
        Parallel.forEach(2, threads: 2) { i in
            if i == 0 {
                // `EdgeList` (and its bins) split long paths over the threads themselves.
                let t = long ? threads : 1
                let e = EdgeList(path, clip: clip, threads: t, banded: bands > 1)
                r.bins = e.bins(bands: bands, bandHeight: bandH, threads: t)
                r.edges = e
            } else {
                r.flat = MonotoneArea.isSimple(path)
            }
        }
        return (r.edges!, r.bins, r.flat)
    }
}

/// What `draw` prepares per command before the bands run.
enum Prepared: Sendable {
    /// The bands from the first to the last that any of the lists has something for
    /// (`empty[b]`: band b has nothing).
    static func span(_ empty: [Bool]...) -> Range<Int32> {
        let used = empty.flatMap { l in l.indices.filter { !l[$0] } }
        guard let lo = used.min(), let hi = used.max() else { return 0..<0 }
        return Int32(lo)..<Int32(hi + 1)
    }

    /// Per band `0 ..< bands`, the items `0 ..< count` whose bands `b0...b1 = bandsOf(k)`
    /// include it (none where b0 > b1; both in `0 ..< bands`), in increasing k. Counted
    /// first, then written into one buffer cut into lists of exact size: 500 bars over 32
    /// bands appended one by one took ~90 µs of S6's ~470 at two threads.
    /// - Complexity: O(count + bands + entries).
    static func bins(_ count: Int, bands: Int, _ bandsOf: (Int) -> (Int, Int)) -> [[Int32]] {
        // One band (one thread): the items with a band, in one pass.
        if bands == 1 {
            return [[Int32](unsafeUninitializedCapacity: count) { out, n in
                n = 0
                for k in 0..<count {
                    let (b0, b1) = bandsOf(k)
                    if b0 <= b1 { out[n] = Int32(truncatingIfNeeded: k); n += 1 }
                }
            }]
        }
        var spans = [SIMD2<Int32>](repeating: SIMD2(1, 0), count: count)
        // Items entering at band b minus those that left before it.
        var diff = [Int](repeating: 0, count: bands + 1)
        for k in 0..<count {
            let (b0, b1) = bandsOf(k)
            guard b0 <= b1 else { continue }
            spans[k] = SIMD2(Int32(b0), Int32(b1))
            diff[b0] += 1; diff[b1 + 1] -= 1
        }
        // Band b's list is flat[start[b] ..< start[b + 1]].
        var start = [Int](repeating: 0, count: bands + 1), inBand = 0
        for b in 0..<bands { inBand += diff[b]; start[b + 1] = start[b] + inBand }
        var next = start
        let flat = [Int32](unsafeUninitializedCapacity: start[bands]) { out, n in
            next.withUnsafeMutableBufferPointer { next in
                // Safe because: band b gets exactly start[b + 1] − start[b] entries, from
                // next[b] = start[b] on, and start[bands] is out's size.
                for k in 0..<count where spans[k].x <= spans[k].y {
                    for b in Int(spans[k].x)...Int(spans[k].y) {
                        out.baseAddress![next[b]] = Int32(truncatingIfNeeded: k); next[b] &+= 1
                    }
                }
            }
            n = start[bands]
        }
        return (0..<bands).map { Array(flat[start[$0] ..< start[$0 + 1]]) }
    }

    case none
    /// A fill's clipped edges and, per band, the indices of those crossing it; its
    /// isolated convex contours apart, if any; whether it cannot overlap itself
    /// (`MonotoneArea`: rasterized by `Rasterizer.accumulate`).
    case edges(EdgeList, [BandEdges], ConvexShapes.Binned?, Bool)
    /// A fill split by `MonotoneArea.splitMargins`: its leading whole-column contours (with
    /// `flat` as above) and the other contours, in columns apart from them, each binned by
    /// band.
    case area(EdgeList, [BandEdges], Bool, margins: EdgeList, [BandEdges])
    /// A fill that is only pixel-disjoint rectangles (`RectPath`), per band the indices
    /// of those crossing it and, for a solid paint, each one's bar set-up (`RectFill.Bar`,
    /// nil where it is not a bar; empty for other paints).
    case rects([RectPath.Rect], [[Int32]], [RectFill.Bar?])
}

/// Scratch buffers handed from band to band: a band takes one and gives it back, so a draw
/// makes as many as bands run at once (the threads), not one per band (32 at two threads,
/// each zeroed). Reuse is safe because every rasterizer path leaves its accumulators zero,
/// as it already must between the commands of one band — and so between draws: up to
/// `kept` scratches outlive their draw, by canvas width, for the next draw to take (a
/// fresh one is ~40 KiB zeroed, an area fill's `AreaChunk` ~500 KiB more, per thread and
/// draw: S4a took ~85 µs less a draw once they were kept, likely the fresh pages' faults).
final class ScratchPool: @unchecked Sendable {
    private let width: Int
    private static let lock = NSLock()
    nonisolated(unsafe) private static var spare: [(width: Int, scratch: Rasterizer.Scratch)] = []
    /// Scratches kept between draws, in all.
    static let kept = 8

    init(width: Int) { self.width = width }

    func take() -> Rasterizer.Scratch {
        Self.lock.lock(); defer { Self.lock.unlock() }
        if let i = Self.spare.lastIndex(where: { $0.width == width }) { return Self.spare.remove(at: i).scratch }
        return Rasterizer.Scratch(width: width)
    }

    func give(_ s: Rasterizer.Scratch) {
        // A scratch grown for a huge path (pieces for 1M vertices) or a dense line across a
        // very wide canvas is not kept: ≤ ~2 MB each, plus ≤ 6 MB of sample-line lanes
        // (a dense line across 1920 px: 3–6 MB, kept, so its next draw does not zero them).
        guard Self.kept > 0, s.capacity <= 16_384, s.lines.buckets <= 32_768 else { return }
        Self.lock.lock(); defer { Self.lock.unlock() }
        if Self.spare.count >= Self.kept { Self.spare.removeFirst() }
        Self.spare.append((width, s))
    }
}
