/// A range engine over one y column, whichever its element type: the chart code asks it
/// for extrema and pixel-column M4 without caring whether the column is `Float` or `Double`.
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

    /// Pixel-column M4 indices over `columns`, positions from `x`. - Complexity: O(w log n).
    func m4(x: XValues, columns: PixelColumns) -> [Int] {
        func run<Y: RangeTreeValue>(_ t: RangeTree<Y>) -> [Int] {
            // The lengths agree by SeriesSet's invariant, so m4 cannot throw here.
            switch x {
            case .int64(let c): c.withUnsafeBufferPointer { (try? Decimate.m4(tree: t, x: $0, columns: columns)) ?? [] }
            case .double(let c): c.withUnsafeBufferPointer { (try? Decimate.m4(tree: t, x: $0, columns: columns)) ?? [] }
            }
        }
        switch self {
        case .float(let t): return run(t)
        case .double(let t): return run(t)
        }
    }

    /// Bytes held by the index (not the values).
    var indexBytes: Int {
        switch self { case .float(let t): t.indexBytes; case .double(let t): t.indexBytes }
    }
}

extension SeriesTree {
    /// The largest value of each non-empty pixel column (for bars thinner than a pixel).
    /// - Complexity: O(w log n).
    func columnMaxima(x: XValues, columns: PixelColumns) -> [(column: Int, max: Double)] {
        let edges: [Int] =
            switch x {
            case .int64(let c): c.withUnsafeBufferPointer { p in Decimate._columnEdges(count: p.count, columns) { Double(p[$0]) } }
            case .double(let c): c.withUnsafeBufferPointer { p in Decimate._columnEdges(count: p.count, columns) { p[$0] } }
            }
        let ext: [(Double, Double)?] =
            switch self {
            case .float(let t): t.extrema(inBins: edges).map { $0.map { (Double($0.min), Double($0.max)) } }
            case .double(let t): t.extrema(inBins: edges).map { $0.map { ($0.min, $0.max) } }
            }
        return ext.enumerated().compactMap { c, e in e.map { (c, $0.1) } }
    }
}
