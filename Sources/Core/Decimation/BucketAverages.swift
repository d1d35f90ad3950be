import Dispatch

/// The y averages of LTTB's buckets 1 ... nOut-2 (bucket k is
/// `[trunc(every·k) + 1, min(trunc(every·(k+1)) + 1, n))`), NaN points skipped, each summed
/// **in index order** in Double, so that every average has the bits of the plain loop.
///
/// Sums of different buckets are independent, so 16 buckets are summed at once, one per
/// lane of four SIMD4<Double> accumulators: each lane still adds its own bucket's values
/// in order, but the adds no longer wait on one another (a single running sum is bound by
/// the add latency: ~130 ms for 1e8 points; one 4-lane accumulator still measured 34 ms,
/// four independent ones are what it takes to reach the memory rate). Each step loads 4 consecutive values of every
/// bucket and transposes them 4x4, so that vector t holds value j+t of 4 buckets:
///
///     loads:   b0[j..j+3]  b1[j..j+3]  b2[j..j+3]  b3[j..j+3]
///     t0 = (b0[j],   b1[j],   b2[j],   b3[j])      acc += t0; acc += t1;
///     t1 = (b0[j+1], b1[j+1], b2[j+1], b3[j+1])    acc += t2; acc += t3   (index order)
///
/// The fast loop adds NaN too; a bucket whose sum comes out NaN (it held a NaN, or both
/// infinities) is summed again by the scalar loop that skips NaN. Without NaN the two
/// loops add the same values in the same order, so the bits are the same.
///
/// `blocks`: also records each bucket's block summaries (see `_LTTBBlocks`).
func _bucketAverages<Y: LTTBValue>(_ y: UnsafePointer<Y>, count n: Int, nOut: Int, every: Double,
                                   threads: Int, blocks: _LTTBBlocks<Y>? = nil) -> [Double] {
    let buckets = nOut - 2
    var avg = [Double](repeating: .nan, count: buckets)
    let groups = (buckets + 15) / 16
    let parts = max(1, min(threads, groups))
    avg.withUnsafeMutableBufferPointer { out in
        nonisolated(unsafe) let out = out.baseAddress!, y = y
        DispatchQueue.concurrentPerform(iterations: parts) { p in
            for g in (p * groups / parts)..<((p + 1) * groups / parts) {
                _groupAverages(y, count: n, buckets: buckets, every: every, group: g, into: out, blocks: blocks)
            }
        }
    }
    return avg
}

/// The averages of buckets 16g+1 ... 16g+16 (those that exist) into `out[k - 1]`, and
/// their block summaries into `blocks`: the min/max of each block of the 16 runs is taken
/// right after its sums, while the block (16 · 2^shift values) is still in L1.
/// - Complexity: O(points in the 16 buckets).
@inline(__always)
func _groupAverages<Y: LTTBValue>(_ y: UnsafePointer<Y>, count n: Int, buckets: Int, every: Double,
                                  group g: Int, into out: UnsafeMutablePointer<Double>,
                                  blocks: _LTTBBlocks<Y>? = nil) {
    let start = { (k: Int) in min(Int(every * Double(k)) + 1, n) }
    let first = g * 16 + 1                       // bucket numbers first ... last
    let last = min(first + 15, buckets)
    var common = 0
    if last - first == 15 {
        common = Int.max
        for q in 0..<16 { common = min(common, start(first + q + 1) - start(first + q)) }
        common &= ~3
    }
    var sums = _Sums16()
    var done = 0                                 // blocks summarised with the sums
    if common > 0 {
        let ptrs = (0..<16).map { y + start(first + $0) }
        ptrs.withUnsafeBufferPointer { p in
            let p = p.baseAddress!
            var j = 0
            if let bl = blocks {
                let len = 1 << bl.shift
                // Safe because: j + len <= common, inside each of the 16 buckets.
                while j + len <= common {
                    Y._sum16(p, from: j, to: j + len, &sums)
                    for q in 0..<16 {
                        let at = (first + q) * bl.perBucket + done
                        (bl.lo[at], bl.hi[at]) = Y._minMax(p[q] + j, len)
                    }
                    j += len; done += 1
                }
            }
            Y._sum16(p, from: j, to: common, &sums)
        }
    }
    let acc = [sums.a, sums.b, sums.c, sums.d]
    for k in first...last {
        let s = start(k), e = start(k + 1)
        var sum = common > 0 ? acc[(k - first) / 4][(k - first) % 4] : 0
        // Safe because: [s + common, e) lies inside bucket k, and k - 1 < buckets.
        for j in (s + common)..<e { sum += Double(y[j]) }
        out[k - 1] = sum.isNaN ? _average(y, s..<e) : sum / Double(e - s)
        blocks?.summarise(y, bucket: k, s: s, e: e, fromBlock: done)
    }
}

/// One bucket's average, the scalar way (NaN skipped, in order).
@inline(__always)
func _average<Y: BinaryFloatingPoint>(_ y: UnsafePointer<Y>, _ r: Range<Int>) -> Double {
    var sum = 0.0, cnt = 0.0
    for j in r where !y[j].isNaN { sum += Double(y[j]); cnt += 1 }
    return sum / cnt
}
