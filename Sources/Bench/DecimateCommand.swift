import ChartCore
import Foundation

/// `chartbench decimate`: decimates a `.npy` column and writes the indices as int64 `.npy`.
enum DecimateCommand {
    static let usage = """
        usage: chartbench decimate --method minmax|m4|lttb|minmaxlttb --n-out N [--x X.npy]
                                   [--threads T] [--ratio R] Y.npy -o OUT.npy
          Y.npy      float32 or float64, 1-D; X.npy (optional) float64 or int64, strictly ascending
          --n-out    output size: even for minmax, a multiple of 4 for m4, >= 3 for lttb
          --ratio    MinMaxLTTB preselection ratio (default 4, >= 2)
          Writes the selected indices (ascending) as int64 and prints the time taken.
        """

    static func run(_ args: [String]) throws {
        var a = try Arguments(args, valued: ["--method", "--n-out", "--x", "--threads", "--ratio", "-o"])
        if a.wantsHelp { print(usage); return }
        guard let method = a.string("--method") else { throw CLIError("--method is required\n" + usage) }
        guard let nOut = try a.int("--n-out") else { throw CLIError("--n-out is required\n" + usage) }
        let threads = try a.int("--threads") ?? 1, ratio = try a.int("--ratio") ?? 4
        let xPath = a.string("--x")
        guard let outPath = a.string("-o") else { throw CLIError("-o OUT.npy is required") }
        try a.finish()
        guard a.positionals.count == 1 else { throw CLIError("exactly one Y.npy is required\n" + usage) }
        guard ["minmax", "m4", "lttb", "minmaxlttb"].contains(method) else {
            throw CLIError("unknown --method '\(method)' (minmax, m4, lttb, minmaxlttb)")
        }
        guard (1...256).contains(threads) else { throw CLIError("--threads must be in 1...256") }
        let y = try NPY.load(path: a.positionals[0])
        let x = try xPath.map { try NPY.load(path: $0) }
        let t0 = DispatchTime.now().uptimeNanoseconds
        let idx: [Int]
        switch y {
        case .float(let c): idx = try c.withUnsafeBufferPointer { try run(method, $0, x, nOut, threads, ratio) }
        case .double(let c): idx = try c.withUnsafeBufferPointer { try run(method, $0, x, nOut, threads, ratio) }
        case .int64: throw CLIError("Y must be float32 or float64, not int64")
        }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
        try NPY.write(idx.map(Int64.init), to: outPath)
        print(String(format: "%@: %d points -> %d indices in %.3f ms (%d thread%@)", method, y.count, idx.count, ms,
                     threads, threads == 1 ? "" : "s"))
    }

    static func run<Y: LTTBValue>(_ method: String, _ y: UnsafeBufferPointer<Y>, _ x: TypedColumn?, _ nOut: Int,
                                  _ threads: Int, _ ratio: Int) throws -> [Int] {
        switch x {
        case nil:
            switch method {
            case "minmax": return try Decimate.minMax(y, nOut: nOut, threads: threads)
            case "m4": return try Decimate.m4(y, nOut: nOut, threads: threads)
            case "lttb": return try Decimate.lttb(y, nOut: nOut, threads: threads)
            default: return try Decimate.minMaxLTTB(y, nOut: nOut, ratio: ratio, threads: threads)
            }
        case .double(let c): return try c.withUnsafeBufferPointer { try run(method, y, $0, nOut, threads, ratio) }
        case .int64(let c): return try c.withUnsafeBufferPointer { try run(method, y, $0, nOut, threads, ratio) }
        case .float: throw CLIError("X must be float64 or int64, not float32")
        }
    }

    static func run<Y: LTTBValue, X: DecimationX>(_ method: String, _ y: UnsafeBufferPointer<Y>, _ x: UnsafeBufferPointer<X>,
                                                  _ nOut: Int, _ threads: Int, _ ratio: Int) throws -> [Int] {
        switch method {
        case "minmax": return try Decimate.minMax(y, x: x, nOut: nOut, threads: threads)
        case "m4": return try Decimate.m4(y, x: x, nOut: nOut, threads: threads)
        case "lttb": return try Decimate.lttb(y, x: x, nOut: nOut, threads: threads)
        default: return try Decimate.minMaxLTTB(y, x: x, nOut: nOut, ratio: ratio, threads: threads)
        }
    }
}
