/// Reusable stroking: owns the scratch buffer of the stroker, so a chart that restrokes
/// its lines every frame into the same `FlatPath` allocates nothing once warm.
///
/// ```swift
/// var stroker = Stroker()
/// var outline = FlatPath()
/// outline.points.removeAll(keepingCapacity: true); outline.contourEnds.removeAll(keepingCapacity: true)
/// stroker.stroke(line, style: StrokeStyle(width: 1.5), transform: dataToPixels, into: &outline)
/// ```
/// The result is the same as `Path.stroked(_:transform:tolerance:)` (see there for the
/// geometry: union-exact under non-zero fill, joins, caps, dashes).
public struct Stroker: Sendable {
    var _right: [SIMD2<Float>] = []
    /// Per-chunk outputs and scratch of long polylines (`Stroker+Chunks.swift`).
    var _chunkOuts: [FlatPath] = []
    var _chunkRights: [[SIMD2<Float>]] = []
    /// Per chunk, whether its outline reached past Float's precision (`_strokeChunked`).
    var _chunkFar: [Bool] = []
    /// What the last `stroke` returns: 1, or the ink share of a dash pattern it stroked
    /// solid (`_Stroker.dashInk`).
    var _ink = 1.0

    /// The dashes this stroker may still cut, over all its strokes, counted as
    /// `Path.maxDashes` counts them (each dash once per device pixel of pen width): a dashed
    /// stroke takes its count from it, and one that needs more than is left is stroked
    /// solid, at its share of the ink (what `stroke` returns). Unlimited by default: each
    /// stroke alone is held to `Path.maxDashes`. An SVG scene's `rebuild` holds all its
    /// strokes together to `Path.maxDashes` (a scene of many finely dashed strokes, each
    /// under the cap, took seconds apiece).
    public var dashAllowance = Double.infinity

    /// A stroker with empty scratch.
    public init() {}

    /// Appends the outline of `path` stroked with `style` to `out` (device pixels).
    /// A single undashed polyline of ≥ 2 · `chunkSize` points is stroked in chunks on up
    /// to `threads` threads, and a round-joined one whose x never turns back is outlined as
    /// the round pen's envelopes (see `Path.stroked`), in chunks too; the outline bytes do
    /// not depend on `threads`.
    /// `clip`: the device region that will be drawn, or nil — as `Path.flattened`'s, for
    /// curves too large to flatten whole (for dashes, their unseen parts keep their length),
    /// dashes and arcs off it, a single polyline's parts that cannot reach it (its ends
    /// before and after, a long one's chunks: a series panned or zoomed), and outlines past
    /// Float's precision (the centre line is then cut to it in Double, `Stroker+Far.swift`).
    /// Only what lies outside `clip` changes.
    /// - Complexity: O(flattened points + dashes); no allocation when `out` and the
    ///   scratch already have the capacity.
    /// - Returns: the share of the paint's opacity to fill the outline with: 1, or, where
    ///   the outline is the solid stroke because the dash pattern passed `Path.maxDashes`
    ///   (or `dashAllowance`) or repeats within 1/256 device px, the share of its ink the
    ///   dashes would leave along a line that does not overlap itself (dash lengths plus
    ///   caps over the pattern's length, at most 1) — drawn at full opacity, a pattern of
    ///   0.001 px dashes and 0.003 px gaps gave 4x its ink.
    @discardableResult
    public mutating func stroke(_ path: Path, style: StrokeStyle, transform: AffineTransform = .identity,
                                tolerance: Double = 0.1, threads: Int = 1, clip: Rect? = nil,
                                into out: inout FlatPath) -> Double {
        _stroke(path, style: style, transform: transform, tolerance: tolerance, threads: threads,
                chunked: true, clip: clip, into: &out)
        return _ink
    }

    /// `chunked: false` (the one-shot `Path.stroked`) strokes long polylines in one
    /// pass: no per-chunk buffers to allocate and concatenate.
    mutating func _stroke(_ path: Path, style: StrokeStyle, transform: AffineTransform,
                          tolerance: Double, threads: Int, chunked: Bool, clip: Rect? = nil, into out: inout FlatPath) {
        let (p0, c0) = (out.points.count, out.contourEnds.count), allowance = dashAllowance
        _ink = 1
        let far = _strokeNear(path, style: style, transform: transform, tolerance: tolerance, threads: threads,
                              chunked: chunked, clip: clip, into: &out)
        // Outline points beyond Float's precision (`_FlatSink.farOff`): made again from the
        // centre line cut to the region in Double (`Stroker+Far.swift`).
        guard let clip, far ?? out.points.withUnsafeBufferPointer({
            _FlatSink.beyondFarOff(UnsafeBufferPointer(rebasing: $0[p0...]))
        }) else { return }
        out.points.removeSubrange(p0...); out.contourEnds.removeSubrange(c0...)
        _ink = 1; dashAllowance = allowance
        _strokeFar(path, style: style, transform: transform, tolerance: tolerance, threads: threads, clip: clip,
                   into: &out)
    }

