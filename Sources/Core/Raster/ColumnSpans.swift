/// A run of one-pixel-wide vertical spans: column `x + i` is covered over `top[i]...bottom[i]`
/// (canvas pixel y, fractional). What a dense line becomes once each pixel column holds
/// many points — one span per column from the column's extremes (`ChartRenderer.envelope`).
///
/// The same coverage as one `fillRect` per column, `[x + i, x + i + 1) × [top, bottom]`,
/// with the same bytes (the rectangles' columns are whole pixels, so a pixel's coverage is
/// its row's overlap with the span), without a rectangle's setup per column: a band walks
/// the columns in x order and blends each column's rows inside it. Columns never share a
/// pixel, so spans are blended once each at any opacity.
///
/// ```
///   top[i]  ─┐ ░ partial row: bottom − top overlap
///            │ █ whole rows: coverage 1
///   bottom  ─┘ ░
/// ```
struct ColumnSpans: Sendable {
    /// The first column's canvas x.
    let x: Int
    /// Per column, the span's top and bottom (top > bottom or non-finite: empty).
    let top: [Float], bottom: [Float]
    /// The rows any span touches (empty when none does).
    let rows: Range<Int>
    /// Per group of `group` columns, the lowest top and highest bottom of its spans: a band
    /// skips the groups that do not reach it (a chart line's columns meet one or two of
    /// ~30 bands; visiting every column in every band cost more than drawing them).
    let groups: [(lo: Float, hi: Float)]
    static let group = 32

    init(x: Int, top: [Float], bottom: [Float]) {
        let n = min(top.count, bottom.count)
        var t = Array(top.prefix(n))
        var g = [(lo: Float, hi: Float)](repeating: (.infinity, -.infinity), count: (n + Self.group - 1) / Self.group)
        for i in 0..<n {
            if top[i].isFinite && bottom[i].isFinite && top[i] < bottom[i] {
                g[i / Self.group].lo = min(g[i / Self.group].lo, top[i])
                g[i / Self.group].hi = max(g[i / Self.group].hi, bottom[i])
            } else {
                t[i] = .nan                  // empty: `fill` skips it
            }
        }
        let lo = g.map(\.lo).min() ?? .infinity, hi = g.map(\.hi).max() ?? -.infinity
        self.x = x
        self.top = t; self.bottom = Array(bottom.prefix(n)); groups = g
        // Clamped before the conversion: spans may be anywhere (the canvas clips them).
        rows = lo <= hi ? Int(max(-1, min(lo, 16385)).rounded(.down))..<Int(max(-1, min(hi, 16385)).rounded(.up)) : 0..<0
    }

    /// Blends the spans within rows `rows` and `clip`. Safe callers: `base` is the canvas'
    /// first byte and `width` its width; every index is clipped to it below.
    /// - Complexity: O(column groups + columns of the groups reaching the band + pixels blended).
    func fill(rows band: Range<Int>, clip: PixelRect, blend: Blend, base: UnsafeMutablePointer<UInt8>, width w: Int) {
        let ry0 = max(band.lowerBound, clip.y0, rows.lowerBound), ry1 = min(band.upperBound, clip.y1, rows.upperBound)
        // Columns x ..< x + count meet the clip (compared without forming x + count, which
        // could overflow for an x near Int.max; then every i - x below is in 0 ..< count).
        guard ry0 < ry1, x < clip.x1, x > clip.x0 - top.count else { return }
        let i0 = max(x, clip.x0), i1 = min(clip.x1 - x, top.count) + x
        let fy0 = Float(ry0), fy1 = Float(ry1), stride = w * 4
        let solid = blend.kind == .solid ? blend.ink(row: ry0) : nil   // row-independent
        top.withUnsafeBufferPointer { tp in
            bottom.withUnsafeBufferPointer { bt in
                let gs = Self.group
                for g in ((i0 - x) / gs)...((i1 - 1 - x) / gs) where groups[g].lo < fy1 && groups[g].hi > fy0 {
                    for i in max(i0, x + g * gs)..<min(i1, x + (g + 1) * gs) {
                        // In bounds: i - x is in 0 ..< count (above); rows j0 ..< j1 are inside
                        // the band and the clip, so inside the canvas.
                        let a = max(tp[i - x], fy0), b = min(bt[i - x], fy1)
                        // Also false for NaN: an empty column.
                        guard a < b else { continue }
                        let j0 = Int(a), j1 = Int(b.rounded(.up))
                        guard let ink = solid else {
                            for j in j0..<j1 {
                                blend.ink(row: j).pixel(base + j * stride, i, min(b, Float(j + 1)) - max(a, Float(j)))
                            }
                            continue
                        }
                        // The first and last rows partial, whole rows between (coverage exactly 1:
                        // the same values as min(b, j + 1) − max(a, j) row by row).
                        if j1 - j0 == 1 { ink.pixel(base + j0 * stride, i, b - a); continue }
                        ink.pixel(base + j0 * stride, i, Float(j0 + 1) - a)
                        var p = base + (j0 + 1) * stride
                        if ink.opaque {
                            for _ in (j0 + 1)..<(j1 - 1) {
                                UnsafeMutableRawPointer(p + i * 4).storeBytes(of: ink.word, as: UInt32.self)
                                p += stride
                            }
                        } else {
                            for _ in (j0 + 1)..<(j1 - 1) { Blend.pixel(p + i * 4, ink.c, 1); p += stride }
                        }
                        ink.pixel(p, i, b - Float(j1 - 1))
                    }
                }
            }
        }
    }
}

extension DisplayList {
    /// Records one-pixel-wide vertical spans: column `x + i` covered from `top[i]` down to
    /// `bottom[i]` (pixel y, fractional edges get their exact area), in `paint`. Equal to a
    /// `fillRect` per column, at a fraction of its cost (a dense line's per-column
    /// envelope: thousands of columns per frame). Columns where `top[i] >= bottom[i]` or
    /// either is not finite draw nothing; extra entries of the longer array are ignored.
    /// - Complexity: O(columns) to record.
    public mutating func fillColumns(x: Int, top: [Float], bottom: [Float], paint: Paint) {
        fillColumns(ColumnSpans(x: x, top: top, bottom: bottom), paint: paint)
    }

    /// Records spans made beforehand (a frame makes its envelopes' spans on its threads).
    mutating func fillColumns(_ spans: ColumnSpans, paint: Paint) {
        guard !spans.rows.isEmpty else { return }
        commands.append(.columns(spans, paint))
    }
}
