/// Horizontal placement of a single-line label around an anchor point.
public enum TextAlignment: Sendable, Equatable {
    /// The anchor is the left end of the advance box.
    case left
    /// The anchor is the middle of the advance box.
    case center
    /// The anchor is the right end of the advance box.
    case right
}

/// A single line of text laid out at a pixel size: glyph ids with pen positions in pixels.
///
/// Glyphs come from the font's character map (unmapped characters use glyph 0), advance by
/// `hmtx` widths plus `kern` pair adjustments, and sit on one baseline. No shaping,
/// ligatures, bidi or line breaking: labels such as "Apr 7" or "1.2k".
///
/// ```swift
/// let font = try Font.dejaVuSans()
/// let label = TextLayout(font: font, string: "Apr 7", size: 12,
///                        alignment: .center, baseline: SIMD2(100, 40))
/// var path = FlatPath()
/// for g in label.glyphs { try font.outline(of: g.glyph).appendFlattened(to: &path, scale: label.scale, origin: g.origin) }
/// ```
///
/// Invariant: `glyphs[0].origin.x` is `baseline.x` shifted by 0, `advanceWidth / 2` or
/// `advanceWidth` for left, centre and right, and all origins share `baseline.y`.
/// A coverage cache of rasterized glyphs per (glyph, size, subpixel offset), so that axis
/// labels cost almost nothing per frame, is a later step built on top of this type.
public struct TextLayout: Sendable, Equatable {
    /// One placed glyph: its id and the pixel position of its origin on the baseline.
    public struct PlacedGlyph: Sendable, Equatable {
        /// Glyph id in the font (0 for characters the font lacks).
        public var glyph: Int
        /// Pen position on the baseline, pixels (y down): pass as `origin` to `flattened`.
        public var origin: SIMD2<Float>
    }

    /// Glyphs in string order, one per Unicode scalar.
    public var glyphs: [PlacedGlyph]
    /// Pixels per font unit (`size / unitsPerEm`), the scale to draw the outlines with.
    public var scale: Float
    /// Total advance including kerning, pixels.
    public var advanceWidth: Float
    /// Font ascender above the baseline, pixels (positive).
    public var ascent: Float
    /// Font descender below the baseline, pixels (positive).
    public var descent: Float

    /// Lays out `string` at `size` pixels per em with the anchor at `baseline` (y down).
    /// - Complexity: O(string's unicode scalars).
    public init(font: Font, string: String, size: Float, alignment: TextAlignment = .left, baseline: SIMD2<Float> = .zero) {
        scale = size / Float(font.unitsPerEm)
        ascent = Float(font.ascender) * scale
        descent = Float(-font.descender) * scale
        var penUnits: [Int] = []
        var ids: [Int] = []
        var pen = 0
        var previous: Int? = nil
        for scalar in string.unicodeScalars {
            let g = font.glyph(for: scalar)
            if let previous { pen += font.kerning(previous, g) }
            penUnits.append(pen)
            ids.append(g)
            pen += font.advance(of: g)
            previous = g
        }
        advanceWidth = Float(pen) * scale
        let shift: Float =
            switch alignment {
            case .left: 0
            case .center: advanceWidth / 2
            case .right: advanceWidth
            }
        let (scale, x0) = (scale, baseline.x - shift)
        glyphs = zip(ids, penUnits).map { PlacedGlyph(glyph: $0, origin: SIMD2(x0 + Float($1) * scale, baseline.y)) }
    }
}

extension Font {
    /// Advance width (with kerning), ascent and descent of `string` at `size` pixels per em:
    /// a left-aligned `TextLayout` at the origin. - Complexity: O(string's unicode scalars).
    public func measure(_ string: String, size: Float) -> TextLayout {
        TextLayout(font: self, string: string, size: size)
    }
}
