import Foundation

/// Draws single-line labels into a display list from coverage caches: each glyph is
/// rasterized once per pixel size and quarter-pixel x phase into a `CoverageMask`, and each
/// label (string, size, phase) is composed once from its glyphs' masks into one mask — so
/// the dozens of axis labels of a frame are one blit each (a multiply-add per pixel), not
/// a `glyf` parse, a flattening and a rasterization per glyph.
///
/// Placement: the baseline is snapped to a whole pixel row, the first glyph's origin to a
/// quarter pixel in x, and every other glyph to a quarter pixel from there (at most 1/8 px
/// from its place in the label's own layout: 1/4 px at most from the exact layout). A label's mask is the sum of its glyph
/// masks, clamped to full coverage, which equals filling the outlines there (coverage
/// quantised to 1/255) while glyphs do not share ink within a pixel. `path(of:)` gives the
/// exact, unsnapped outlines for callers that want a path. Thread-safe; a painter may be
/// shared by frames.
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
    private var labels: [LabelKey: (mask: CoverageMask, left: Int, top: Int)] = [:]
    private struct LabelKey: Hashable { var string: String; var sizeBits: UInt32; var phase: Int }
    /// Labels kept at most (axis labels recur frame after frame; a pan brings a few new
    /// ones): beyond it the label cache starts again.
    static let labelCapacity = 1024
    /// Sub-pixel x positions per pixel for glyph masks.
    static let phases = 4

    public init(font: Font) { self.font = font }

    /// The number of cached glyph outlines and coverage masks (for tests).
    public var cachedGlyphs: Int { lock.lock(); defer { lock.unlock() }; return cache.count + masks.count + labels.count }

    /// Lays out `string` at `size` pixels per em with its anchor at `at` (on the baseline,
    /// y down) and records one blit of the label's cached coverage (see the type's note on
    /// placement). Returns the layout (for its advance width). Glyphs whose outline cannot
    /// be read, non-finite anchors and sizes outside 0 < size <= 512 draw nothing.
    /// - Complexity: O(glyphs) for the layout and one blit; on a label's first use at a
    ///   size and phase, composing its glyphs' masks (each rasterized on its first use).
    @discardableResult
    public func draw(_ string: String, size: Float, at: SIMD2<Float>, alignment: TextAlignment = .left,
                     paint: Paint, into list: inout DisplayList) -> TextLayout {
        let layout = TextLayout(font: font, string: string, size: size, alignment: alignment, baseline: at)
        guard size > 0, size <= 512, at.x.isFinite, at.y.isFinite, let first = layout.glyphs.first,
              first.origin.x.isFinite, abs(first.origin.x) < 1e7 else { return layout }
        let (x, phase) = Self.snap(first.origin.x)
        let m = label(string, size: size, phase: phase)
        list.blit(m.mask, x: x + m.left, y: Int(at.y.rounded()) + m.top, paint: paint)
        return layout
    }

    /// `x` on the quarter-pixel grid: its whole pixel and the phase (0 ..< phases) within it.
    static func snap(_ x: Float) -> (pixel: Int, phase: Int) {
        let q = (x * Float(phases)).rounded(.toNearestOrEven)
        let pixel = Int((q / Float(phases)).rounded(.down))
        return (pixel, Int(q) - pixel * phases)
    }

    /// The coverage of `string` at `size` with its first glyph's origin at (phase / phases, 0)
    /// and the mask's top-left pixel relative to that origin's pixel: the glyph masks at
    /// their snapped places (`snap` of phase/phases + the glyph's x in the label's layout),
    /// summed and clamped to 1.
    private func label(_ string: String, size: Float, phase: Int) -> (mask: CoverageMask, left: Int, top: Int) {
        let key = LabelKey(string: string, sizeBits: size.bitPattern, phase: phase)
        lock.lock()
        if let m = labels[key] { lock.unlock(); return m }
        lock.unlock()
        let layout = TextLayout(font: font, string: string, size: size)   // first origin at x = 0
        var parts: [(mask: CoverageMask, left: Int, top: Int)] = []
        for g in layout.glyphs where g.origin.x.isFinite {
            let (x, p) = Self.snap(Float(phase) / Float(Self.phases) + g.origin.x)
            let m = mask(g.glyph, scale: layout.scale, phase: p)
            if m.mask.width > 0 { parts.append((m.mask, x + m.left, m.top)) }
        }
        var out = (mask: CoverageMask(path: FlatPath(), width: 0, height: 0), left: 0, top: 0)
        if let l = parts.map(\.left).min(), let t = parts.map(\.top).min(),
           let r = parts.map({ $0.left + $0.mask.width }).max(), let b = parts.map({ $0.top + $0.mask.height }).max() {
            var cov = [Float](repeating: 0, count: (r - l) * (b - t))
            for part in parts {
                for j in 0..<part.mask.height {
                    let row = (part.top - t + j) * (r - l) + part.left - l
                    for i in 0..<part.mask.width { cov[row + i] = min(1, cov[row + i] + part.mask.coverage[j * part.mask.width + i]) }
                }
            }
            out = (CoverageMask(width: r - l, height: b - t, coverage: cov), l, t)
        }
        lock.lock()
        if labels.count >= Self.labelCapacity { labels.removeAll(keepingCapacity: true) }
        labels[key] = out
        lock.unlock()
        return out
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
