/// The naive twins of `Decimate.lttb` and `Decimate.minMaxLTTB`: the plain loops of
/// Steinarsson's algorithm with the arithmetic of DECIMATION.md, written directly from
/// the contract. Test oracles and benchmark baselines; production code never calls them.
/// Inputs are assumed valid (`nOut >= 3`, x ascending).
public enum NaiveLTTB {
    /// LTTB over equal-count buckets; `x` nil means x = the index.
    public static func lttb<Y: BinaryFloatingPoint>(_ y: [Y], nOut: Int, x: [Double]? = nil) -> [Int] {
        let n = y.count
        if nOut >= n { return Array(0..<n) }
        let every = Double(n - 2) / Double(nOut - 2)
        var out = [0], a = 0
        for i in 0..<(nOut - 2) {
            let s = Int(every * Double(i)) + 1, e = Int(every * Double(i + 1)) + 1
            let ne = min(Int(every * Double(i + 2)) + 1, n)
            // The next bucket's average: NaN points skipped, summed in order.
            var sum = 0.0, count = 0
            for j in e..<ne where !y[j].isNaN { sum += Double(y[j]); count += 1 }
            let cy = sum / Double(count)
            let cx = x.map { ($0[e] + $0[ne - 1]) / 2 } ?? Double(e + ne - 1) / 2
            let ax = x?[a] ?? Double(a), ay = Double(y[a])
            let d1 = ax - cx, d2 = cy - ay
            // The largest numeric area wins, first index on ties. A point with a NaN area
            // (a NaN or infinite input) is never chosen; with no numeric area at all, the
            // bucket's first non-NaN point; an all-NaN bucket emits nothing and keeps `a`.
            var best = -1, bestArea = -1.0
            for j in s..<e where !y[j].isNaN {
                let by = Double(y[j])
                let area: Double
                if let x {
                    area = abs((d1 * by + d2 * x[j]) - (d1 * ay + d2 * ax))
                } else {
                    area = abs((d1 * by - (ax - Double(j)) * d2) - d1 * ay)
                }
                if area > bestArea { bestArea = area; best = j }
            }
            if best < 0 { best = (s..<e).first { !y[$0].isNaN } ?? -1 }
            if best < 0 { continue }
            out.append(best)
            a = best
        }
        out.append(n - 1)
        return out
    }

    /// MinMaxLTTB: MinMax preselection of `nOut · ratio` points on the interior, plus the
    /// first and last point, then LTTB over the preselection with the original indices
    /// (or x values) as x.
    public static func minMaxLTTB<Y: BinaryFloatingPoint>(_ y: [Y], nOut: Int, ratio: Int = 4, x: [Double]? = nil) -> [Int] {
        let n = y.count
        if nOut >= n { return Array(0..<n) }
        guard n / nOut > ratio else { return lttb(y, nOut: nOut, x: x) }
        let interior = Array(y[1..<(n - 1)])
        let pre = [0] + NaiveMinMaxM4.minMax(interior, nOut: nOut * ratio, x: x.map { Array($0[1..<(n - 1)]) }).map { $0 + 1 } + [n - 1]
        let px = pre.map { x?[$0] ?? Double($0) }
        return NaiveLTTB.lttb(pre.map { y[$0] }, nOut: nOut, x: px).map { pre[$0] }
    }
}
