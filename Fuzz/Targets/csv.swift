/// CSV (`CSVLoader.parse`): any bytes load or throw `SeriesError`; a loaded set goes
/// through the same chart use as the Telegram target, plus equal-width MinMax/M4 bins over
/// its x (1 thread == 2 threads).
func fuzzCSV(_ data: UnsafeRawBufferPointer) {
    guard let set = try? CSVLoader.parse(data) else { return }
    fuzzCheck(XValues.firstNotAscending(set.x) == nil, "loader accepted a non-ascending x")
    fuzzSeriesUse(set)
    let xs = (0..<set.count).map { set.x.value(at: $0) }
    for s in set.series {
        let y = (0..<set.count).map { s.y.value(at: $0) }
        y.withUnsafeBufferPointer { yb in
            xs.withUnsafeBufferPointer { xb in
                let a = try? Decimate.m4(yb, x: xb, nOut: 8, threads: 1)
                let b = try? Decimate.m4(yb, x: xb, nOut: 8, threads: 2)
                fuzzCheck(a == b, "M4 with x differs between 1 and 2 threads")
                _ = try? Decimate.minMaxLTTB(yb, x: xb, nOut: 5, ratio: 2)
            }
        }
    }
}
