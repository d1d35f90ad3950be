import Foundation

/// A TrueType font read by ChartCore's own parser: metrics, character map, quadratic glyph
/// outlines and pair kerning.
///
/// ```swift
/// let font = try Font.dejaVuSans()                    // shipped with the package
/// let g = font.glyph(for: "A")                        // 36 in DejaVu Sans
/// let outline = try font.outline(of: g)               // quadratic contours, font units
/// let path = outline.flattened(scale: 12 / 2048, origin: SIMD2(10, 20))  // y-down pixels
/// ```
///
/// Tables read: `head`, `maxp`, `hhea`, `hmtx`, `cmap` (formats 4 and 12), `loca`, `glyf`
/// (simple and composite glyphs) and `kern` format 0. GPOS kerning, hinting and CFF
/// (`OTTO`) outlines are not supported; a font whose only kerning is in GPOS lays out
/// without kerning. Follows Apple's TrueType Reference Manual and the OpenType spec.
///
/// Invariant: the tables needed for layout (`head`, `maxp`, `hhea`, `hmtx`, `cmap`, `kern`)
/// are fully validated by `init`, so metrics, character lookups and kerning never throw;
/// glyph outlines are decoded (and validated) on demand by `outline(of:)`, which throws.
/// Malformed input never traps: it throws `FontError`.
public struct Font: Sendable {
    /// The whole file.
    let _bytes: [UInt8]
    /// Byte range of each table in the file, by tag.
    let _tables: [String: Range<Int>]
    /// Font design units per em square (2048 for DejaVu Sans).
    public let unitsPerEm: Int
    /// Number of glyphs (`maxp.numGlyphs`); glyph ids are `0..<glyphCount`.
    public let glyphCount: Int
    /// Typographic ascender above the baseline, font units (`hhea`), usually positive.
    public let ascender: Int
    /// Typographic descender, font units (`hhea`), usually negative.
    public let descender: Int
    /// Extra gap between lines, font units (`hhea`).
    public let lineGap: Int
    /// 0: `loca` holds UInt16 offsets / 2; 1: UInt32 offsets.
    let _indexToLocFormat: Int
    /// Advances and left side bearings, one pair per glyph, font units.
    let _advances: [UInt16]
    let _leftSideBearings: [Int16]
    let _characterMap: _CharacterMap
    /// Kerning adjustments from `kern` format 0, keyed by `left << 16 | right`.
    let _kerning: [UInt32: Int16]

    /// Composite glyphs nesting deeper than this throw `FontError.compositeTooDeep`.
    public static let maxCompositeDepth = 8

    /// Parses a TrueType file held in memory.
    /// - Throws: `FontError` when the file is truncated, lacks a required table, or holds
    ///   inconsistent values.
    /// - Complexity: O(file size) for the table directory, metrics, character map and kerning.
    public init(bytes: [UInt8]) throws {
        _bytes = bytes
        _tables = try Font._readDirectory(bytes)
        let head = try Font._table("head", bytes, _tables)
        guard try head.u32(12) == 0x5F0F_3CF5 else {
            throw FontError.badValue(table: "head", offset: 12, what: "bad magic number")
        }
        unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else {
            throw FontError.badValue(table: "head", offset: 18, what: "unitsPerEm \(unitsPerEm)")
        }
        _indexToLocFormat = Int(try head.i16(50))
        guard _indexToLocFormat == 0 || _indexToLocFormat == 1 else {
            throw FontError.badValue(table: "head", offset: 50, what: "indexToLocFormat \(_indexToLocFormat)")
        }
        glyphCount = Int(try Font._table("maxp", bytes, _tables).u16(4))
        guard glyphCount > 0 else { throw FontError.badValue(table: "maxp", offset: 4, what: "no glyphs") }
        let hhea = try Font._table("hhea", bytes, _tables)
        ascender = Int(try hhea.i16(4))
        descender = Int(try hhea.i16(6))
        lineGap = Int(try hhea.i16(8))
        let metricCount = Int(try hhea.u16(34))
        (_advances, _leftSideBearings) = try Font._readHorizontalMetrics(
            try Font._table("hmtx", bytes, _tables), metricCount: metricCount, glyphCount: glyphCount)
        _characterMap = try _CharacterMap(try Font._table("cmap", bytes, _tables), glyphCount: glyphCount)
        _kerning = try _tables["kern"] == nil ? [:] : Font._readKerning(try Font._table("kern", bytes, _tables))
    }

    /// Reads and parses a TrueType file.
    /// - Throws: `FontError.unreadable` if the file cannot be read, else as `init(bytes:)`.
    /// - Complexity: O(file size).
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw FontError.unreadable(path: url.path, reason: "\(error)")
        }
        try self.init(bytes: [UInt8](data))
    }

    /// The table directory: tag → byte range, every range checked to lie inside the file.
    static func _readDirectory(_ bytes: [UInt8]) throws -> [String: Range<Int>] {
        let file = _TableReader(bytes: bytes, start: 0, count: bytes.count, tag: "file")
        let version = try file.u32(0)
        if version == 0x4F54_544F { throw FontError.unsupported("CFF outlines ('OTTO')") }
        guard version == 0x0001_0000 || version == 0x7472_7565 else {
            throw FontError.badValue(table: "file", offset: 0, what: "not a TrueType file")
        }
        let tableCount = Int(try file.u16(4))
        try file.need(12, tableCount * 16)
        var tables: [String: Range<Int>] = [:]
        for k in 0..<tableCount {
            let record = 12 + 16 * k
            let tagBytes = try (0..<4).map { try file.u8(record + $0) }
            let tag = String(decoding: tagBytes, as: UTF8.self)
            let offset = Int(try file.u32(record + 8))
            let length = Int(try file.u32(record + 12))
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw FontError.badValue(
                    table: "file", offset: record + 8, what: "table '\(tag)' at \(offset)+\(length) past end of file")
            }
            tables[tag] = offset..<(offset + length)
        }
        return tables
    }

    static func _table(_ tag: String, _ bytes: [UInt8], _ tables: [String: Range<Int>]) throws -> _TableReader {
        guard let range = tables[tag] else { throw FontError.missingTable(tag) }
        return _TableReader(bytes: bytes, start: range.lowerBound, count: range.count, tag: tag)
    }

    func _table(_ tag: String) throws -> _TableReader { try Font._table(tag, _bytes, _tables) }
}

extension Font {
    /// The whole font file as loaded (shared, not copied). - Complexity: O(1).
    public var bytes: [UInt8] { _bytes }
}
