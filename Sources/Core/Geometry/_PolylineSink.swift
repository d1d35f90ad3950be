/// Where `Path._polylines` puts the polylines it flattens: `_Polylines` (Double points,
/// for the stroker) or `_FlatSink` (a fill's Float contours, written as they come).
protocol _PolylineSink {
    /// How a point is stored.
    associatedtype Element
    /// `p` as stored.
    static func element(_ p: Point) -> Element
    /// Room for about `n` more points.
    mutating func reserve(_ n: Int)
    /// Appends `p` to the open subpath if it is finite.
    mutating func emit(_ p: Point)
    /// Appends the points of `b`, all finite, to the open subpath.
    mutating func append(finite b: UnsafeBufferPointer<Element>)
    /// Starts a subpath at `p` if none is open (a drawing verb after `close`).
    mutating func beginIfNeeded(_ p: Point)
    /// Ends the open subpath, if it has any point.
    mutating func finish(closed: Bool)
}

extension _PolylineSink {
    /// Appends `point(1)`, …, `point(n)` (called in that order), those that are finite, to
    /// the open subpath: stored through a stack buffer, one `append` per 64 (≤ 1 KiB:
    /// larger buffers come from the heap). Appended one by one, each point paid the array's
    /// uniqueness and capacity checks: most of a marker's arcs.
    @inline(__always) mutating func emit(_ n: Int, _ point: (Int) -> Point) {
        let chunk = 64
        withUnsafeTemporaryAllocation(of: Element.self, capacity: chunk) { tmp in
            // Safe because: at most `chunk` points are written before each append, and
            // both kinds of `Element` are trivial types (slots written over, never
            // deinitialized).
            let buf = tmp.baseAddress!
            var i = 1
            while i <= n {
                let end = min(n, i + chunk - 1)
                var w = 0
                while i <= end {
                    let p = point(i)
                    (buf + w).initialize(to: Self.element(p))
                    w &+= p.isFinite ? 1 : 0
                    i &+= 1
                }
                append(finite: UnsafeBufferPointer(start: buf, count: w))
            }
        }
    }
}

/// Polylines back to back, in Double: what flattening gives the stroker. `ends[k]` is the
/// exclusive end of subpath k, `closed[k]` whether it was closed by a `close` element.
struct _Polylines: _PolylineSink {
    var points: [Point] = []
    var ends: [Int] = []
    var closed: [Bool] = []

    @inline(__always) static func element(_ p: Point) -> Point { p }

    mutating func reserve(_ n: Int) { points.reserveCapacity(points.count + n) }

    @inline(__always) mutating func emit(_ p: Point) {
        if p.isFinite { points.append(p) }
    }

    @inline(__always) mutating func append(finite b: UnsafeBufferPointer<Point>) {
        points.append(contentsOf: b)
    }

    @inline(__always) mutating func beginIfNeeded(_ p: Point) {
        if points.count == (ends.last ?? 0) { emit(p) }
    }

    mutating func finish(closed c: Bool) {
        if points.count > (ends.last ?? 0) { ends.append(points.count); closed.append(c) }
    }
}

/// A fill's contours made straight into a `FlatPath` (Float pixels), subpaths of fewer
/// than 2 points dropped as they end — no Double polylines between (for S5's 75k points,
/// 1.2 MB written and read again).
struct _FlatSink: _PolylineSink {
    var path = FlatPath()
    /// Where the open subpath starts in `path.points`.
    private var open = 0
    /// How far from the origin (in x or y) a point may lie before a Float's step (1/64 px
    /// at 2^17) starts to move a long edge across the canvas: `Path._flatten` then clips
    /// the path in Double first.
    static let farOff: Float = 131_072

    @inline(__always) static func element(_ p: Point) -> SIMD2<Float> { SIMD2(Float(p.x), Float(p.y)) }

    mutating func reserve(_ n: Int) { path.points.reserveCapacity(path.points.count + n) }

    @inline(__always) mutating func emit(_ p: Point) {
        if p.isFinite { path.points.append(Self.element(p)) }
    }

    @inline(__always) mutating func append(finite b: UnsafeBufferPointer<SIMD2<Float>>) {
        path.points.append(contentsOf: b)
    }

    /// Whether a coordinate of the points exceeds `farOff` in magnitude: their bits as
    /// 32-bit words, sign cleared, compared eight at a time (finite floats order as their
    /// bits). Once over a whole path: checked batch by batch as points were appended it
    /// cost S5's geometry (5,000 markers) 0.09–0.12 ms, per point with `abs` 0.28 ms.
    @inline(__always) static func beyondFarOff(_ b: UnsafeBufferPointer<SIMD2<Float>>) -> Bool {
        guard let base = b.baseAddress else { return false }
        // Safe because: the buffer's 2·count floats are read as 32-bit words, 8 at a time
        // up to the last whole vector, then one by one.
        let words = UnsafeRawPointer(base), n = 2 * b.count, limit = farOff.bitPattern
        var m = SIMD8<UInt32>(), i = 0
        while i + 8 <= n {
            m = pointwiseMax(m, words.loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<UInt32>.self) & 0x7FFF_FFFF)
            i += 8
        }
        var top = m.max()
        while i < n { top = max(top, words.load(fromByteOffset: 4 * i, as: UInt32.self) & 0x7FFF_FFFF); i += 1 }
        return top > limit
    }

    @inline(__always) mutating func beginIfNeeded(_ p: Point) {
        if path.points.count == open { emit(p) }
    }

    mutating func finish(closed: Bool) {
        let n = path.points.count
        if n - open >= 2 {
            path.contourEnds.append(n); open = n
        } else if n > open {
            path.points.removeLast(n - open)
        }
    }
}
