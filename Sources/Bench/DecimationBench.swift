import ChartCore

/// Suite `decimate`: each method beside its naive twin (Reference/) on the same seeded
/// random walk, n_out = 2000. Float at 1e6, 1e7, 1e8 and Double at 1e8 by default; the
/// rest of the grid and 1e9 with `--full`. The naive twins are single-threaded, so they
/// run beside the T=1 rows only.
enum DecimationBench {
    static let methods = ["minmax", "m4", "lttb", "minmaxlttb"]

    static func register(into cases: inout [BenchCase]) {
        let sizes: [(Int, String)] = [(1_000_000, "1e6"), (10_000_000, "1e7"), (100_000_000, "1e8"), (1_000_000_000, "1e9")]
        for (n, label) in sizes {
            for double in [false, true] {
                for method in methods {
                    for threads in [1, 2] {
                        let full = n > 100_000_000 || (double && n != 100_000_000)
                        cases.append(BenchCase(suite: "decimate", name: "\(method) \(double ? "f64" : "f32") n=\(label) T=\(threads)",
                                               n: n, threads: threads, fullOnly: full) {
                            double ? variants(BenchData.doubleWalk(n), method, threads)
                                   : variants(BenchData.floatWalk(n), method, threads)
                        })
                    }
                }
            }
        }
    }

    static func variants<Y: LTTBValue>(_ y: [Y], _ method: String, _ threads: Int) -> [Variant] {
        let nOut = 2000
        var v = [Variant(impl: "ours", opsPerCall: 1) {
            y.withUnsafeBufferPointer { b in
                let r: [Int]
                switch method {
                case "minmax": r = try! Decimate.minMax(b, nOut: nOut, threads: threads)
                case "m4": r = try! Decimate.m4(b, nOut: nOut, threads: threads)
                case "lttb": r = try! Decimate.lttb(b, nOut: nOut, threads: threads)
                default: r = try! Decimate.minMaxLTTB(b, nOut: nOut, threads: threads)
                }
                precondition(r.count == nOut)
                return r[nOut / 2]
            }
        }]
        if threads == 1 {
            v.append(Variant(impl: "naive", opsPerCall: 1) {
                let r: [Int]
                switch method {
                case "minmax": r = NaiveMinMaxM4.minMax(y, nOut: nOut)
                case "m4": r = NaiveMinMaxM4.m4(y, nOut: nOut)
                case "lttb": r = NaiveLTTB.lttb(y, nOut: nOut)
                default: r = NaiveLTTB.minMaxLTTB(y, nOut: nOut)
                }
                return r[nOut / 2]
            })
        }
        return v
    }
}
