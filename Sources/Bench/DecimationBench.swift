import ChartCore

/// Suite `decimate`: each method beside its naive twin (Reference/) on the same seeded
/// random walk, n_out = 2000. Float at 1e6, 1e7, 1e8 and Double at 1e8 by default; the
/// rest of the grid and 1e9 with `--full`. The naive twins are single-threaded, so they
/// run beside the T=1 rows only.
enum DecimationBench {
    static let methods = ["minmax", "m4", "lttb", "minmaxlttb"]

    static func register(into cases: inout [BenchCase]) {
        registerPixelColumns(into: &cases)
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

    /// Suite `frame-m4`: pixel-column M4 from the range engine (O(w log n)) beside the scan
    /// of every point in the viewport (O(n)), w = 2000, Float random walk, x = the index.
    static func registerPixelColumns(into cases: inout [BenchCase]) {
        for (n, label) in [(1_000_000, "1e6"), (10_000_000, "1e7"), (100_000_000, "1e8"), (1_000_000_000, "1e9")] {
            for threads in [1, 2] {
                cases.append(BenchCase(suite: "decimate", name: "pixel m4 tree f32 n=\(label) w=2000 T=\(threads)", n: n,
                                       threads: threads, fullOnly: n > 100_000_000) {
                    let y = BenchData.floatWalk(n)
                    let tree = RangeTree(y, threads: 2)
                    let cols = try PixelColumns(x0: 0, x1: Double(n), width: 2000)
                    let x = [Int64](unsafeUninitializedCapacity: n) { b, c in for i in 0..<n { b[i] = Int64(i) }; c = n }
                    var v = [Variant(impl: "ours", opsPerCall: 1) {
                        let r = Decimate.m4(tree: tree, columns: cols, threads: threads)
                        precondition(r.count > 2000)
                        return r[r.count / 2]
                    }]
                    if threads == 1 {
                        v.append(Variant(impl: "scan", opsPerCall: 1) {
                            let r = try! y.withUnsafeBufferPointer { yb in try x.withUnsafeBufferPointer { try Decimate.m4(scanning: yb, x: $0, columns: cols) } }
                            return r[r.count / 2]
                        })
                    }
                    return v
                })
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
