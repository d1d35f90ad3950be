import ChartCore
import Testing

/// Series shapes that stress the tie, NaN and infinity rules.
enum Shape: CaseIterable {
    case walk, ties, nanRuns, infinities, constant

    func floats(_ n: Int, seed: UInt64) -> [Float] {
        var rng = SeededGenerator(seed: seed)
        switch self {
        case .walk: return RandomWalk.float(count: n, seed: seed)
        case .ties: return (0..<n).map { _ in Float(rng.next() % 4) }
        case .constant: return [Float](repeating: 3, count: n)
        case .nanRuns:
            var y = RandomWalk.float(count: n, seed: seed)
            var i = 0
            while i < n {
                let run = Int(rng.next() % 300)
                if rng.next() % 2 == 0 { for j in i..<min(n, i + run) { y[j] = .nan } }
                i += run + 1
            }
            return y
        case .infinities:
            return (0..<n).map { _ in
                switch rng.next() % 8 {
                case 0: return .infinity
                case 1: return -.infinity
                case 2: return .nan
                default: return Float(rng.next() % 5)
                }
            }
        }
    }
}

@Suite struct RangeTreeTests {
    static let b = RangeTree<Float>.blockSize

    @Test func everyRangeOfSmallSeriesMatchesScan() {
        for shape in Shape.allCases {
            for n in 0...40 {
                let y = shape.floats(n, seed: UInt64(n))
                let tree = RangeTree(y)
                for i in 0...n {
                    for j in i...n {
                        #expect(tree.extrema(in: i..<j) == LinearScanMinMax.extrema(y, in: i..<j),
                                "\(shape) n \(n) range \(i)..<\(j)")
                    }
                }
            }
        }
    }

    @Test(arguments: [0, 1, b - 1, b, b + 1, 2 * b - 1, 2 * b, 2 * b + 1, 3 * b + 7, 17 * b + 3, 100_003])
    func randomRangesMatchScanAroundBlockSizes(_ n: Int) {
        for (s, shape) in Shape.allCases.enumerated() {
            let seed = UInt64(n * 31 + s)
            let y = shape.floats(n, seed: seed)
            let yd = y.map(Double.init)
            let tree = RangeTree(y, threads: 2), treeD = RangeTree(yd)
            var rng = SeededGenerator(seed: seed)
            let queries = n > 10_000 ? testCount(quick: 30, long: 2000) : testCount(quick: 300, long: 5000)
            for q in 0..<queries {
                let a = Int(rng.next() % UInt64(n + 1)), c = Int(rng.next() % UInt64(n + 1))
                let r = min(a, c)..<max(a, c)
                #expect(tree.extrema(in: r) == LinearScanMinMax.extrema(y, in: r), "\(shape) seed \(seed) n \(n) q \(q) \(r)")
                #expect(treeD.extrema(in: r) == LinearScanMinMax.extrema(yd, in: r), "Double \(shape) seed \(seed) n \(n) \(r)")
            }
            // Block-aligned edges exercise the leaf shortcut and the pure-tree path.
            for k in stride(from: 0, through: n, by: Self.b) {
                for e in [k, min(n, k + Self.b), n] where e >= k {
                    #expect(tree.extrema(in: k..<e) == LinearScanMinMax.extrema(y, in: k..<e), "\(shape) n \(n) \(k)..<\(e)")
                }
            }
        }
    }

    @Test func tiesPickFirstIndexAcrossBlocks() {
        var y = [Float](repeating: 1, count: 5 * Self.b)
        y[3 * Self.b + 5] = 9; y[Self.b + 2] = 9; y[4 * Self.b] = -2; y[2 * Self.b + 1] = -2
        let e = RangeTree(y).extrema(in: 0..<y.count)
        #expect(e == RangeExtrema(min: -2, minIndex: 2 * Self.b + 1, max: 9, maxIndex: Self.b + 2))
    }

    @Test func allNaNRangeIsEmptyAndNaNNeverWins() {
        var y = [Float](repeating: .nan, count: 3 * Self.b)
        let tree = RangeTree(y)
        #expect(tree.extrema(in: 0..<y.count) == nil)
        y[700] = 5
        #expect(RangeTree(y).extrema(in: 0..<y.count) == RangeExtrema(min: 5, minIndex: 700, max: 5, maxIndex: 700))
    }

    @Test func infinitiesAreValues() {
        let y: [Float] = Array(repeating: .nan, count: 300) + [.infinity, .infinity] + Array(repeating: .nan, count: 300)
        #expect(RangeTree(y).extrema(in: 0..<y.count) == RangeExtrema(min: .infinity, minIndex: 300, max: .infinity, maxIndex: 300))
        let z = [Float](repeating: -.infinity, count: 600)
        #expect(RangeTree(z).extrema(in: 10..<600) == RangeExtrema(min: -.infinity, minIndex: 10, max: -.infinity, maxIndex: 10))
    }

    @Test func rangesOutsideTheDataAreClipped() {
        let y = RandomWalk.float(count: 1000, seed: 5)
        let tree = RangeTree(y)
        #expect(tree.extrema(in: -50..<10) == LinearScanMinMax.extrema(y, in: 0..<10))
        #expect(tree.extrema(in: 990..<5000) == LinearScanMinMax.extrema(y, in: 990..<1000))
        #expect(tree.extrema(in: 2000..<3000) == nil)
    }

    @Test func binsMatchSingleQueries() {
        let y = Shape.nanRuns.floats(50_000, seed: 9)
        let tree = RangeTree(y)
        let edges = stride(from: 0, through: 50_000, by: 37).map { $0 } + [50_000]
        let bins = tree.extrema(inBins: edges)
        #expect(bins.count == edges.count - 1)
        for t in [2, 3, 8] { #expect(tree.extrema(inBins: edges, threads: t) == bins, "threads \(t)") }
        #expect(tree.extrema(inBins: [5]).isEmpty && tree.extrema(inBins: [9, 3]) == [nil])
        for k in bins.indices {
            #expect(bins[k] == LinearScanMinMax.extrema(y, in: edges[k]..<edges[k + 1]), "bin \(k)")
        }
    }

    @Test(arguments: [1, 7, 255, 256, 1000])
    func appendsMatchAFreshBuild(_ chunk: Int) {
        for shape in Shape.allCases {
            let all = shape.floats(20_000, seed: UInt64(chunk))
            let tree = RangeTree(Array(all[0..<100]))
            var i = 100
            while i < all.count {
                let e = min(all.count, i + chunk)
                if chunk == 1 { tree.append(all[i]) } else { tree.append(contentsOf: all[i..<e]) }
                i = e
            }
            #expect(tree.count == all.count)
            var rng = SeededGenerator(seed: 77)
            for _ in 0..<200 {
                let a = Int(rng.next() % 20_001), c = Int(rng.next() % 20_001)
                let r = min(a, c)..<max(a, c)
                #expect(tree.extrema(in: r) == LinearScanMinMax.extrema(all, in: r), "\(shape) chunk \(chunk) \(r)")
            }
        }
    }

    @Test func borrowedMemoryMatchesOwnedAndSurvivesAppend() {
        let y = RandomWalk.double(count: 5000, seed: 3)
        final class Box { let y: UnsafeMutableBufferPointer<Double>
            init(_ v: [Double]) { y = .allocate(capacity: v.count); _ = y.initialize(from: v) }
            deinit { y.deallocate() } }
        let box = Box(y)
        let tree = RangeTree(borrowing: UnsafeBufferPointer(box.y), owner: box)
        #expect(tree.extrema(in: 17..<4321) == LinearScanMinMax.extrema(y, in: 17..<4321))
        tree.append(-1e9)
        #expect(tree.extrema(in: 0..<5001)?.minIndex == 5000)
    }

    /// Leaves, nodes and sub-block summaries (the stated bound: RangeTree's doc comment).
    @Test func indexOverheadStaysSmall() {
        for n in [256 * 1000, 256 * 1025, 256 * 2047 + 1] {
            let f = RangeTree([Float](repeating: 0, count: n))
            #expect(Double(f.indexBytes) <= 0.083 * Double(n * 4), "Float n \(n): \(f.indexBytes) B")
            let d = RangeTree([Double](repeating: 0, count: n))
            #expect(Double(d.indexBytes) <= 0.081 * Double(n * 8), "Double n \(n): \(d.indexBytes) B")
        }
    }
}
