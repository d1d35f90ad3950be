/// The LTTB bucket search: the index `j` in `[s, e)` maximising
///
///     area_j = |(d1 · y_j - (ax - j) · d2) - off|        (off = d1 · ay)
///
/// evaluated in Double exactly in this order (no FMA: Swift never contracts), so that
/// every lane computes the same bits as the scalar twin and as DECIMATION.md's reference.
/// NaN areas (NaN or infinite inputs) never win; ties go to the first index. Returns -1
/// when no point has a numeric area (callers then take the first non-NaN point).
///
/// SIMD layout: 4 Double lanes; `ax - j` is carried per lane and decremented by 4 (exact:
/// small integers), y is loaded as 4 values and widened.
public protocol LTTBValue: RangeTreeValue {
    /// Values j ..< j+4 at `p`, widened to Double (one vcvtps2pd for Float).
    static func _load4(_ p: UnsafePointer<Self>, _ j: Int) -> SIMD4<Double>
    /// The smallest and largest non-NaN value of `count` values at `p` (`+inf, -inf` when
    /// all are NaN); see `LTTBBlocks.swift`.
    static func _minMax(_ p: UnsafePointer<Self>, _ count: Int) -> (Self, Self)
    /// Whether `_unorderedSum` can prove its sums (Float: yes; Double: never).
    static var _hasUnorderedSum: Bool { get }
    /// The sum of `count` values in any order when it provably equals the in-order Double
    /// sum, else nil; records the block min/max on the way (see `LTTBExactSum.swift`).
    static func _unorderedSum(_ p: UnsafePointer<Self>, count: Int, shift: Int,
                              lo: UnsafeMutablePointer<Self>, hi: UnsafeMutablePointer<Self>) -> Double?
}

/// 16 running sums, 4 per vector; the 4 vectors are independent add chains.
public struct _Sums16 { public var a = SIMD4<Double>(), b = SIMD4<Double>(), c = SIMD4<Double>(), d = SIMD4<Double>() }

/// Adds the 4x4 block (rows = buckets) column by column: lane q gets row q's values in order.
@inline(__always)
func _addTransposed(_ acc: inout SIMD4<Double>, _ a: SIMD4<Double>, _ b: SIMD4<Double>,
                    _ c: SIMD4<Double>, _ d: SIMD4<Double>) {
    acc += SIMD4(a[0], b[0], c[0], d[0])
    acc += SIMD4(a[1], b[1], c[1], d[1])
    acc += SIMD4(a[2], b[2], c[2], d[2])
    acc += SIMD4(a[3], b[3], c[3], d[3])
}

/// The scalar twin of the LTTB kernels (also their tail).
@inlinable
func _lttbArgMaxScalar<Y: BinaryFloatingPoint>(_ y: UnsafePointer<Y>, _ s: Int, _ e: Int,
                                               ax: Double, d1: Double, d2: Double, off: Double) -> (Int, Double) {
    var best = -1, bestArea = -1.0
    var j = s
    while j < e {
        let area = abs((d1 * Double(y[j]) - (ax - Double(j)) * d2) - off)
        if area > bestArea { bestArea = area; best = j }
        j &+= 1
    }
    return (best, bestArea)
}

extension Float: LTTBValue {
    @inlinable @inline(__always)
    public static func _load4(_ p: UnsafePointer<Float>, _ j: Int) -> SIMD4<Double> {
        SIMD4<Double>(UnsafeRawPointer(p).loadUnaligned(fromByteOffset: j &* 4, as: SIMD4<Float>.self))
    }
}

extension Double: LTTBValue {
    @inlinable @inline(__always)
    public static func _load4(_ p: UnsafePointer<Double>, _ j: Int) -> SIMD4<Double> {
        UnsafeRawPointer(p).loadUnaligned(fromByteOffset: j &* 8, as: SIMD4<Double>.self)
    }
}

extension LTTBValue {
    /// Continues the in-order Double sums `s` with values `from ..< to` (a multiple of 4
    /// long) of each of 16 runs: lane q of vector g sums run 4g + q (see `_bucketAverages`).
    @inline(__always)
    static func _sum16(_ p: UnsafePointer<UnsafePointer<Self>>, from: Int, to count: Int, _ s: inout _Sums16) {
        var j = from
        // Safe because: j + 4 <= count, inside each of the 16 runs.
        while j &+ 4 <= count {
            _addTransposed(&s.a, _load4(p[0], j), _load4(p[1], j), _load4(p[2], j), _load4(p[3], j))
            _addTransposed(&s.b, _load4(p[4], j), _load4(p[5], j), _load4(p[6], j), _load4(p[7], j))
            _addTransposed(&s.c, _load4(p[8], j), _load4(p[9], j), _load4(p[10], j), _load4(p[11], j))
            _addTransposed(&s.d, _load4(p[12], j), _load4(p[13], j), _load4(p[14], j), _load4(p[15], j))
            j &+= 4
        }
    }

    /// `rebaseEvery` (tests pass small ones): the Int32 lane offsets restart from 0 that
    /// often, so a bucket of more than 2^31 points (n = 3e9 with a handful of output
    /// points) cannot wrap them into wrong areas (issue #9). Buckets up to that length
    /// take the loop as it was (a restart check inside it cost +5% instructions).
    static func _lttbArgMax(_ y: UnsafePointer<Self>, _ s: Int, _ e: Int,
                            ax: Double, d1: Double, d2: Double, off: Double,
                            rebaseEvery: Int = 1 << 30) -> Int {
        _lttbArgMaxArea(y, s, e, ax: ax, d1: d1, d2: d2, off: off, rebaseEvery: rebaseEvery).0
    }

