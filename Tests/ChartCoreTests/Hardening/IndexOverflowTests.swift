import Testing
@testable import ChartCore

/// Size and index arithmetic at its boundaries: products that overflow Int, and SIMD
/// lanes narrower than Int (issue #9). The > 2^31-point cases cannot run cheaply, so the
/// restart logic that keeps narrow lanes from wrapping is tested at a tiny period.
@Suite struct IndexOverflowTests {
    /// LTTB's SIMD bucket search carries Int32 lane offsets, which wrapped after 2^31
    /// points in one bucket (n = 3e9, n_out = 3) and then scored the wrong points. They
    /// restart every 2^30 points now; restarting every 4–12 points must give exactly the
    /// scalar twin's index.
    @Test(arguments: [4, 8, 12, 1 << 30])
    func lttbBucketSearchWithLaneRestarts_equalsTheScalarTwin(period: Int) {
        var rng = SeededGenerator(seed: UInt64(period))
        for len in [0, 1, 3, 4, 5, 7, 8, 9, 31, 64, 65] {
            let yf = (0..<(len + 2)).map { _ in Float(rng.nextSigned() * 100) }
            let yd = yf.map(Double.init)
            let (ax, d1, d2) = (Double(0), rng.nextSigned() * 5, rng.nextSigned() * 5)
            let off = d1 * yd[0]
            yf.withUnsafeBufferPointer { p in
                let simd = Float._lttbArgMax(p.baseAddress!, 1, len + 1, ax: ax, d1: d1, d2: d2, off: off,
                                             rebaseEvery: period)
                let scalar = _lttbArgMaxScalar(p.baseAddress!, 1, len + 1, ax: ax, d1: d1, d2: d2, off: off).0
                #expect(simd == scalar, "Float len \(len) period \(period)")
            }
            yd.withUnsafeBufferPointer { p in
                let simd = Double._lttbArgMax(p.baseAddress!, 1, len + 1, ax: ax, d1: d1, d2: d2, off: off,
                                              rebaseEvery: period)
                let scalar = _lttbArgMaxScalar(p.baseAddress!, 1, len + 1, ax: ax, d1: d1, d2: d2, off: off).0
                #expect(simd == scalar, "Double len \(len) period \(period)")
            }
        }
    }

    /// Equal-index bin edges `(i + 1)(n - 1) / nb` at n near Int.max: computed in full
    /// width, so they are exact, ascending and end at n.
    @Test func binEdgesNearIntMax_areExactAndEndAtN() {
        for n in [Int.max, Int.max - 1, 1 << 62, (1 << 31) + 7, 1 << 32] {
            for nb in [1, 2, 3, 1000] {
                let e = Bins.indexEdges(bins: nb, count: n)
                #expect(e.first == 0 && e.last == n && e == e.sorted(), "n \(n) nb \(nb)")
                // Bin 0 ends at (n - 1) / nb + 1 exactly.
                #expect(e[1] == (n - 1) / nb + 1)
            }
        }
    }

    /// Pixel columns far outside the viewport are clamped to ±2^40, so `column - c`
    /// arithmetic by callers cannot overflow; NaN maps to Int.min (outside every column).
    @Test func pixelColumnOfHugeOrNaNValues_isClampedNotTrapping() throws {
        let cols = try PixelColumns(x0: 0, x1: 1, width: PixelColumns.maxWidth)
        #expect(cols.column(1e300) == 1 << 40 && cols.column(-1e300) == -(1 << 40))
        #expect(cols.column(.infinity) == 1 << 40 && cols.column(.nan) == .min)
        let rows = try PixelColumns.rows(bottom: -1e300, top: 1e300, height: 16384)
        #expect(rows.row(0) == 8192)
    }

    /// The largest canvas's byte count, 16384 · 16384 · 4 = 2^30, and the stride of its
    /// last row are far from Int overflow; a size whose product would overflow is refused
    /// before any multiplication.
    @Test func canvasByteCountAtTheLimit_isExact_andOverflowingSizesAreRefused() {
        #expect(16384 * 16384 * 4 == 1 << 30)
        #expect(throws: CanvasError.invalidSize(width: 1 << 32, height: 1 << 32)) {
            _ = try Canvas(width: 1 << 32, height: 1 << 32)   // product 2^66: never computed
        }
    }
}
