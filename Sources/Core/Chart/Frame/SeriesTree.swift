/// A range engine over one y column, whichever its element type: the chart code asks it
/// for extrema and pixel-column M4 without caring whether the column is `Float` or `Double`.
///
/// Pixel-column queries take the columns' index edges (`ColumnEdges`), which depend only on
/// the x column and the mapping: a frame finds them once and every series sharing the x
/// column reuses them.
enum SeriesTree: Sendable {
    case float(RangeTree<Float>)
    case double(RangeTree<Double>)

    /// Builds the tree over the column without copying it. - Complexity: O(n).
    init(_ y: YValues, threads: Int) {
        switch y {
        case .float(let c): self = .float(RangeTree(c, threads: threads))
        case .double(let c): self = .double(RangeTree(c, threads: threads))
        }
    }

    /// The min and max of the non-NaN values in `range`, or nil when it holds none.
    /// - Complexity: O(log n).
    func extrema(in range: Range<Int>) -> (min: Double, max: Double)? {
        switch self {
        case .float(let t): t.extrema(in: range).map { (Double($0.min), Double($0.max)) }
        case .double(let t): t.extrema(in: range).map { ($0.min, $0.max) }
        }
    }

    /// Pixel-column M4 indices for columns with index `edges` (see `Decimate.m4(tree:x:columns:)`).
    /// - Complexity: O(w log n).
    func m4(edges: [Int], threads: Int = 1) -> [Int] {
        switch self {
        case .float(let t): Decimate._pixelM4(t, edges, threads: threads)
        case .double(let t): Decimate._pixelM4(t, edges, threads: threads)
        }
    }

    /// The min and max of each column with index `edges` (nil where a column holds no value),
    /// values only: no positions are looked up (`RangeTree.valueRanges(inBins:)`).
    /// - Complexity: O(w log n).
    func columnExtrema(edges: [Int], threads: Int = 1) -> [(min: Double, max: Double)?] {
        switch self {
        case .float(let t): t.valueRanges(inBins: edges, threads: threads).map { $0.map { (Double($0.lowerBound), Double($0.upperBound)) } }
        case .double(let t): t.valueRanges(inBins: edges, threads: threads).map { $0.map { ($0.lowerBound, $0.upperBound) } }
        }
    }
}

extension XValues {
    /// The index edges of pixel columns: `edges[c]` is the first index whose column is >= c,
    /// by the column function itself. - Complexity: O(w) for evenly spaced x, O(w log n) at worst.
    func columnEdges(_ columns: PixelColumns, threads: Int = 1) -> [Int] {
        switch self {
        case .int64(let c):
            c.withUnsafeBufferPointer { p in Decimate._columnEdges(count: p.count, columns, threads: threads) { Double(p[$0]) } }
        case .double(let c):
            c.withUnsafeBufferPointer { p in Decimate._columnEdges(count: p.count, columns, threads: threads) { p[$0] } }
        }
    }
}
