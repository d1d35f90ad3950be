import ChartCore

/// Benchmark inputs, generated once per process and shared by every suite.
enum BenchData {
    nonisolated(unsafe) private static var floats: [Int: [Float]] = [:]
    nonisolated(unsafe) private static var doubles: [Int: [Double]] = [:]

    /// A seeded Float random walk of `n` points (cached: suites share it).
    static func floatWalk(_ n: Int) -> [Float] {
        if let y = floats[n] { return y }
        let y = RandomWalk.float(count: n, seed: 42)
        floats[n] = y
        return y
    }

    /// A seeded Double random walk of `n` points (cached: suites share it).
    static func doubleWalk(_ n: Int) -> [Double] {
        if let y = doubles[n] { return y }
        let y = RandomWalk.double(count: n, seed: 42)
        doubles[n] = y
        return y
    }
}
