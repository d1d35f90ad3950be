import ChartCore
import Foundation

/// `chartbench fidelity`: how far each decimation's picture is from the raw series'
/// picture, drawn with the reference 1-px aliased line rasterizer and the shared column
/// mapping. Measured, not asserted (M4's 0 is asserted by the tests).
enum FidelityCommand {
    static let usage = """
        usage: chartbench fidelity [--n N] [--width W] [--height H]
          Draws a seeded random walk (default n = 1,000,000) at W x H (default 1000 x 300) raw
          and through each method (n_out = 2 points per column for MinMax, 4 for M4, 2 per
          column for LTTB and MinMaxLTTB) and prints the pixels that differ, as a share of
          the raw picture's ink.
        """

    static func run(_ args: [String]) throws {
        var a = try Arguments(args, valued: ["--n", "--width", "--height"])
        if a.wantsHelp { print(usage); return }
        let n = try a.int("--n") ?? 1_000_000, w = try a.int("--width") ?? 1000, h = try a.int("--height") ?? 300
        try a.finish()
        guard n >= 16, (8...8192).contains(w), (8...8192).contains(h) else { throw CLIError("n >= 16, width and height in 8...8192") }
        print("method          points  pixels differing / raw ink   (random walk n=\(n), \(w)x\(h))")
        for seed: UInt64 in [1, 2, 3] {
            let y = RandomWalk.double(count: n, seed: seed)
            let tree = RangeTree(y)
            let all = tree.extrema(in: 0..<n)!
            let cols = try PixelColumns(x0: 0, x1: Double(n), width: w)
            let rows = try PixelColumns.rows(bottom: all.min, top: all.max + 1e-9, height: h)
            let r = AliasedLineRasterizer(columns: cols, rows: rows)
            let draw = { (idx: [Int]) in r.draw(idx, x: { Double($0) }, y: { y[$0] }) }
            let raw = draw(Array(0..<n))
            let ink = raw.reduce(0) { $0 + Int($1) }
            let methods: [(String, [Int])] = try y.withUnsafeBufferPointer { b in [
                ("M4 (pixel)", Decimate.m4(tree: tree, columns: cols)),
                ("MinMax", try Decimate.minMax(b, nOut: 2 * w)),
                ("M4 (index bins)", try Decimate.m4(b, nOut: 4 * w)),
                ("LTTB", try Decimate.lttb(b, nOut: 2 * w)),
                ("MinMaxLTTB", try Decimate.minMaxLTTB(b, nOut: 2 * w)),
            ] }
            for (name, idx) in methods {
                let pic = draw(idx)
                let differ = zip(raw, pic).reduce(0) { $0 + ($1.0 != $1.1 ? 1 : 0) }
                let label = name.padding(toLength: 16, withPad: " ", startingAt: 0)
                print(label + String(format: "%6d  %7d / %7d = %6.2f%%   seed %d", idx.count, differ, ink,
                                     100 * Double(differ) / Double(ink), Int(seed)))
            }
        }
    }
}
