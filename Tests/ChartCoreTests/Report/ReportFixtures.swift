@testable import BenchReport

/// A small synthetic run: hand-picked times whose ratios and rates are easy to check.
enum ReportFixtures {
    static func r(_ suite: String, _ name: String, _ n: Int, _ impl: String, _ t: Int,
                  _ median: Double, min: Double? = nil, p90: Double? = nil) -> BenchResult {
        BenchResult(suite: suite, case: name, n: n, impl: impl, threads: t, median_ns: median,
                    min_ns: min ?? median * 0.9, p90_ns: p90 ?? median * 1.2)
    }

    /// memory (20 GB/s at T=1, 32 at T=2), range query, decimate minmax f32 at three sizes,
    /// a build case and a `frame` suite the report code has never heard of.
    static let ours: [BenchResult] = [
        r("memory", "read f32 n=1e8 T=1", 100_000_000, "ours", 1, 20e6),
        r("memory", "read f32 n=1e8 T=1", 100_000_000, "naive", 1, 100e6),
        r("memory", "read f32 n=1e8 T=2", 100_000_000, "ours", 2, 12.5e6),
        r("range", "query f32 n=1e3", 1_000, "ours", 1, 65, min: 40, p90: 80),
        r("range", "query f32 n=1e3", 1_000, "naive", 1, 321),
        r("range", "query f32 n=1e8", 100_000_000, "ours", 1, 461),
        r("range", "query f32 n=1e8", 100_000_000, "naive", 1, 7.22e6),
        r("decimate", "minmax f32 n=1e6 T=1", 1_000_000, "ours", 1, 200e3),
        r("decimate", "minmax f32 n=1e6 T=1", 1_000_000, "naive", 1, 2.5e6),
        r("decimate", "minmax f32 n=1e7 T=1", 10_000_000, "ours", 1, 2e6),
        r("decimate", "minmax f32 n=1e8 T=1", 100_000_000, "ours", 1, 25e6, min: 20e6),
        r("decimate", "minmax f32 n=1e8 T=1", 100_000_000, "naive", 1, 250e6),
        r("decimate", "minmax f32 n=1e8 T=2", 100_000_000, "ours", 2, 16e6),
        r("decimate", "pixel m4 tree f32 n=1e6 w=2000 T=1", 1_000_000, "ours", 1, 200e3),
        r("decimate", "pixel m4 tree f32 n=1e8 w=2000 T=1", 100_000_000, "ours", 1, 400e3),
        r("build", "tree f32 n=1e8 T=1", 100_000_000, "ours", 1, 40e6),
        r("raster-svg", "S1 T=1", 1, "ours", 1, 31e6),
        r("raster-svg", "S1 T=2", 1, "ours", 2, 15e6),
        r("frame", "4 walks x 1e6 T=1", 4_000_000, "ours", 1, 1e6),
        r("frame", "4 walks x 1e8 T=1", 400_000_000, "ours", 1, 2e6),
        r("frame", "telegram 1 followers T=1", 365, "ours", 1, 3e6),
        r("frame", "telegram 1 followers T=2", 365, "ours", 2, 2e6),
    ]

    static let peers: [BenchResult] = [
        r("decimate", "minmax f32 n=1e8 T=1", 100_000_000, "tsdownsample", 1, 20e6),
        r("decimate", "minmax f32 n=1e6 T=1", 1_000_000, "tsdownsample", 1, 250e3),
        r("decimate", "m4 f32 n=1e8 T=1", 100_000_000, "tsdownsample", 1, 18e6),
        r("raster-svg", "S1 T=1", 1, "skia", 1, 0.65e6),
        r("raster-svg", "S1 T=1", 1, "cairo", 1, 11.7e6),
    ]

    static func set() throws -> ResultSet { try ResultSet(ours: ours, peers: peers) }
}
