/// The registry: every benchmark subject adds its cases here, one file per subject.
enum Suites {
    static func all() -> [BenchCase] {
        var cases: [BenchCase] = []
        MemoryBench.register(into: &cases)
        RasterBench.register(into: &cases)
        return cases
    }
}
