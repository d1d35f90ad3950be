import Testing

@testable import ChartCore

/// DejaVu carries the same map twice: format 12 (3/10, preferred) and format 4 (3/1). Hiding
/// the 3/10 record makes the reader fall back to format 4; both must agree on the BMP.
@Suite struct CharacterMapTests {
    @Test func format4AgreesWithFormat12OnTheBMP() throws {
        let font = try Font.dejaVuSans()
        var bytes = font.bytes
        let cmap = font._tables["cmap"]!.lowerBound
        let count = Int(bytes[cmap + 2]) << 8 | Int(bytes[cmap + 3])
        var hidden = 0
        for k in 0..<count {
            let record = cmap + 4 + 8 * k
            let platform = Int(bytes[record]) << 8 | Int(bytes[record + 1])
            let encoding = Int(bytes[record + 2]) << 8 | Int(bytes[record + 3])
            // Platform 0 encoding 4 is format 12 too; 3/10 is the preferred one.
            if (platform, encoding) == (3, 10) || (platform, encoding) == (0, 4) {
                bytes[record + 1] = 9  // an unknown platform: skipped
                hidden += 1
            }
        }
        #expect(hidden == 2)
        let bmpOnly = try Font(bytes: bytes)
        #expect(bmpOnly._characterMap.groups.isEmpty)
        #expect(font._characterMap.groups.count > 0)
        var mapped = 0
        for code in UInt32(0)...0xFFFF {
            let g4 = bmpOnly._characterMap.glyph(for: code)
            #expect(g4 == font._characterMap.glyph(for: code), "U+\(String(code, radix: 16))")
            if g4 != 0 { mapped += 1 }
        }
        // fontTools: 5918 mapped code points in all, 548 of them above U+FFFF.
        #expect(mapped == 5918 - 548)
        #expect(bmpOnly.glyph(for: "A") == 36 && bmpOnly.glyph(for: "é") == 171)
        #expect(bmpOnly.glyph(for: "😀") == 0)
    }
}
