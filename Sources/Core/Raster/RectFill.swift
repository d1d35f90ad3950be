/// The axis-aligned rectangle fast path: exact area coverage, separable in x and y.
///
/// Coverage of pixel (i, j) is `|[x0,x1) ∩ [i,i+1)| · |[y0,y1) ∩ [j,j+1)|`, the same value
/// the general rasterizer computes exactly in x; in y it is exact at any fraction.
enum RectFill {
    /// Fills rows `rows` ∩ the rectangle, clipped to `clip`.
    static func fill(x0: Float, y0: Float, x1: Float, y1: Float, rows: Range<Int>,
                     clip: PixelRect, paint: Paint, base: UnsafeMutablePointer<UInt8>,
                     width: Int, scratch s: Rasterizer.Scratch) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let ax = max(min(x0, x1), Float(clip.x0)), bx = min(max(x0, x1), Float(clip.x1))
        let ay = max(min(y0, y1), Float(max(clip.y0, rows.lowerBound)))
        let by = min(max(y0, y1), Float(min(clip.y1, rows.upperBound)))
        guard ax < bx, ay < by else { return }
        let i0 = Int(ax), i1 = min(Int(bx.rounded(.up)), clip.x1)
        for i in i0..<i1 {
            s.run[i] = min(bx, Float(i + 1)) - max(ax, Float(i))
        }
        let j0 = Int(ay), j1 = min(Int(by.rounded(.up)), clip.y1)
        for j in j0..<j1 {
            let h = min(by, Float(j + 1)) - max(ay, Float(j))
            for i in i0..<i1 { s.cov[i] = s.run[i] * h }
            Blend.row(base + j * width * 4, y: j, x0: i0, x1: i1, cov: s.cov, paint: paint)
        }
        for i in i0..<i1 { s.cov[i] = 0; s.run[i] = 0 }
    }
}
