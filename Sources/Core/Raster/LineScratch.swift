/// Reused buffers of `ClusterSampleLines` (one per band), grown on demand. `cnt`, `sum`
/// and `flag` are zero between calls (the resolver clears what it used).
final class LineScratch {
    /// The 16 sample heights of the current row.
    let ys = UnsafeMutablePointer<Float>.allocate(capacity: 16)
    /// A bucket's 16 windings and 16 crossing counts, spilled to be read lane by lane.
    let laneSpill = UnsafeMutablePointer<Int32>.allocate(capacity: 32)
    /// `prefix + 16 · k`: lanes below k are 1, the others 0 (k = 0...16).
    let prefix = UnsafeMutablePointer<Int32>.allocate(capacity: 17 * 16)
    /// Per (cell, bucket, line): crossings, their direction sum, the x of one.
    private(set) var cnt = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var sum = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var xs = UnsafeMutablePointer<Float>.allocate(capacity: 0)
    /// Per cell: 1 where a bucket is undecided. Per bucket: its undecided lines (bits);
    /// `lanes[-1]` is always 0 (a piece with no one bucket reads it).
    private(set) var flag = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private var lanesBase = UnsafeMutablePointer<UInt16>.allocate(capacity: 1)
    var lanes: UnsafeMutablePointer<UInt16> { lanesBase + 1 }
    /// Per piece: its first line | end line << 5 | (its one bucket + 1, or 0) << 10.
    private(set) var span = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    /// The pieces whose x extent spreads over several buckets, `multiCount` of them (pass 1
    /// lists them for the undecided walk).
    private(set) var multi = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    var multiCount = 0
    /// Per undecided bucket: its (bucket, line) index, winding at its left, first key,
    /// fill cursor.
    private(set) var slotAt = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var slotW = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var slotStart = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var slotCursor = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    /// The undecided buckets' crossings as (ordered x bits, dir) keys.
    private(set) var keys = UnsafeMutablePointer<UInt64>.allocate(capacity: 0)
    private var cellCap = 0, bucketCap = 0, slotCap = 0, keyCap = 0, pieceCap = 0
    /// The most (cell, bucket) pairs the lane arrays hold (192 bytes each).
    var buckets: Int { bucketCap }

    init() {
        lanesBase.initialize(to: 0)
        for k in 0...16 { for j in 0..<16 { prefix[k * 16 + j] = j < k ? 1 : 0 } }
    }

    /// Room for a cluster of `c` cells cut into `b` buckets each, and `k` pieces.
    func reserve(cells c: Int, buckets b: Int, pieces k: Int) {
        if k > pieceCap {
            pieceCap = max(2 * k, 64)
            span.deallocate(); span = .allocate(capacity: pieceCap)
            multi.deallocate(); multi = .allocate(capacity: pieceCap)
        }
        // Doubling while small; past 8192 (a cluster across a wide canvas: 1.5 MiB in the
        // three lane arrays) grow by a quarter, not twice over.
        @inline(__always) func grown(_ x: Int) -> Int { x < 8192 ? max(2 * x, 256) : x + x / 4 }
        if c > cellCap {
            cellCap = grown(c)
            flag.deallocate(); flag = .allocate(capacity: cellCap); flag.initialize(repeating: 0, count: cellCap)
        }
        guard c * b > bucketCap else { return }
        bucketCap = grown(c * b)
        cnt.deallocate(); sum.deallocate(); xs.deallocate(); lanesBase.deallocate()
        let n = bucketCap * ClusterSampleLines.lines
        cnt = .allocate(capacity: n); cnt.initialize(repeating: 0, count: n)
        sum = .allocate(capacity: n); sum.initialize(repeating: 0, count: n)
        xs = .allocate(capacity: n); xs.initialize(repeating: 0, count: n)
        lanesBase = .allocate(capacity: bucketCap + 1); lanesBase.initialize(repeating: 0, count: bucketCap + 1)
    }

    /// Room for `n` undecided buckets, keeping the first ones.
    func reserve(undecided n: Int) {
        guard n > slotCap else { return }
        let cap = max(2 * n, 64)
        for p in [slotAt, slotW, slotStart] {
            let q = UnsafeMutablePointer<Int32>.allocate(capacity: cap)
            q.update(from: p, count: slotCap)
            if p == slotAt { slotAt = q } else if p == slotW { slotW = q } else { slotStart = q }
            p.deallocate()
        }
        slotCursor.deallocate(); slotCursor = .allocate(capacity: cap)
        slotCap = cap
    }

    func reserve(keys n: Int) {
        guard n > keyCap else { return }
        keyCap = max(2 * n, 256)
        keys.deallocate(); keys = .allocate(capacity: keyCap)
    }

    deinit {
        ys.deallocate(); laneSpill.deallocate(); prefix.deallocate(); cnt.deallocate(); sum.deallocate(); xs.deallocate()
        flag.deallocate(); lanesBase.deallocate(); span.deallocate(); multi.deallocate(); slotAt.deallocate(); slotW.deallocate(); slotStart.deallocate()
        slotCursor.deallocate(); keys.deallocate()
    }
}
