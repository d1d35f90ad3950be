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
        Parallel.forEach(parts, threads: parts) { p in
            var owed: [Int] = [], backoff = 0
            for g in Parallel.part(p, of: parts, in: groups) {
                _groupAverages(y, count: n, buckets: buckets, every: every, group: g, into: out, blocks: blocks,
                               owed: &owed, backoff: &backoff)
            }
            _orderedAverages(y, owed, start: { _bucketStart($0, every: every, n: n) }, into: out, blocks: nil)
        }
    }
    return avg
}

/// The averages of buckets 16g+1 ... 16g+16 (those that exist) into `out[k - 1]`, and
/// their block summaries into `blocks`.
///
/// Float with blocks: each bucket is read once, as one stream, by `_unorderedSum` (its sum
/// in any order, with the block min/max), and that sum is kept only when it is provably
/// the in-order sum (`LTTBExactSum.swift`); the others (buckets crossing zero, NaN,
/// infinities: a few percent of a random walk's) are appended to `owed`, for the caller
/// to sum in order 16 at a time with `_orderedAverages` (one at a time costs as much as
/// 16: the in-order adds wait on each other). Otherwise all 16 in order at once.
/// When more than half of a group is owed (noise around zero: every bucket crosses it),
/// the next 8 groups go in order at once (`backoff` counts them down), so such data pays
/// the extra streaming pass on one group in 9, not on all.
/// - Complexity: O(points in the 16 buckets).
@inline(__always)
func _groupAverages<Y: LTTBValue>(_ y: UnsafePointer<Y>, count n: Int, buckets: Int, every: Double,
                                  group g: Int, into out: UnsafeMutablePointer<Double>,
                                  blocks: _LTTBBlocks<Y>?, owed: inout [Int], backoff: inout Int) {
    let start = { (k: Int) in _bucketStart(k, every: every, n: n) }
    let first = g * 16 + 1                       // bucket numbers first ... last
    let last = min(first + 15, buckets)
    guard let bl = blocks, Y._hasUnorderedSum, backoff == 0 else {
        backoff = max(backoff - 1, 0)
        return _orderedAverages(y, Array(first...last), start: start, into: out, blocks: blocks)
    }
    let before = owed.count
    defer { if owed.count - before > 8 { backoff = 8 } }
    for k in first...last {
        let s = start(k), e = start(k + 1)
        // Safe because: bucket k's blocks are < perBucket.
        if let sum = Y._unorderedSum(y + s, count: e - s, shift: bl.shift,
                                     lo: bl.lo + k * bl.perBucket, hi: bl.hi + k * bl.perBucket) {
            out[k - 1] = sum / Double(e - s)
        } else {
            owed.append(k)
        }
    }
}

/// The first point of LTTB bucket `k` (points of bucket k: `[start(k), start(k + 1))`).
@inline(__always)
func _bucketStart(_ k: Int, every: Double, n: Int) -> Int { min(Int(every * Double(k)) + 1, n) }

/// The in-order averages of buckets `ks` (any, ascending; 16 at a time, the lanes of short
/// batches padded with the first bucket) into `out[k - 1]`, and their block summaries into
/// `blocks`: the min/max of each block of the 16 runs is taken right after its sums, while
/// the block (16 · 2^shift values: 64 KB of Float at 2^10, 128 KB of Double) is still in L2.
func _orderedAverages<Y: LTTBValue>(_ y: UnsafePointer<Y>, _ ks: [Int], start: (Int) -> Int,
                                    into out: UnsafeMutablePointer<Double>, blocks: _LTTBBlocks<Y>?) {
    // Short buckets (the last one is a single point) alone, so that they do not cut the
    // vector part of the others' sums.
    for k in ks where start(k + 1) - start(k) < 64 {
        out[k - 1] = _average(y, start(k)..<start(k + 1))
        blocks?.summarise(y, bucket: k, s: start(k), e: start(k + 1), fromBlock: 0)
    }
    let ks = ks.filter { start($0 + 1) - start($0) >= 64 }
    for batch in stride(from: 0, to: ks.count, by: 16) {
        let lane = (0..<16).map { ks[batch + $0 < ks.count ? batch + $0 : batch] }
        let common = lane.map { start($0 + 1) - start($0) }.min()! & ~3
        var sums = _Sums16()
        var done = 0                             // blocks summarised with the sums
        if common > 0 {
            let ptrs = lane.map { y + start($0) }
            ptrs.withUnsafeBufferPointer { p in
                let p = p.baseAddress!
                var j = 0
                if let bl = blocks {
                    let len = 1 << bl.shift
                    // Safe because: j + len <= common, inside each of the 16 buckets.
                    while j + len <= common {
                        Y._sum16(p, from: j, to: j + len, &sums)
                        for q in 0..<16 {
                            let at = lane[q] * bl.perBucket + done
                            (bl.lo[at], bl.hi[at]) = Y._minMax(p[q] + j, len)
                        }
                        j += len; done += 1
                    }
                }
                Y._sum16(p, from: j, to: common, &sums)
            }
        }
        let acc = [sums.a, sums.b, sums.c, sums.d]
        for q in 0..<min(16, ks.count - batch) {
            let k = lane[q], s = start(k), e = start(k + 1)
            var sum = acc[q / 4][q % 4]
            // Safe because: [s + common, e) lies inside bucket k, and k - 1 < buckets.
            for j in (s + common)..<e { sum += Double(y[j]) }
            out[k - 1] = sum.isNaN ? _average(y, s..<e) : sum / Double(e - s)
            blocks?.summarise(y, bucket: k, s: s, e: e, fromBlock: done)
        }
    }
}

/// One bucket's average, the scalar way (NaN skipped, in order).
@inline(__always)
func _average<Y: BinaryFloatingPoint>(_ y: UnsafePointer<Y>, _ r: Range<Int>) -> Double {
    var sum = 0.0, cnt = 0.0
    for j in r where !y[j].isNaN { sum += Double(y[j]); cnt += 1 }
    return sum / cnt
}
