/// How a draw cuts the canvas's rows into bands: band b is rows `starts[b] ..< starts[b + 1]`.
///
/// `uniform` cuts equal bands. `balanced` cuts where an estimate of the work per row
/// (`Prepared.rowCosts`) adds up to equal shares, so that the threads, taking bands in
/// turn, finish together: 500 bars rising from the bottom of a 1920x1080 canvas in 8 equal
/// bands took 3 to 215 µs a band at two threads, and the draw 485 µs for 765 µs of work.
/// `Canvas.draw` balances lists of a few commands whose fills are rectangles and markers
/// (short edge lists at most); for long edge lists the estimate (~10 ns an edge) cost more
/// than the better balance saved (S4a 1.09–1.16x, S1 1.04–1.17x the time at two threads).
/// Where the cuts fall never changes a pixel: a pixel's bytes depend only on the commands
/// and the edges crossing its row.
struct BandCut: Sendable {
    /// `count + 1` ascending rows from 0 to the canvas height.
    let starts: [Int]
    /// Each row's band (rows past the canvas: the last row's).
    private let bandOfRow: [Int32]

    private init(starts: [Int]) {
        self.starts = starts
        var of = [Int32](repeating: 0, count: starts.last ?? 0)
        for b in 0..<starts.count - 1 {
            for r in starts[b]..<starts[b + 1] { of[r] = Int32(b) }
        }
        bandOfRow = of
    }

    var count: Int { starts.count - 1 }

    /// The rows of band `b`.
    @inline(__always) func rows(_ b: Int) -> Range<Int> { starts[b]..<starts[b + 1] }

    /// The band of row `y`, rows outside the canvas clamped to it.
    @inline(__always) func band(row y: Int) -> Int {
        bandOfRow.isEmpty ? 0 : Int(bandOfRow[min(max(y, 0), bandOfRow.count - 1)])
    }

    /// The band of the row holding `y` (NaN: the first).
    @inline(__always) func band(y: Float) -> Int {
        y.isNaN ? 0 : band(row: Int((y < -1 ? -1 : min(y, Float(bandOfRow.count))).rounded(.down)))
    }

    /// `bands` bands of ⌈height / bands⌉ rows, the last ones shorter or empty.
    static func uniform(height: Int, bands: Int) -> BandCut {
        let h = max(1, (height + bands - 1) / bands)
        return BandCut(starts: (0...bands).map { min(height, $0 * h) })
    }

    /// `bands` bands of at least one row each (fewer if the height is less) whose `cost`s
    /// (one per row, ≥ 0) add up to near-equal shares: band b ends at the first row where
    /// the running total reaches (b + 1) / bands of the whole.
    /// - Complexity: O(height).
    static func balanced(cost: [Float], bands: Int) -> BandCut {
        let height = cost.count
        let bands = max(1, min(bands, height))
        let total = cost.reduce(0, +)
        guard total > 0 && total.isFinite else { return uniform(height: height, bands: bands) }
        var starts = [0], sum: Float = 0
        for r in 0..<height {
            sum += cost[r]
            let b = starts.count
            // Row r ends band b − 1 once its share is reached, leaving a row for each band after it.
            if b < bands && (sum >= total * Float(b) / Float(bands) || height - (r + 1) == bands - b) {
                starts.append(r + 1)
            }
        }
        starts.append(height)
        return BandCut(starts: starts)
    }
}
