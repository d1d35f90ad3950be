import Testing
@testable import ChartCore

/// Extreme series: 0, 1, 2 points, all NaN, all equal, x with duplicates or descending,
/// n_out above n, viewports outside the data (issue #9).
@Suite struct ExtremeSeriesTests {
    func set(_ x: [Double], _ y: [Double]) throws(SeriesError) -> SeriesSet {
        try SeriesSet(x: .double(Column(x)), series: [Series(id: "y", y: .double(Column(y)))])
    }

    /// Every decimation of `y` (index x and with x = 0, 1, 2, …) for `nOut`.
    func everyDecimation(_ y: [Double], nOut: Int) throws -> [String: [Int]] {
        let x = (0..<y.count).map(Double.init)
        return try y.withUnsafeBufferPointer { yb in
            try x.withUnsafeBufferPointer { xb in
                [
                    "minMax": try Decimate.minMax(yb, nOut: nOut, threads: 2),
                    "m4": try Decimate.m4(yb, nOut: nOut, threads: 2),
                    "lttb": try Decimate.lttb(yb, nOut: nOut, threads: 2),
                    "minMaxLTTB": try Decimate.minMaxLTTB(yb, nOut: nOut, threads: 2),
                    "minMax x": try Decimate.minMax(yb, x: xb, nOut: nOut, threads: 2),
                    "m4 x": try Decimate.m4(yb, x: xb, nOut: nOut, threads: 2),
                    "lttb x": try Decimate.lttb(yb, x: xb, nOut: nOut, threads: 2),
                ]
            }
        }
    }

    @Test(arguments: [0, 1, 2])
    func seriesOf0_1_2Points_loadAndDecimateToEveryIndex(n: Int) throws {
        let s = try set((0..<n).map(Double.init), (0..<n).map { Double($0) * 3 })
        #expect(s.count == n)
        #expect(s.x.indexRange(from: -1e300, through: 1e300) == 0..<n)
        for (name, idx) in try everyDecimation((0..<n).map(Double.init), nOut: 4) {
            #expect(idx == Array(0..<n), "\(name)")
        }
        let tree = RangeTree((0..<n).map { Float($0) })
        #expect(tree.extrema(in: 0..<n)?.minIndex == (n == 0 ? nil : 0))
        let cols = try PixelColumns(x0: 0, x1: 10, width: 10)
        #expect(Decimate.m4(tree: tree, columns: cols) == Array(0..<n))
    }

    /// All NaN: nothing is a min or max, so MinMax and M4 return no index at all (an index
    /// at NaN would hand the renderer a NaN point); the LTTB family keeps only the ends 0
    /// and n-1 that its contract always includes (DECIMATION.md), no NaN bucket point.
    @Test func seriesAllNaN_binnedMethodsReturnNothing_lttbOnlyItsTwoEnds() throws {
        let y = [Double](repeating: .nan, count: 1000)
        for (name, idx) in try everyDecimation(y, nOut: 100) {
            let ends: [Int] = name.hasPrefix("lttb") || name == "minMaxLTTB" ? [0, 999] : []
            #expect(idx == ends, "\(name)")
        }
        let tree = RangeTree(y.map { Float($0) })
        #expect(tree.extrema(in: 0..<1000) == nil)
        #expect(Decimate.m4(tree: tree, columns: try PixelColumns(x0: 0, x1: 1000, width: 50)).isEmpty)
    }