    /// `_stroke` for geometry within Float's precision of the origin. Returns whether the
    /// outline reached past it when that was found on the way (chunks check their own),
    /// else nil.
    @discardableResult
    mutating func _strokeNear(_ path: Path, style: StrokeStyle, transform: AffineTransform, tolerance: Double,
                              threads: Int, chunked: Bool, clip: Rect?, into out: inout FlatPath) -> Bool? {
        let hw = style.width / 2
        let scale = transform.maxScale
        guard hw > 0, hw.isFinite, scale > 0, scale.isFinite else { return false }
        let tol = Self._userTolerance(tolerance, scale: scale)
        // One open undashed polyline: the round pen's envelope (round joins), or chunks.
        // A path with curves is flattened once, for the envelope and the stroker alike.
        let lineRanges = path._lineSubpaths(), pattern = _Stroker.dashPattern(style.dashes)
        // The user-space region whose strokes can reach `clip`: huge curves are flattened
        // to the tolerance inside it, and dashes outside it are not stroked.
        let region = lineRanges == nil || pattern != nil ? Self._strokeRegion(clip, transform, style) : nil
        // Round joins and caps too wide for the stroker's least angle step: cut against the
        // region itself (they are outline, not centre line).
        let wideArcs = (style.join == .round || style.cap == .round) && _Stroker.arcsTooWide(tolerance: tol, hw: hw)
        let curves = lineRanges == nil
            ? path._polylines(transform: .identity, tolerance: tol, visible: region, keepLength: pattern != nil) : nil
        let line = pattern == nil
            && lineRanges.map { $0.count == 1 && !$0[0].1 && $0[0].0 == path.points.indices } ?? false
        let curve = pattern == nil && curves.map { $0.ends.count == 1 && !$0.closed[0] } ?? false
        // One open undashed polyline drawn for a clip (a long series panned or zoomed): its
        // segments before the first and after the last whose box meets the region are left
        // out (`_visibleRange`).
        var ranges = lineRanges, linePoints = path.points
        let lineRegion = line ? Self._strokeRegion(clip, transform, style) : nil
        if let region = lineRegion {
            guard let keep = Self._visibleRange(path.points, region) else { return false }
            if keep.count < linePoints.count {
                linePoints = Array(path.points[keep])
                ranges = [(linePoints.indices, false)]
            }
        }
        // (A pen too wide for the least angle step takes the stroker: the envelope's arcs
        // would need ~√r chords each, unbounded.)
        if line || curve, !wideArcs, _strokeEnvelope(line ? linePoints : curves!.points, style: style, transform: transform,
                                          tolerance: tol, threads: threads, into: &out) {
            return nil
        }
        // Several open subpaths of lines (a series with gaps): each that qualifies by the
        // envelope, the others by the stroker below. The envelopes go first, left to right,
        // then their end outlines: a fill takes the envelopes, one after another in x, to
        // area accumulation together (`MonotoneArea.splitMargins`).
        if pattern == nil, style.join == .round, !wideArcs, let all = ranges, all.count > 1, all.allSatisfy({ !$0.1 }) {
            var outlines: [FlatPath] = []
            ranges = all.filter { r, _ in
                var one = FlatPath()
                guard r.count >= Self.envelopeMinPoints,
                      _strokeEnvelope(Array(path.points[r]), style: style, transform: transform, tolerance: tol,
                                      threads: threads, into: &one) else { return true }
                outlines.append(one)
                return false
            }
            // Each outline's first contour is the envelope (starting at its leftmost point: its
            // bottom from x = a), the others its end outlines.
            for o in outlines.sorted(by: { $0.points[0].x < $1.points[0].x }) {
                out.append(contour: o.points[..<o.contourEnds[0]])
            }
            for o in outlines { for c in o.contours.dropFirst() { out.append(contour: o.points[c]) } }
        }
        if chunked, line, let chunks = Stroker._chunks(linePoints) {
            return _strokeChunked(linePoints, chunks, style: style, transform: transform, tolerance: tol,
                                  visible: lineRegion, threads: threads, into: &out)
        }
        var s = _Stroker(style: style, transform: transform, tolerance: tol)
        s.visible = region
        s.outlineVisible = wideArcs ? Self._userRegion(clip, transform, reach: 0) : nil
        swap(&s.out, &out)
        swap(&s.right, &_right)
        defer { swap(&s.out, &out); swap(&s.right, &_right) }
        let n = path.points.count
        s.out.points.reserveCapacity(s.out.points.count + n * s.pointsPerVertex + 64)
        s.right.reserveCapacity(n * 3 + 16)
        func run(_ pts: [Point], _ ranges: [(Range<Int>, Bool)]) {
            pts.withUnsafeBufferPointer { all in
                // The dash cap holds for the whole stroke, as `_strokeFar`'s: every subpath's
                // length that can show, then the decision (held per subpath, five 1,900 px
                // lines dashed 0.001 px in one path, 4.75M dashes, took 8.4 s to draw).
                var dashes = pattern
                let lengths = pattern == nil ? [] : ranges.map { r, closed in
                    s.dashLengths(UnsafeBufferPointer(rebasing: all[r]), closed: closed)
                }
                if let p = pattern, !_cutsDashes(p, seen: lengths.reduce(0) { $0 + $1.seen }, hw: hw, scale: scale,
                                                 cap: style.cap) {
                    dashes = nil
                }
                for (k, (r, closed)) in ranges.enumerated() {
                    let sub = UnsafeBufferPointer(rebasing: all[r])
                    if let dashes { s.strokeDashed(sub, closed: closed, pattern: dashes, length: lengths[k].length) }
                    else { s.stroke(sub, closed: closed) }
                }
            }
        }
        if let ranges {
            run(linePoints, ranges)
        } else if let lines = curves {
            var from = 0
            run(lines.points, lines.ends.enumerated().map { k, end in
                defer { from = end }
                return (from..<end, lines.closed[k])
            })
        }
        return nil
    }

