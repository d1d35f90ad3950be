extension Rasterizer {
    /// Per-band scratch, reused across fills. `acc` is zero between clusters; the piece
    /// buffers grow to the most active edges seen.
    final class Scratch {
        let accBase: UnsafeMutablePointer<Float>
        let covBase: UnsafeMutablePointer<Float>
        var acc: UnsafeMutablePointer<Float> { accBase + Rasterizer.pad }
        var cov: UnsafeMutablePointer<Float> { covBase + Rasterizer.pad }
        /// `ConvexShapes`' cells (one shape at a time, zero between shapes).
        let grid: UnsafeMutablePointer<Float>
        /// The current paint's colour table (`Blend` reads it).
        let table: UnsafeMutablePointer<SIMD4<Float>>
        private(set) var capacity = 0
        private(set) var pieces = UnsafeMutablePointer<RowPiece>.allocate(capacity: 0)
        private(set) var keys = UnsafeMutablePointer<UInt64>.allocate(capacity: 0)
        /// `fill`'s active edges, `actCap` of them.
        private(set) var act = UnsafeMutablePointer<Edge>.allocate(capacity: 0)
        private(set) var actCap = 0
        /// `fill`'s row buckets: per cell (at cell + pad) the first piece whose first cell it
        /// is (−1: none; left −1 between rows), per piece the next of its cell (`link`), a
        /// bit per cell that has pieces (left zero between rows).
        let heads: UnsafeMutablePointer<Int32>
        let bits: UnsafeMutablePointer<UInt64>
        private(set) var link = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
        var active: [Edge] = []
        let lines = LineScratch()
        let laneScratch = ClusterLanes.Scratch()
        var profile = RowProfile()
        let slabs = SlabScratch()
        private(set) var clusterBuf = UnsafeMutablePointer<RowPiece>.allocate(capacity: 0)
        /// The `Edge.joins` of `clusterBuf`'s pieces.
        private(set) var clusterJoins = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)

        /// Always 0, but a value the compiler cannot see (`Rasterizer.cells8` takes it).
        var zero: Float = 0
        /// `accumulate`'s rows of cells, made on its first use.
        var areaChunk: AreaChunk?

        init(width: Int) {
            let n = width + 2 * Rasterizer.pad
            // 8 more cells: `accumulate` sweeps whole 8-cell blocks.
            accBase = .allocate(capacity: n + 8); accBase.initialize(repeating: 0, count: n + 8)
            covBase = .allocate(capacity: n + 8); covBase.initialize(repeating: 0, count: n + 8)
            table = .allocate(capacity: 256); table.initialize(repeating: .zero, count: 256)
            grid = .allocate(capacity: ConvexShapes.maxCells)
            grid.initialize(repeating: 0, count: ConvexShapes.maxCells)
            heads = .allocate(capacity: n); heads.initialize(repeating: -1, count: n)
            let cellWords = (n + 63) / 64
            bits = .allocate(capacity: cellWords); bits.initialize(repeating: 0, count: cellWords)
        }

        /// Makes the piece buffers hold at least `n` entries (contents not kept).
        func reserve(_ n: Int) {
            guard n > capacity else { return }
            capacity = max(n, 2 * capacity, 64)
            pieces.deallocate(); keys.deallocate(); clusterBuf.deallocate(); link.deallocate()
            clusterJoins.deallocate()
            pieces = .allocate(capacity: capacity); keys = .allocate(capacity: capacity)
            clusterBuf = .allocate(capacity: capacity); link = .allocate(capacity: capacity)
            clusterJoins = .allocate(capacity: capacity)
        }

        /// Makes `act` hold at least `n` edges, keeping its first `count`.
        func reserveActive(_ n: Int, keeping count: Int) {
            guard n > actCap else { return }
            actCap = max(n, 2 * actCap, 64)
            let a = UnsafeMutablePointer<Edge>.allocate(capacity: actCap)
            a.update(from: act, count: count)
            act.deallocate()
            act = a
        }

        /// A `Blend` for `paint`, its table copied into `table`.
        func blend(_ paint: Paint) -> Blend {
            let n = min(paint.isSolid ? 1 : 256, paint.table.count)
            paint.table.withUnsafeBufferPointer { table.update(from: $0.baseAddress!, count: n) }
            return Blend(paint, table: table)
        }

        deinit {
            accBase.deallocate(); covBase.deallocate(); table.deallocate()
            grid.deallocate()
            pieces.deallocate(); keys.deallocate(); act.deallocate(); clusterBuf.deallocate()
            clusterJoins.deallocate()
            heads.deallocate(); bits.deallocate(); link.deallocate()
        }
    }
}
