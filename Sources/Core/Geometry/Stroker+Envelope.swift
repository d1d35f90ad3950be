/// Round-joined strokes of a long x-monotone polyline (a chart's series line) are outlined
/// as what they are, the union of a round pen's discs along the line: the region between
/// the pen's upper and lower envelopes (`_RoundPenEnvelope`), one contour without
/// self-overlap, which the rasterizer fills by plain area accumulation. The stroker's own
/// outline of such a line (segment rectangles and join wedges, overlapping each other 50
/// times per pixel in a dense line) needed the cluster rasterizer's union resolution.
///
/// The envelopes bound the stroke exactly where its pieces make up the whole pen's sweep:
/// with round caps everywhere; with butt or square caps except near the two ends, where
/// the caps take away or add parts. There the stroke is outlined as before, cut to the
/// columns left of `a` (right of `b`), and the envelope region is cut to [a, b]:
///
/// ```
///   x0 − ext      a                                b      xn + ext
///      │ outline  │  envelope region (one contour) │ outline  │
///      │ x ≤ a    │                                │ x ≥ b    │
/// ```
///
/// `a` and `b` are whole pixels, so no pixel gets parts from both sides; `ext` is r for
/// butt caps, r·√2 for square ones (how far a cap reaches in x from its end point).
extension Stroker {
    /// Round-joined polylines of fewer points keep the stroker's outline: it is small, and
    /// the two agree to the flattening tolerance.
    static let envelopeMinPoints = 64

    /// Appends the envelope outline of `pts` stroked with `style` (see the type comment) and
    /// returns true; false, appending nothing, unless the style has round joins, `transform`
    /// keeps circles circles (a similarity), `pts` has `envelopeMinPoints` finite points
    /// within 10⁹ pen radii of the origin whose device x never decreases (or never
    /// increases), and they span more than a pixel between the end zones. `tolerance` is in
    /// user units, as the stroker's.
    /// - Complexity: O(n · envelope breakpoints within a pen's width).
    mutating func _strokeEnvelope(_ pts: [Point], style: StrokeStyle, transform t: AffineTransform,
                                  tolerance: Double, threads: Int, into out: inout FlatPath) -> Bool {
        let n = pts.count
        guard style.join == .round, n >= Self.envelopeMinPoints else { return false }
        let s2 = t.a * t.a + t.b * t.b
        guard s2 > 0, s2.isFinite, abs(t.a * t.c + t.b * t.d) <= 1e-12 * s2,
              abs(t.c * t.c + t.d * t.d - s2) <= 1e-12 * s2 else { return false }
        let scale = s2.squareRoot(), r = style.width / 2 * scale, tol = tolerance * scale
        guard r > 0, r.isFinite else { return false }
        // Device points: finite, and within 10⁹ pen radii of the origin (a Double resolves
        // them to well below the pen; beyond, circles of radius r would not be told apart).
        var dev = [SIMD2<Double>](repeating: .zero, count: n)
        var rising = true, falling = true
        let far = 1e9 * r
        for i in 0..<n {
            let p = t.apply(pts[i])
            guard abs(p.x) < far && abs(p.y) < far else { return false }  // NaN fails too
            dev[i] = SIMD2(p.x, p.y)
            if i > 0 { rising = rising && p.x >= dev[i - 1].x; falling = falling && p.x <= dev[i - 1].x }
        }
        guard rising || falling else { return false }
        if !rising { dev.reverse() }
        let x0 = dev[0].x, xn = dev[n - 1].x
        let ext: Double? = style.cap == .round ? nil : style.cap == .square ? r * 2.0.squareRoot() : r
        let a = ext.map { (x0 + $0).rounded(.up) } ?? x0 - r
        let b = ext.map { (xn - $0).rounded(.down) } ?? xn + r
        guard b - a >= 1 else { return false }

        let step = min((8 * tol / r).squareRoot(), Double.pi / 2)
        let sides = Self.envelopeSides(dev, r: r, from: a, to: b, step: step, threads: threads)
        // Oriented as the stroker's contours (negative shoelace area: along the bottom to
        // the right, back along the top).
        out.append(contour: sides.bottom + sides.top.reversed())

        guard ext != nil else { return true }
        // The end zones: the points up to the first at x ≥ a + r (every piece after it lies
        // right of a, and so does a cap drawn at it) and from the last at x ≤ b − r.
        let k = dev.firstIndex { $0.x >= a + r } ?? n - 1
        let m = dev.lastIndex { $0.x <= b - r } ?? 0
        let (head, tail) = rising ? (0...k, m...(n - 1)) : ((n - 1 - k)...(n - 1), 0...(n - 1 - m))
        for (range, limit, keepLeft) in [(head, a, true), (tail, b, false)] {
            var s = _Stroker(style: style, transform: t, tolerance: tolerance)
            pts[range].withUnsafeBufferPointer { s.stroke($0, closed: false) }
            Self._clip(s.out, x: Float(limit), keepLeft: keepLeft, into: &out)
        }
        return true
    }

