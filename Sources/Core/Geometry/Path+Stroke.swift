/// Stroking: the outline of a path's stroke as device-pixel polygons.
extension Path {
    /// The outline of this path stroked with `style`, as polygons in device pixels to be
    /// filled with the **non-zero** rule.
    ///
    /// The stroke is built in user space (so a non-uniform `transform` gives the correct
    /// elliptical pen) and then mapped by `transform`. Each open subpath becomes one
    /// contour (left side forward, end cap, right side back, start cap), each closed one
    /// two contours; inner corners go through the vertex itself, which makes the winding
    /// number at any point the count of segment rectangles and join wedges covering it
    /// (all oriented alike), so non-zero fill paints exactly their union. Curves are
    /// flattened to `tolerance` device pixels first; round joins and caps use the same
    /// tolerance. Dashes cut the flattened subpaths before stroking; a pattern that would
    /// yield more than `Path.maxDashes` dashes over the whole path, all its subpaths (each
    /// dash counted once per pixel of pen width), or that repeats within 1/256 device px
    /// (no pixel tells its dashes apart), is drawn solid instead (bounded work; fill it at
    /// the opacity share `stroke(_:into:)` and `Stroker.stroke` return) —
    /// counting, given a `clip`, only the segments that can reach it (the others' dashes
    /// are walked over a pattern cycle at a time and not stroked).
    /// Zero-length subpaths (and zero-length dashes) with round or square caps draw a
    /// disc or a square (x-axis aligned); with butt caps they draw nothing. Zero-length
    /// segments and non-finite points inside a subpath are skipped.
    ///
    /// A round-joined, undashed open polyline of at least 64 points (after flattening)
    /// whose device x never turns back (a series line), under a transform that keeps
    /// circles round, is outlined instead as the region between the round pen's upper and
    /// lower envelopes: the same union, as one contour that does not overlap itself (the
    /// rasterizer fills it by plain area accumulation), with its arcs exact in area. With
    /// butt or square caps the stroker's own outline is kept within a pen's reach of each
    /// end, cut at a whole pixel column (see `Stroker+Envelope.swift`). A path of several
    /// open line subpaths (a series with gaps) is taken subpath by subpath.
    /// `clip`: the device region that will be drawn, or nil (as `Path.flattened`'s; with
    /// dashes a huge curve's unseen parts keep their length, so the dashes seen keep their
    /// places). A single undashed polyline is stroked from its first to its last segment
    /// that can reach it; the outline changes only outside `clip`.
    /// - Complexity: O(flattened points + dashes).
    public func stroked(_ style: StrokeStyle, transform: AffineTransform = .identity,
                        tolerance: Double = 0.1, clip: Rect? = nil) -> FlatPath {
        var out = FlatPath()
        stroke(style, transform: transform, tolerance: tolerance, clip: clip, into: &out)
        return out
    }

    /// Appends the stroke outline (see `stroked`) to `out`, reusing its capacity.
    /// For zero allocations per frame keep a `Stroker` as well (it owns the scratch).
    /// - Returns: the share of the paint's opacity to fill the outline with: 1, or less for
    ///   a dash pattern stroked solid (see `stroked` and `Stroker.stroke`).
    /// - Complexity: O(flattened points + dashes).
    @discardableResult
    public func stroke(_ style: StrokeStyle, transform: AffineTransform = .identity,
                       tolerance: Double = 0.1, clip: Rect? = nil, into out: inout FlatPath) -> Double {
        var s = Stroker()
        s._stroke(self, style: style, transform: transform, tolerance: tolerance, threads: 1,
                  chunked: false, clip: clip, into: &out)
        return s._ink
    }

    /// For a path of only move/line/close (every subpath starting with a move), the
    /// subpaths as ranges of `points` (no copy); nil otherwise. - Complexity: O(elements).
    func _lineSubpaths() -> [(Range<Int>, Bool)]? {
        var ranges: [(Range<Int>, Bool)] = []
        var start = 0, k = 0, open = false
        for v in verbs {
            switch v {
            case .move:
                if open { ranges.append((start..<k, false)) }
                start = k; open = true; k += 1
            case .line:
                guard open else { return nil }
                k += 1
            case .close:
                if open { ranges.append((start..<k, true)) }
                open = false
            default: return nil
            }
        }
        if open { ranges.append((start..<k, false)) }
        return ranges
    }

    /// The cap on dashes per stroke (see `stroked`), each counted once per device pixel of
    /// pen width (at least once).
    public static let maxDashes = 1 << 22
}
