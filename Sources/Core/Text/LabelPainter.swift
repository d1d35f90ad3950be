import Foundation

/// Draws single-line labels into a display list from a glyph coverage cache: each glyph is
/// rasterized once per pixel size and quarter-pixel x phase into a `CoverageMask`, and a
/// label is a few blits — so the dozens of axis labels of a frame cost a multiply-add per
/// pixel, not a `glyf` parse, a flattening and a rasterization per glyph.
///
/// Placement: the baseline is snapped to a whole pixel row and each glyph's origin to a
/// quarter pixel in x (at most 1/8 px from the exact layout); a blit equals filling the
/// outline at that position (coverage quantised to 1/255). `path(of:)` gives the exact,
/// unsnapped outlines for callers that want a path. Thread-safe; a painter may be shared
/// by frames.
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
    private var masks: [MaskKey: (mask: CoverageMask, left: Int, top: Int)] = [:]
    private struct MaskKey: Hashable { var glyph: Int; var sizeBits: UInt32; var phase: Int }
    /// Sub-pixel x positions per pixel for glyph masks.
    static let phases = 4

    public init(font: Font) { self.font = font }

    /// The number of cached glyph outlines and coverage masks (for tests).
    public var cachedGlyphs: Int { lock.lock(); defer { lock.unlock() }; return cache.count + masks.count }

    /// Lays out `string` at `size` pixels per em with its anchor at `at` (on the baseline,
    /// y down) and records a blit of each glyph's cached coverage (see the type's note on
    /// placement). Returns the layout (for its advance width). Glyphs whose outline cannot
    /// be read, non-finite anchors and sizes outside 0 < size <= 512 draw nothing.
    /// - Complexity: O(glyphs) blits; a rasterization on a size and phase's first use of a glyph.
    @discardableResult
    public func draw(_ string: String, size: Float, at: SIMD2<Float>, alignment: TextAlignment = .left,
                     paint: Paint, into list: inout DisplayList) -> TextLayout {
        let layout = TextLayout(font: font, string: string, size: size, alignment: alignment, baseline: at)
        guard size > 0, size <= 512, at.x.isFinite, at.y.isFinite else { return layout }
        let y = Int(at.y.rounded())
        for g in layout.glyphs where g.origin.x.isFinite && abs(g.origin.x) < 1e7 {
            let q = (g.origin.x * Float(Self.phases)).rounded(.toNearestOrEven)
            let x = Int((q / Float(Self.phases)).rounded(.down)), phase = Int(q) - x * Self.phases
            let m = mask(g.glyph, scale: layout.scale, phase: phase)
            list.blit(m.mask, x: x + m.left, y: y + m.top, paint: paint)
        }
        return layout
    }

    /// Glyph `glyph`'s coverage with its origin at (phase / phases, 0), and the mask's
    /// top-left pixel relative to that origin's pixel.
    private func mask(_ glyph: Int, scale: Float, phase: Int) -> (mask: CoverageMask, left: Int, top: Int) {
        let key = MaskKey(glyph: glyph, sizeBits: scale.bitPattern, phase: phase)
        lock.lock()
        if let m = masks[key] { lock.unlock(); return m }
        lock.unlock()
        var p = glyphPath(glyph, scale: scale)
        let dx = Float(phase) / Float(Self.phases)
        var lo = SIMD2<Float>(repeating: .infinity), hi = SIMD2<Float>(repeating: -.infinity)
        for i in p.points.indices { p.points[i].x += dx; lo = pointwiseMin(lo, p.points[i]); hi = pointwiseMax(hi, p.points[i]) }
        var m = (mask: CoverageMask(path: FlatPath(), width: 0, height: 0), left: 0, top: 0)
        if lo.x <= hi.x {
            let left = Int(lo.x.rounded(.down)), top = Int(lo.y.rounded(.down))
            for i in p.points.indices { p.points[i] -= SIMD2(Float(left), Float(top)) }
            m = (CoverageMask(path: p, width: Int(hi.x.rounded(.up)) - left, height: Int(hi.y.rounded(.up)) - top), left, top)
        }
        lock.lock(); masks[key] = m; lock.unlock()
        return m
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
