extension ConvexShapes {
    /// A footprint packed for the pair search: x0, x1, y0, y1 (16 bytes; a `Shape` is 72,
    /// and gathering those in x order missed the cache on S5's 5,000 dots).
    typealias Box = SIMD4<Int32>

    /// A shape's footprint as a `Box`.
    @inline(__always) static func box(_ s: Shape) -> Box {
        Box(Int32(truncatingIfNeeded: s.x0), Int32(truncatingIfNeeded: s.x1),
            Int32(truncatingIfNeeded: s.y0), Int32(truncatingIfNeeded: s.y1))
    }

    /// The indices of `boxes` ordered by x0, then by index (a stable counting sort over the
    /// columns: O(n + columns)).
    static func countingOrder(_ boxes: [Box]) -> [Int32] {
        guard !boxes.isEmpty else { return [] }
        var lo = Int32.max, hi = Int32.min
        for b in boxes { lo = min(lo, b[0]); hi = max(hi, b[0]) }
        var start = [Int](repeating: 0, count: Int(hi) - Int(lo) + 2)
        var order = [Int32](repeating: 0, count: boxes.count)
        start.withUnsafeMutableBufferPointer { start in
            order.withUnsafeMutableBufferPointer { order in
                // Safe because: every x0 lies in lo ... hi, so x0 − lo + 1 < start.count, and
                // the prefix sums place the n boxes at distinct slots below n.
                for b in boxes { start[Int(b[0] &- lo) &+ 1] &+= 1 }
                for c in 1..<start.count { start[c] &+= start[c &- 1] }
                for (i, b) in boxes.enumerated() {
                    let c = Int(b[0] &- lo)
                    order[start[c]] = Int32(truncatingIfNeeded: i); start[c] &+= 1
                }
            }
        }
        return order
    }

