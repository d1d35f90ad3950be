/// The registry: every benchmark subject adds its cases here, one file per subject.
enum Suites {
    static func all() -> [BenchCase] {
        var cases: [BenchCase] = []
        MemoryBench.register(into: &cases)
        RangeTreeBench.register(into: &cases)
        DecimationBench.register(into: &cases)
        GeometryBench.register(into: &cases)
        TextBench.register(into: &cases)
        RasterBench.register(into: &cases)
        SVGSceneBench.register(into: &cases)
        FrameBench.register(into: &cases)
        KindsBench.register(into: &cases)
        return cases
    }
}
