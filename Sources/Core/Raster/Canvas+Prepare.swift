import Foundation

/// `draw`'s preparation of each fill before the bands: its rectangles, markers, area or
/// edges (`Prepared`), on the calling thread — or, for a list of many small fills on
/// several threads, on all of them, binned there too.
extension Canvas {
    /// What `draw` prepares for the fill of `p` with `paint` inside `clip`: rectangles
    /// (bars set up for a solid paint), markers apart from the rest, a round pen's envelope
    /// apart from its ends, or the edges (binned by the bands of `cut`).
    /// - Complexity: O(points · log points).
    static func prepare(_ p: FlatPath, paint: Paint, clip: PixelRect, width: Int, threads: Int,
                        mode: Rasterizer.Mode, cut: BandCut) -> Prepared {
        if mode.shortcuts, let rects = RectPath.rects(p) {
            // Bars set up once here, not once per band they cross (solid paint).
            let bars = paint.isSolid ? rects.map { RectFill.bar(of: $0, clip: clip, width: width) } : []
            return .rects(rects, .none, bars)
        }
        var rest = p, shapes: ConvexShapes.Binned?
        if mode.shortcuts, let (groups, members, r) = ConvexShapes.split(p, clip: clip, threads: threads) {
            // Isolated convex contours (markers) apart.
            shapes = ConvexShapes.Binned(groups: groups, members: members, bins: .none)
            rest = r
        }
        // A round pen's envelope with butt or square ends: the envelope by area
        // accumulation (if it passes `isSimple`), the ends, in other columns, apart.
        if mode.shortcuts, shapes == nil, let (area, margins) = MonotoneArea.splitMargins(rest) {
            let (e, bins, flat) = edges(area, clip: clip, threads: threads, cut: cut, checkFlat: true)
            let (m, mBins, _) = edges(margins, clip: clip, threads: threads, cut: cut, checkFlat: false)
            return .area(e, bins, flat, margins: m, mBins)
        }
        // A dense path that cannot overlap itself (an area under an undecimated series): by
        // pixel columns (by area accumulation where those would hold too many cells).
        var checkFlat = mode.shortcuts && shapes == nil
        if checkFlat && AreaColumns.isDense(rest, clip: clip) {
            switch AreaColumns.make(rest, clip: clip, threads: threads) {
            case let .columns(c): return .columns(c, 0..<0)
            case let .tooManyCells(sameTurn):
                let (e, bins, _) = edges(rest, clip: clip, threads: threads, cut: cut, checkFlat: false)
                return .edges(e, bins, nil, sameTurn)
            case .notSimple: checkFlat = false
            }
        }
        // Nothing left beside the markers (a marker drawn as its own fill): no edge list
        // (its per-row counts and bins were most of such a fill's preparation).
        if shapes != nil && rest.points.isEmpty { return .edges(EdgeList(), [], shapes, false) }
        // A path that cannot overlap itself (an area chart) needs no clusters.
        let (e, bins, flat) = edges(rest, clip: clip, threads: threads, cut: cut, checkFlat: checkFlat)
        return .edges(e, bins, shapes, flat)
    }

    /// For a list of at least `manyFills` fills, each under `EdgeList.parallelMinimum`
    /// points, on several threads: every command prepared (`prepare` on one thread each)
    /// and binned by `cut` (which must be the draw's cut: equal bands), and its span of
    /// bands — in runs of commands on all threads. Nil for other lists (prepared serially).
    /// Each fill's preparation and binning (~0.8 µs a marker at 32 bands, more than half of
    /// it binning) were serial, so 1,000 separate circles drew no faster on two threads
    /// than on one.
    /// - Complexity: O(points · log points) / threads.
    static func prepareMany(_ list: DisplayList, clips: [PixelRect], width: Int, threads: Int,
                            mode: Rasterizer.Mode, cut: BandCut) -> (prepared: [Prepared], spans: [Range<Int32>])? {
        guard threads > 1 else { return nil }
        var fills = 0
        for c in list.commands {
            guard case let .fill(p, _, _) = c else { continue }
            guard p.points.count < EdgeList.parallelMinimum else { return nil }
            fills += 1
        }
        guard fills >= manyFills else { return nil }
        let n = list.commands.count
        var prepared = [Prepared](repeating: .none, count: n)
        var spans = [Range<Int32>](repeating: 0..<0, count: n)
        let commands = list.commands
        prepared.withUnsafeMutableBufferPointer { pb in
            spans.withUnsafeMutableBufferPointer { sb in
                nonisolated(unsafe) let pb = pb, sb = sb
                let runs = min(threads, 16) * 4
                Parallel.forEach(runs, threads: threads) { r in
                    // The cut's arrays of its own: every fill's binning retains them, and
                    // threads retaining one array contend for its reference count.
                    let cut = BandCut.uniform(height: cut.starts[cut.count], bands: cut.count)
                    // Safe because: runs cover 0 ..< n without overlap, so each index is
                    // written by one thread.
                    for k in Parallel.part(r, of: runs, in: n) {
                        guard case let .fill(p, _, paint) = commands[k], !paint.isInvisible else { continue }
                        let one = prepare(p, paint: paint, clip: clips[k], width: width, threads: 1, mode: mode,
                                          cut: cut).binned(cut, edges: false, threads: 1)
                        pb[k] = one; sb[k] = one.span
                    }
                }
            }
        }
        return (prepared, spans)
    }

    /// Lists of fewer fills are prepared serially (`prepareMany`).
    static let manyFills = 64

    /// A fill's clipped edges, their bins by the bands of `cut` and, if `checkFlat`, whether
    /// the path cannot overlap itself (`MonotoneArea`). On several threads the check runs
    /// beside the edges (both run serially before the bands: an area's check was a tenth of
    /// S4a) — for a long path (whose edges take every thread) only once its contours are
    /// seen to turn in x twice each (`mayBeSimple`: a stroke's outline fails within a few
    /// points, and a check beside its edges only got in their way, S1 +5%; a 1M-point
    /// area's 7 ms check beside its edges after the ~3 ms scan: ~21 → ~18 ms at T=2).
    static func edges(_ path: FlatPath, clip: PixelRect, threads: Int, cut: BandCut,
                      checkFlat: Bool) -> (EdgeList, [BandEdges], Bool) {
        let long = path.points.count >= EdgeList.parallelMinimum
        // False only for a long path on several threads that fails `mayBeSimple`.
        let maybe = !(checkFlat && threads > 1 && long) || MonotoneArea.mayBeSimple(path)
        guard checkFlat && threads > 1 && maybe else {
            let e = EdgeList(path, clip: clip, threads: threads, banded: cut.count > 1)
            let flat = checkFlat && maybe && MonotoneArea.isSimple(path)
            return (e, e.bins(cut, threads: threads), flat)
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
                let e = EdgeList(path, clip: clip, threads: t, banded: cut.count > 1)
                r.bins = e.bins(cut, threads: t)
                r.edges = e
            } else {
                r.flat = MonotoneArea.isSimple(path)
            }
        }
        return (r.edges!, r.bins, r.flat)
    }
}
