import Testing

@testable import ChartCore

/// A tiny font assembled byte by byte, for the features DejaVu Sans does not use: short
/// `loca`, 1-byte coordinate deltas with flag repeats, and scaled / 2×2 composite components.
@Suite struct SyntheticFontTests {
    typealias P = SIMD2<Float>

    /// Glyph 1: square 0…100 with 2-byte deltas, flag 0x01 repeated 3 times.
    static let square: [UInt8] =
        be16(1) + be16(0) + be16(0) + be16(100) + be16(100) + be16(3) + be16(0)
        + [0x09, 3] + be16(0) + be16(100) + be16(0) + be16(0xFF9C) + be16(0) + be16(0) + be16(100) + be16(0)
    /// Glyph 2: triangle (0,0) (50,0 off-curve) (50,50) with 1-byte deltas of both signs.
    /// x: +0 (same), +50 (short +), +0 (same); y: 0 (same), 0 (same), +50 (short +).
    static let triangle: [UInt8] =
        be16(1) + be16(0) + be16(0) + be16(50) + be16(50) + be16(2) + be16(0)
        + [0x01 | 0x10 | 0x20, 0x00 | 0x02 | 0x10 | 0x20, 0x01 | 0x10 | 0x04 | 0x20, 50, 50]
    /// Glyph 3: square scaled by 0.5 at (10, -20) (word args), then the triangle turned by
    /// the 2×2 matrix (0, 1, −1, 0) at (5, 6) (byte args).
    static let composite: [UInt8] =
        be16(0xFFFF) + be16(0) + be16(0) + be16(0) + be16(0)
        + be16(0x0001 | 0x0002 | 0x0008 | 0x0020) + be16(1) + be16(10) + be16(0xFFEC) + be16(0x2000)
        + be16(0x0002 | 0x0080) + be16(2) + [5, 6] + be16(0) + be16(0x4000) + be16(0xC000) + be16(0)
    /// Glyph 4: the triangle with x scale 2 and y scale 0.5.
    static let stretched: [UInt8] =
        be16(0xFFFF) + be16(0) + be16(0) + be16(0) + be16(0) + be16(0x0002 | 0x0040) + be16(2) + [0, 0]
        + be16(0x7FFF) + be16(0x2000)

    @Test func shortLocaSimpleAndCompositeGlyphs() throws {
        let font = try Font(bytes: Self.build(glyphs: [[], Self.square, Self.triangle, Self.composite, Self.stretched]))
        #expect(font.glyphCount == 5 && font.unitsPerEm == 1000 && font._indexToLocFormat == 0)
        #expect(font.glyph(for: "A") == 1 && font.glyph(for: "B") == 0)
        #expect(font.advance(of: 1) == 500 && font.advance(of: 4) == 500 && font.leftSideBearing(of: 4) == 7)
        #expect(try font.outline(of: 0) == GlyphOutline())
        let square = try font.outline(of: 1)
        #expect(square.contours == [.init(start: P(0, 0), segments: [.line(to: P(100, 0)), .line(to: P(100, 100)), .line(to: P(0, 100)), .line(to: P(0, 0))])])
        let triangle = try font.outline(of: 2)
        #expect(triangle.contours == [.init(start: P(0, 0), segments: [.quad(control: P(50, 0), to: P(50, 50)), .line(to: P(0, 0))])])
        let composite = try font.outline(of: 3)
        #expect(composite.pointCount == 7)
        #expect(composite.contours[0].start == P(10, -20) && composite.contours[0].segments[1] == .line(to: P(60, 30)))
        // (x, y) → (0·x − 1·y + 5, 1·x + 0·y + 6)
        #expect(composite.contours[1] == .init(start: P(5, 6), segments: [.quad(control: P(5, 56), to: P(-45, 56)), .line(to: P(5, 6))]))
        let stretched = try font.outline(of: 4)
        let x = Float(0x7FFF) / 16384
        #expect(stretched.contours[0].segments[0] == .quad(control: P(50 * x, 0), to: P(50 * x, 25)))
    }

    /// Overlapping format 4 segments throw (rather than expanding without bound).
    @Test func overlappingFormat4SegmentsThrow() throws {
        var bytes = Self.build(glyphs: [[], Self.square])
        let cmap = try Font._readDirectory(bytes)["cmap"]!.lowerBound
        // Subtable at cmap + 12; its second start code sits at 14 + 2·2 + 2 + 2 = 22.
        bytes[cmap + 12 + 22] = 0x00
        bytes[cmap + 12 + 23] = 0x30
        #expect(throws: FontError.badValue(table: "cmap", offset: 12 + 22, what: "format 4 segments unsorted or overlapping")) {
            try Font(bytes: bytes)
        }
    }

    static func build(glyphs: [[UInt8]]) -> [UInt8] {
        let n = glyphs.count
        var head = [UInt8](repeating: 0, count: 54)
        head[12...15] = [0x5F, 0x0F, 0x3C, 0xF5]
        head[18...19] = [0x03, 0xE8]  // 1000 units per em; indexToLocFormat 0 (short)
        let maxp = be16(0) + be16(0x5000) + be16(n)
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea[4...5] = [0x03, 0x20]  // ascender 800
        hhea[6...7] = [0xFF, 0x38]  // descender −200
        hhea[34...35] = [0, 2]  // two long metrics, then a tail of bearings
        let hmtx = be16(600) + be16(0) + be16(500) + be16(0) + (2..<n).flatMap { be16($0 + 3) }
        let format4 =
            be16(4) + be16(32) + be16(0) + be16(4) + be16(4) + be16(1) + be16(0) + be16(0x41) + be16(0xFFFF) + be16(0)
            + be16(0x41) + be16(0xFFFF) + be16(1 - 0x41) + be16(1) + be16(0) + be16(0)
        let cmap = be16(0) + be16(1) + be16(3) + be16(1) + be16(0) + be16(12) + format4
        var glyf: [UInt8] = []
        var loca: [UInt8] = []
        for g in glyphs {
            loca += be16(glyf.count / 2)
            glyf += g + (g.count % 2 == 1 ? [0] : [])
        }
        loca += be16(glyf.count / 2)
        let tables = [("head", head), ("maxp", maxp), ("hhea", hhea), ("hmtx", hmtx), ("cmap", cmap), ("loca", loca), ("glyf", glyf)]
        var out = be16(1) + be16(0) + be16(tables.count) + be16(0) + be16(0) + be16(0)
        var offset = 12 + 16 * tables.count
        var body: [UInt8] = []
        for (tag, data) in tables {
            out += Array(tag.utf8) + be16(0) + be16(0) + be16(offset >> 16) + be16(offset) + be16(0) + be16(data.count)
            body += data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
            offset = 12 + 16 * tables.count + body.count
        }
        return out + body
    }
}

func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
