import Testing

@testable import ChartCore

@Suite struct TextLayoutTests {
    let font: Font

    init() throws { font = try Font.dejaVuSans() }

    /// "AV" = advance(A) + kern(A, V) + advance(V) = 1401 − 131 + 1368 font units.
    @Test func advanceIncludesKerning() {
        let v = font.glyph(for: "V")
        let expected = Float(1401 - 131 + font.advance(of: v)) * 20 / 2048
        let layout = font.measure("AV", size: 20)
        #expect(layout.advanceWidth == expected)
        #expect(layout.glyphs.map(\.glyph) == [36, v])
        #expect(layout.glyphs[1].origin.x == Float(1401 - 131) * 20 / 2048)
        #expect(layout.ascent == Float(1901) * 20 / 2048)
        #expect(layout.descent == Float(483) * 20 / 2048)
    }

    @Test(arguments: [(TextAlignment.left, Float(0)), (.center, 0.5), (.right, 1)])
    func alignmentShiftsByFractionOfWidth(_ c: (TextAlignment, Float)) {
        let anchor = SIMD2<Float>(100, 50)
        let layout = TextLayout(font: font, string: "Apr 7", size: 12, alignment: c.0, baseline: anchor)
        #expect(layout.glyphs.count == 5)
        #expect(layout.glyphs[0].origin == SIMD2(anchor.x - c.1 * layout.advanceWidth, 50), "\(c.0)")
        #expect(layout.glyphs.allSatisfy { $0.origin.y == 50 })
        let left = TextLayout(font: font, string: "Apr 7", size: 12)
        #expect(layout.advanceWidth == left.advanceWidth)
    }

    @Test func emptyStringIsEmpty() {
        let layout = font.measure("", size: 12)
        #expect(layout.glyphs.isEmpty && layout.advanceWidth == 0)
    }

    /// A laid-out label flattened glyph by glyph lands inside its box.
    @Test func labelFlattensInsideItsBox() throws {
        let layout = TextLayout(font: font, string: "1.2k", size: 16, alignment: .center, baseline: SIMD2(50, 30))
        var path = FlatPath()
        for g in layout.glyphs {
            try font.outline(of: g.glyph).appendFlattened(to: &path, scale: layout.scale, origin: g.origin)
        }
        #expect(path.contourEnds.count == 1 + 1 + 1 + 1)  // "1", ".", "2", "k" have one contour each
        let x0 = 50 - layout.advanceWidth / 2
        for p in path.points {
            #expect(p.x >= x0 && p.x <= x0 + layout.advanceWidth && p.y >= 30 - layout.ascent && p.y <= 30, "\(p)")
        }
    }
}
