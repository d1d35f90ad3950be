import Foundation

/// One implementation of a benchmark case: `body` runs `opsPerCall` operations and returns
/// a checksum that is black-holed, so the optimizer cannot drop the work.
struct Variant {
    /// "ours" (ChartCore), "naive" (its Reference/ twin) or another label.
    let impl: String
    let opsPerCall: Int
    let body: () -> Int
}

/// A benchmark case: a stable name, its size, and a `prepare` step that builds the inputs
/// (outside any timing) and returns the variants to time on them, ours first.
struct BenchCase {
    let suite: String
    let name: String
    let n: Int
    let threads: Int
    /// Only with `--full` (1e9-point cases).
    var fullOnly = false
    let prepare: () throws -> [Variant]
}

/// Timing statistics in nanoseconds per operation.
struct Timing {
    let median: Double, min: Double, p90: Double, samples: Int
}

/// Keeps the optimizer from proving a value unused or constant.
@inline(never) @_optimize(none)
func blackHole<T>(_ x: T) {}

@inline(never) @_optimize(none)
func opaque<T>(_ x: T) -> T { x }

@inline(__always) func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The measuring loop: one warm-up call, then calls until `minTime` seconds and at least
/// `minSamples` samples have passed (at most `maxSamples`), each call timed on its own.
/// `fixedIterations` (for callgrind) replaces the time rule with an exact count.
func measure(_ v: Variant, minTime: Double = 0.25, minSamples: Int = 5, maxSamples: Int = 2000,
             fixedIterations: Int? = nil) -> Timing {
    let w0 = now()
    blackHole(v.body())
    // A case slower than 0.2 s per call (the naive twins at 1e8) takes 3 samples, not 5,
    // so that the default suite stays near a minute.
    let minSamples = Double(now() - w0) > 2e8 ? min(minSamples, 3) : minSamples
    var samples: [Double] = []
    let start = now()
    while true {
        let t0 = now()
        let r = v.body()
        let t1 = now()
        blackHole(r)
        samples.append(Double(t1 - t0) / Double(v.opsPerCall))
        if let k = fixedIterations {
            if samples.count >= k { break }
        } else if samples.count >= maxSamples
            || (samples.count >= minSamples && Double(now() - start) >= minTime * 1e9) {
            break
        }
    }
    samples.sort()
    let p90 = samples[min(samples.count - 1, Int((Double(samples.count) * 0.9).rounded(.down)))]
    return Timing(median: samples[samples.count / 2], min: samples[0], p90: p90,
                  samples: samples.count)
}

/// One JSON record per (case, variant): the schema `chartbench report` and the peers share.
struct BenchRecord: Codable {
    let suite: String, `case`: String, n: Int, impl: String, threads: Int
    let median_ns: Double, min_ns: Double, p90_ns: Double
}

/// Formats nanoseconds with a unit that keeps three significant digits.
func formatNs(_ ns: Double) -> String {
    switch ns {
    case ..<1e3: return String(format: "%.1f ns", ns)
    case ..<1e6: return String(format: "%.2f µs", ns / 1e3)
    case ..<1e9: return String(format: "%.2f ms", ns / 1e6)
    default: return String(format: "%.2f s", ns / 1e9)
    }
}