    /// `_lttbArgMax` with the winning area (`(-1, -1)` when no point has a numeric area).
    @inline(__always)
    static func _lttbArgMaxArea(_ y: UnsafePointer<Self>, _ s: Int, _ e: Int,
                                ax: Double, d1: Double, d2: Double, off: Double,
                                rebaseEvery: Int = 1 << 30) -> (Int, Double) {
        if e - s > max(rebaseEvery, 4) {
            return _lttbArgMaxLong(y, s, e, ax: ax, d1: d1, d2: d2, off: off, period: max(rebaseEvery, 4))
        }
        // Two lane sets, points s+8i… in `a` and s+4+8i… in `b`: one set's compare-and-
        // blend chain on `best` bounded the loop at ~5 cycles per 4 points.
        var a = _LTTBLanes(s: s, ax: ax, d1: d1, d2: d2, off: off)
        var b = _LTTBLanes(s: s &+ 4, ax: ax, d1: d1, d2: d2, off: off)
        var j = s
        // Safe because: j + 8 <= e, inside the bucket.
        while j &+ 8 <= e {
            a.step(_load4(y, j), stride: 8)
            b.step(_load4(y, j &+ 4), stride: 8)
            j &+= 8
        }
        a.absorb(b)
        return a.finish(y, from: j, to: e, ax: ax, d1: d1, d2: d2, off: off)
    }

    /// `_lttbArgMax` for buckets longer than `period`: the lanes restart every `period` points.
    @inline(never)
    static func _lttbArgMaxLong(_ y: UnsafePointer<Self>, _ s: Int, _ e: Int,
                                ax: Double, d1: Double, d2: Double, off: Double, period: Int) -> (Int, Double) {
        var lanes = _LTTBLanes(s: s, ax: ax, d1: d1, d2: d2, off: off)
        var j = s
        while j &+ 4 <= e {
            let end = e - j > period ? j + period : e
            // Safe because: j + 4 <= end <= e, inside the bucket.
            while j &+ 4 <= end {
                lanes.step(_load4(y, j))
                j &+= 4
            }
            lanes.rebase(at: j, ax: ax)
        }
        return lanes.finish(y, from: j, to: e, ax: ax, d1: d1, d2: d2, off: off)
    }
}

/// Lane state of the LTTB search: per lane the best area and its index; `ax - j` is
/// formed each step as `(ax - s) - k` from Int32 lane offsets `k` (exact: both are small
/// integers, so the bits equal `ax - Double(j)`). Carrying `ax - j` itself as a Double and
/// subtracting 4 per step made the loop wait on that add's 3-cycle latency (~25 ms per
/// 1e8 points); the integer add has a latency of 1.
@usableFromInline
struct _LTTBLanes {
    var best = SIMD4<Double>(repeating: -1), index = SIMD4<Int64>(repeating: -1)
    var k = SIMD4<Int32>(0, 1, 2, 3), j: SIMD4<Int64>
    var axs: SIMD4<Double>
    let d1: SIMD4<Double>, d2: SIMD4<Double>, off: SIMD4<Double>

    @inline(__always)
    init(s: Int, ax: Double, d1: Double, d2: Double, off: Double) {
        let a = ax - Double(s)
        axs = SIMD4(a, a, a, a)
        j = SIMD4(Int64(s), Int64(s) + 1, Int64(s) + 2, Int64(s) + 3)
        self.d1 = SIMD4(d1, d1, d1, d1); self.d2 = SIMD4(d2, d2, d2, d2); self.off = SIMD4(off, off, off, off)
    }

    /// Restarts the lane offsets at point `j` (keeps the best areas and indices).
    @inline(__always)
    mutating func rebase(at j: Int, ax: Double) {
        let a = ax - Double(j)
        axs = SIMD4(a, a, a, a)
        k = SIMD4<Int32>(0, 1, 2, 3)
    }

    @inline(__always)
    mutating func step(_ by: SIMD4<Double>, stride: Int32 = 4) {
        let axj = axs - SIMD4<Double>(k)
        // |area| by clearing the sign bit (one vandpd; the compare-and-negate form took 3).
        let signed = (d1 * by - axj * d2) - off
        let area = unsafeBitCast(unsafeBitCast(signed, to: SIMD4<UInt64>.self) & SIMD4(repeating: 0x7FFF_FFFF_FFFF_FFFF),
                                 to: SIMD4<Double>.self)
        let gt = area .> best                       // NaN: false
        best = best.replacing(with: area, where: gt)
        index = index.replacing(with: j, where: gt)
        k = k &+ SIMD4(repeating: stride)
        j = j &+ SIMD4(repeating: Int64(stride))
    }

    /// Takes, lane by lane, the other set's best where it is larger, or equal at a smaller
    /// index (the first index wins ties, as in one pass).
    @inline(__always)
    mutating func absorb(_ o: _LTTBLanes) {
        for q in 0..<4 where o.index[q] >= 0 && (index[q] < 0 || o.best[q] > best[q] || (o.best[q] == best[q] && o.index[q] < index[q])) {
            best[q] = o.best[q]; index[q] = o.index[q]
        }
    }

    /// Across lanes (largest area, then smallest index), then the scalar tail `[from, to)`.
    @inline(__always)
    func finish<Y: BinaryFloatingPoint>(_ y: UnsafePointer<Y>, from: Int, to: Int,
                                        ax: Double, d1: Double, d2: Double, off: Double) -> (Int, Double) {
        let (tail, tailArea) = _lttbArgMaxScalar(y, from, to, ax: ax, d1: d1, d2: d2, off: off)
        let r = _reduceLanes(_Lanes4(vmin: best, imin: index, vmax: best, imax: index))
        if r.maxIndex < 0 || r.max < 0 { return (tail, tailArea) }
        return tail >= 0 && tailArea > r.max ? (tail, tailArea) : (r.maxIndex, r.max)
    }
}
