import ChartCore

/// Text costs of one frame's labels: parsing the shipped font (once per process) and
/// turning an axis label into pixel polygons. "ours" lays out and flattens from outlines
/// decoded once and kept (the cache a label renderer holds); "naive" decodes every glyph
/// from `glyf` again on each call. Also checks `Bundle.module` works in a release binary.
enum TextBench {
    static func register(into cases: inout [BenchCase]) {
        cases.append(BenchCase(suite: "text", name: "load DejaVuSans 760KB", n: 1, threads: 1) {
            let bytes = try Font.dejaVuSans().bytes
            return [Variant(impl: "ours", opsPerCall: 1) { (try? Font(bytes: bytes))?.glyphCount ?? 0 }]
        })
        let labels = ["Apr 7", "Apr 14", "Apr 21", "Apr 28", "May 5", "1.2k", "2.4k", "3.6k"]
        cases.append(BenchCase(suite: "text", name: "8 axis labels 12px layout+flatten", n: 8, threads: 1) {
            let font = try Font.dejaVuSans()
            var cache: [Int: GlyphOutline] = [:]
            for s in labels { for g in font.measure(s, size: 12).glyphs { cache[g.glyph] = try font.outline(of: g.glyph) } }
            let check = render(font, labels) { cache[$0]! }
            precondition(check == render(font, labels) { (try? font.outline(of: $0)) ?? GlyphOutline() })
            return [
                Variant(impl: "ours", opsPerCall: 1) { render(font, labels) { cache[$0]! } },
                Variant(impl: "naive", opsPerCall: 1) { render(font, labels) { (try? font.outline(of: $0)) ?? GlyphOutline() } },
            ]
        })
    }

    /// Lays out each label centred under an x tick and flattens it; returns the point count.
    static func render(_ font: Font, _ labels: [String], outline: (Int) -> GlyphOutline) -> Int {
        var path = FlatPath()
        for (k, s) in labels.enumerated() {
            let layout = TextLayout(font: font, string: s, size: 12, alignment: .center, baseline: SIMD2(Float(80 * k + 40), 700))
            for g in layout.glyphs { outline(g.glyph).appendFlattened(to: &path, scale: layout.scale, origin: g.origin) }
        }
        return path.points.count
    }
}