    /// The pairs (i, j) of `boxes` that share a pixel row and column range (x0 < other x1
    /// both ways, the same for y), `i` before `j` in `order` (the boxes sorted by x0), listed
    /// by i's place in `order`, then j's. The sweep reads the sorted boxes as 32-bit lanes,
    /// eight neighbours a compare: markers have dozens of neighbours in x (S5: ~36 a dot)
    /// and few in both axes (~1 in 30). On `threads` threads for many boxes, each run of
    /// `order` listing its own pairs: the same list for any thread count.
    ///
    /// Nil when the boxes are too crowded for markers: more than `stepBudget(n)` eight-lane
    /// compares (~512 neighbours in x a box) or `pairBudget(n)` pairs in all. Millions of
    /// dashes 0.001 px long stacked along one line (a fuzzed SVG) have thousands of
    /// neighbours each: the sweep took 94 s (and the pairs would have needed gigabytes)
    /// before it gave up; each run now stops once it alone is over a budget, so the answer
    /// (over or not) is the same for any thread count.
    /// - Complexity: O(n + min(x-neighbour pairs / 8 + meeting pairs, budgets · runs)), over `threads`.
    static func meetingPairs(_ boxes: [Box], order: [Int32], threads: Int = 1) -> [SIMD2<Int32>]? {
        let n = order.count
        // Eight lanes of padding past the last box: x0 = .max is never left of an x1, so
        // a sweep stops there.
        var x0 = [Int32](repeating: .max, count: n + 8), x1 = x0, y0 = x0, y1 = x0
        x0.withUnsafeMutableBufferPointer { a in
            x1.withUnsafeMutableBufferPointer { b in
                y0.withUnsafeMutableBufferPointer { c in
                    y1.withUnsafeMutableBufferPointer { d in
                        for k in 0..<n {
                            let v = boxes[Int(order[k])]
                            a[k] = v[0]; b[k] = v[1]; c[k] = v[2]; d[k] = v[3]
                        }
                    }
                }
            }
        }
        let parts = threads > 1 && n >= 2048 ? min(threads, 16) * 4 : 1
        var lists = [[SIMD2<Int32>]](repeating: [], count: parts), steps = [Int](repeating: 0, count: parts)
        x0.withUnsafeBufferPointer { x0 in
            x1.withUnsafeBufferPointer { x1 in
                y0.withUnsafeBufferPointer { y0 in
                    y1.withUnsafeBufferPointer { y1 in
                        order.withUnsafeBufferPointer { order in
                            lists.withUnsafeMutableBufferPointer { lists in
                                steps.withUnsafeMutableBufferPointer { steps in
                                    nonisolated(unsafe) let (x0, x1, y0, y1, order, lists, steps) =
                                        (x0, x1, y0, y1, order, lists, steps)
                                    Parallel.forEach(parts, threads: threads) { p in
                                        // Safe because: each part writes only its own list and count.
                                        (lists[p], steps[p]) = sweep(x0, x1, y0, y1, order, Parallel.part(p, of: parts, in: n),
                                                                     steps: stepBudget(n), pairs: pairBudget(n))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        guard steps.reduce(0, +) <= stepBudget(n), lists.reduce(0, { $0 + $1.count }) <= pairBudget(n) else { return nil }
        return parts == 1 ? lists[0] : Array(lists.joined())
    }

    /// The most eight-lane compares `meetingPairs` makes for `n` boxes: 64 a box (~512
    /// neighbours in x; S5's dots have ~36) and 65,536 more.
    static func stepBudget(_ n: Int) -> Int { 64 &* n &+ 65_536 }

    /// The most meeting pairs `meetingPairs` lists for `n` boxes: 8 a box (S5's dots have
    /// ~1) and 4,096 more.
    static func pairBudget(_ n: Int) -> Int { 8 &* n &+ 4_096 }

    /// `meetingPairs` for the places `run` of the sorted lanes, and the compares it made;
    /// it stops once those pass `maxSteps` or its pairs `maxPairs`.
    private static func sweep(_ x0: UnsafeBufferPointer<Int32>, _ x1: UnsafeBufferPointer<Int32>,
                              _ y0: UnsafeBufferPointer<Int32>, _ y1: UnsafeBufferPointer<Int32>,
                              _ order: UnsafeBufferPointer<Int32>, _ run: Range<Int>,
                              steps maxSteps: Int, pairs maxPairs: Int) -> ([SIMD2<Int32>], Int) {
        var pairs: [SIMD2<Int32>] = [], steps = 0
        for k in run {
            if steps > maxSteps || pairs.count > maxPairs { break }
            let i = order[k], right = SIMD8(repeating: x1[k])
            let top = SIMD8(repeating: y0[k]), bottom = SIMD8(repeating: y1[k])
            var m = k + 1
            while true {
                // Safe because: m ≤ n (it moves on only past 8 boxes left of `right`, all
                // real), and the lanes hold n + 8 entries.
                @inline(__always) func lanes(_ a: UnsafeBufferPointer<Int32>) -> SIMD8<Int32> {
                    UnsafeRawPointer(a.baseAddress! + m).loadUnaligned(as: SIMD8<Int32>.self)
                }
                // x0 ascends, so the lanes left of `right` are a prefix.
                let inX = lanes(x0) .< right
                let hit = inX .& (lanes(y0) .< bottom) .& (top .< lanes(y1))
                if _any(hit) {
                    // The hit lanes as bits (a lane read of the mask stored it to the stack
                    // for every box).
                    let v = unsafeBitCast(hit, to: SIMD8<Int32>.self) & SIMD8(1, 2, 4, 8, 16, 32, 64, 128)
                    let h4 = v.lowHalf | v.highHalf, h2 = h4.lowHalf | h4.highHalf
                    var bits = h2[0] | h2[1]
                    while bits != 0 {
                        pairs.append(SIMD2(i, order[m + bits.trailingZeroBitCount])); bits &= bits &- 1
                    }
                }
                steps &+= 1
                if !_all(inX) { break }
                m += 8
            }
        }
        return (pairs, steps)
    }
}
