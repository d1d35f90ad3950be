/// TrueType (`Font(bytes:)`): any bytes load or throw; a loaded font answers every query
/// for its first glyphs (outline, metrics, kerning, character map) without trapping, and
/// a line of text lays out and fills into a small canvas.
func fuzzFont(_ data: UnsafeRawBufferPointer) {
    guard let font = try? Font(bytes: Array(data)) else { return }
    for g in 0..<min(font.glyphCount, 32) {
        _ = font.advance(of: g)
        _ = font.leftSideBearing(of: g)
        _ = font.kerning(g, (g + 1) % max(font.glyphCount, 1))
        if let outline = try? font.outline(of: g) {
            _ = outline.flattened(scale: 0.02, origin: SIMD2(4, 20))
        }
    }
    for s in ["A", "g", "é", "€", "\u{1F600}", "\u{FFFF}", "\u{0}"] {
        _ = font.glyph(for: s.unicodeScalars.first!)
    }
    let layout = TextLayout(font: font, string: "Ag 1.5 €", size: 12, baseline: SIMD2(2, 20))
    var path = FlatPath()
    for placed in layout.glyphs {
        if let o = try? font.outline(of: placed.glyph) {
            o.appendFlattened(to: &path, scale: layout.scale, origin: placed.origin)
        }
    }
    if var c = try? Canvas(width: 64, height: 24) { c.fill(path, rule: .nonZero, paint: .solid(.black)) }
}
