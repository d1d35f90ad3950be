/// Pixels copied into the canvas as they are, replacing what is there: the part of a
/// premultiplied RGBA8 image (`width` pixels per row) whose pixel `from` lands on the
/// target rectangle's top-left corner. A cached part of a frame (the minimap's series)
/// goes back in this way, band by band with the rest of the list.
struct PixelCopy: Sendable {
    let source: [UInt8]
    let width: Int
    let from: (x: Int, y: Int)
    /// Canvas pixels written; clamped in `init` so that every pixel read is in `source`.
    let target: PixelRect

    init(_ source: [UInt8], width: Int, from: (x: Int, y: Int), to target: PixelRect) {
        self.source = source; self.width = max(0, width); self.from = from
        let rows = self.width > 0 ? source.count / 4 / self.width : 0
        // Source pixels from.x ..< width and from.y ..< rows exist (none when from is negative).
        let w = from.x >= 0 && from.y >= 0 ? max(0, self.width - from.x) : 0
        let h = from.x >= 0 && from.y >= 0 ? max(0, rows - from.y) : 0
        var t = target
        // Saturating: a target near Int.max must not trap.
        t.x1 = min(t.x1, t.x0.addingReportingOverflow(w).overflow ? .max : t.x0 + w)
        t.y1 = min(t.y1, t.y0.addingReportingOverflow(h).overflow ? .max : t.y0 + h)
        self.target = t
    }

    /// Copies the rows of `band` ∩ `clip` ∩ the target. Safe callers: `base` is the canvas'
    /// first byte and `canvasWidth` its width; `clip` lies inside the canvas.
    /// - Complexity: O(pixels copied).
    func copy(rows band: Range<Int>, clip: PixelRect, base: UnsafeMutablePointer<UInt8>, canvasWidth cw: Int) {
        let t = target.intersection(clip)
        let j0 = max(t.y0, band.lowerBound), j1 = min(t.y1, band.upperBound)
        guard j0 < j1, t.x0 < t.x1 else { return }
        source.withUnsafeBufferPointer { src in
            for j in j0..<j1 {
                // In bounds: `init` keeps target rows and columns inside `source`, the clip
                // keeps them inside the canvas.
                let s = ((from.y + j - target.y0) * width + from.x + t.x0 - target.x0) * 4
                (base + (j * cw + t.x0) * 4).update(from: src.baseAddress! + s, count: (t.x1 - t.x0) * 4)
            }
        }
    }
}

extension DisplayList {
    /// Records a copy of `pixels` (premultiplied RGBA8 rows of `width` pixels) into
    /// `target`, source pixel `from` at the target's top-left, replacing the canvas' pixels
    /// (no blending); the part outside `pixels` is not drawn. - Complexity: O(1) to record
    /// (the array is shared, not copied).
    mutating func copy(_ pixels: [UInt8], width: Int, from: (x: Int, y: Int), to target: PixelRect) {
        let c = PixelCopy(pixels, width: width, from: from, to: target)
        guard !c.target.isEmpty else { return }
        commands.append(.copy(c))
    }
}
