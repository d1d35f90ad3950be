/// The winding number just left of the current x, as a function of y across one row:
/// `base` plus the sum of `events` (y, Δ) with `y ≤` the height asked about. Between
/// clusters no edge passes, so this is the winding all along a gap; it is constant
/// (`isConstant`, no events) except where a horizontal edge ended pieces mid-row (a bar's
/// top).
///
/// The events live in the front `count` entries of `store`, which only grows: `add` writes
/// them through one buffer pointer, not an `append` (and its uniqueness check) per event,
/// which was 2.5% of a 1M-vertex stroke's instructions.
struct RowProfile {
    typealias Event = (y: Float, d: Int32)
    var base: Int32 = 0
    private var store: [Event] = []
    private(set) var count = 0
    /// Open-addressing table of `cancel` (height bits, summed step), zero between calls.
    private var slots: [UInt64] = []
    /// `cancel`'s slot of each event.
    private var slotOf: [Int32] = []

    init() {}

    /// A profile of `base` and `events` (in y order, heights distinct, steps non-zero).
    init(base: Int32, events: [Event]) {
        self.base = base; store = events; count = events.count
    }

    /// No events: the winding is `base` all across the row.
    var isConstant: Bool { count == 0 }

    /// The steps in y order (heights distinct, steps non-zero).
    var events: ArraySlice<Event> { store[..<count] }

    mutating func reset() { base = 0; count = 0 }

