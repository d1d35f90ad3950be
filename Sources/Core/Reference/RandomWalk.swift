/// Seeded random-walk series: the standard synthetic input of the tests and benchmarks
/// (a cumulative sum of uniform steps in [-1, 1)), the shape of most real time series.
public enum RandomWalk {
    /// `n` points of a random walk starting at 0, as `Float`.
    /// - Complexity: O(n).
    public static func float(count n: Int, seed: UInt64) -> [Float] {
        var rng = SeededGenerator(seed: seed)
        var acc = 0.0
        return [Float]._uninitialized(capacity: n) { buf, done in
            for i in 0..<n {
                acc += rng.nextSigned()
                buf[i] = Float(acc)
            }
            done = n
        }
    }

    /// `n` points of a random walk starting at 0, as `Double`.
    /// - Complexity: O(n).
    public static func double(count n: Int, seed: UInt64) -> [Double] {
        var rng = SeededGenerator(seed: seed)
        var acc = 0.0
        return [Double]._uninitialized(capacity: n) { buf, done in
            for i in 0..<n {
                acc += rng.nextSigned()
                buf[i] = acc
            }
            done = n
        }
    }

    /// `n` strictly ascending Int64 timestamps, `step` apart on average with jitter of
    /// up to ±step/2 (irregular sampling, as real logs have). `step` must be ≥ 2.
    /// - Complexity: O(n).
    public static func timestamps(count n: Int, start: Int64 = 1_700_000_000_000,
                                  step: Int64 = 1000, seed: UInt64) -> [Int64] {
        var rng = SeededGenerator(seed: seed)
        var t = start
        let half = max(step / 2, 1)
        return [Int64]._uninitialized(capacity: n) { buf, done in
            for i in 0..<n {
                buf[i] = t
                t += step - half + Int64(rng.next() % UInt64(2 * half)) + 1
            }
            done = n
        }
    }
}
