import Dispatch

/// The y averages of LTTB's buckets 1 ... nOut-2 (bucket k is
/// `[trunc(every·k) + 1, min(trunc(every·(k+1)) + 1, n))`), NaN points skipped, each summed
/// **in index order** in Double, so that every average has the bits of the plain loop.
///
/// Sums of different buckets are independent, so 8 buckets are summed at once, one per
/// lane of two SIMD4<Double> accumulators: each lane still adds its own bucket's values in
/// order, but the adds no longer wait on one another (a single running sum is bound by the
/// 4-cycle add latency: ~130 ms for 1e8 points). Groups of buckets are split across threads.
///
///     lane:   0        1        2     ...  7
///     sum:   b0[j]    b1[j]    b2[j]      b7[j]      j = 0, 1, 2, ...  (common length)
///     then each bucket's remaining 0-1 values, in order, and its NaN-free count.
func _bucketAverages<Y: LTTBValue>(_ y: UnsafePointer<Y>, count n: Int, nOut: Int, every: Double,
                                   threads: Int) -> [Double] {
    let buckets = nOut - 2
    var avg = [Double](repeating: .nan, count: buckets)
    let groups = (buckets + 7) / 8
    let parts = max(1, min(threads, groups))
    let start: @Sendable (Int) -> Int = { k in Int(every * Double(k)) + 1 }
    avg.withUnsafeMutableBufferPointer { out in
        nonisolated(unsafe) let out = out, y = y
        DispatchQueue.concurrentPerform(iterations: parts) { p in
            for g in (p * groups / parts)..<((p + 1) * groups / parts) {
                let first = g * 8 + 1                        // bucket numbers first ..< first + 8
                guard first + 7 <= buckets else {
                    // Safe because: each bucket writes only out[k - 1].
                    for k in first...buckets { out[k - 1] = _average(y, start(k)..<min(start(k + 1), n)) }
                    continue
                }
                var s = [Int](repeating: 0, count: 9)
                for q in 0...8 { s[q] = min(start(first + q), n) }
                var common = Int.max
                for q in 0..<8 { common = min(common, s[q + 1] - s[q]) }
                var lo = SIMD4<Double>(), hi = SIMD4<Double>()
                var cl = SIMD4<Double>(), ch = SIMD4<Double>()
                let inf = SIMD4<Double>(repeating: .infinity), ninf = SIMD4<Double>(repeating: -.infinity)
                let one = SIMD4<Double>(repeating: 1)
                for j in 0..<common {
                    // Safe because: j < common <= every bucket's length.
                    let a = SIMD4<Double>(Double(y[s[0] + j]), Double(y[s[1] + j]), Double(y[s[2] + j]), Double(y[s[3] + j]))
                    let b = SIMD4<Double>(Double(y[s[4] + j]), Double(y[s[5] + j]), Double(y[s[6] + j]), Double(y[s[7] + j]))
                    // NaN adds nothing: keep v where v < inf or v > -inf (false only for NaN).
                    let va = SIMD4<Double>().replacing(with: a, where: a .< inf).replacing(with: a, where: a .> ninf)
                    let vb = SIMD4<Double>().replacing(with: b, where: b .< inf).replacing(with: b, where: b .> ninf)
                    lo += va; hi += vb
                    cl += SIMD4<Double>().replacing(with: one, where: a .< inf).replacing(with: one, where: a .> ninf)
                    ch += SIMD4<Double>().replacing(with: one, where: b .< inf).replacing(with: one, where: b .> ninf)
                }
                for q in 0..<8 {
                    var sum = q < 4 ? lo[q] : hi[q - 4], cnt = q < 4 ? cl[q] : ch[q - 4]
                    for j in (s[q] + common)..<s[q + 1] where !y[j].isNaN { sum += Double(y[j]); cnt += 1 }
                    out[first + q - 1] = sum / cnt
                }
            }
        }
    }
    return avg
}

/// One bucket's average, the scalar way (NaN skipped, in order).
@inline(__always)
func _average<Y: BinaryFloatingPoint>(_ y: UnsafePointer<Y>, _ r: Range<Int>) -> Double {
    var sum = 0.0, cnt = 0.0
    for j in r where !y[j].isNaN { sum += Double(y[j]); cnt += 1 }
    return sum / cnt
}
