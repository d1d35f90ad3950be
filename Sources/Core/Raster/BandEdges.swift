/// The edges crossing one band of rows, by index into an `EdgeList`'s edges, ascending:
/// those that start above the band and reach into it (`carried`, a list), then the run of
/// those that start in its rows (`run`, consecutive since the edges are ordered by the row
/// of y0 — never written out: a 1M-vertex stroke's 3M indices were 12 MB written a draw
/// on one thread, and a fifth of the bins' time at two).
struct BandEdges: RandomAccessCollection, Sendable {
    var carried: [Int32]
    var run: Range<Int32>

    /// Every edge of a list of `count`, for one band (or a test).
    init(all count: Int) { carried = []; run = 0..<Int32(count) }

    init(carried: [Int32], run: Range<Int32>) { self.carried = carried; self.run = run }

    var startIndex: Int { 0 }
    var endIndex: Int { carried.count + run.count }

    /// The `k`-th edge's index. - Complexity: O(1).
    @inline(__always) subscript(k: Int) -> Int32 {
        k < carried.count ? carried[k] : run.lowerBound &+ Int32(truncatingIfNeeded: k &- carried.count)
    }
}
