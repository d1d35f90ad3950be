import Foundation

/// libFuzzer's entry point for every ChartCore fuzz target, compiled into one binary with
/// the Core sources (`Fuzz/run.sh`); `CHARTCORE_FUZZ_TARGET` names the target to run, so
/// the 9k lines of Core are compiled once, not once per target.
///
/// A target must return normally for every input: a trap (overflow, out of bounds,
/// force-unwrap), an ASan report, a timeout or an allocation over libFuzzer's
/// `-malloc_limit_mb` is a finding. Targets also check cheap oracles (1 thread == 2
/// threads, finite outputs) with `fuzzCheck`, which traps when they fail.
let fuzzTarget: (UnsafeRawBufferPointer) -> Void = {
    let name = ProcessInfo.processInfo.environment["CHARTCORE_FUZZ_TARGET"] ?? ""
    switch name {
    case "telegram": return fuzzTelegram
    case "csv": return fuzzCSV
    case "npy": return fuzzNPY
    case "svg": return fuzzSVG
    case "font": return fuzzFont
    case "geometry": return fuzzGeometry
    default:
        FileHandle.standardError.write(Data("CHARTCORE_FUZZ_TARGET must be telegram, csv, npy, svg, font or geometry (got '\(name)')\n".utf8))
        exit(2)
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzTarget(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

/// Traps with `message` when an oracle fails (libFuzzer then saves the input).
@inline(never) func fuzzCheck(_ ok: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !ok() { fatalError("fuzz oracle failed: \(message())") }
}
