@testable import ChartCore
import Testing

/// The bin sweep (`extrema(inBins:)`, `valueRanges(inBins:)`) against a brute-force scan of
/// each bin and against the single query `extrema(in:)`: value and first index, NaN never
/// wins, ±inf are values, empty and all-NaN bins nil — at sizes around the block (256) and
/// tree-level boundaries, for many edge patterns, at 1 and 3 threads.
@Suite struct RangeTreeBinsTests {
    static let b = RangeTree<Float>.blockSize

    /// Edge patterns over `0...n`: even spacing at many widths (columns of less than a
    /// point up to one column for everything), cuts at and next to block boundaries,
    /// random sorted edges with repeats (empty columns), edges outside the data, unsorted.
    static func edgePatterns(_ n: Int, seed: UInt64) -> [[Int]] {
        var rng = SeededGenerator(seed: seed)
        var out: [[Int]] = []
        for w in [1, 2, 3, 7, 50, 333, 1920] {
            out.append((0...w).map { $0 * n / w })
            out.append((0...w).map { n / 3 + $0 * (n / 2) / w })        // a window in the middle
        }
        let b = Self.b
        out.append(stride(from: 0, through: n, by: b).map { $0 } + [n])  // whole blocks
        out.append(stride(from: 0, through: n, by: b).flatMap { [max(0, $0 - 1), $0, min(n, $0 + 1)] })
        out.append(stride(from: 0, through: n, by: 37).map { $0 } + [n])
        out.append((0..<60).map { _ in Int(rng.next() % UInt64(n + 1)) }.sorted())
        out.append([-500, -1, 0] + (0..<20).map { _ in Int(rng.next() % UInt64(n + 1)) }.sorted() + [n, n + 1, n + 900])
        out.append((0..<40).map { _ in Int(rng.next() % UInt64(n + 3)) - 1 })       // unsorted
        out.append([0, n] + [n / 2, n / 2, n / 2 + 1, n])                          // one huge, empty, one-point
        return out
    }

    static func check<V: RangeTreeValue>(_ y: [V], _ edges: [Int], _ tree: RangeTree<V>, _ label: String) {
        let bins = tree.extrema(inBins: edges)
        let ranges = tree.valueRanges(inBins: edges)
        #expect(bins.count == max(0, edges.count - 1) && ranges.count == bins.count, "\(label)")
        for k in 0..<max(0, edges.count - 1) {
            let r = edges[k]..<max(edges[k], edges[k + 1])
            let want = LinearScanMinMax.extrema(y, in: r)
            if bins[k] != want || tree.extrema(in: r) != want {
                Issue.record("\(label) bin \(k) \(r): \(String(describing: bins[k])) want \(String(describing: want))")
                return
            }
            let v = want.map { ClosedRange(uncheckedBounds: (lower: $0.min, upper: $0.max)) }
            if ranges[k] != v {
                Issue.record("\(label) bin \(k) \(r): values \(String(describing: ranges[k])) want \(String(describing: v))")
                return
            }
        }
        for t in [3] {
            #expect(tree.extrema(inBins: edges, threads: t) == bins, "\(label) threads \(t)")
            #expect(tree.valueRanges(inBins: edges, threads: t) == ranges, "\(label) threads \(t)")
        }
    }

    @Test(arguments: [0, 1, 5, b - 1, b, b + 1, 2 * b - 1, 2 * b + 1, 4 * b, 4 * b + 1, 9 * b - 3, 64 * b + 77, 40_009])
    func sweepMatchesScanAndQuery(_ n: Int) {
        for (s, shape) in Shape.allCases.enumerated() {
            let seed = UInt64(n &* 131 &+ s)
            let y = shape.floats(n, seed: seed)
            let tree = RangeTree(y)
            for (p, edges) in Self.edgePatterns(n, seed: seed).enumerated() {
                Self.check(y, edges, tree, "\(shape) n \(n) pattern \(p)")
            }
            let yd = y.map(Double.init)
            let treeD = RangeTree(yd)
            for (p, edges) in Self.edgePatterns(n, seed: seed &+ 1).enumerated() where p % 3 == 0 {
                Self.check(yd, edges, treeD, "Double \(shape) n \(n) pattern \(p)")
            }
        }
    }

