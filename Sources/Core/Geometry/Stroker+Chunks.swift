/// Long polylines are stroked in fixed chunks, in parallel when asked.
///
/// A single open, undashed polyline of at least `2 · chunkSize` points is cut every
/// `chunkSize(for:)` points (a sixteenth of it, at least `chunkSize`); chunk c strokes
/// points [a_c, a_{c+1} + 1], one segment past its end, so the join at a_{c+1} is drawn
/// inside chunk c and the next chunk starts with the segment a_{c+1} → a_{c+1}+1 again:
///
///     chunk 0:  P0 ─ … ─ Pb ─ Pb+1          (style start cap, butt end)
///     chunk 1:            Pb ─ Pb+1 ─ … ─ Pc ─ Pc+1
///
/// The doubled segment overlaps itself, which non-zero union fill does not see. Cuts
/// depend only on the points (never on the thread count) and are moved forward to a
/// vertex whose next point is distinct and finite, so the outline is the same bytes for
/// any `threads`.
///
/// Given the region drawn, widened by the pen's reach (`visible`), a chunk strokes only its
/// runs of consecutive segments whose boxes meet it (`_visibleRuns`), with butt ends where
/// a run is cut: a segment left out has both ends outside the region, so its rectangle,
/// the joins at its ends and a cap there lie within the reach of points outside it, and
/// the union inside is the runs'. (A long series zoomed in to a tenth of its length: 1M
/// points, the right 120 of 1,920 px kept; or to a band 40 px tall that it crosses
/// everywhere.)
extension Stroker {
    /// The fewest points per chunk: a chunk's set-up and the segment doubled at its cut
    /// are noise beside 1,024 joins. (It was 65,536: a chart line of 4k–100k points was
    /// stroked on one thread, 8% of a 100k-point stroke's draw at two threads.)
    public static let chunkSize = 1 << 10

    /// Points per chunk of an `n`-point polyline: n / 16, at least `chunkSize` — enough
    /// chunks to balance 2 to 16 threads, and a function of `n` alone, so the outline
    /// does not depend on the thread count.
    public static func chunkSize(for n: Int) -> Int { max(chunkSize, n / 16) }

    /// The chunk ranges of `pts` (see the type comment), or nil when not chunked.
    static func _chunks(_ pts: [Point]) -> [Range<Int>]? {
        let n = pts.count
        guard n >= 2 * chunkSize else { return nil }
        let size = chunkSize(for: n)
        var cuts = [0]
        var b = size
        while b < n - size {
            while b + 1 < n && (pts[b] == pts[b + 1] || !pts[b].isFinite || !pts[b + 1].isFinite) { b += 1 }
            if b + 1 >= n - 1 { break }
            cuts.append(b)
            b += size
        }
        cuts.append(n)
        return (0..<(cuts.count - 1)).map { c in cuts[c]..<min(cuts[c + 1] + 2, n) }
    }

    /// Strokes a chunked polyline into `out`, chunks spread over `threads` workers; returns
    /// whether the outline reaches past Float's precision (`_FlatSink.farOff`), each chunk
    /// checked by its worker while its points are in cache (over S3's whole outline after
    /// the fact: 2.2 ms, 8% of its geometry at two threads).
    @discardableResult
    mutating func _strokeChunked(_ pts: [Point], _ chunks: [Range<Int>], style: StrokeStyle,
                                 transform: AffineTransform, tolerance: Double, visible: Rect?,
                                 threads: Int, into out: inout FlatPath) -> Bool {
        let k = chunks.count
        if _chunkFar.count < k { _chunkFar += Array(repeating: false, count: k - _chunkFar.count) }
        if _chunkOuts.count < k { _chunkOuts += Array(repeating: FlatPath(), count: k - _chunkOuts.count) }
        if _chunkRights.count < k { _chunkRights += Array(repeating: [], count: k - _chunkRights.count) }
        let cap = style.cap
        let work: @Sendable (Int, UnsafeMutablePointer<FlatPath>, UnsafeMutablePointer<[SIMD2<Float>]>,
                             UnsafeBufferPointer<Point>, UnsafeMutablePointer<Bool>) -> Void = { c, outs, rights, all, far in
            var s = _Stroker(style: style, transform: transform, tolerance: tolerance)
            // Safe because: c < k ≤ the counts of both scratch arrays, and each
            // iteration touches only its own index.
            swap(&s.out, &outs[c]); swap(&s.right, &rights[c])
            s.out.points.removeAll(keepingCapacity: true)
            s.out.contourEnds.removeAll(keepingCapacity: true)
            let chunk = UnsafeBufferPointer(rebasing: all[chunks[c]])
            let runs = visible.map { Stroker._visibleRuns(chunk, $0) } ?? [chunk.indices]
            let kept = runs.reduce(0) { $0 + $1.count }
            HugePages.reserve(&s.out.points, kept * s.pointsPerVertex + 64)
            s.right.reserveCapacity(kept * 3 + 16)
            for r in runs {
                s.startCap = c == 0 && r.lowerBound == 0 ? cap : .butt
                s.endCap = c == k - 1 && r.upperBound == chunk.count ? cap : .butt
                s.stroke(UnsafeBufferPointer(rebasing: chunk[r]), closed: false)
            }
            far[c] = s.out.points.withUnsafeBufferPointer(_FlatSink.beyondFarOff)
            swap(&s.out, &outs[c]); swap(&s.right, &rights[c])
        }
        pts.withUnsafeBufferPointer { all in
            _chunkOuts.withUnsafeMutableBufferPointer { outs in
                _chunkRights.withUnsafeMutableBufferPointer { rights in
                    _chunkFar.withUnsafeMutableBufferPointer { f in
                        nonisolated(unsafe) let o = outs.baseAddress!, r = rights.baseAddress!, a = all, f = f.baseAddress!
                        Parallel.forEach(k, threads: threads) { c in work(c, o, r, a, f) }
                    }
                }
            }
        }
        var total = 0
        for c in 0..<k { total += _chunkOuts[c].points.count }
        HugePages.reserve(&out.points, out.points.count + total)
        for c in 0..<k {
            let base = out.points.count
            out.points.append(contentsOf: _chunkOuts[c].points)
            for e in _chunkOuts[c].contourEnds { out.contourEnds.append(base + e) }
        }
        return _chunkFar[..<k].contains(true)
    }

    /// The runs of consecutive segments of the polyline `pts` whose boxes meet `region` (a
    /// segment with a non-finite end is taken as meeting it), as ranges of their points.
    /// - Complexity: O(n).
    static func _visibleRuns(_ pts: UnsafeBufferPointer<Point>, _ region: Rect) -> [Range<Int>] {
        var runs: [Range<Int>] = [], from = -1
        for i in 0..<max(pts.count - 1, 0) {
            if _segmentMeets(pts[i], pts[i + 1], region) {
                if from < 0 { from = i }
            } else if from >= 0 {
                runs.append(from..<(i + 1)); from = -1
            }
        }
        if from >= 0 { runs.append(from..<pts.count) }
        return runs
    }

    /// Whether the box of the segment a…b meets `region` — or may: a non-finite end says yes.
    @inline(__always) static func _segmentMeets(_ a: Point, _ b: Point, _ region: Rect) -> Bool {
        guard a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite else { return true }
        return region._meetsBox(Point(x: min(a.x, b.x), y: min(a.y, b.y)), Point(x: max(a.x, b.x), y: max(a.y, b.y)))
    }
}
