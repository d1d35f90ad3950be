import ChartCore
import Dispatch

/// Suites `range` (random-range query: tree vs linear scan) and `build` (tree build vs a
/// plain SIMD read of the same array, the memory limit).
enum RangeTreeBench {
    static func register(into cases: inout [BenchCase]) {
        for (n, label) in [(1_000, "1e3"), (100_000, "1e5"), (10_000_000, "1e7"), (100_000_000, "1e8"),
                           (1_000_000_000, "1e9")] {
            cases.append(BenchCase(suite: "range", name: "query f32 n=\(label)", n: n, threads: 1,
                                   fullOnly: n > 100_000_000) {
                let y = BenchData.floatWalk(n)
                let tree = RangeTree(y, threads: 2)
                let ranges = randomRanges(n, count: 1024)
                // The scan touches a third of the data per query on average: few per call.
                let naiveCount = max(1, min(1024, 3_000_000 / n))
                return [
                    Variant(impl: "ours", opsPerCall: ranges.count) {
                        var s = 0
                        for r in ranges { s &+= tree.extrema(in: r)?.minIndex ?? 0 }
                        return s
                    },
                    Variant(impl: "naive", opsPerCall: naiveCount) {
                        var s = 0
                        for r in ranges.prefix(naiveCount) { s &+= LinearScanMinMax.extrema(y, in: r)?.minIndex ?? 0 }
                        return s
                    },
                ]
            })
        }
        for (n, label) in [(1_000_000, "1e6"), (100_000_000, "1e8"), (1_000_000_000, "1e9")] {
            for threads in [1, 2] {
                cases.append(BenchCase(suite: "range", name: "bins f32 n=\(label) w=2000 T=\(threads)", n: n,
                                       threads: threads, fullOnly: n > 100_000_000) {
                    let y = BenchData.floatWalk(n)
                    let tree = RangeTree(y, threads: 2)
                    let edges = (0...2000).map { $0 * n / 2000 }
                    return [
                        Variant(impl: "ours", opsPerCall: 1) {
                            tree.extrema(inBins: edges, threads: threads).reduce(0) { $0 &+ ($1?.maxIndex ?? 0) }
                        },
                        Variant(impl: "naive", opsPerCall: 1) {
                            (0..<2000).reduce(0) { $0 &+ (LinearScanMinMax.extrema(y, in: edges[$1]..<edges[$1 + 1])?.maxIndex ?? 0) }
                        },
                    ]
                })
            }
        }
        for threads in [1, 2] {
            cases.append(BenchCase(suite: "range", name: "columns f32 1e8 panned T=\(threads)", n: 100_000_000,
                                   threads: threads) { pannedOne(threads) })
            cases.append(BenchCase(suite: "range", name: "columns f32 4x1e8 panned T=\(threads)", n: 400_000_000,
                                   threads: threads) { panned(threads) })
        }
        for threads in [1, 2] {
            cases.append(BenchCase(suite: "build", name: "tree f32 n=1e8 T=\(threads)", n: 100_000_000,
                                   threads: threads) {
                let y = BenchData.floatWalk(100_000_000)
                return [
                    Variant(impl: "ours", opsPerCall: 1) { RangeTree(y, threads: threads).count },
                    Variant(impl: "read", opsPerCall: 1) { MemoryBench.readSIMD(y, threads: threads) },
                ]
            })
            cases.append(BenchCase(suite: "build", name: "tree f64 n=1e8 T=\(threads)", n: 100_000_000,
                                   threads: threads) {
                let y = BenchData.doubleWalk(100_000_000)
                return [
                    Variant(impl: "ours", opsPerCall: 1) { RangeTree(y, threads: threads).count },
                ]
            })
        }
    }

    /// The column queries of the `frame` suite's panned 4 x 1e8 chart alone: 1851 columns
    /// over the middle half of 4 walks, the window moved by 1/1000 of its width each call
    /// (64 windows in turn), so the memory near every edge is new to the caches. Variants:
    /// the value-only sweep (what the frame uses), the sweep with positions, one
    /// `extrema(in:)` query per column (the previous way), and a linear scan.
    static func panned(_ threads: Int) -> [Variant] {
        let n = 100_000_000, w = 1851
        let trees = FrameBench.walks(n).1.map { RangeTree($0, threads: 2) }
        let windows = (0..<64).map { k in (0...w).map { c in n / 4 + k * n / 2000 + c * (n / 2) / w } }
        nonisolated(unsafe) var call = 0
        let next = { () -> [Int] in call += 1; return windows[call % windows.count] }
        return [
            Variant(impl: "ours", opsPerCall: 1) {
                let e = next()
                return trees.reduce(0) { $0 &+ $1.valueRanges(inBins: e, threads: threads).count { $0 != nil } }
            },
            Variant(impl: "sweep+index", opsPerCall: 1) {
                let e = next()
                return trees.reduce(0) { $0 &+ $1.extrema(inBins: e, threads: threads).reduce(0) { $0 &+ ($1?.maxIndex ?? 0) } }
            },
            Variant(impl: "queries", opsPerCall: 1) {
                // The previous extrema(inBins:): independent queries, one contiguous run per thread.
                let e = next()
                return trees.reduce(0) { s, t in
                    var out = [Int](repeating: 0, count: threads)
                    out.withUnsafeMutableBufferPointer { o in
                        nonisolated(unsafe) let o = o
                        DispatchQueue.concurrentPerform(iterations: threads) { p in
                            for c in (p * w / threads)..<((p + 1) * w / threads) {
                                o[p] &+= t.extrema(in: e[c]..<e[c + 1])?.maxIndex ?? 0
                            }
                        }
                    }
                    return out.reduce(s, &+)
                }
            },
            Variant(impl: "naive", opsPerCall: 1) {
                let e = next()
                return trees.reduce(0) { s, t in
                    t.withUnsafeValues { v in
                        (0..<w).reduce(s) { a, c in
                            var mn = Float.infinity, mx = -Float.infinity
                            for i in e[c]..<e[c + 1] { let x = v[i]; if x < mn { mn = x }; if x > mx { mx = x } }
                            return a &+ Int(mx - mn)
                        }
                    }
                }
            },
        ]
    }

    /// One tree of the panned chart (the case to run under callgrind: a quarter of the
    /// set-up): the same 1851 moving columns, the value-only sweep (what a frame uses) and
    /// the sweep with positions (what M4 uses).
    static func pannedOne(_ threads: Int) -> [Variant] {
        let n = 100_000_000, w = 1851
        let tree = RangeTree(BenchData.floatWalk(n), threads: 2)
        let windows = (0..<64).map { k in (0...w).map { c in n / 4 + k * n / 2000 + c * (n / 2) / w } }
        nonisolated(unsafe) var call = 0
        let next = { () -> [Int] in call += 1; return windows[call % windows.count] }
        return [
            Variant(impl: "ours", opsPerCall: 1) { tree.valueRanges(inBins: next(), threads: threads).count { $0 != nil } },
            Variant(impl: "sweep+index", opsPerCall: 1) {
                tree.extrema(inBins: next(), threads: threads).reduce(0) { $0 &+ ($1?.maxIndex ?? 0) }
            },
        ]
    }

    /// `count` ranges with uniformly random ends in `0...n` (seeded).
    static func randomRanges(_ n: Int, count: Int) -> [Range<Int>] {
        var rng = SeededGenerator(seed: 99)
        return (0..<count).map { _ in
            let a = Int(rng.next() % UInt64(n + 1)), b = Int(rng.next() % UInt64(n + 1))
            return min(a, b)..<max(a, b)
        }
    }
}