    /// The carry (a cut block's suffix handed to the next bin) and the leaf shortcut on
    /// both sides of a cut, with the extremes placed on either side of each edge and ties
    /// across the edge.
    @Test func cutsWithExtremesOnEitherSide() {
        let b = Self.b, n = 12 * b
        for cut in [1, 2, b / 2, b - 2, b - 1] {
            for (a, c) in [(0, b - 1), (cut - 1, cut), (cut, cut - 1), (b - 1, 0), (cut, cut), (cut - 1, cut - 1)] {
                var y = [Float](repeating: 0, count: n)
                for blk in 0..<12 { y[blk * b + a] = -5; y[blk * b + c] = 5; y[blk * b + (a + 7) % b] = -5 }
                y[3 * b + cut] = .nan
                let tree = RangeTree(y)
                let edges = [0] + (0..<12).map { $0 * b + cut } + [n]
                Self.check(y, edges, tree, "cut \(cut) min at \(a) max at \(c)")
                Self.check(y, edges.map { $0 + b }, tree, "cut \(cut) shifted")
            }
        }
    }

    /// Every whole-block span over 70 blocks, with one spike and one dip in a single leaf:
    /// the value-only walk's ragged leaf ends and tree groups must each see them.
    @Test func everyBlockSpanFindsASpikeAndADip() {
        let b = Self.b, blocks = 70
        var y = [Float](repeating: 0, count: blocks * b)
        for (spike, dip) in [(0, 69), (7, 8), (8, 7), (15, 16), (16, 31), (33, 40), (63, 64), (69, 0)] {
            y[spike * b + 100] = 9; y[dip * b + 17] = -9
            let tree = RangeTree(y)
            for first in 0..<blocks {
                let spans = (first + 1...blocks).map { $0 }
                // Bins of whole blocks [first, end), each after a one-block gap bin.
                let edges = spans.flatMap { [first * b, $0 * b] }
                let got = tree.valueRanges(inBins: edges)
                for (j, end) in spans.enumerated() {
                    let want = Float(first <= dip && dip < end ? -9 : 0)...Float(first <= spike && spike < end ? 9 : 0)
                    if got[2 * j] != want {
                        Issue.record("spike \(spike) dip \(dip) blocks \(first)..<\(end): \(String(describing: got[2 * j]))")
                    }
                }
            }
            y[spike * b + 100] = 0; y[dip * b + 17] = 0
        }
    }

    @Test func extremeEdgesAreClipped() {
        let y = Shape.walk.floats(3000, seed: 4)
        let tree = RangeTree(y)
        for edges in [[Int.min, 5, Int.max], [Int.min, Int.max], [Int.max, Int.min, 0, 2999, Int.max], [-7, Int.min, 100], [Int.max, Int.min], [Int.max, Int.min, Int.max]] {
            Self.check(y, edges, tree, "extreme \(edges)")
        }
    }

    @Test func infinitiesAndNaNAcrossCuts() {
        let b = Self.b
        var y = [Float](repeating: .nan, count: 6 * b)
        y[b + 10] = .infinity; y[b + 200] = .infinity; y[3 * b + 5] = -.infinity; y[5 * b + 255] = 1
        let tree = RangeTree(y)
        for edges in [[0, b + 100, 6 * b], [0, b + 11, b + 200, b + 201, 3 * b + 5, 3 * b + 6, 6 * b],
                      [b + 50, 2 * b + 10, 5 * b + 255, 6 * b], [2 * b, 3 * b, 4 * b + 1]] {
            Self.check(y, edges, tree, "inf/NaN \(edges)")
        }
        #expect(tree.valueRanges(inBins: [0, b + 100]) == [Float.infinity...Float.infinity])
        #expect(tree.valueRanges(inBins: [0, b]) == [nil])
    }

    /// The value-only kernel equals the min and max of the argmin/argmax scalar twin.
    @Test func minMaxKernelsEqualScalar() {
        for shape in Shape.allCases {
            for n in 0...70 {
                let y = shape.floats(n, seed: UInt64(n) &* 13)
                let yd = y.map(Double.init)
                y.withUnsafeBufferPointer { f in
                    yd.withUnsafeBufferPointer { d in
                        let pf = f.baseAddress ?? UnsafePointer(bitPattern: 8)!, pd = d.baseAddress ?? UnsafePointer(bitPattern: 8)!
                        let s = _argMinMaxScalar(pf, n), v = _minMaxFloat(pf, n), vd = _minMaxDouble(pd, n)
                        if s.minIndex < 0 {
                            #expect(v.min > v.max && vd.min > vd.max, "\(shape) n \(n)")
                        } else {
                            #expect(v.min == s.min && v.max == s.max, "\(shape) n \(n)")
                            #expect(vd.min == Double(s.min) && vd.max == Double(s.max), "\(shape) n \(n)")
                        }
                    }
                }
            }
        }
    }
}
