/// Decimation: reduce a series to the few points a pixel width can show, returning
/// **indices** into the input, ascending, exactly as DECIMATION.md specifies (and as
/// tsdownsample returns them, where it has no bug).
///
/// ```swift
/// let idx = try Decimate.m4(y, nOut: 4 * 1920, threads: 2)         // equal-index bins
/// let idx2 = try Decimate.minMax(y, x: t, nOut: 2000)              // equal-width x bins
/// let idx3 = try Decimate.lttb(y, nOut: 2000)                      // Steinarsson's LTTB
/// ```
///
/// - MinMax: per bin the first argmin and argmax, in index order (2 per bin).
/// - M4 (Jugel et al., PVLDB 2014): per bin the first point, argmin, argmax and the last
///   point — the picture of a line drawn through them equals the raw line's at one bin
///   per pixel column (see `PixelColumns`).
/// - LTTB (Steinarsson 2013) and MinMaxLTTB (Van Der Donckt et al., IEEE VIS 2023):
///   see `Decimate+LTTB.swift`.
/// - NaN is a gap: never a min or max; an all-NaN bin emits nothing. ±inf are values.
/// - `nOut >= n` returns every index. Multithreaded results equal single-threaded ones.
public enum Decimate {}

extension Decimate {
    /// MinMax over `nOut / 2` equal-index bins.
    /// - Throws: `DecimationError.invalidOutputCount` for an odd or non-positive `nOut`.
    /// - Complexity: O(n), one SIMD pass split across `threads`.
    public static func minMax<Y: RangeTreeValue>(_ y: UnsafeBufferPointer<Y>, nOut: Int, threads: Int = 1) throws(DecimationError) -> [Int] {
        let nb = try _binCount(nOut, m4: false)
        if nOut >= y.count { return Array(0..<y.count) }
        return _binned(y, edges: Bins.indexEdges(bins: nb, count: y.count), m4: false, small: 0, threads: threads)
    }

    /// M4 over `nOut / 4` equal-index bins.
    /// - Throws: `DecimationError.invalidOutputCount` unless `nOut` is a positive multiple of 4.
    /// - Complexity: O(n), one SIMD pass split across `threads`.
    public static func m4<Y: RangeTreeValue>(_ y: UnsafeBufferPointer<Y>, nOut: Int, threads: Int = 1) throws(DecimationError) -> [Int] {
        let nb = try _binCount(nOut, m4: true)
        if nOut >= y.count { return Array(0..<y.count) }
        return _binned(y, edges: Bins.indexEdges(bins: nb, count: y.count), m4: true, small: 0, threads: threads)
    }

    /// MinMax over `nOut / 2` equal-width bins of x. Bins holding at most 2 points emit
    /// their (non-NaN) indices; empty bins emit nothing, so the result may be shorter.
    /// - Throws: `.invalidOutputCount`, `.lengthMismatch`, `.xNotAscending(index:)`.
    /// - Complexity: O(n) plus O(nb · log(n / nb)) for the edges.
    public static func minMax<Y: RangeTreeValue, X: DecimationX>(
        _ y: UnsafeBufferPointer<Y>, x: UnsafeBufferPointer<X>, nOut: Int, threads: Int = 1
    ) throws(DecimationError) -> [Int] {
        let nb = try _binCount(nOut, m4: false)
        try _check(y, x)
        if nOut >= y.count { return Array(0..<y.count) }
        return _binned(y, edges: Bins.xEdges(x, bins: nb), m4: false, small: 2, threads: threads)
    }

    /// M4 over `nOut / 4` equal-width bins of x. Bins holding at most 4 points emit their
    /// (non-NaN) indices; empty bins emit nothing.
    /// - Throws: `.invalidOutputCount`, `.lengthMismatch`, `.xNotAscending(index:)`.
    /// - Complexity: O(n) plus O(nb · log(n / nb)) for the edges.
    public static func m4<Y: RangeTreeValue, X: DecimationX>(
        _ y: UnsafeBufferPointer<Y>, x: UnsafeBufferPointer<X>, nOut: Int, threads: Int = 1
    ) throws(DecimationError) -> [Int] {
        let nb = try _binCount(nOut, m4: true)
        try _check(y, x)
        if nOut >= y.count { return Array(0..<y.count) }
        return _binned(y, edges: Bins.xEdges(x, bins: nb), m4: true, small: 4, threads: threads)
    }

    /// The number of bins for `nOut` (2 indices per MinMax bin, 4 per M4 bin).
    static func _binCount(_ nOut: Int, m4: Bool) throws(DecimationError) -> Int {
        let per = m4 ? 4 : 2
        guard nOut > 0, nOut % per == 0 else {
            throw .invalidOutputCount(method: m4 ? "M4" : "MinMax", nOut: nOut,
                                      rule: m4 ? "a positive multiple of 4" : "a positive even number")
        }
        return nOut / per
    }

    /// LTTB and MinMaxLTTB need at least the first, one chosen and the last point.
    static func _checkLTTB(_ nOut: Int, method: String) throws(DecimationError) {
        guard nOut >= 3 else { throw .invalidOutputCount(method: method, nOut: nOut, rule: "at least 3") }
    }

    static func _check<Y, X: DecimationX>(_ y: UnsafeBufferPointer<Y>, _ x: UnsafeBufferPointer<X>) throws(DecimationError) {
        guard x.count == y.count else { throw .lengthMismatch(x: x.count, y: y.count) }
        if let i = _firstNotAscending(x) { throw .xNotAscending(index: i) }
    }

    /// MinMax (`m4 == false`) or M4 over the bins `[edges[k], edges[k+1])`. Bins of at most
    /// `small` points emit all their values' indices. Bins are split into `threads`
    /// contiguous runs; each bin writes only its own slots, so the result does not depend
    /// on the thread count.
    static func _binned<Y: RangeTreeValue>(_ y: UnsafeBufferPointer<Y>, edges: [Int], m4: Bool, small: Int,
                                           threads: Int) -> [Int] {
        let nb = edges.count - 1, per = m4 ? 4 : 2
        guard nb > 0, let base = y.baseAddress else { return [] }
        var slots = [Int](repeating: -1, count: nb * per)
        let parts = max(1, min(threads, nb))
        slots.withUnsafeMutableBufferPointer { out in
            nonisolated(unsafe) let out = out, base = base
            edges.withUnsafeBufferPointer { e in
                nonisolated(unsafe) let e = e
                Parallel.forEach(parts, threads: parts) { p in
                    for b in Parallel.part(p, of: parts, in: nb) {
                        let s = e[b], t = e[b + 1]
                        // Safe because: bin b writes only out[b·per ..< (b+1)·per].
                        if t - s <= small {
                            var k = b * per
                            for i in s..<t where !base[i].isNaN { out[k] = i; k += 1 }
                            continue
                        }
                        let r = _binExtrema(base, s..<t, needEnds: m4)
                        guard r.minIndex >= 0 else { continue }
                        let lo = min(r.minIndex, r.maxIndex), hi = max(r.minIndex, r.maxIndex)
                        if m4 {
                            out[b * 4] = r.first; out[b * 4 + 1] = lo; out[b * 4 + 2] = hi; out[b * 4 + 3] = r.last
                        } else {
                            out[b * 2] = lo; out[b * 2 + 1] = hi
                        }
                    }
                }
            }
        }
        return slots.filter { $0 >= 0 }
    }
}
