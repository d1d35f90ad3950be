import Foundation

/// Draws single-line labels into a display list, with each glyph's flattened outline
/// cached per pixel size — so that the dozens of axis labels of a frame cost a copy and a
/// translation per glyph, not a `glyf` parse and a curve flattening.
///
/// Translation is exact for the flattened polygon (the outline is flattened once at the
/// origin and moved), so a cached glyph draws the same coverage as a fresh one up to
/// Float rounding of the moved vertices. Thread-safe; a painter may be shared by frames.
///
/// ```swift
/// let painter = LabelPainter(font: try Font.dejaVuSans())
/// var list = DisplayList()
/// painter.draw("Apr 7", size: 12, at: SIMD2(100, 40), alignment: .center, paint: .solid(.black), into: &list)
/// ```
public final class LabelPainter: @unchecked Sendable {
    public let font: Font
    private let lock = NSLock()
    private var cache: [CacheKey: FlatPath] = [:]
    private struct CacheKey: Hashable { var glyph: Int; var sizeBits: UInt32 }

    public init(font: Font) { self.font = font }

    /// The number of cached glyph outlines (for tests).
    public var cachedGlyphs: Int { lock.lock(); defer { lock.unlock() }; return cache.count }

    /// Lays out `string` at `size` pixels per em with its anchor at `at` (on the baseline,
    /// y down) and records one non-zero fill of all its glyphs. Returns the layout (for its
    /// advance width). Glyphs whose outline cannot be read draw nothing.
    /// - Complexity: O(glyphs × their vertices); O(curves) more on a size's first use of a glyph.
    @discardableResult
    public func draw(_ string: String, size: Float, at: SIMD2<Float>, alignment: TextAlignment = .left,
                     paint: Paint, into list: inout DisplayList) -> TextLayout {
        let layout = TextLayout(font: font, string: string, size: size, alignment: alignment, baseline: at)
        list.fill(path(of: layout), rule: .nonZero, paint: paint)
        return layout
    }

    /// The outlines of a laid-out line as one path in pixels.
    /// - Complexity: as `draw`.
    public func path(of layout: TextLayout) -> FlatPath {
        var out = FlatPath()
        for g in layout.glyphs {
            let shape = glyphPath(g.glyph, scale: layout.scale)
            let base = out.points.count
            out.points.append(contentsOf: shape.points.lazy.map { $0 + g.origin })
            out.contourEnds.append(contentsOf: shape.contourEnds.lazy.map { $0 + base })
        }
        return out
    }

    private func glyphPath(_ glyph: Int, scale: Float) -> FlatPath {
        let key = CacheKey(glyph: glyph, sizeBits: scale.bitPattern)
        lock.lock()
        if let p = cache[key] { lock.unlock(); return p }
        lock.unlock()
        let p = (try? font.outline(of: glyph))?.flattened(scale: scale, origin: .zero) ?? FlatPath()
        lock.lock(); cache[key] = p; lock.unlock()
        return p
    }
}
