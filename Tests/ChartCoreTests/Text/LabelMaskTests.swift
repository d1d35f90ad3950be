@testable import ChartCore
import Testing

@Suite struct LabelMaskTests {
    /// A label drawn from the glyph coverage cache equals the label's outlines filled at the
    /// snapped position (baseline on a whole row, each glyph origin on a quarter pixel).
    @Test(arguments: [(11.0 as Float, SIMD2<Float>(20.3, 30.6)), (17, SIMD2(5.125, 40.49)), (30, SIMD2(61.9, 50.5))])
    func blitsEqualTheSnappedOutlineFill(size: Float, at: SIMD2<Float>) throws {
        let painter = LabelPainter(font: try Font.dejaVuSans())
        let text = "Apr 7, 2.5K Wg"
        let paint = Paint.solid(Color(r: 30, g: 120, b: 200))
        var viaMasks = try Canvas(width: 400, height: 80)
        viaMasks.clear(.white)
        var list = DisplayList()
        let layout = painter.draw(text, size: size, at: at, paint: paint, into: &list)
        viaMasks.draw(list, threads: 1)
        // The reference: each glyph's exact outline at its snapped origin, one fill — the
        // first glyph on the quarter pixel nearest its layout, the others on the quarter
        // pixel nearest their offset in the label's own layout from there.
        let own = TextLayout(font: painter.font, string: text, size: size)
        let first = (layout.glyphs[0].origin.x * 4).rounded(.toNearestOrEven) / 4
        var snapped = layout
        for k in snapped.glyphs.indices {
            let x = ((first + own.glyphs[k].origin.x) * 4).rounded(.toNearestOrEven) / 4
            #expect(abs(x - layout.glyphs[k].origin.x) <= 0.2501)   // 1/8 for the label, 1/8 for the glyph in it
            snapped.glyphs[k].origin = SIMD2(x, at.y.rounded())
        }
        var viaPath = try Canvas(width: 400, height: 80)
        viaPath.clear(.white)
        // Masks are exact-area fills (`CoverageMask`): so is the reference.
        var outline = DisplayList()
        outline.fill(painter.path(of: snapped), rule: .nonZero, paint: paint)
        viaPath._draw(outline, threads: 1, mode: .exact)
        let worst = zip(viaMasks.bytes, viaPath.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 2, "largest byte difference \(worst)")
        #expect(try viaMasks.bytes != Canvas(width: 400, height: 80).bytes)
        #expect(list.count == 1)                 // one blit for the whole label
        // Drawing the label again reuses every mask.
        let cached = painter.cachedGlyphs
        var again = DisplayList()
        painter.draw(text, size: size, at: at, paint: paint, into: &again)
        #expect(painter.cachedGlyphs == cached)
    }

    @Test func badSizesAndAnchorsDrawNothing() throws {
        let painter = LabelPainter(font: try Font.dejaVuSans())
        var list = DisplayList()
        for (size, at) in [(Float(0), SIMD2<Float>(1, 1)), (-3, SIMD2(1, 1)), (1e9, SIMD2(1, 1)), (12, SIMD2(.nan, 1)), (12, SIMD2(1, .infinity))] {
            painter.draw("x", size: size, at: at, paint: .solid(.black), into: &list)
        }
        #expect(list.count == 0)
    }
}