    /// Adds a cluster's pieces: each adds `dir` on its `ya..<yb`. `joins[i]` is piece i's
    /// edge's `Edge.joins`: an end inside the row that is joined meets the next edge of its
    /// contour at the same height, whose piece is in this cluster too, and their two steps
    /// cancel — both are left out. (A dense line's clusters are nearly all such ends: their
    /// steps were gathered only to cancel in `cancel`, 4% of a 100k-vertex stroke.)
    mutating func add(_ p: UnsafeMutableBufferPointer<RowPiece>, joins: UnsafePointer<UInt8>, row fy: Float) {
        let need = count + 2 * p.count
        if store.count < need { store += repeatElement(Event(0, 0), count: max(need, 2 * store.count) - store.count) }
        var m = count, b = base
        store.withUnsafeMutableBufferPointer { e in
            // Safe because: `store` holds count + 2 per piece; each piece writes at m and
            // m + 1 at most; `joins` holds one per piece. The start is kept or not by a
            // select; the end's `&&` compiles to a branch (a branch-free `&` form measured
            // the same: S3 0.995, S2 1.008).
            for i in 0..<p.count {
                let q = p[i], starts = q.ya > fy, ends = q.yb < fy + 1, j = joins[i]
                b &+= starts ? 0 : q.dir
                e[m] = (q.ya, q.dir); m &+= starts && j & 1 == 0 ? 1 : 0
                e[m] = (q.yb, 0 &- q.dir); m &+= ends && j & 2 == 0 ? 1 : 0
            }
        }
        base = b
        guard m > count else { return }
        count = m
        // More than a few: the hash table (for 13–48 events it took 1.4% fewer of a
        // 100k-vertex stroke's instructions than insertion).
        if count > 12 { cancel(); return }
        // Normalise: merge equal heights, drop zero steps (a vertex's two edges cancel).
        // Insertion by y for up to 12 events (equal heights are summed, so their order does
        // not matter).
        let n = count
        count = store.withUnsafeMutableBufferPointer { e -> Int in
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
    }

    /// The first `n` events in y order (insertion: few, or nearly sorted).
    private static func insertionSort(_ e: UnsafeMutableBufferPointer<Event>, _ n: Int) {
        var i = 1
        while i < n {
            let v = e[i]
            var j = i
            while j > 0 && e[j - 1].y > v.y { e[j] = e[j - 1]; j -= 1 }
            e[j] = v
            i += 1
        }
    }

    /// Normalises many events (a dense line's cluster: hundreds, nearly all in pairs that
    /// cancel, a polyline vertex's end of one edge and start of the next at the same
    /// height): sums the steps per height in a hash table, keeps the non-zero sums and
    /// sorts only those. O(events) expected, where the comparison sort of all of them
    /// was 15% of a 100k-vertex stroke.
    ///
    /// Built against mispredictions (this was a quarter of a 1M-vertex stroke's): the table
    /// is at most 1/4 full, so a probe nearly always ends at its first slot, and an empty
    /// slot and a slot of the same height take the same update (an empty slot's step is 0);
    /// the sums are read back through each event's slot, not by scanning the table, and
    /// nearly all are 0.
    private mutating func cancel() {
        let n = count
        var size = 64
        while size < 4 * n { size *= 2 }
        if slots.count < size { slots = [UInt64](repeating: 0, count: size) }
        if slotOf.count < n { slotOf = [Int32](repeating: 0, count: max(n, 2 * slotOf.count)) }
        let mask = size - 1
        var m = 0
        store.withUnsafeMutableBufferPointer { e in
            slots.withUnsafeMutableBufferPointer { t in
                slotOf.withUnsafeMutableBufferPointer { at in
                    // Safe because: h is masked to the table, `slotOf` holds n. A slot is
                    // (y bits) << 32 | step; 0 is empty: every event height is > fy ≥ 0,
                    // so its bits are not 0.
                    for i in 0..<n {
                        let b = e[i].y.bitPattern
                        var h = Int(truncatingIfNeeded: (UInt64(b) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
                        var s = t[h]
                        // Past slots of other heights: one test for "empty or this height"
                        // (key 0 or key ^ b 0), not two branches whose first is a coin toss.
                        while case let key = UInt32(truncatingIfNeeded: s >> 32), min(key, key ^ b) != 0 {
                            h = (h &+ 1) & mask; s = t[h]
                        }
                        let d = Int32(bitPattern: UInt32(truncatingIfNeeded: s)) &+ e[i].d
                        t[h] = UInt64(b) << 32 | UInt64(UInt32(bitPattern: d))
                        at[i] = Int32(truncatingIfNeeded: h)
                    }
                    // Each height's non-zero sum once (its step zeroed when taken; the
                    // height stays, so later probes still pass it), then the table cleared.
                    for i in 0..<n {
                        let h = Int(at[i]), s = t[h]
                        let d = Int32(bitPattern: UInt32(truncatingIfNeeded: s))
                        if d != 0 {
                            e[m] = (Float(bitPattern: UInt32(truncatingIfNeeded: s >> 32)), d); m += 1
                            t[h] = s & 0xFFFF_FFFF_0000_0000
                        }
                    }
                    for i in 0..<n { t[Int(at[i])] = 0 }
                }
            }
        }
        count = m
        store.withUnsafeMutableBufferPointer { e in
            if m > 48 { e[..<m].sort { $0.y < $1.y } } else { Self.insertionSort(e, m) }
        }
    }

    /// The winding at height `y`.
    @inline(__always) func winding(at y: Float) -> Int32 {
        var w = base
        for i in 0..<count where store[i].y <= y { w &+= store[i].d }
        return w
    }

    /// `winding(at:)` at 16 heights at once (the same integers): one vector step an event,
    /// not 16 scalar walks of all events (the sample-line resolvers' set-up).
    @inline(__always) func windings(at ys: SIMD16<Float>) -> SIMD16<Int32> {
        var w = SIMD16<Int32>(repeating: base)
        for i in 0..<count {
            let e = store[i]
            // y ≥ e.y ⟺ y − e.y is not negative: distinct floats never subtract to zero, and
            // equal ones give +0. An arithmetic mask, not a SIMDMask blend (a lane loop).
            let below = unsafeBitCast(ys - SIMD16(repeating: e.y), to: SIMD16<Int32>.self) &>> 31
            w &+= SIMD16(repeating: e.d) & ~below
        }
        return w
    }

    /// The fraction of the row `[fy, fy+1)` where the winding is inside under `rule`.
    func coverage(_ rule: FillRule, row fy: Float) -> Float {
        if count == 0 { return rule.inside(base) ? 1 : 0 }
        var w = base, y = fy, c: Float = 0
        for i in 0..<count {
            let e = store[i]
            if rule.inside(w) { c += e.y - y }
            w &+= e.d; y = e.y
        }
        if rule.inside(w) { c += fy + 1 - y }
        return c
    }
}
