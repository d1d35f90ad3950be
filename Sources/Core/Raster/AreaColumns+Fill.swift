/// A band's part of an area's columns, blended.
extension AreaColumns {
    /// Blends the cells and whole rows within rows `band` and `clip` (the clip the columns
    /// were made for). Safe callers: `base` is the canvas' first byte and `width` its width.
    func fill(rows band: Range<Int>, clip: PixelRect, blend: Blend, base: UnsafeMutablePointer<UInt8>, width w: Int) {
        let ry0 = max(band.lowerBound, clip.y0, rows.lowerBound), ry1 = min(band.upperBound, clip.y1, rows.upperBound)
        guard ry0 < ry1 else { return }
        let stride = w * 4
        let solid = blend.kind == .solid ? blend.ink(row: ry0) : nil
        for ch in chunks where ch.rows.lowerBound < ry1 && ch.rows.upperBound > ry0 {
            ch.cov.withUnsafeBufferPointer { cov in
                for t in ch.tiles {
                    let x = Int(t.x), f = Int(t.first), lanes = Int(t.lanes)
                    let j0 = max(f, ry0), j1 = min(f + Int(t.count), ry1)
                    guard j0 < j1 else { continue }
                    // In bounds: rows j0 ..< j1 are inside the band and the clip, columns
                    // x ..< x + lanes inside the clip (the tiles were made inside it); the
                    // tile's rows f ..< f + count start at `offset`.
                    let k = cov.baseAddress! + Int(t.offset) - f
                    for j in j0..<j1 {
                        let ink = solid ?? blend.ink(row: j), row = base + j * stride
                        if lanes == 8 && ink.uniform {
                            ink.block(row, x, k[j])
                        } else {
                            for i in 0..<lanes { ink.pixel(row, x + i, k[j][i]) }
                        }
                    }
                }
            }
        }
        // (Held apart: a band wholly above or below the whole rows would make a reversed range.)
        let w0 = max(ry0, wholeRows.lowerBound), w1 = min(ry1, wholeRows.upperBound)
        if w0 < w1 { spans(rows: w0..<w1, blend: blend, base: base, stride: stride) }
    }

    /// Fills the whole rows of `rows` (inside `wholeRows` and the clip's rows; the groups lie
    /// inside the clip's columns) as spans: the groups of columns whole in a row kept as
    /// bits, set where a group's whole rows start and cleared where they end, each row's runs
    /// of set bits filled at coverage 1 (found again only in a row where a group starts or
    /// ends: in an area's lower rows, none do).
    private func spans(rows: Range<Int>, blend: Blend, base: UnsafeMutablePointer<UInt8>, stride: Int) {
        guard !rows.isEmpty else { return }
        let n = whole0.count, words = (n + 63) / 64, wy0 = wholeRows.lowerBound
        let solid = blend.kind == .solid ? blend.ink(row: rows.lowerBound) : nil
        var runs: [(Int, Int)] = []
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { bits in
            let b = bits.baseAddress!
            b.initialize(repeating: 0, count: words)
            @inline(__always) func set(_ i: Int) { b[i >> 6] |= 1 << UInt64(i & 63) }
            @inline(__always) func clear(_ i: Int) { b[i >> 6] &= ~(1 << UInt64(i & 63)) }
            let r0 = Int32(rows.lowerBound)
            for i in 0..<n where whole0[i] <= r0 && r0 < whole1[i] { set(i) }
            for r in rows {
                let k = r - wy0
                let j0 = leaves.starts[k], j1 = leaves.starts[k + 1], s0 = joins.starts[k], s1 = joins.starts[k + 1]
                if r == rows.lowerBound || j0 < j1 || s0 < s1 {
                    if r > rows.lowerBound {
                        for e in j0..<j1 { clear(Int(leaves.items[e])) }
                        for e in s0..<s1 { set(Int(joins.items[e])) }
                    }
                    // Runs of set bits, word by word, as columns.
                    runs.removeAll(keepingCapacity: true)
                    var i = 0
                    while i < n {
                        var wi = i >> 6, word = b[wi] & (~0 << UInt64(i & 63))
                        while word == 0 && wi + 1 < words { wi += 1; word = b[wi] }
                        guard word != 0 else { break }
                        let start = wi << 6 | word.trailingZeroBitCount
                        var gap = ~b[wi] & (~0 << UInt64(start & 63))
                        while gap == 0 && wi + 1 < words { wi += 1; gap = ~b[wi] }
                        let end = gap == 0 ? n : min(n, wi << 6 | gap.trailingZeroBitCount)
                        runs.append((x0 + 8 * start, min(x0 + 8 * end, x1)))
                        i = end
                    }
                }
                // In bounds: the columns lie inside the clip, the row inside it and the band.
                // (An opaque colour's runs are its word stored: `RowInk.span`, `wordFill`.)
                let row = base + r * stride, ink = solid ?? blend.ink(row: r)
                for (a, e) in runs { ink.span(row, a, e, 1) }
            }
        }
    }
}
