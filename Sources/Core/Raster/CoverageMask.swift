/// A small bitmap of coverage (0…1 per pixel) drawn many times at whole-pixel positions:
/// a rasterized glyph, a marker. Blitting it costs a multiply-add per pixel instead of a
/// rasterization, and equals filling the shape at that position (the coverage is the
/// rasterizer's own, quantised to 1/255).
public struct CoverageMask: Sendable {
    public let width: Int, height: Int
    /// Row-major coverage, `width * height` values in 0…1.
    public let coverage: [Float]
    /// Per row, the columns from its first to past its last non-zero coverage (a glyph's
    /// rows are mostly empty around the ink): a blit visits only those.
    let inked: [Range<Int32>]

    /// The coverage of `path` filled with `rule` on a `width` x `height` grid whose origin
    /// is pixel (0, 0). Sides are clamped to 0…1024. - Complexity: that of one fill.
    public init(path: FlatPath, rule: FillRule = .nonZero, width w: Int, height h: Int) {
        let (cw, ch) = (max(0, min(1024, w)), max(0, min(1024, h)))
        width = cw; height = ch
        guard cw > 0, ch > 0, var canvas = try? Canvas(width: cw, height: ch) else { coverage = []; inked = []; return }
        // Exact area in every cluster (no sample lines for small ones, `Rasterizer.Mode`):
        // masks are made once and blitted many times, so glyph edges keep their exact ink.
        var list = DisplayList()
        list.clip(canvas.clip)
        list.fill(path, rule: rule, paint: .solid(.white))
        canvas._draw(list, threads: 1, mode: .exact)
        coverage = stride(from: 3, to: canvas.bytes.count, by: 4).map { Float(canvas.bytes[$0]) / 255 }
        inked = Self.inked(coverage, width: cw)
    }

    static func inked(_ coverage: [Float], width: Int) -> [Range<Int32>] {
        stride(from: 0, to: coverage.count, by: max(1, width)).map { s in
            let row = coverage[s..<s + width]
            guard let a = row.firstIndex(where: { $0 > 0 }), let b = row.lastIndex(where: { $0 > 0 }) else { return 0..<0 }
            return Int32(a - s)..<Int32(b - s + 1)
        }
    }
}

extension CoverageMask {
    /// A mask of the given coverage (`width * height` values in 0…1, row-major).
    init(width: Int, height: Int, coverage: [Float]) {
        self.width = width; self.height = height; self.coverage = coverage
        inked = Self.inked(coverage, width: width)
    }
}

extension DisplayList {
    /// Records a blit of `mask` × `paint` with the mask's pixel (0, 0) at canvas pixel
    /// (x, y). - Complexity: O(1) (the mask is shared, not copied).
    public mutating func blit(_ mask: CoverageMask, x: Int, y: Int, paint: Paint) {
        guard mask.width > 0, mask.height > 0 else { return }
        commands.append(.mask(mask, x: x, y: y, paint))
    }
}

extension CoverageMask {
    /// Blends the mask's rows within `rows` and `clip` at (x, y): each row's inked span is
    /// copied into `cov` at its canvas columns and blended from there four pixels at a
    /// time (`RowInk.cells`, the same bytes as pixel by pixel). Safe callers: `base` is the
    /// canvas' first byte, `width` its width and `cov` holds a value per canvas column;
    /// every index is clipped to the canvas below.
    func blit(x: Int, y: Int, rows: Range<Int>, clip: PixelRect, blend: Blend,
              base: UnsafeMutablePointer<UInt8>, width w: Int, cov: UnsafeMutablePointer<Float>) {
        // First without sums: a position near Int.max or Int.min must not overflow below.
        guard x < clip.x1, y < clip.y1, x > clip.x0 - width, y > clip.y0 - height else { return }
        let j0 = max(y, rows.lowerBound, clip.y0), j1 = min(y + height, rows.upperBound, clip.y1)
        let i0 = max(x, clip.x0), i1 = min(x + width, clip.x1)
        guard j0 < j1, i0 < i1 else { return }
        coverage.withUnsafeBufferPointer { mask in
            for j in j0..<j1 {
                let span = inked[j - y]
                let a = max(i0, x + Int(span.lowerBound)), b = min(i1, x + Int(span.upperBound))
                guard a < b else { continue }
                let ink = blend.ink(row: j), row = base + j * w * 4, line = (j - y) * width - x
                (cov + a).update(from: mask.baseAddress! + (line + a), count: b - a)
                ink.cells(row, a, b, cov)
            }
        }
    }
}
