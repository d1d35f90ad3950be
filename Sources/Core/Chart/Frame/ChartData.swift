import Foundation

/// One chart's data prepared for frames: the series, a range engine per series, and (for
/// stacked charts) a range engine over the column sums of each set of visible series.
///
/// Building costs O(n) per series once; every frame afterwards asks the engines for its
/// y range and its pixel columns in O(log n) and O(w log n), whatever n is. The sum
/// engines are built on first use for each visibility mask (a toggle costs one O(n·k)
/// pass, frames after it none) and kept.
///
/// ```swift
/// let data = try ChartData(TelegramLoader.load(path: "round2/3/overview.json")[0])
/// let frame = try ChartRenderer(data: data, width: 1920, height: 1080).render(ChartState())
/// ```
public final class ChartData: @unchecked Sendable {
    /// The series as loaded.
    public let seriesSet: SeriesSet
    /// A range engine per series, in `seriesSet.series` order.
    let trees: [SeriesTree]
    /// The x range of the data, in data units (0 ... 0 when empty).
    public let xBounds: ClosedRange<Double>
    /// Threads used for building sum engines.
    let threads: Int
    /// The column edges of the last few mappings, shared by every series and frame.
    let edgeCache = RecentCache<PixelColumns, [Int]>(capacity: 4)
    /// The points at those edges and their x (`edgePoints`), likewise shared.
    let edgePointCache = RecentCache<PixelColumns, EdgePoints>(capacity: 4)
    /// Dense lines' column runs per (series, columns): the minimap's, and the plot's latest.
    let runsCache: RecentCache<RunsKey, ColumnRuns>
    struct RunsKey: Equatable { var series: Int; var columns: PixelColumns }
    private let lock = NSLock()
    private var sumTrees: [[Bool]: RangeTree<Double>] = [:]
    private var prefix: [[Double]]?

    /// Indexes `set`. - Complexity: O(n · series) time, O(n / 256) extra memory per series.
    public init(_ set: SeriesSet, threads: Int = 1) {
        self.seriesSet = set
        self.threads = max(1, threads)
        trees = seriesSet.series.map { SeriesTree($0.y, threads: max(1, threads)) }
        runsCache = RecentCache(capacity: 3 * set.series.count)
        let n = seriesSet.count
        xBounds = n == 0 ? 0...0 : seriesSet.x.value(at: 0)...seriesSet.x.value(at: n - 1)
    }

    /// The number of points per series.
    public var count: Int { seriesSet.count }

    /// The series' colour, or a fixed palette colour when the source gives none.
    public func color(of series: Int) -> Color {
        seriesSet.series[series].color ?? Self.palette[series % Self.palette.count]
    }

    static let palette = ["#3DC23F", "#F34C44", "#108BE3", "#E8AF14", "#4BD964", "#64ADED", "#FE3C30", "#558DED"]
        .map { Color(hex: $0)! }

    /// The indices of the points with x in `[x0, x1]`. - Complexity: O(log n).
    public func indexRange(_ x0: Double, _ x1: Double) -> Range<Int> {
        seriesSet.x.indexRange(from: x0, through: x1)
    }

    /// The range engine over Σ y of the series whose `visible` flag is set (NaN counts as 0),
    /// built on first use for that mask. - Complexity: O(1) when cached, else O(n · series).
    func sumTree(visible: [Bool]) -> RangeTree<Double> {
        lock.lock(); defer { lock.unlock() }
        if let t = sumTrees[visible] { return t }
        var sums = [Double](repeating: 0, count: count)
        for (k, s) in seriesSet.series.enumerated() where visible[k] {
            switch s.y {
            case .float(let c): c.withUnsafeBufferPointer { y in for i in sums.indices where !y[i].isNaN { sums[i] += Double(y[i]) } }
            case .double(let c): c.withUnsafeBufferPointer { y in for i in sums.indices where !y[i].isNaN { sums[i] += y[i] } }
            }
        }
        let t = RangeTree(sums, threads: threads)
        sumTrees[visible] = t
        return t
    }

    /// Per series, `p[i]` = Σ y[0..<i] (NaN as 0), built on first use.
    func prefixSums() -> [[Double]] {
        lock.lock(); defer { lock.unlock() }
        if let prefix { return prefix }
        let p = seriesSet.series.map { s in
            var acc = [0.0], sum = 0.0
            acc.reserveCapacity(count + 1)
            for i in 0..<count { let v = s.y.value(at: i); if !v.isNaN { sum += v }; acc.append(sum) }
            return acc
        }
        prefix = p
        return p
    }
}

extension ChartData {
    /// The sum of series `k`'s values over `range` (NaN as 0). - Complexity: O(1) after an
    /// O(n · series) prefix-sum pass on first use.
    func rangeSum(_ k: Int, _ range: Range<Int>) -> Double {
        let p = prefixSums()[k]
        return p[range.upperBound] - p[range.lowerBound]
    }
}

extension ChartData {
    /// The index edges of `columns` (cached: the plot's series and the minimap share them).
    /// Searched on up to `threads` threads on a miss.
    func edges(_ columns: PixelColumns, threads: Int = 1) -> [Int] {
        edgeCache.value(columns) { seriesSet.x.columnEdges(columns, threads: threads) }
    }

    /// The points either side of every edge of `columns`: slot 2c holds the index before
    /// edge c, slot 2c + 1 the index at it (both clamped to the data), with their x read
    /// in one pass (at 1e8 points each read is a cache miss; gathered, they overlap) and
    /// cached, since every dense series joins its columns through the same points. On a
    /// miss the reads are split over up to `threads` threads (their cache and TLB misses
    /// overlap little on one thread). - Complexity: O(w) on a miss.
    func edgePoints(_ columns: PixelColumns, threads: Int = 1) -> EdgePoints {
        edgePointCache.value(columns) {
            let e = edges(columns, threads: threads), n = count
            var slots = [Int](repeating: 0, count: 2 * e.count)
            for (c, i) in e.enumerated() {
                slots[2 * c] = max(0, min(n - 1, i - 1)); slots[2 * c + 1] = max(0, min(n - 1, i))
            }
            guard n > 0 else { return EdgePoints(slots: slots, x: []) }
            let parts = max(1, min(threads, slots.count / 512))
            guard parts > 1 else { return EdgePoints(slots: slots, x: seriesSet.x.values(at: slots)) }
            var x = [Double](repeating: 0, count: slots.count)
            let at = slots
            x.withUnsafeMutableBufferPointer { out in
                nonisolated(unsafe) let out = out
                Parallel.forEach(parts, threads: threads) { p in
                    // Each part writes its own stretch of `out`.
                    let r = Parallel.part(p, of: parts, in: at.count)
                    for (i, v) in zip(r, seriesSet.x.values(at: Array(at[r]))) { out[i] = v }
                }
            }
            return EdgePoints(slots: slots, x: x)
        }
    }

    struct EdgePoints: Sendable { var slots: [Int]; var x: [Double] }
}
