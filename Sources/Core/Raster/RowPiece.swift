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

/// The winding number just left of the current x, as a function of y across one row:
/// `base` plus the sum of `events` (y, Δ) with `y ≤` the height asked about. Between
/// clusters no edge passes, so this is the winding all along a gap; it is constant
/// (`events` empty) except where a horizontal edge ended pieces mid-row (a bar's top).
struct RowProfile {
    var base: Int32 = 0
    var events: [(y: Float, d: Int32)] = []

    mutating func reset() { base = 0; events.removeAll(keepingCapacity: true) }

    /// Adds a cluster's pieces: each adds `dir` on its `ya..<yb`.
    mutating func add(_ p: UnsafeMutableBufferPointer<RowPiece>, row fy: Float) {
        for q in p {
            if q.ya <= fy { base &+= q.dir } else { events.append((q.ya, q.dir)) }
            if q.yb < fy + 1 { events.append((q.yb, -q.dir)) }
        }
        guard !events.isEmpty else { return }
        if events.count > 48 { cancel(); return }
        // Normalise: merge equal heights, drop zero steps (a vertex's two edges cancel).
        // Insertion by y for up to 48 events (equal heights are summed, so their order does
        // not matter).
        let out = events.withUnsafeMutableBufferPointer { e -> Int in
            let n = e.count
            Self.insertionSort(e, n)
            var out = 0
            var i = 0
            while i < n {
                var j = i, d: Int32 = 0
                while j < n && e[j].y == e[i].y { d &+= e[j].d; j += 1 }
                if d != 0 { e[out] = (e[i].y, d); out += 1 }
                i = j
            }
            return out
        }
        if out < events.count { events.removeLast(events.count - out) }
    }

    /// The first `n` events in y order (insertion: few, or nearly sorted).
    private static func insertionSort(_ e: UnsafeMutableBufferPointer<(y: Float, d: Int32)>, _ n: Int) {
        var i = 1
        while i < n {
            let v = e[i]
            var j = i
            while j > 0 && e[j - 1].y > v.y { e[j] = e[j - 1]; j -= 1 }
            e[j] = v
            i += 1
        }
    }

    /// Open-addressing table of `cancel` (height bits, summed step), kept between rows.
    private var slots: [UInt64] = []

    /// Normalises many events (a dense line's cluster: hundreds, nearly all in pairs that
    /// cancel, a polyline vertex's end of one edge and start of the next at the same
    /// height): sums the steps per height in a hash table, keeps the non-zero sums and
    /// sorts only those. O(events) expected, where the comparison sort of all of them
    /// was 15% of a 100k-vertex stroke.
    private mutating func cancel() {
        let n = events.count
        var size = 64
        while size < 2 * n { size *= 2 }
        if slots.count < size { slots = [UInt64](repeating: 0, count: size) }
        let mask = size - 1
        var m = 0
        events.withUnsafeMutableBufferPointer { e in
            slots.withUnsafeMutableBufferPointer { t in
                // A slot is (y bits) << 32 | step; 0 is empty: every event height is > 0
                // (above a row top fy ≥ 0), so its bits are not 0.
                for i in 0..<n {
                    let b = e[i].y.bitPattern
                    var h = Int(truncatingIfNeeded: (UInt64(b) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
                    while true {
                        let s = t[h]
                        if s == 0 {
                            t[h] = UInt64(b) << 32 | UInt64(UInt32(bitPattern: e[i].d)); break
                        }
                        if UInt32(truncatingIfNeeded: s >> 32) == b {
                            let d = Int32(bitPattern: UInt32(truncatingIfNeeded: s)) &+ e[i].d
                            t[h] = UInt64(b) << 32 | UInt64(UInt32(bitPattern: d)); break
                        }
                        h = (h &+ 1) & mask
                    }
                }
                // Collect the non-zero sums, clearing the table for the next call.
                for h in 0..<size where t[h] != 0 {
                    let s = t[h]
                    t[h] = 0
                    let d = Int32(bitPattern: UInt32(truncatingIfNeeded: s))
                    if d != 0 { e[m] = (Float(bitPattern: UInt32(truncatingIfNeeded: s >> 32)), d); m += 1 }
                }
            }
        }
        events.removeLast(n - m)
        if m > 48 { events.sort { $0.y < $1.y }; return }
        events.withUnsafeMutableBufferPointer { Self.insertionSort($0, m) }
    }

    /// The winding at height `y`.
    @inline(__always) func winding(at y: Float) -> Int32 {
        var w = base
        for e in events where e.y <= y { w &+= e.d }
        return w
    }

    /// The fraction of the row `[fy, fy+1)` where the winding is inside under `rule`.
    func coverage(_ rule: FillRule, row fy: Float) -> Float {
        if events.isEmpty { return rule.inside(base) ? 1 : 0 }
        var w = base, y = fy, c: Float = 0
        for e in events {
            if rule.inside(w) { c += e.y - y }
            w &+= e.d; y = e.y
        }
        if rule.inside(w) { c += fy + 1 - y }
        return c
    }
}
