@testable import ChartCore
import Testing

/// The sub-block summaries (32 points each, 8 per block) that answer a value-only cut:
/// every cut position in and around a block, bins inside one block from every start,
/// extremes and NaN runs in each sub-block, a partial last block, and appends — each
/// against a brute-force scan, and the summaries themselves against their values.
@Suite struct RangeTreeSubBlockTests {
    static let b = RangeTree<Float>.blockSize, sub = RangeTree<Float>._subBlock

    /// The value-only bins of `edges` against a scan of each bin.
    static func expectRanges<V: RangeTreeValue>(_ y: [V], _ tree: RangeTree<V>, _ edges: [Int], _ label: String) -> Bool {
        let got = tree.valueRanges(inBins: edges)
        for k in 0..<(edges.count - 1) {
            let want = LinearScanMinMax.extrema(y, in: edges[k]..<max(edges[k], edges[k + 1]))
                .map { ClosedRange(uncheckedBounds: (lower: $0.min, upper: $0.max)) }
            if got[k] != want {
                Issue.record("\(label) bin \(k) \(edges[k])..<\(edges[k + 1]): \(String(describing: got[k])) want \(String(describing: want))")
                return false
            }
        }
        return true
    }

    /// Each block's summary equals the min and max of each of its sub-blocks' values
    /// (+inf / -inf where a sub-block holds none).
    static func expectSummaries<V: RangeTreeValue>(_ y: [V], _ tree: RangeTree<V>, _ label: String) {
        let parts = RangeTree<V>._subsPerBlock
        for k in 0..<tree._leafCount {
            for j in 0..<parts {
                let lo = k * b + j * sub, hi = min(y.count, lo + sub)
                let want = lo < hi ? LinearScanMinMax.extrema(y, in: lo..<hi) : nil
                let mn = tree._subs[k * 2 * parts + j], mx = tree._subs[k * 2 * parts + parts + j]
                if mn != (want?.min ?? .infinity) || mx != (want?.max ?? -.infinity) {
                    Issue.record("\(label) block \(k) sub \(j): \(mn)...\(mx) want \(String(describing: want))")
                    return
                }
            }
        }
    }

    /// Two bins split at every position of three blocks and a partial fourth: the prefix
    /// (whole sub-blocks + the head of the cut one) and the suffix (its tail + the rest).
    @Test func everyCutPosition() {
        let n = 3 * Self.b + 77
        for shape in Shape.allCases {
            let y = shape.floats(n, seed: 5)
            let tree = RangeTree(y)
            Self.expectSummaries(y, tree, "\(shape)")
            for c in 0...n where !Self.expectRanges(y, tree, [0, c, n], "\(shape) cut \(c)") { break }
            for c in stride(from: 0, through: n, by: 7) where !Self.expectRanges(y, tree, [c / 3, c, (c + n) / 2 + 1], "\(shape) two cuts \(c)") { break }
        }
    }

    /// Bins inside one block or across one block boundary, from many starts and widths:
    /// no whole sub-block, one, several, and runs straddling a sub-block boundary.
    @Test func binsWithinAndAcrossOneBlock() {
        let n = 2 * Self.b + 40
        let y = Shape.infinities.floats(n, seed: 8), yd = Shape.walk.floats(n, seed: 9).map(Double.init)
        let tree = RangeTree(y), treeD = RangeTree(yd)
        outer: for s in stride(from: 0, to: n, by: 3) {
            for w in [1, 2, 7, 8, 9, 16, 31, 32, 33, 63, 64, 65, 100, 200, 255, 256, 300] {
                if !Self.expectRanges(y, tree, [s, min(n, s + w)], "Float \(s)+\(w)") { break outer }
                if !Self.expectRanges(yd, treeD, [s, min(n, s + w)], "Double \(s)+\(w)") { break outer }
            }
        }
    }

    /// A spike and a dip in chosen sub-blocks (ties between sub-blocks too), the rest of
    /// the block constant or NaN, and cuts in every sub-block.
    @Test func extremesAndNaNRunsInEachSubBlock() {
        let b = Self.b, sub = Self.sub, n = 4 * b
        for fill in [Float(0), .nan] {
            for (spike, dip) in [(0, 7), (7, 0), (3, 3), (2, 5), (5, 2)] {
                var y = [Float](repeating: fill, count: n)
                for blk in 0..<4 {
                    y[blk * b + spike * sub + 5] = 9; y[blk * b + dip * sub + 20] = -9
                    y[blk * b + ((spike + 1) % 8) * sub] = 9                          // a tie later or earlier
                }
                for i in (2 * b + 3 * sub)..<(2 * b + 5 * sub) { y[i] = .nan }       // two NaN sub-blocks
                let tree = RangeTree(y)
                Self.expectSummaries(y, tree, "fill \(fill) spike \(spike) dip \(dip)")
                for c in stride(from: 1, to: b, by: 5) {
                    let edges = [0] + (0..<4).map { $0 * b + c } + [n]
                    if !Self.expectRanges(y, tree, edges, "fill \(fill) spike \(spike) dip \(dip) cut \(c)") { break }
                }
            }
        }
    }

    /// Appends in chunks that end inside, on and across sub-block and block boundaries
    /// keep the summaries and the value-only answers equal to a fresh build's.
    @Test(arguments: [1, 31, 33, 257])
    func appendsKeepTheSummaries(_ chunk: Int) {
        let all = Shape.nanRuns.floats(6000, seed: UInt64(chunk))
        let tree = RangeTree(Array(all[0..<45]))
        var i = 45
        var rng = SeededGenerator(seed: 3)
        while i < all.count {
            let e = min(all.count, i + chunk)
            tree.append(contentsOf: all[i..<e])
            i = e
            if rng.next() % 16 == 0 {
                let y = Array(all[0..<i])
                let edges = (0...9).map { $0 * i / 9 }
                if !Self.expectRanges(y, tree, edges, "chunk \(chunk) at \(i)") { return }
            }
        }
        Self.expectSummaries(all, tree, "chunk \(chunk)")
        let edges = (0...333).map { $0 * all.count / 333 }
        _ = Self.expectRanges(all, tree, edges, "chunk \(chunk) final")
        #expect(tree.valueRanges(inBins: edges) == RangeTree(all).valueRanges(inBins: edges))
    }

    /// The full-block kernels equal their scalar twin on every shape (runs of only NaN too).
    @Test func fullBlockKernelsEqualScalar() {
        for shape in Shape.allCases {
            for seed in 0..<12 as Range<UInt64> {
                var y = shape.floats(256, seed: seed)
                if seed == 11 { for i in 0..<256 where i % 64 != 63 { y[i] = .nan } }   // mostly NaN
                let yd = y.map(Double.init)
                var f = [Float](repeating: 0, count: 16), fs = f, d = [Double](repeating: 0, count: 16), ds = d
                y.withUnsafeBufferPointer { p in
                    _subBlockMinMaxFloat(p.baseAddress!, &f)
                    _subBlockMinMaxScalar(p.baseAddress!, 256, size: 32, parts: 8, &fs)
                }
                yd.withUnsafeBufferPointer { p in
                    _subBlockMinMaxDouble(p.baseAddress!, &d)
                    _subBlockMinMaxScalar(p.baseAddress!, 256, size: 32, parts: 8, &ds)
                }
                #expect(f == fs && d == ds, "\(shape) seed \(seed)")
            }
        }
    }
}
