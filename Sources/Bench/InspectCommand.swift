import ChartCore
import Foundation

/// `chartbench inspect FILE`: loads any supported file and prints what it holds, with each
/// series' min and max from the range engine.
enum InspectCommand {
    static let usage = """
        usage: chartbench inspect FILE
          FILE: Telegram contest JSON (.json), NumPy (.npy) or CSV with a header (.csv).
          Prints each chart's series, point counts, x range and per-series min/max.
        """

    static func run(_ args: [String]) throws {
        let a = try Arguments(args, valued: [])
        if a.wantsHelp { print(usage); return }
        try a.finish()
        guard a.positionals.count == 1, let path = a.positionals.first else { throw CLIError(usage) }
        switch (path as NSString).pathExtension.lowercased() {
        case "npy":
            let col = try NPY.load(path: path)
            print("\(path): .npy \(col.dtype), \(col.count) values")
            print("  " + describe(col))
        case "csv":
            let set = try CSVLoader.load(path: path)
            print("\(path): CSV")
            describe(set, label: "data")
        default:
            let sets = try TelegramLoader.load(path: path)
            print("\(path): Telegram chart JSON, \(sets.count) chart\(sets.count == 1 ? "" : "s")")
            for (k, s) in sets.enumerated() { describe(s, label: "chart \(k)") }
        }
    }

    static func describe(_ set: SeriesSet, label: String) {
        let flags = [set.yScaled ? "y_scaled" : nil, set.stacked ? "stacked" : nil, set.percentage ? "percentage" : nil]
            .compactMap { $0 }
        print("  \(label): \(set.count) points, x \(xRange(set.x))\(flags.isEmpty ? "" : ", " + flags.joined(separator: ", "))")
        for s in set.series {
            let color = s.color.map { String(format: " #%02X%02X%02X", $0.r, $0.g, $0.b) } ?? ""
            print("    \(s.id) \"\(s.name)\" \(s.kind.rawValue)\(color): \(describe(s.y))")
        }
    }

    static func describe(_ y: YValues) -> String {
        switch y {
        case .float(let c): return extrema(RangeTree(c))
        case .double(let c): return extrema(RangeTree(c))
        }
    }

    static func describe(_ c: TypedColumn) -> String {
        switch c {
        case .float(let v): return extrema(RangeTree(v))
        case .double(let v): return extrema(RangeTree(v))
        case .int64(let v):
            let a = v.array
            return a.isEmpty ? "empty" : "min \(a.min()!), max \(a.max()!), \(XValues.firstNotAscending(.int64(v)) == nil ? "strictly ascending" : "not ascending")"
        }
    }

    static func extrema<V: RangeTreeValue>(_ tree: RangeTree<V>) -> String {
        guard let e = tree.extrema(in: 0..<tree.count) else { return "no values (empty or all NaN)" }
        return "min \(e.min) at \(e.minIndex), max \(e.max) at \(e.maxIndex)"
    }

    static func xRange(_ x: XValues) -> String {
        guard x.count > 0 else { return "(empty)" }
        let a = x.value(at: 0), b = x.value(at: x.count - 1)
        if case .int64 = x, a > 1e11, b < 1e14 {     // UNIX milliseconds
            let f = DateFormatter()
            f.timeZone = TimeZone(identifier: "UTC"); f.dateFormat = "yyyy-MM-dd HH:mm"
            return "\(f.string(from: Date(timeIntervalSince1970: a / 1000))) .. \(f.string(from: Date(timeIntervalSince1970: b / 1000))) UTC"
        }
        return "\(a) .. \(b)"
    }
}
