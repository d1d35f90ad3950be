/// Dashing: cuts a flattened subpath into the "on" intervals of the dash pattern, each
/// stroked as an open polyline with caps.
///
/// The pattern is walked by arc length from `dashOffset` (taken modulo the pattern
/// length, so negative offsets work). A zero-length "on" entry yields a one-point dash,
/// which round and square caps draw as a dot (dotted lines: `dasharray="0 4"` with round
/// caps). On a closed subpath the dash running through the start point is drawn as two
/// pieces (no join at the start vertex).
extension _Stroker {
    /// The usable pattern (odd counts doubled), or nil for a solid stroke. A pattern whose
    /// total overflows to infinity ([1e308, 1e308]) is solid too: its first dash covers any
    /// finite path, and the offset walk `o -= entry` from `o = offset mod ∞ + ∞` never
    /// ended (a hang found by the geometry fuzzer, issue #9).
    static func dashPattern(_ d: [Double]) -> [Double]? {
        guard !d.isEmpty, d.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let p = d.count % 2 == 1 ? d + d : d
        let total = p.reduce(0, +)
        return total > 0 && total.isFinite ? p : nil
    }

    /// What dashing `seen` user units of line with `pattern` (a pen of half-width `hw`,
    /// drawn at `scale` device pixels a unit) counts against `Path.maxDashes` and
    /// `Stroker.dashAllowance` (past them the line is stroked solid, `Stroker._cutsDashes`:
    /// bounded work). Each dash costs its outline's rows, so it counts once per device
    /// pixel of pen width (a 210 px pen dashed 0.001 px: 4M slivers, each 210 rows, were
    /// allowed and took the rasterizer minutes). The dashes are counted as they come — the
    /// pattern's "on" entries once a cycle — not as if every entry were the shortest: a
    /// 220 px pen dashed [0.1, 3] over 2,000 px (646 dashes) was counted as 20,000 and drawn
    /// as a solid 220 px band. NaN when a length overflows (stroked solid).
    static func dashPixels(_ pattern: [Double], seen: Double, hw: Double, scale: Double) -> Double {
        let total = pattern.reduce(0, +)
        // `pattern` has an even count (`dashPattern`): the "on" entries are half of it.
        let dashes = seen / total * Double((pattern.count + 1) / 2)
        return dashes * max(1, 2 * hw * scale)
    }

    /// The share of a solid stroke's ink that dashing with `pattern` (even count, as
    /// `dashPattern` makes it) leaves along a line that does not overlap itself, a pen of
    /// half-width `hw` with `cap`s: each dash's length, plus what its caps add (square: hw
    /// at each end; round: two half discs, π·hw/2 of length), at most its slot (the dash
    /// and the gap after it), over the pattern's length; at most 1. What a pattern stroked
    /// solid (`Stroker._cutsDashes`) scales its paint's opacity by (`Stroker.stroke`).
    static func dashInk(_ pattern: [Double], hw: Double, cap: StrokeStyle.Cap) -> Double {
        let extra = switch cap {
        case .butt: 0.0
        case .square: 2 * hw
        case .round: Double.pi / 2 * hw
        }
        var on = 0.0
        for i in stride(from: 0, to: pattern.count - 1, by: 2) {
            on += min(pattern[i] + extra, pattern[i] + pattern[i + 1])
        }
        let ink = on / pattern.reduce(0, +)
        return ink.isFinite ? min(max(ink, 0), 1) : 1
    }

    /// Whether the segment a…b misses `visible`: its dashes are walked over, not cut.
    func hidden(_ a: Point, _ b: Point) -> Bool {
        guard let v = visible else { return false }
        return !v._meetsBox(Point(x: min(a.x, b.x), y: min(a.y, b.y)), Point(x: max(a.x, b.x), y: max(a.y, b.y)))
    }

    /// The length of the subpath `src` and the part of it that can show (its segments
    /// that meet `visible`): what the dash cap counts. - Complexity: O(src.count).
    func dashLengths(_ src: UnsafeBufferPointer<Point>, closed: Bool) -> (length: Double, seen: Double) {
        let m = src.count
        var length = 0.0, seen = 0.0
        for j in 0..<(closed ? m : max(m - 1, 0)) {
            let a = src[j], b = src[j + 1 == m ? 0 : j + 1], l = (b - a).length
            length += l
            if !hidden(a, b) { seen += l }
        }
        return (length, seen)
    }

    /// Dashes the subpath `src` of `length` (`dashLengths`) with `pattern` (the caller has
    /// held the whole stroke to `Path.maxDashes`: `Stroker._cutsDashes`); a subpath of
    /// non-finite length is stroked solid.
    mutating func strokeDashed(_ src: UnsafeBufferPointer<Point>, closed: Bool,
                               pattern: [Double], length: Double) {
        let m = src.count
        guard m > 0 else { return }
        let segCount = closed ? m : m - 1
        guard length.isFinite else { stroke(src, closed: closed); return }
        let total = pattern.reduce(0, +)
        var o = dashOffset.truncatingRemainder(dividingBy: total)
        if o < 0 { o += total }
        var idx = 0
        while o > 0 && o >= pattern[idx] { o -= pattern[idx]; idx = (idx + 1) % pattern.count }
        var remain = pattern[idx] - o
        var on = idx % 2 == 0
        var dash: [Point] = []
        if on { dash.append(src[0]) }
        for j in 0..<segCount {
            let a = src[j], b = src[j + 1 == m ? 0 : j + 1]
            let v = b - a, segLen = v.length, skips = hidden(a, b)
            var t0 = 0.0
            while segLen - t0 > remain {
                // Off, on a hidden segment: whole pattern cycles skipped at once (the same
                // phase after each), one cycle left before its end.
                if skips && !on {
                    let k = ((segLen - t0 - remain) / total).rounded(.down) - 1
                    if k >= 1 { t0 += k * total }
                }
                // An entry below the precision of t0 (only a hidden segment can be that much
                // longer than the pattern: a visible one is held to `Path.maxDashes`) moves
                // no point: the rest of the segment keeps the phase. (A quadratic dashed
                // 1e9 px with its control point at 1e30 spun here for good: 1e30 + 1e9 is 1e30.)
                guard remain == 0 || t0 + remain > t0 else { t0 = segLen; break }
                t0 += remain
                let q = a + v * (t0 / segLen)
                if on {
                    dash.append(q)
                    strokeDash(dash)
                    dash.removeAll(keepingCapacity: true)
                } else {
                    dash.append(q)
                }
                on.toggle()
                idx = (idx + 1) % pattern.count
                remain = pattern[idx]
            }
            remain -= segLen - t0
            if on { dash.append(b) }
        }
        // A dash that would start exactly at the open end still draws its cap (a dot).
        if !on && remain <= 0 && !closed { dash = [src[m - 1]] ; on = true }
        if on && !dash.isEmpty { strokeDash(dash) }
    }

    /// Strokes one dash, unless `visible` is given and the box of its points misses it (a
    /// dashed curve of radius 1e7 has 1.6M dashes, all but ~50 off a 1920 px canvas).
    mutating func strokeDash(_ dash: [Point]) {
        if let v = visible {
            var lo = dash[0], hi = dash[0]
            for p in dash.dropFirst() {
                lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y)); hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
            }
            guard v._meetsBox(lo, hi) else { return }
        }
        dash.withUnsafeBufferPointer { stroke($0, closed: false) }
    }
}
