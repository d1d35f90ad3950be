/// The axis-aligned rectangle fast path: exact area coverage, separable in x and y.
///
/// Coverage of pixel (i, j) is `|[x0,x1) ∩ [i,i+1)| · |[y0,y1) ∩ [j,j+1)|`, the same value
/// the general rasterizer computes exactly. Columns strictly inside the rectangle share
/// one coverage per row and are blended as one span (a word fill when opaque).
enum RectFill {
    /// Fills rows `rows` ∩ the rectangle, clipped to `clip`.
    static func fill(x0: Float, y0: Float, x1: Float, y1: Float, rows: Range<Int>,
                     clip: PixelRect, blend: Blend, base: UnsafeMutablePointer<UInt8>,
                     width: Int, scratch s: Rasterizer.Scratch) {
        if blend.kind == .solid, let b = bar(of: RectPath.Rect(x0: x0, y0: y0, x1: x1, y1: y1), clip: clip, width: width) {
            fill(b, rows: rows, c: blend.ink(row: rows.lowerBound).c, base: base, width: width)
            return
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let ax = max(min(x0, x1), Float(clip.x0)), bx = min(max(x0, x1), Float(clip.x1))
        let ay = max(min(y0, y1), Float(max(clip.y0, rows.lowerBound)))
        let by = min(max(y0, y1), Float(min(clip.y1, rows.upperBound)))
        guard ax < bx, ay < by else { return }
        let i0 = Int(ax), i1 = min(Int(bx.rounded(.up)), clip.x1)
        let j0 = Int(ay), j1 = min(Int(by.rounded(.up)), clip.y1)
        if i1 - i0 == 1 {
            // One column (a dense line's envelope, a thin vertical line): the coverage is its
            // width times each row's height, without the column scratch and span calls.
            let cw = bx - ax
            if blend.kind == .solid {
                let ink = blend.ink(row: j0)                 // the same for every row
                for j in j0..<j1 { ink.pixel(base + j * width * 4, i0, cw * (min(by, Float(j + 1)) - max(ay, Float(j)))) }
            } else {
                for j in j0..<j1 { blend.ink(row: j).pixel(base + j * width * 4, i0, cw * (min(by, Float(j + 1)) - max(ay, Float(j)))) }
            }
            return
        }
        let acc = s.acc
        for i in i0..<i1 { acc[i] = min(bx, Float(i + 1)) - max(ax, Float(i)) }
        // Inner columns: every column whose width is a full pixel.
        var m0 = i0, m1 = i1
        while m0 < m1 && acc[m0] != 1 { m0 += 1 }
        while m1 > m0 && acc[m1 - 1] != 1 { m1 -= 1 }
        let cov = s.cov
        // Narrow rectangles blend all their columns as one coverage row, four pixels at a
        // time; wide ones fill the inner columns as a span.
        let narrow = m1 - m0 < 16
        let solid = blend.kind == .solid ? blend.ink(row: j0) : nil   // row-independent
        for j in j0..<j1 {
            let h = min(by, Float(j + 1)) - max(ay, Float(j))
            let row = base + j * width * 4
            let ink = solid ?? blend.ink(row: j)
            var k = UnsafePointer(acc)
            if h != 1 {
                for i in i0..<i1 { cov[i] = acc[i] * h }
                k = UnsafePointer(cov)
            }
            if narrow {
                ink.cells(row, i0, i1, k)
            } else {
                ink.cells(row, i0, m0, k)
                ink.span(row, m0, m1, h)
                ink.cells(row, m1, i1, k)
            }
        }
        for i in i0..<i1 { acc[i] = 0 }
    }

    /// A solid bar's set-up, the same in every band: its top and bottom clipped to the
    /// clip's rows, the first of its `g` quads' columns, `q0`, and the quads' column widths.
    struct Bar: Sendable {
        var ay: Float, by: Float, q0: Int32, g: Int32
        var k0: SIMD4<Float>, k1: SIMD4<Float>, k2: SIMD4<Float>, k3: SIMD4<Float>
    }

    /// The set-up of rectangle `r` in `clip` if it is a bar — 2 to 16 columns wide, whose
    /// quads fit the canvas' `width` — else nil (`fill` then takes the other paths, which
    /// also draw nothing for an empty or non-finite rectangle). `Canvas.draw` makes it once
    /// per rectangle of a bar chart, before the bands (a tall bar crosses most bands).
    static func bar(of r: RectPath.Rect, clip: PixelRect, width: Int) -> Bar? {
        guard r.x0.isFinite, r.y0.isFinite, r.x1.isFinite, r.y1.isFinite else { return nil }
        let ax = max(min(r.x0, r.x1), Float(clip.x0)), bx = min(max(r.x0, r.x1), Float(clip.x1))
        let ay = max(min(r.y0, r.y1), Float(clip.y0)), by = min(max(r.y0, r.y1), Float(clip.y1))
        guard ax < bx, ay < by else { return nil }
        let i0 = Int(ax), i1 = min(Int(bx.rounded(.up)), clip.x1)
        guard i1 - i0 >= 2 && i1 - i0 <= 16 && (i1 - i0 + 3) / 4 * 4 <= width else { return nil }
        let g = (i1 - i0 + 3) / 4, q0 = min(i0, width - 4 * g)
        // Column widths of the four quads: min(bx, i + 1) − max(ax, i), as `fill` computes
        // them; ≤ 0 for columns outside i0 ..< i1 (0 after `weights`).
        @inline(__always) func widths(_ t: Int) -> SIMD4<Float> {
            let x = SIMD4<Float>(repeating: Float(q0 + 4 * t)) + SIMD4<Float>(0, 1, 2, 3)
            return (x + 1).replacing(with: bx, where: x + 1 .> bx) - x.replacing(with: ax, where: x .< ax)
        }
        return Bar(ay: ay, by: by, q0: Int32(q0), g: Int32(g), k0: widths(0), k1: g > 1 ? widths(1) : .zero,
                   k2: g > 2 ? widths(2) : .zero, k3: g > 3 ? widths(3) : .zero)
    }

    /// Fills the rows `rows` of a solid bar of colour `c`: its columns as up to four quads
    /// of `Blend.quad`, whose colour × coverage and destination weights are computed once
    /// for all full-height rows. Lanes beyond the bar have coverage 0 (they write back the
    /// bytes they read, in this band's own row); the quads are moved left to end inside the
    /// row at the canvas' right edge. Same bytes as the per-pixel path (the same integer
    /// steps per lane; a band's rows give the same row heights as the whole bar's).
    ///
    /// A full row whose four destination pixels equal the last ones blended in that quad
    /// gets the same result stored without blending (a bar over one background, or over
    /// itself). Safe callers: `b` is `bar(of:)`'s for this canvas `width`, `rows` lie in it.
    static func fill(_ b: Bar, rows: Range<Int>, c: SIMD4<Float>, base: UnsafeMutablePointer<UInt8>, width: Int) {
        let ay = max(b.ay, Float(rows.lowerBound)), by = min(b.by, Float(rows.upperBound))
        guard ay < by else { return }
        let j0 = Int(ay), j1 = Int(by.rounded(.up))
        let g = Int(b.g), q0 = Int(b.q0), k0 = b.k0, k1 = b.k1, k2 = b.k2, k3 = b.k3
        let (rb, ga) = Blend.pairs(Blend.bytes(c))
        @inline(__always) func weights(_ k: SIMD4<Float>) -> Blend.Quad {
            Blend.weights(rb, ga, Blend.cover(Blend.unit(k)))
        }
        let w0 = weights(k0), none = Blend.Quad(even: .zero, odd: .zero, keep: .zero)
        let w1 = g > 1 ? weights(k1) : none, w2 = g > 2 ? weights(k2) : none, w3 = g > 3 ? weights(k3) : none
        @inline(__always) func partial(_ j: Int, _ h: Float) {
            // Safe because: q0 ≥ 0 and q0 + 4g ≤ width, row j is in the canvas.
            let p = UnsafeMutableRawPointer(base + (j * width + q0) * 4)
            Blend.quad(p, weights(k0 * h))
            if g > 1 { Blend.quad(p + 16, weights(k1 * h)) }
            if g > 2 { Blend.quad(p + 32, weights(k2 * h)) }
            if g > 3 { Blend.quad(p + 48, weights(k3 * h)) }
        }
        // Rows of full height (h = 1: ay ≤ j and j + 1 ≤ by) are one run between at most
        // one partial row above and one below.
        var top = j0, bottom = j1
        let h0 = min(by, Float(j0 + 1)) - max(ay, Float(j0))
        if h0 != 1 { partial(j0, h0); top += 1 }
        if bottom > top {
            let h1 = min(by, Float(j1)) - max(ay, Float(j1 - 1))
            if h1 != 1 { partial(j1 - 1, h1); bottom -= 1 }
        }
        guard top < bottom else { return }
        // Per quad, the last destination blended and its result, from the first full row.
        let stride = width * 4
        // Safe because: q0 ≥ 0 and q0 + 4g ≤ width, rows top ..< bottom are in the canvas.
        var p = UnsafeMutableRawPointer(base + (top * width + q0) * 4)
        var m0 = Memo(p, w0)
        if g == 1 {
            // A bar of at most four columns (most bars): one quad a row, nothing else.
            for _ in (top + 1)..<bottom { p += stride; m0.quad(p, w0) }
            return
        }
        var m1 = g > 1 ? Memo(p + 16, w1) : Memo()
        var m2 = g > 2 ? Memo(p + 32, w2) : Memo()
        var m3 = g > 3 ? Memo(p + 48, w3) : Memo()
        for _ in (top + 1)..<bottom {
            p += stride
            m0.quad(p, w0)
            if g > 1 { m1.quad(p + 16, w1) }
            if g > 2 { m2.quad(p + 32, w2) }
            if g > 3 { m3.quad(p + 48, w3) }
        }
    }

    /// One quad's last blend at fixed weights: the four destination pixels and the result.
    /// `Blend.quad` is a function of the destination alone once the weights are fixed, so
    /// an equal destination takes the stored result: the same bytes.
    struct Memo {
        var before = SIMD4<UInt32>(), after = SIMD4<UInt32>()

        init() {}

        /// Blends the quad at `p` and remembers it. Safe callers: as `quad`'s.
        @inline(__always) init(_ p: UnsafeMutableRawPointer, _ w: Blend.Quad) {
            before = p.loadUnaligned(as: SIMD4<UInt32>.self)
            Blend.quad(p, w)
            after = p.loadUnaligned(as: SIMD4<UInt32>.self)
        }

        /// Safe callers: `p` points at 4 pixels of one row.
        @inline(__always)
        mutating func quad(_ p: UnsafeMutableRawPointer, _ w: Blend.Quad) {
            let d = p.loadUnaligned(as: SIMD4<UInt32>.self)
            if _all(d .== before) { p.storeBytes(of: after, as: SIMD4<UInt32>.self); return }
            Blend.quad(p, w)
            before = d; after = p.loadUnaligned(as: SIMD4<UInt32>.self)
        }
    }
}
