/// Telegram contest JSON (`TelegramLoader.parse`): any bytes load or throw `SeriesError`;
/// a loaded set then goes through what a chart does with it (visible index range, range
/// tree, pixel-column M4), which must accept whatever the loader accepted.
func fuzzTelegram(_ data: UnsafeRawBufferPointer) {
    guard let sets = try? TelegramLoader.parse(data, file: "fuzz.json") else { return }
    for set in sets {
        fuzzCheck(XValues.firstNotAscending(set.x) == nil, "loader accepted a non-ascending x")
        fuzzSeriesUse(set)
    }
}

/// A chart's use of a loaded set: visible range, range tree per series, pixel-column M4
/// over the whole x range with 1 and 2 threads (which must agree).
func fuzzSeriesUse(_ set: SeriesSet) {
    let n = set.count
    guard n > 0 else { return }
    let x0 = set.x.value(at: 0), x1 = set.x.value(at: n - 1)
    let r = set.x.indexRange(from: x0, through: x1)
    fuzzCheck(r == 0..<n, "indexRange over the whole x range is \(r), not 0..<\(n)")
    let xs = (0..<n).map { set.x.value(at: $0) }
    for s in set.series {
        let y = (0..<n).map { s.y.value(at: $0) }
        let tree = RangeTree(y)
        if let cols = try? PixelColumns(x0: x0, x1: x1 + max(1, abs(x1) * 1e-9), width: 64) {
            let a = xs.withUnsafeBufferPointer { try? Decimate.m4(tree: tree, x: $0, columns: cols, threads: 1) }
            let b = xs.withUnsafeBufferPointer { try? Decimate.m4(tree: tree, x: $0, columns: cols, threads: 2) }
            fuzzCheck(a == b, "pixel M4 differs between 1 and 2 threads")
            fuzzCheck(a.map { $0.allSatisfy { !y[$0].isNaN } } ?? true, "pixel M4 returned a NaN point")
        }
        _ = y.withUnsafeBufferPointer { yb in xs.withUnsafeBufferPointer { try? Decimate.lttb(yb, x: $0, nOut: 16) } }
    }
}
