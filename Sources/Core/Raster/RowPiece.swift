/// The part of one edge inside one pixel row: `y` in `ya..<yb` (a sub-range of the row's
/// `[r, r+1)`), x from `xa` (at `ya`) to `xb` (at `yb`), winding `dir`.
///
/// `x(at:)` evaluates the edge's own line (`x0 + (y − y0)·dxdy`) clamped to the piece's x
/// extent, so every resolver sees the same x for the same y and a sub-segment never
/// leaves the cells `cmin...cmax` the piece was clustered by.
struct RowPiece: Sendable {
    var xa: Float, xb: Float, ya: Float, yb: Float
    var x0: Float, y0: Float, dxdy: Float
    var dir: Int32
    var cmin: Int32, cmax: Int32

    @inline(__always) init(_ e: Edge, row fy: Float, left: Float, right: Float) {
        ya = max(e.y0, fy); yb = min(e.y1, fy + 1)
        x0 = e.x0; y0 = e.y0; dxdy = e.dxdy; dir = e.dir
        xa = min(max(e.x0 + (ya - e.y0) * e.dxdy, left), right)
        xb = min(max(e.x0 + (yb - e.y0) * e.dxdy, left), right)
        // xa, xb are clamped to the clip ± 1: `CellArea.floor`'s range.
        cmin = Int32(truncatingIfNeeded: CellArea.floor(xa < xb ? xa : xb))
        cmax = Int32(truncatingIfNeeded: CellArea.floor(xa < xb ? xb : xa))
    }

    var lo: Float { xa < xb ? xa : xb }
    var hi: Float { xa < xb ? xb : xa }

    /// x on the edge at height `y` (inside `ya...yb`), clamped to `lo...hi`.
    @inline(__always) func x(at y: Float) -> Float {
        let x = x0 + (y - y0) * dxdy
        return min(max(x, lo), hi)
    }

    /// A total order on piece contents, so clusters are processed in an order that does not
    /// depend on where a band starts (bit-identical output for any thread count).
    @inline(__always) static func precedes(_ a: RowPiece, _ b: RowPiece) -> Bool {
        if a.xa != b.xa { return a.xa < b.xa }
        if a.xb != b.xb { return a.xb < b.xb }
        if a.ya != b.ya { return a.ya < b.ya }
        if a.yb != b.yb { return a.yb < b.yb }
        if a.dxdy != b.dxdy { return a.dxdy < b.dxdy }
        return a.dir < b.dir
    }
}