    /// Points per envelope chunk: a line of n points is cut into min(16, n / this) chunks
    /// at point indices (so the outline depends on n alone, not on the thread count), each
    /// side of each chunk built apart from the points whose pieces reach its x range.
    static let envelopeChunkPoints = 4096

    /// The bottom and top of the pen's sweep along `dev` (device pixels, x never
    /// decreasing) over [a, b], left to right, in chunks on up to `threads` threads.
    static func envelopeSides(_ dev: [SIMD2<Double>], r: Double, from a: Double, to b: Double,
                              step: Double, threads: Int) -> (bottom: [SIMD2<Float>], top: [SIMD2<Float>]) {
        let n = dev.count, chunks = min(16, max(1, n / envelopeChunkPoints))
        // Chunk c emits [xs[c], xs[c + 1]): cut at the x of evenly spaced points.
        let xs = (0...chunks).map { c in
            c == 0 ? a : c == chunks ? b : min(max(dev[c * (n - 1) / chunks].x, a), b)
        }
        final class Parts: @unchecked Sendable { var out: [[SIMD2<Float>]] = [] }
        let parts = Parts()
        parts.out = Array(repeating: [], count: 2 * chunks)
        // Each item writes its own slot; `forEach` returns after all.
        Parallel.forEach(2 * chunks, threads: threads) { item in
            let bottom = item < chunks, c = item % chunks, lo = xs[c], hi = xs[c + 1]
            guard hi > lo else { return }
            // Every piece reaching [lo, hi]: vertices within r of it, and the segments
            // from the last vertex before to the first after.
            // (Walked out from the chunk's own points: x never decreases.)
            var i0 = c * (n - 1) / chunks, i1 = (c + 1) * (n - 1) / chunks
            while i0 > 0 && dev[i0].x >= lo - r { i0 -= 1 }
            while i1 < n - 1 && dev[i1].x <= hi + r { i1 += 1 }
            // y up for the side being built: the bottom is the highest y, the top the lowest.
            let sign: Double = bottom ? 1 : -1
            let local = (i0...i1).map { SIMD2(dev[$0].x, sign * dev[$0].y) }
            let env = _RoundPenEnvelope(radius: r)
            local.withUnsafeBufferPointer { env.add($0) }
            var out: [SIMD2<Float>] = []
            env.emit(from: lo, to: hi, sign: sign, step: step, closing: c == chunks - 1, into: &out)
            parts.out[item] = out
        }
        return (parts.out[..<chunks].flatMap { $0 }, parts.out[chunks...].flatMap { $0 })
    }

    /// Appends the contours of `path` cut to x ≤ limit (`keepLeft`) or x ≥ limit
    /// (`HalfPlane.clip`): the winding number is kept on the kept side and 0 beyond it. Cut
    /// points are held to x = limit exactly, so the pieces stay in their own pixel columns
    /// (`MonotoneArea.splitMargins` checks that).
    static func _clip(_ path: FlatPath, x limit: Float, keepLeft: Bool, into out: inout FlatPath) {
        path.points.withUnsafeBufferPointer { pts in
            for c in path.contours where c.count >= 3 {
                withUnsafeTemporaryAllocation(of: SIMD2<Float>.self, capacity: 2 * c.count) { dst in
                    // Safe because: the contour's points lie in `pts`, dst holds 2 · its count.
                    let m = HalfPlane.clip(pts.baseAddress! + c.lowerBound, c.count, SIMD2(limit, 0), SIMD2(0, 1),
                                           keepLeft ? 1 : -1, dst.baseAddress!)
                    guard m >= 3 else { return }
                    out.append(contour: dst[..<m].map { SIMD2(keepLeft ? min($0.x, limit) : max($0.x, limit), $0.y) })
                }
            }
        }
    }
}
