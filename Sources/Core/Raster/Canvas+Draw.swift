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
    /// 57% vs 13% of the samples); a list of rectangles and markers is cut where its
    /// estimated work per row reaches equal shares (`BandCut.balanced`). Each band walks
    /// only its own commands and the edges binned to it. A list of little work (a few small
    /// fills, `isLittleWork`) is drawn on one thread. The output is byte-identical for
    /// every thread count: a pixel's value depends only on the commands and the edges
    /// crossing its row.
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
        _draw(list, threads: threads > 1 && Self.isLittleWork(list, clip: clip) ? 1 : threads, mode: .auto)
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
            case .rect, .mask, .columns, .line, .copy: drawing += 1
            case .clip, .clear: break
            }
        }
        if drawing > 4 { return 16 }
        return points < 8_000 ? 4 : (points < 200_000 ? 8 : 16)
    }

    /// Whether `list` is so little work that one thread draws it sooner than several: its
    /// fills under 4,096 points together and its commands' boxes (inside `clip`) under
    /// `oneThreadPixels`. Bands, binning and waking a helper cost more than such a list
    /// shares out: 8 separate small circles took 37 µs at two threads against 18 at one,
    /// 30 took 71–90 against 61. Looks at no more than 4,096 points.
    static func isLittleWork(_ list: DisplayList, clip: PixelRect) -> Bool {
        var points = 0, pixels = 0
        func add(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
            // (Infinities are held to the clip; a NaN edge counts nothing, as it draws nothing.)
            let w = min(max(x1, Float(clip.x0)), Float(clip.x1)) - min(max(x0, Float(clip.x0)), Float(clip.x1))
            let h = min(max(y1, Float(clip.y0)), Float(clip.y1)) - min(max(y0, Float(clip.y0)), Float(clip.y1))
            if w > 0 && h > 0 { pixels += Int((w + 2) * (h + 2)) }
        }
        for c in list.commands {
            switch c {
            case let .fill(p, _, _):
                points += p.points.count
                guard points < 4_096 else { return false }
                guard !p.points.isEmpty else { continue }
                // (Non-finite points: their bounds mean nothing, so the list is not little.)
                let (lo, hi, finite) = p.points.withUnsafeBufferPointer { ConvexShapes.bounds($0, 0, $0.count) }
                guard finite else { return false }
                add(lo.x, lo.y, hi.x, hi.y)
            case let .rect(x0, y0, x1, y1, _): add(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
            case let .mask(m, x, y, _): add(Float(x), Float(y), Float(x) + Float(m.width), Float(y) + Float(m.height))
            case .columns, .line:
                let r = DisplayList.columnRows(c)!
                add(Float(clip.x0), Float(r.lowerBound), Float(clip.x1), Float(r.upperBound))
            case let .copy(c): add(Float(c.target.x0), Float(c.target.y0), Float(c.target.x1), Float(c.target.y1))
            case .clear: return false
            case .clip: continue
            }
            guard pixels < oneThreadPixels else { return false }
        }
        return true
    }

    /// Below this many pixels of boxes a list is drawn on one thread (`isLittleWork`).
    static let oneThreadPixels = 16_384

    /// `draw` with a choice of resolver and fast paths (tests compare `.general` and
    /// `.sampleLines` with `.auto`), and of the band height: `bandRows` cuts the canvas into
    /// bands of about that many rows even on one thread (drawn one after the other), so
    /// that a list of many commands over a large canvas (a chart frame) keeps each band's
    /// rows in cache from its first command to its last.
    mutating func _draw(_ list: DisplayList, threads: Int, mode: Rasterizer.Mode, bandRows: Int? = nil) {
        // min(threads, 16) first: `threads * 16` trapped for threads near Int.max (issue #9).
        let perThread = Self.bandsPerThread(list)
        let bands = if let bandRows { max(1, min(256, height / max(1, bandRows))) } else {
            threads <= 1 ? 1 : max(1, min(min(threads, 16) * perThread, 256, height))
        }
        // Preparation, first per fill its geometry: edges ordered by the row of y0 (binned by
        // equal bands), or rectangles, or markers' groups apart from the rest. Many small
        // fills on several threads are prepared and binned there (`prepareMany`).
        let uniform = BandCut.uniform(height: height, bands: bands)
        // The clip in force at each command (the canvas clip, then each `.clip`'s within it).
        var clipNow = clip
        let clips = list.commands.map { c in
            if case let .clip(r) = c { clipNow = (r ?? bounds).intersection(clip) }
            return clipNow
        }
        let many = bandRows == nil && perThread == 16 ? Self.prepareMany(list, clips: clips, width: width,
                                                                         threads: threads, mode: mode, cut: uniform) : nil
        var prepared = many?.prepared ?? list.commands.indices.map { k in
            guard case let .fill(p, _, paint) = list.commands[k], !paint.isInvisible else { return .none }
            // (Source-over of alpha 0 leaves every byte as it was: no edges made.)
            return Self.prepare(p, paint: paint, clip: clips[k], width: width, threads: threads, mode: mode,
                                cut: uniform)
        }
        // Then the bands: where there are few a thread (a list of a few commands, whose work
        // varies from row to row: the threads would not finish together) and the fills are
        // rectangles and markers, cut by the work estimated per row (S6: 0.79–0.89 of the
        // time at two threads) and those binned by it; else the equal bands. (For long edge
        // lists the estimate cost more than it saved: `Prepared.balances`.)
        let balance = bandRows == nil && bands > 1 && perThread < 16 && prepared.allSatisfy(\.balances)
        // (`prepareMany` binned by the equal bands: it runs only where they are kept.)
        assert(many == nil || !balance)
        let cut = balance
            ? BandCut.balanced(cost: Prepared.rowCosts(prepared, list.commands, width: width, height: height),
                               bands: bands)
            : uniform
        // Per command, the bands it can touch (a band skips the others without reading
        // them: a chart's hundreds of labels and bars each touch one or two of 32 bands),
        // and its items binned by band (a band visits only its own edges, rectangles and
        // groups).
        let all = Int32(0)..<Int32(bands)
        let band = { (y: Float) -> Int32 in Int32(cut.band(y: y)) }
        let spans = list.commands.indices.map { k -> Range<Int32> in
            switch list.commands[k] {
            // (A band needs no `.clip` command: `clips` holds each command's clip.)
            case .clip: return 0..<0
            case .clear: return all
            case let .rect(_, y0, _, y1, _):
                // Non-finite edges draw nothing (RectFill); any band is then as good as none.
                return y0.isFinite && y1.isFinite ? band(min(y0, y1))..<band(max(y0, y1)) + 1 : 0..<0
            case let .mask(m, _, y, _): return band(Float(y))..<band(Float(y) + Float(m.height - 1)) + 1
            case .columns, .line:
                let r = DisplayList.columnRows(list.commands[k])!
                return band(Float(r.lowerBound))..<band(Float(r.upperBound - 1)) + 1
            case let .copy(c): return band(Float(c.target.y0))..<band(Float(c.target.y1 - 1)) + 1
            case .fill:
                if let many { return many.spans[k] }
                prepared[k] = prepared[k].binned(cut, edges: balance, threads: threads)
                return prepared[k].span
            }
        }
        let w = width
        let commands = list.commands
        bytes.withUnsafeMutableBufferPointer { buf in
            nonisolated(unsafe) let base = buf.baseAddress!
            let prep = prepared
            // Per band, the commands it draws (those whose span holds it), in order: a
            // band of a list of thousands of small fills visits its own few, not every
            // command's span.
            let visits = Prepared.bins(commands.count, bands: bands) { k in
                (Int(spans[k].lowerBound), Int(spans[k].upperBound) - 1)
            }
            let pool = ScratchPool(width: w)
            let render = { @Sendable (b: Int) in
                let rows = cut.rows(b)
                guard !rows.isEmpty else { return }
                let scratch = pool.take()
                defer { pool.give(scratch) }
                for i in visits[b] {
                    let k = Int(i)
                    // The clip in force at command k (made once, above, for the preparation).
                    let clipNow = clips[k]
                    switch commands[k] {
                    case .clip: continue
                    case let .rect(x0, y0, x1, y1, paint):
                        RectFill.fill(x0: x0, y0: y0, x1: x1, y1: y1, rows: rows, clip: clipNow,
                                      blend: scratch.blend(paint), base: base, width: w, scratch: scratch)
                    case let .mask(m, x, y, paint):
                        m.blit(x: x, y: y, rows: rows, clip: clipNow, blend: scratch.blend(paint), base: base, width: w,
                               cov: scratch.cov)
                    case let .columns(c, paint):
                        c.fill(rows: rows, clip: clipNow, blend: scratch.blend(paint), base: base, width: w)
                    case let .line(c, paint):
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
                    case let .fill(p, rule, paint):
                        /// The band's rows of edges `e`: by area accumulation if `flat`.
                        func draw(_ e: EdgeList, _ bins: [BandEdges], flat: Bool) {
                            let lo = max(rows.lowerBound, clipNow.y0)
                            let hi = min(rows.upperBound, clipNow.y1)
                            // (No bins: no edges, the markers took every contour.)
                            guard lo < hi, b < bins.count, !bins[b].isEmpty else { return }
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
                        // One match of what was prepared (each match takes a reference to every
                        // array in it; three per fill and band made 1,000 separate circles
                        // 1.85 ms at one thread, one 1.75).
                        switch prep[k] {
                        case .none: continue
                        case let .rects(rects, bins, bars):
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
                        case let .area(e, bins, flat, m, mBins):
                            draw(e, bins, flat: flat); draw(m, mBins, flat: false)
                        case let .columns(c, _):
                            c.fill(rows: rows, clip: clipNow, blend: scratch.blend(paint), base: base, width: w)
                        case let .edges(e, bins, shapes, flat):
                            if let shapes, !shapes.bins[b].isEmpty {
                                let blend = scratch.blend(paint)
                                p.points.withUnsafeBufferPointer { pts in
                                    // The rows of the group `ahead` places on prefetched
                                    // (`ConvexShapes.touch`) before each group is filled: a steady
                                    // trickle. In batches of 8 groups every 8 (~100 lines at once,
                                    // more than the misses a core keeps in flight) S5 took 1.10x as
                                    // long at one thread; any distance of 1 to 8 gave 0.90–0.94 of
                                    // that batch time.
                                    let list = shapes.bins[b], ahead = 4
                                    for m in list.prefix(ahead) {
                                        ConvexShapes.touch(shapes.groups[Int(m)], rows: rows, base: base, width: w)
                                    }
                                    for (k, i) in list.enumerated() {
                                        if k + ahead < list.count {
                                            let g = shapes.groups[Int(list[list.startIndex + k + ahead])]
                                            ConvexShapes.touch(g, rows: rows, base: base, width: w)
                                        }
                                        ConvexShapes.fill(pts, shapes.groups[Int(i)], shapes.members, rows: rows,
                                                          rule: rule, blend: blend, base: base, width: w,
                                                          grid: scratch.grid, cov: scratch.cov, zero: scratch.zero)
                                    }
                                }
                            }
                            draw(e, bins, flat: flat)
                        }
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
