import Foundation
import Testing

@testable import ChartCore

/// Facts of the shipped DejaVu Sans, cross-checked with fontTools 4 (`TTFont(...)["hmtx"]`,
/// `getBestCmap()`, `glyf[name].getCoordinates(glyf)`), whose numbers are written here.
@Suite struct FontTests {
    let font: Font

    init() throws { font = try Font.dejaVuSans() }

    @Test func headerFacts() {
        #expect(font.unitsPerEm == 2048)
        #expect(font.glyphCount == 6253)
        #expect(font.ascender == 1901)
        #expect(font.descender == -483)
        #expect(font.lineGap == 0)
        #expect(font._indexToLocFormat == 1)
    }

    /// (character, glyph id, advance, left side bearing, point count, contour count)
    @Test(arguments: [
        ("A", 36, 1401, 16, 11, 2), ("0", 19, 1303, 135, 24, 2), ("g", 74, 1300, 113, 41, 2),
        ("T", 55, 1251, -6, 8, 1), ("Å", 135, 1401, 16, 34, 3), ("é", 171, 1260, 113, 32, 3),
        (" ", 3, 651, 0, 0, 0), ("ß", 161, 1290, 186, nil, nil), ("ÿ", 193, 1212, 61, nil, nil),
        ("€", 2948, 1303, 0, nil, nil), ("😀", 5857, nil, nil, nil, nil),
        ("𐌀", 5373, nil, nil, nil, nil),
    ] as [(String, Int, Int?, Int?, Int?, Int?)])
    func knownGlyphs(_ c: (String, Int, Int?, Int?, Int?, Int?)) throws {
        let g = font.glyph(for: c.0.unicodeScalars.first!)
        #expect(g == c.1, "\(c.0)")
        if let advance = c.2 { #expect(font.advance(of: g) == advance, "\(c.0)") }
        if let lsb = c.3 { #expect(font.leftSideBearing(of: g) == lsb, "\(c.0)") }
        let outline = try font.outline(of: g)
        if let points = c.4 { #expect(outline.pointCount == points, "\(c.0)") }
        if let contours = c.5 { #expect(outline.contours.count == contours, "\(c.0)") }
    }

    /// "é" is a composite of "e" (glyph 72) and "acute" (glyph 118) moved by (139, 0).
    @Test func compositeIsItsComponentsPlaced() throws {
        let composite = try font.outline(of: 171)
        let e = try font.outline(of: 72)
        let acute = try font.outline(of: 118)
        let moved = acute.contours.map { c in
            GlyphOutline.Contour(
                start: c.start + SIMD2(139, 0),
                segments: c.segments.map { s in
                    switch s {
                    case let .line(to): .line(to: to + SIMD2(139, 0))
                    case let .quad(k, to): .quad(control: k + SIMD2(139, 0), to: to + SIMD2(139, 0))
                    }
                })
        }
        #expect(composite.contours == e.contours + moved)
        #expect(composite.pointCount == 28 + 4)
    }

    @Test func unmappedCharactersUseNotdef() {
        #expect(font.glyph(for: "\u{E000}") == 0)
        #expect(font.glyph(for: "\u{10FFFF}") == 0)
    }

    /// Kerning from `kern` format 0 (fontTools `kernTables[0].kernTable`).
    @Test(arguments: [(36, 57, -131), (55, 82, -348), (47, 55, -282), (36, 36, 57), (3, 3, 0)])
    func kerningPairs(_ p: (Int, Int, Int)) {
        #expect(font.kerning(p.0, p.1) == p.2, "\(p)")
        #expect(font._kerning.count == 2727)
    }

    /// Every glyph decodes; totals match fontTools' `getCoordinates` over all glyphs:
    /// 205 976 points, 16 080 contours; advances sum to 8 746 460, bearings to 712 961.
    @Test func everyGlyphParses() throws {
        var points = 0
        var contours = 0
        var advances = 0
        var bearings = 0
        for g in 0..<font.glyphCount {
            let outline = try font.outline(of: g)
            points += outline.pointCount
            contours += outline.contours.count
            advances += font.advance(of: g)
            bearings += font.leftSideBearing(of: g)
            for (k, contour) in outline.contours.enumerated() {
                #expect(contour.segments.last?.end == contour.start, "glyph \(g) contour \(k) not closed")
            }
        }
        #expect(points == 205_976)
        #expect(contours == 16_080)
        #expect(advances == 8_746_460)
        #expect(bearings == 712_961)
    }

    @Test func loadsFromFileURL() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/Core/Text/Resources/DejaVuSans.ttf")
        let copy = try Font(contentsOf: url)
        #expect(copy.glyphCount == font.glyphCount)
        #expect(throws: FontError.self) { try Font(contentsOf: URL(fileURLWithPath: "/nonexistent.ttf")) }
    }
}