    /// All equal: ties pick the first index, so MinMax emits each bin's start twice and M4
    /// (start, start, start, end - 1): duplicates kept, the output length is exactly n_out.
    @Test func seriesAllEqual_tiesPickTheFirstIndex_andDuplicatesAreKept() throws {
        let y = [Double](repeating: 7, count: 100)
        let r = try everyDecimation(y, nOut: 20)
        let e = Bins.indexEdges(bins: 10, count: 100)
        #expect(r["minMax"] == e.dropLast().flatMap { [$0, $0] })
        let e4 = Bins.indexEdges(bins: 5, count: 100)
        let m4: [Int] = (0..<5).flatMap { (b: Int) -> [Int] in [e4[b], e4[b], e4[b], e4[b + 1] - 1] }
        #expect(r["m4"] == m4)
        let tree = RangeTree(y)
        #expect(tree.extrema(in: 10..<50) == RangeExtrema(min: 7, minIndex: 10, max: 7, maxIndex: 10))
        for (name, idx) in r { #expect(idx == idx.sorted(), "\(name)") }
        #expect(r["lttb"]!.count == 20 && Set(r["lttb"]!).count == 20)
    }

    @Test func xWithADuplicate_throwsNotAscendingNamingTheIndex() {
        #expect(throws: SeriesError(.notAscending, "x is not strictly ascending (x[2] >= x[3], or NaN)",
                                    series: "x", index: 3)) {
            _ = try set([0, 1, 2, 2, 4], [0, 0, 0, 0, 0])
        }
        let x: [Double] = [0, 1, 2, 2, 4], y = [Double](repeating: 0, count: 5)
        x.withUnsafeBufferPointer { xb in
            y.withUnsafeBufferPointer { yb in
                #expect(throws: DecimationError.xNotAscending(index: 3)) { try Decimate.m4(yb, x: xb, nOut: 4) }
                #expect(throws: DecimationError.xNotAscending(index: 3)) { try Decimate.lttb(yb, x: xb, nOut: 3) }
            }
        }
    }

    @Test func xDescending_throwsNotAscendingNamingIndex1() {
        #expect(throws: SeriesError.self) { _ = try set([5, 4, 3], [0, 0, 0]) }
        do { _ = try set([5, 4, 3], [0, 0, 0]) } catch {
            #expect(error.index == 1 && error.kind == .notAscending)
            #expect(error.description.contains("index 1"))
        }
        let ints = XValues.int64(Column([Int64.max, Int64.min]))
        #expect(XValues.firstNotAscending(ints) == 1)
    }

    @Test func xWithNaN_throwsNotAscendingNamingTheNaNIndex() {
        #expect(XValues.firstNotAscending(.double(Column([.nan, 1]))) == 0)
        #expect(XValues.firstNotAscending(.double(Column([0, 1, .nan, 3]))) == 2)
    }

    /// n_out far above n (up to Int.max, a multiple of 4): every index, no allocation of n_out.
    @Test(arguments: [101, 1_000_000, Int.max & ~3])
    func nOutAboveN_returnsEveryIndex(nOut: Int) throws {
        let y = (0..<100).map { Double($0 % 7) }
        for (name, idx) in try everyDecimation(y, nOut: nOut & ~3) { #expect(idx == Array(0..<100), "\(name)") }
    }

    /// A viewport entirely left or right of the data: no column holds a point, only the
    /// neighbour on the data side is kept (the line entering the viewport).
    @Test func viewportOutsideTheData_keepsOnlyTheNeighbourOnTheDataSide() throws {
        let y = (0..<1000).map { Float($0 % 13) }
        let tree = RangeTree(y)
        let right = try PixelColumns(x0: 5000, x1: 6000, width: 100)
        #expect(Decimate.m4(tree: tree, columns: right) == [999])
        let left = try PixelColumns(x0: -6000, x1: -5000, width: 100)
        #expect(Decimate.m4(tree: tree, columns: left) == [0])
        let far = try PixelColumns(x0: 1e300, x1: 1.5e300, width: 100)
        #expect(Decimate.m4(tree: tree, columns: far) == [999])
        let s = try set((0..<10).map(Double.init), [Double](repeating: 1, count: 10))
        #expect(s.x.indexRange(from: 20.0, through: 30.0).isEmpty)
        #expect(s.x.indexRange(from: -30.0, through: -20.0).isEmpty)
        #expect(s.x.indexRange(from: .nan, through: 3).isEmpty)
        #expect(s.x.indexRange(from: 5.0, through: 2.0).isEmpty)
    }

    @Test func viewportEmptyInvertedOrNonFinite_throwsInvalidParameter() {
        for (a, b) in [(1.0, 1.0), (2, 1), (.nan, 1), (0, .infinity), (-1e308, 1e308)] {
            #expect(throws: DecimationError.self) { _ = try PixelColumns(x0: a, x1: b, width: 10) }
        }
        #expect(throws: DecimationError.self) { _ = try PixelColumns(x0: 0, x1: 1, width: 0) }
        #expect(throws: DecimationError.self) { _ = try PixelColumns(x0: 0, x1: 1, width: Int.max) }
    }

    /// x spanning the whole Double range: the bin width (x[n-1] - x[0]) / nb overflows to
    /// infinity unless computed in halves; every bin must still get its points.
    @Test func xSpanningTheWholeDoubleRange_binsWithoutOverflow() throws {
        let x: [Double] = [-1.5e308, -1e308, -1, 0, 1, 1e308, 1.5e308]
        let edges = x.withUnsafeBufferPointer { Bins.xEdges($0, bins: 3) }
        #expect(edges == [0, 2, 5, 7])
        let y = [Double](repeating: 1, count: x.count)
        let idx = try y.withUnsafeBufferPointer { yb in
            try x.withUnsafeBufferPointer { try Decimate.m4(yb, x: $0, nOut: 12) }
        }
        #expect(idx == Array(0..<7))
    }
}
