// swift-tools-version: 6.2
// 6.2 or newer: a package that depends on ChartCore by version accepts its unsafeFlags
// (SwiftPM only allows them from 6.2 manifests on; see SWIFT-PERF.md).
import PackageDescription

// The manifest is compiled for the host, so this guard keeps aarch64 hosts building.
// `-Xcc -march=x86-64-v3` is what puts Swift's SIMD types on ymm registers with FMA
// (AVX2+FMA): Swift takes its target features from the clang importer. It goes on every
// target, because inlined kernel bodies are compiled with the client's flags.
#if arch(x86_64)
let simd: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-march=x86-64-v3"])]
#else
let simd: [SwiftSetting] = []
#endif

// Defines (pass with `-Xswiftc -DNAME`):
// - CHARTCORE_INTERNAL_CHECKS: run the executable invariants (`_checkInvariants`) at the
//   end of every mutating method. chartbench refuses to report timings when it is on.
// - CHARTCORE_NO_PREFETCH: `_prefetch` does nothing (the thread sanitizer's build cannot
//   compile the prefetch intrinsic; README, "Hardening").
// Environment (read at run time by the tests):
// - CHARTCORE_LONG_TESTS=1: larger randomized counts and sizes; the default keeps
//   `swift test` inside CI's budget on 2 cores.
// `-cross-module-optimization` lets clients (chartbench, tests, apps) specialise the
// generic public API (RangeTree<Float>, …) instead of calling it through witness tables,
// which measured 10-60x slower on the range query (SWIFT-PERF.md pitfall 5).
// `-enforce-exclusivity=unchecked` (release only) drops the dynamic exclusivity checks on
// class properties, which showed up as swift_beginAccess in the range-query profile.
let settings: [SwiftSetting] = simd + [
    .unsafeFlags(["-cross-module-optimization"]),
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "ChartCore",
    products: [
        .library(name: "ChartCore", targets: ["ChartCore"]),
        .executable(name: "chartbench", targets: ["chartbench"]),
    ],
    targets: [
        .target(
            name: "ChartCore", path: "Sources/Core", resources: [.copy("Text/Resources")],
            swiftSettings: settings),
        // The report generator (tables and plots of `chartbench report`) is a library of its
        // own so that the tests can import it; chartbench is imported by the tests for the
        // case registry (`bench --list` == the names `profile` accepts).
        .target(
            name: "BenchReport", dependencies: ["ChartCore"], path: "Sources/Bench/Report",
            swiftSettings: settings),
        .executableTarget(
            name: "chartbench", dependencies: ["ChartCore", "BenchReport"], path: "Sources/Bench",
            exclude: ["Report"], swiftSettings: settings),
        .testTarget(
            name: "ChartCoreTests", dependencies: ["ChartCore", "BenchReport", "chartbench"],
            path: "Tests/ChartCoreTests",
            exclude: ["Raster/check_png.py"],   // the PNG decodability script, run by hand (PNGTests)
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
