/// What `draw` prepares per command before the bands run.
///
/// `indirect`: each case's payload sits in one box, so the copies `draw` makes of a
/// prepared command (binning it, its span, one match per band) retain the box instead of
/// every array inside it (the edge list's, the bins, the markers' groups, members and
/// lists): 1,000 circles as separate fills 1.59–1.75 → 1.45–1.48 ms at one thread.
indirect enum Prepared: Sendable {
    /// The bands from the first to the last that `a` or `b` (lists by band) has something
    /// in. Closures, not key paths, and no arrays of flags: a fill's span through
    /// `bins.map(\.isEmpty)` went through the runtime's key-path projection for every band
    /// (30 small fills at 32 bands: half of the draw's preparation).
    static func span<A: BidirectionalCollection, B: BidirectionalCollection>(_ a: A, _ b: B) -> Range<Int32>
    where A.Index == Int, B.Index == Int, A.Element: Collection, B.Element: Collection {
        let lo = min(a.firstIndex { !$0.isEmpty } ?? .max, b.firstIndex { !$0.isEmpty } ?? .max)
        let hi = max(a.lastIndex { !$0.isEmpty } ?? -1, b.lastIndex { !$0.isEmpty } ?? -1)
        return lo <= hi ? Int32(lo)..<Int32(hi + 1) : 0..<0
    }

    /// Per band `0 ..< bands`, the items `0 ..< count` whose bands `b0...b1 = bandsOf(k)`
    /// include it (none where b0 > b1; both in `0 ..< bands`), in increasing k. Counted
    /// first, then written into one buffer cut by band (`BandLists`: two arrays, not one
    /// a band — 500 bars appended band by band took ~90 µs of S6's ~470 at two threads,
    /// and a list a band was most of a small fill's binning at 32 bands).
    /// - Complexity: O(count + bands + entries).
    static func bins(_ count: Int, bands: Int, _ bandsOf: (Int) -> (Int, Int)) -> BandLists {
        // One band (one thread): the items with a band, in one pass.
        if bands == 1 {
            let items = [Int32]._uninitialized(capacity: count) { out, n in
                n = 0
                for k in 0..<count {
                    let (b0, b1) = bandsOf(k)
                    if b0 <= b1 { out[n] = Int32(truncatingIfNeeded: k); n += 1 }
                }
            }
            return BandLists(items: items, starts: [0, items.count])
        }
        // One item (a marker drawn as its own fill): its bands b0...b1 hold it, in two
        // arrays instead of the five below.
        if count == 1 {
            let (b0, b1) = bandsOf(0)
            let n = max(0, b1 - b0 + 1)
            return BandLists(items: [Int32](repeating: 0, count: n),
                             starts: (0...bands).map { n == 0 ? 0 : max(0, min($0, b1 + 1) - b0) })
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
        let flat = [Int32]._uninitialized(capacity: start[bands]) { out, n in
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
        return BandLists(items: flat, starts: start)
    }

    /// The bands from the first to the last that this command's bins have something for
    /// (none for `.none`).
    var span: Range<Int32> {
        switch self {
        case .none: 0..<0
        case let .rects(_, bins, _): Self.span(bins, BandLists.none)
        case let .edges(_, bins, shapes, _): Self.span(bins, shapes?.bins ?? .none)
        case let .area(_, bins, _, _, mBins): Self.span(bins, mBins)
        case let .columns(_, span): span
        }
    }

    /// Whether `draw` may cut its bands by the work estimated per row with this command in
    /// the list (`rowCosts`): rectangles, markers and fills of at most 256 edges. (For long
    /// edge lists the estimate cost more than it saved: S4a 1.09–1.16x, S1 1.04–1.17x; for
    /// an area's columns, S4a drawn by columns spent a tenth of its time at two threads on it.)
    var balances: Bool {
        switch self {
        case .none, .rects: true
        case let .edges(e, _, _, _): e.edges.count <= 256
        case let .area(e, _, _, m, _): e.edges.count + m.edges.count <= 256
        case .columns: false
        }
    }

    /// This command's rectangles and groups binned by the bands of `cut`, and its edges too
    /// if `edges` (else they keep their bins; `bins` on `threads` threads for long lists).
    func binned(_ cut: BandCut, edges: Bool, threads: Int) -> Prepared {
        switch self {
        case .none: return .none
        case let .rects(rects, _, bars):
            let bins = Self.bins(rects.count, bands: cut.count) { k in
                // Clamped to the canvas before the conversion (any finite Float is allowed);
                // wholly outside it: no band.
                let r = rects[k], height = Float(cut.starts[cut.count])
                let top = max(0, min(height, r.y0)), bottom = max(0, min(height, r.y1))
                guard top < bottom else { return (1, 0) }
                return (cut.band(row: Int(top)), cut.band(row: max(0, Int(bottom.rounded(.up)) - 1)))
            }
            return .rects(rects, bins, bars)
        case let .edges(e, bins, shapes, flat):
            var shapes = shapes
            if let groups = shapes?.groups {
                shapes?.bins = Self.bins(groups.count, bands: cut.count) { k in
                    (cut.band(row: groups[k].y0), cut.band(row: groups[k].y1 - 1))
                }
            }
            return .edges(e, edges ? e.bins(cut, threads: threads) : bins, shapes, flat)
        case let .columns(c, _):
            let r = c.rows
            return .columns(c, r.isEmpty ? 0..<0 : Int32(cut.band(row: r.lowerBound))..<Int32(cut.band(row: r.upperBound - 1) + 1))
        case let .area(e, _, flat, m, _):
            guard edges else { return self }
            return .area(e, e.bins(cut, threads: threads), flat, margins: m, m.bins(cut, threads: threads))
        }
    }

    case none
    /// A fill's clipped edges and, per band, the indices of those crossing it (no bands
    /// when the markers took every contour: no edges); its
    /// isolated convex contours apart, if any; whether it cannot overlap itself
    /// (`MonotoneArea`: rasterized by `Rasterizer.accumulate`).
    case edges(EdgeList, [BandEdges], ConvexShapes.Binned?, Bool)
    /// A fill split by `MonotoneArea.splitMargins`: its leading whole-column contours (with
    /// `flat` as above) and the other contours, in columns apart from them, each binned by
    /// band.
    case area(EdgeList, [BandEdges], Bool, margins: EdgeList, [BandEdges])
    /// A dense fill that cannot overlap itself by pixel columns (`AreaColumns`), and the bands
    /// its rows cross (once binned).
    case columns(AreaColumns, Range<Int32>)
    /// A fill that is only pixel-disjoint rectangles (`RectPath`), per band the indices
    /// of those crossing it and, for a solid paint, each one's bar set-up (`RectFill.Bar`,
    /// nil where it is not a bar; empty for other paints).
    case rects([RectPath.Rect], BandLists, [RectFill.Bar?])
}

/// Per band, the indices of the items crossing it (`Prepared.bins`): band b's are
/// `items[starts[b] ..< starts[b + 1]]`.
struct BandLists: RandomAccessCollection, Sendable {
    let items: [Int32]
    /// `count + 1` ascending offsets into `items`.
    let starts: [Int]

    /// No bands (before the bins are made).
    static let none = BandLists(items: [], starts: [0])

    var startIndex: Int { 0 }
    var endIndex: Int { starts.count - 1 }

    /// Band b's items (a slice: its indices start at `starts[b]`).
    subscript(b: Int) -> ArraySlice<Int32> { items[starts[b] ..< starts[b + 1]] }
}
