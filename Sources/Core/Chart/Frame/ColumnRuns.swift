/// One series over a set of pixel columns, in data units: each column's min and max (from
/// the range engine) and the segments of the polyline that join a column's last point to
/// the next column's first (from the values at the column edges) — what a dense line's
/// envelope is drawn from (`ChartRenderer.envelope`).
struct ColumnRuns: Sendable {
    /// Per column: the min and max of its values, nil when it holds none.
    var extrema: [(min: Double, max: Double)?]
    /// Segments between consecutive points in different columns: their ends (x, y) and the
    /// columns `from ... to` they cross (-1 and `width` stand for the points just outside).
    var joins: [(a: SIMD2<Double>, b: SIMD2<Double>, from: Int, to: Int)]

    /// - Complexity: O(w log n) for the queries; two reads of x and y per column edge.
    /// `points` are the points either side of every edge and their x
    /// (`ChartData.edgePoints`); their y is read here in one pass.
    init(_ tree: SeriesTree, y: YValues, count n: Int, edges: [Int], points: ChartData.EdgePoints, threads: Int) {
        extrema = tree.columnExtrema(edges: edges, threads: threads)
        joins = []
        let w = edges.count - 1
        let xs = points.x, ys = n > 0 ? y.values(at: points.slots) : []
        // A segment from point a to point b when they are consecutive (else a NaN gap lies
        // between them and breaks the line) and both hold values; sa and sb are their slots.
        func join(_ a: Int, _ b: Int, _ sa: Int, _ sb: Int, _ from: Int, _ to: Int) {
            let ya = ys[sa], yb = ys[sb]
            guard a + 1 == b, !ya.isNaN, !yb.isNaN else { return }
            joins.append((SIMD2(xs[sa], ya), SIMD2(xs[sb], yb), from, to))
        }
        // The last point of the previous non-empty column: (column, index, slot).
        var previous: (c: Int, i: Int, s: Int)? = edges[0] > 0 ? (-1, edges[0] - 1, 0) : nil
        for c in 0..<w where extrema[c] != nil {
            if let p = previous { join(p.i, edges[c], p.s, 2 * c + 1, p.c, c) }
            previous = (c, edges[c + 1] - 1, 2 * (c + 1))
        }
        if let p = previous, edges[w] < n { join(p.i, edges[w], p.s, 2 * w + 1, p.c, w) }
    }
}
