/// One edge's walk down its rows of an `AreaChunk` (`Rasterizer.accumulate`): each row's
/// piece deposited by exact signed area, the 8-cell blocks it touches marked in the row's
/// bitmap.
///
/// A row whose piece stays in the cell `ci` it began in (a steep edge's, most rows) adds
/// there without `CellArea.deposit`'s floors and branches — its one-cell case, the same
/// floats (xa + xb is lo + hi; cf + 1 is c + 1). Rows the edge spans whole (all but at most
/// its first and last in the chunk) skip the clamps of y to the edge (h = 1: the same
/// floats again, as 1 · v = v). A struct of values (not a closure over the caller's
/// variables) so the compiler keeps it in registers at every call.
struct AreaWalk {
    let x0: Float, y0: Float, y1: Float, dxdy: Float, dir: Float
    /// x is held to [left, right] where `clamped` walks ask for it.
    let left: Float, right: Float
    let stride: Int, words: Int
    /// The row's top y, the x where its piece begins, its cells and bitmap.
    var fy: Float, xa: Float
    var acc: UnsafeMutablePointer<Float>, bits: UnsafeMutablePointer<UInt64>
    /// The cell that holds xa, and the words and bits of the blocks of cells ci and ci + 1.
    var ci = 0, cf: Float = 0, w0 = 0, w1 = 0, m0: UInt64 = 0, m1: UInt64 = 0

    /// Starts at row `fy` with x `xa` (already held to [left, right]); `acc` and `bits` that
    /// row's cells (at cell 0) and bitmap.
    @inline(__always)
    init(_ e: Edge, fy: Float, xa: Float, left: Float, right: Float, acc: UnsafeMutablePointer<Float>,
         bits: UnsafeMutablePointer<UInt64>, stride: Int, words: Int) {
        x0 = e.x0; y0 = e.y0; y1 = e.y1; dxdy = e.dxdy; dir = Float(e.dir)
        self.left = left; self.right = right; self.stride = stride; self.words = words
        self.fy = fy; self.xa = xa; self.acc = acc; self.bits = bits
        enter(xa)
    }

    @inline(__always) mutating func enter(_ x: Float) {
        let pad = Rasterizer.pad
        let c = CellArea.floor(x)
        let k0 = (c &+ pad) >> 3, k1 = (c &+ 1 &+ pad) >> 3
        ci = c; cf = Float(c); w0 = k0 >> 6; w1 = k1 >> 6
        m0 = 1 << UInt64(k0 & 63); m1 = 1 << UInt64(k1 & 63)
    }

    /// Rows ra ..< rb, of which ia ..< ib are whole (ra ≤ ia ≤ ib ≤ rb, at most one row
    /// each side). Inlined with a constant `clamped`, so each caller has its own loops.
    /// Safe callers: as `Rasterizer.accumulate`'s (every piece inside the chunk's cells).
    @inline(always) mutating func rows(_ ra: Int, _ ia: Int, _ ib: Int, _ rb: Int, clamped: Bool) {
        if ia > ra { row(clamped, whole: false) }
        for _ in ia..<ib { row(clamped, whole: true) }
        if ib < rb { row(clamped, whole: false) }
    }

    @inline(always) mutating func row(_ clamped: Bool, whole: Bool) {
        let ya = whole ? fy : max(y0, fy), yb = whole ? fy + 1 : min(y1, fy + 1)
        // The next row's start: there ya = fy + 1 = this yb, the same float.
        let x = x0 + (yb - y0) * dxdy
        let xb = clamped ? min(max(x, left), right) : x
        let h: Float = whole ? 1 : yb - ya
        if xb >= cf && xb < cf + 1 {
            let v = (cf + 1) - (xa + xb) * 0.5
            let f = whole ? v : h * v
            acc[ci] += dir * f
            acc[ci &+ 1] += dir * (h - f)
            bits[w0] |= m0; bits[w1] |= m1
        } else {
            AreaWalk.leave(acc, bits, xa, xb, h, dir)
            enter(xb)
        }
        xa = xb; fy += 1; acc += stride; bits += words
    }

    /// A row whose piece leaves the cell `ci` (about once an edge): the general deposit of
    /// the piece from `xa` to `xb` over height `h`, its blocks marked in `bits`. Not inlined,
    /// so that the row loop stays small (with this in, `row` cost ~640 of the inliner's
    /// units, which refused it as `@inline(__always)`); not a method, so that the walk's
    /// fields stay in registers across the call.
    @inline(never)
    static func leave(_ acc: UnsafeMutablePointer<Float>, _ bits: UnsafeMutablePointer<UInt64>,
                      _ xa: Float, _ xb: Float, _ h: Float, _ dir: Float) {
        CellArea.deposit(acc, xa, xb, h, dir)
        let pad = Rasterizer.pad
        let q0 = CellArea.floor(xa < xb ? xa : xb), q1 = CellArea.floor(xa < xb ? xb : xa) + 1
        // A steep piece touches one or two blocks: those set directly.
        let k0 = (q0 &+ pad) >> 3, k1 = (q1 &+ pad) >> 3
        bits[k0 >> 6] |= 1 << UInt64(k0 & 63)
        bits[k1 >> 6] |= 1 << UInt64(k1 & 63)
        var k = k0 &+ 1
        while k < k1 { bits[k >> 6] |= 1 << UInt64(k & 63); k &+= 1 }
    }
}
