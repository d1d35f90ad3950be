extension Rasterizer {
    /// The common cluster, resolved without copies: up to `maxFlat` pieces all spanning
    /// the whole row height, a constant winding `profile.base` on their left, and no two
    /// crossing inside the row (a thin stroke's two sides, several lines side by side). It
    /// is `ClusterSlabs` with a single slab: order the pieces by x (their mid-row x, ties on
    /// contents), walk the winding through them, deposit those where the inside switches.
    /// Sets `run0` (the inside left of the cluster) and moves `profile.base` past the
    /// pieces. Returns false, touching nothing, when two pieces cross.
    /// Safe callers: `keys[0..<k]` index `pieces`, `order` holds `k ≤ maxFlat` entries.
    @inline(__always)
    static func simple(_ pieces: UnsafeMutablePointer<RowPiece>, _ keys: UnsafeMutablePointer<UInt64>,
                       _ k: Int, _ profile: inout RowProfile, _ rule: FillRule,
                       _ acc: UnsafeMutablePointer<Float>, _ run0: inout Float,
                       order: UnsafeMutablePointer<Int32>) -> Bool {
        var w = profile.base
        var was = rule.inside(w)
        if k == 1 {
            let a = pieces[Int(keys[0] & 0xFFFF_FFFF)]
            run0 = was ? 1 : 0
            w &+= a.dir
            let now = rule.inside(w)
            if now != was { CellArea.deposit(acc, a.xa, a.xb, 1, now ? 1 : -1) }
            profile.base = w
            return true
        }
        if k == 2 {
            // The commonest (a thin stroke's two sides): the same steps without the buffer.
            var a = pieces[Int(keys[0] & 0xFFFF_FFFF)], b = pieces[Int(keys[1] & 0xFFFF_FFFF)]
            let ma = a.xa + a.xb, mb = b.xa + b.xb
            if ma > mb || (ma == mb && RowPiece.precedes(b, a)) { swap(&a, &b) }
            guard a.xa <= b.xa && a.xb <= b.xb else { return false }
            run0 = was ? 1 : 0
            w &+= a.dir
            var now = rule.inside(w)
            if now != was { CellArea.deposit(acc, a.xa, a.xb, 1, now ? 1 : -1); was = now }
            w &+= b.dir
            now = rule.inside(w)
            if now != was { CellArea.deposit(acc, b.xa, b.xb, 1, now ? 1 : -1) }
            profile.base = w
            return true
        }
        // Insertion by mid-row x (xa + xb), ties on contents: k is small.
        for m in 0..<k {
            let o = Int32(truncatingIfNeeded: keys[m] & 0xFFFF_FFFF)
            let q = pieces[Int(o)], mq = q.xa + q.xb
            var t = m
            while t > 0 {
                let r = pieces[Int(order[t - 1])], mr = r.xa + r.xb
                guard mr > mq || (mr == mq && RowPiece.precedes(q, r)) else { break }
                order[t] = order[t - 1]; t -= 1
            }
            order[t] = o
        }
        // In order at the top and the bottom of the row: no two cross in between.
        var pa = -Float.infinity, pb = -Float.infinity
        for m in 0..<k {
            let q = pieces[Int(order[m])]
            guard q.xa >= pa && q.xb >= pb else { return false }
            pa = q.xa; pb = q.xb
        }
        run0 = was ? 1 : 0
        for m in 0..<k {
            let q = pieces[Int(order[m])]
            w &+= q.dir
            let now = rule.inside(w)
            if now != was { CellArea.deposit(acc, q.xa, q.xb, 1, now ? 1 : -1); was = now }
        }
        profile.base = w
        return true
    }

    /// Full-row clusters up to this many pieces take `simple`.
    static let maxFlat = 16

    /// Coverage of cells `cs...ce` from the deposits in `acc` (prefix sum from `run0`,
    /// clamped to 0…1); leaves `acc` zero there and at `ce + 1`.
    @inline(__always)
    static func resolveCells(_ acc: UnsafeMutablePointer<Float>, _ cov: UnsafeMutablePointer<Float>,
                             _ cs: Int, _ ce: Int, run0: Float) {
        var run = run0
        var c = cs
        while c <= ce {
            run += acc[c]; acc[c] = 0
            cov[c] = min(max(run, 0), 1)
            c &+= 1
        }
        acc[ce + 1] = 0
    }

    /// Sorts a run of `n` keys with about `descents` out of order: insertion when few are,
    /// else the standard sort.
    @inline(__always)
    static func sortRun(_ a: UnsafeMutablePointer<UInt64>, _ n: Int, _ descents: Int,
                        tmp: UnsafeMutablePointer<UInt64>, counts: UnsafeMutablePointer<Int32>) {
        guard n > 1, descents > 0 else { return }
        // Two radix passes cost ~2,500 instructions whatever n: insertion below ~48 keys
        // (a row's new edges, in path order, are ~20 of them on a chart line).
        if descents * 8 > n && n > 48 {
            radixSort(a, n, tmp: tmp, counts: counts)
        } else {
            insertionSort(a, n)
        }
    }

    /// Stable LSD radix sort of `n` row keys on their cell (bits 32..<48: cell + 2 is below
    /// 2¹⁶ for canvases up to 16384 wide), two byte passes through `tmp`; the positions in
    /// the low half keep their order. `counts` holds 256 entries (left zero). A third to a
    /// half of a comparison sort's cost at the row sizes of a chart line.
    static func radixSort(_ a: UnsafeMutablePointer<UInt64>, _ n: Int,
                          tmp: UnsafeMutablePointer<UInt64>, counts: UnsafeMutablePointer<Int32>) {
        var src = a, dst = tmp
        for pass in 0..<2 {
            let shift = UInt64(32 + 8 * pass)
            for i in 0..<n { counts[Int((src[i] >> shift) & 0xFF)] &+= 1 }
            var sum: Int32 = 0
            for b in 0..<256 { let c = counts[b]; counts[b] = sum; sum &+= c }
            for i in 0..<n {
                let b = Int((src[i] >> shift) & 0xFF)
                dst[Int(counts[b])] = src[i]
                counts[b] &+= 1
            }
            counts.update(repeating: 0, count: 256)
            swap(&src, &dst)
        }
        // Two passes: the result is back in `a`.
    }

    /// Stable counting sort of `n` row keys (cell + 2 in the high half, position in the low)
    /// by cell, cells `lo...hi` (within −2 ..< width + pad). `counts` must be zero on entry
    /// over `hi − lo + 2` entries and is left zero; `tmp` holds ≥ n keys.
    static func countingSort(_ a: UnsafeMutablePointer<UInt64>, _ n: Int, lo: Int, hi: Int,
                             tmp: UnsafeMutablePointer<UInt64>, counts: UnsafeMutablePointer<Int32>) {
        let m = hi - lo + 1
        tmp.update(from: a, count: n)
        for i in 0..<n { counts[Int(Int32(bitPattern: UInt32(tmp[i] >> 32)) &- 2) &- lo &+ 1] &+= 1 }
        for c in 0..<m { counts[c &+ 1] &+= counts[c] }
        for i in 0..<n {
            let c = Int(Int32(bitPattern: UInt32(tmp[i] >> 32)) &- 2) &- lo
            a[Int(counts[c])] = tmp[i]
            counts[c] &+= 1
        }
        counts.update(repeating: 0, count: m + 1)
    }

    /// Merges the sorted runs `a[0..<m]` and `a[m..<n]` in place (keys distinct), through
    /// `tmp` (capacity ≥ n − m): the second run (a row's new edges, the shorter) is copied
    /// out and its keys placed from the back, each after a binary search in the first run
    /// and one block move of the first run's keys above it — the row's ~8 arrivals among
    /// ~75 cost 8 searches and 8 `memmove`s, not 75 unpredictable compares.
    static func mergeRuns(_ a: UnsafeMutablePointer<UInt64>, _ m: Int, _ n: Int,
                          _ tmp: UnsafeMutablePointer<UInt64>) {
        tmp.update(from: a + m, count: n - m)
        var end = m  // the first run's unplaced keys: a[0..<end]
        var j = n - m - 1
        while j >= 0 {
            let v = tmp[j]
            // p: the first of a[0..<end] above v.
            var lo = 0, hi = end
            while lo < hi { let mid = (lo &+ hi) >> 1; if a[mid] > v { hi = mid } else { lo = mid &+ 1 } }
            if lo < end {
                // Safe because: a[lo..<end] moves up by j + 1 ≤ n − end, inside a[0..<n];
                // `copyMemory` allows the overlap.
                UnsafeMutableRawPointer(a + lo + j + 1).copyMemory(from: a + lo, byteCount: (end - lo) * 8)
            }
            a[lo + j] = v
            end = lo
            j -= 1
        }
    }

    /// Sorts `n` values in place (few, mostly sorted: a row's keys or break points);
    /// O(n + inversions).
    @inline(__always) static func insertionSort<T: Comparable>(_ a: UnsafeMutablePointer<T>, _ n: Int) {
        var i = 1
        while i < n {
            let v = a[i]
            var j = i
            while j > 0 && a[j - 1] > v { a[j] = a[j - 1]; j -= 1 }
            a[j] = v
            i += 1
        }
    }
}
