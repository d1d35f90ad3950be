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
    static func _lttbArgMax(_ y: UnsafePointer<Self>, _ s: Int, _ e: Int,
                            ax: Double, d1: Double, d2: Double, off: Double) -> Int
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
    public static func _lttbArgMax(_ y: UnsafePointer<Float>, _ s: Int, _ e: Int,
                                   ax: Double, d1: Double, d2: Double, off: Double) -> Int {
        var lanes = _LTTBLanes(s: s, ax: ax, d1: d1, d2: d2, off: off)
        var j = s
        let raw = UnsafeRawPointer(y)
        // Safe because: j + 4 <= e, inside the bucket.
        while j &+ 4 <= e {
            lanes.step(SIMD4<Double>(raw.loadUnaligned(fromByteOffset: j &* 4, as: SIMD4<Float>.self)))
            j &+= 4
        }
        return lanes.finish(y, from: j, to: e, ax: ax, d1: d1, d2: d2, off: off)
    }
}

extension Double: LTTBValue {
    public static func _lttbArgMax(_ y: UnsafePointer<Double>, _ s: Int, _ e: Int,
                                   ax: Double, d1: Double, d2: Double, off: Double) -> Int {
        var lanes = _LTTBLanes(s: s, ax: ax, d1: d1, d2: d2, off: off)
        var j = s
        let raw = UnsafeRawPointer(y)
        // Safe because: j + 4 <= e, inside the bucket.
        while j &+ 4 <= e {
            lanes.step(raw.loadUnaligned(fromByteOffset: j &* 8, as: SIMD4<Double>.self))
            j &+= 4
        }
        return lanes.finish(y, from: j, to: e, ax: ax, d1: d1, d2: d2, off: off)
    }
}

/// Lane state of the LTTB search: per lane the best area, its index, and `ax - j`.
@usableFromInline
struct _LTTBLanes {
    var best = SIMD4<Double>(repeating: -1), index = SIMD4<Int64>(repeating: -1)
    var axj: SIMD4<Double>, j: SIMD4<Int64>
    let d1: SIMD4<Double>, d2: SIMD4<Double>, off: SIMD4<Double>

    @inline(__always)
    init(s: Int, ax: Double, d1: Double, d2: Double, off: Double) {
        let a = ax - Double(s)
        axj = SIMD4(a, a - 1, a - 2, a - 3)
        j = SIMD4(Int64(s), Int64(s) + 1, Int64(s) + 2, Int64(s) + 3)
        self.d1 = SIMD4(d1, d1, d1, d1); self.d2 = SIMD4(d2, d2, d2, d2); self.off = SIMD4(off, off, off, off)
    }

    @inline(__always)
    mutating func step(_ by: SIMD4<Double>) {
        var area = (d1 * by - axj * d2) - off
        area = area.replacing(with: SIMD4<Double>() - area, where: area .< SIMD4<Double>())
        let gt = area .> best                       // NaN: false
        best = best.replacing(with: area, where: gt)
        index = index.replacing(with: j, where: gt)
        axj = axj - SIMD4(4, 4, 4, 4)
        j = j &+ SIMD4(4, 4, 4, 4)
    }

    /// Across lanes (largest area, then smallest index), then the scalar tail `[from, to)`.
    @inline(__always)
    func finish<Y: BinaryFloatingPoint>(_ y: UnsafePointer<Y>, from: Int, to: Int,
                                        ax: Double, d1: Double, d2: Double, off: Double) -> Int {
        let (tail, tailArea) = _lttbArgMaxScalar(y, from, to, ax: ax, d1: d1, d2: d2, off: off)
        let r = _reduceLanes(_Lanes4(vmin: best, imin: index, vmax: best, imax: index))
        if r.maxIndex < 0 || r.max < 0 { return tail }
        return tail >= 0 && tailArea > r.max ? tail : r.maxIndex
    }
}
