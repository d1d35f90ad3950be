extension Font {
    /// Advance width of glyph `glyph` in font units; 0 for ids out of range.
    /// - Complexity: O(1).
    public func advance(of glyph: Int) -> Int {
        _advances.indices.contains(glyph) ? Int(_advances[glyph]) : 0
    }

    /// Left side bearing of glyph `glyph` in font units; 0 for ids out of range.
    /// - Complexity: O(1).
    public func leftSideBearing(of glyph: Int) -> Int {
        _leftSideBearings.indices.contains(glyph) ? Int(_leftSideBearings[glyph]) : 0
    }

    /// The `hmtx` table expanded to one advance and one bearing per glyph. Glyphs past
    /// `numberOfHMetrics` (the monospaced tail) repeat the last advance and carry only
    /// their bearing.
    static func _readHorizontalMetrics(_ hmtx: _TableReader, metricCount: Int, glyphCount: Int) throws
        -> ([UInt16], [Int16])
    {
        guard (1...glyphCount).contains(metricCount) else {
            throw FontError.badValue(table: "hhea", offset: 34, what: "numberOfHMetrics \(metricCount) for \(glyphCount) glyphs")
        }
        try hmtx.need(0, 4 * metricCount + 2 * (glyphCount - metricCount))
        var advances = [UInt16](repeating: 0, count: glyphCount)
        var bearings = [Int16](repeating: 0, count: glyphCount)
        for g in 0..<metricCount {
            advances[g] = try hmtx.u16(4 * g)
            bearings[g] = try hmtx.i16(4 * g + 2)
        }
        for g in metricCount..<glyphCount {
            advances[g] = advances[metricCount - 1]
            bearings[g] = try hmtx.i16(4 * metricCount + 2 * (g - metricCount))
        }
        return (advances, bearings)
    }
}
