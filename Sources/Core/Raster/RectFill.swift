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
        let solid = blend.kind == .solid ? blend.ink(row: j0) : nil   // row-independent
        for j in j0..<j1 {
            let h = min(by, Float(j + 1)) - max(ay, Float(j))
            let row = base + j * width * 4
            let ink = solid ?? blend.ink(row: j)
            for i in i0..<m0 { ink.pixel(row, i, acc[i] * h) }
            ink.span(row, m0, m1, h)
            for i in m1..<i1 { ink.pixel(row, i, acc[i] * h) }
        }
        for i in i0..<i1 { acc[i] = 0 }
    }
}