    /// Whether a stroke dashed with `pattern` over `seen` user units (a pen of half-width
    /// `hw` with `cap`s, at `scale` device pixels a unit) is cut into its dashes, which it
    /// then takes from `dashAllowance`; else it is stroked solid at the pattern's share of
    /// the ink (`_ink`): past `Path.maxDashes` or the allowance (`_Stroker.dashPixels`), or
    /// for a pattern that repeats within `finestDashPeriod` device pixels, whose dashes no
    /// pixel tells apart — a pixel's ink then differs from the share by at most the two
    /// patterns cut at its sides, 2/256 (a 1 px line dashed 0.001/0.001 over 1,900 px was
    /// 950k dashes, 1.4 s to draw; now 0.3 ms).
    mutating func _cutsDashes(_ pattern: [Double], seen: Double, hw: Double, scale: Double,
                              cap: StrokeStyle.Cap) -> Bool {
        let pixels = _Stroker.dashPixels(pattern, seen: seen, hw: hw, scale: scale)
        // (NaN counts fail the comparisons: solid.)
        if pattern.reduce(0, +) * scale > Self.finestDashPeriod, pixels < Double(Path.maxDashes),
           pixels <= dashAllowance {
            dashAllowance -= pixels
            return true
        }
        _ink = _Stroker.dashInk(pattern, hw: hw, cap: cap)
        return false
    }

    /// The shortest dash pattern, in device pixels (along the line, at the transform's
    /// largest scale), that is cut into dashes (`_cutsDashes`).
    static let finestDashPeriod = 1.0 / 256

    /// The points of an open polyline from the first segment whose box meets `region` to
    /// the last (nil if none does; a segment with a non-finite end is taken as meeting it).
    /// The segments left out stroke nothing in the clip `region` was widened from: their
    /// rectangles, their joins and the caps at the new ends all lie within the pen's reach
    /// of points outside the region. A single point is kept as it is (a dot).
    /// - Complexity: O(segments left out + 1).
    static func _visibleRange(_ pts: [Point], _ region: Rect) -> Range<Int>? {
        guard pts.count >= 2 else { return pts.indices }
        func meets(_ i: Int) -> Bool { _segmentMeets(pts[i], pts[i + 1], region) }
        var lo = 0
        while lo < pts.count - 1 && !meets(lo) { lo += 1 }
        guard lo < pts.count - 1 else { return nil }
        var hi = pts.count - 2
        while !meets(hi) { hi -= 1 }
        return lo..<(hi + 2)
    }

    /// `tolerance` (device pixels, clamped to at least 1e-3) in user units at `scale`.
    static func _userTolerance(_ tolerance: Double, scale: Double) -> Double {
        max(tolerance.isFinite ? tolerance : 0.1, 1e-3) / scale
    }

    /// `_userRegion` widened by the reach of `style`'s pen under `t`: half its width times
    /// the miter limit, or √2 for square caps (1.5 at least).
    static func _strokeRegion(_ clip: Rect?, _ t: AffineTransform, _ style: StrokeStyle) -> Rect? {
        _userRegion(clip, t, reach: style.width / 2 * t.maxScale * max(style.miterLimit, 1.5))
    }

    /// The user-space box of device region `clip` widened by the stroke's `reach` (device
    /// pixels) and a pixel: a curve's part outside it has its stroke outside `clip`.
    /// Nil without a clip or an invertible transform.
    static func _userRegion(_ clip: Rect?, _ t: AffineTransform, reach: Double) -> Rect? {
        guard let clip, let inv = t.inverted, reach.isFinite else { return nil }
        let m = reach + 1
        let p = inv.apply(Point(x: clip.minX - m, y: clip.minY - m)), q = inv.apply(Point(x: clip.maxX + m, y: clip.minY - m))
        let u = inv.apply(Point(x: clip.minX - m, y: clip.maxY + m)), v = inv.apply(Point(x: clip.maxX + m, y: clip.maxY + m))
        let box = Rect(corner: Point(x: min(p.x, q.x, u.x, v.x), y: min(p.y, q.y, u.y, v.y)),
                       Point(x: max(p.x, q.x, u.x, v.x), y: max(p.y, q.y, u.y, v.y)))
        return box.minX.isFinite && box.maxX.isFinite && box.minY.isFinite && box.maxY.isFinite ? box : nil
    }
}
