import Foundation
import Testing
@testable import ChartCore

@Suite struct PNGTests {
    /// Python `zlib.compress(text, 9)` of `text`: a dynamic-Huffman block (BTYPE 2).
    static let pythonZlib: [UInt8] = [
        120, 218, 61, 81, 137, 17, 192, 48, 8, 90, 197, 213, 4, 246, 159, 161, 130, 166, 189, 75,
        26, 63, 4, 69, 179, 187, 49, 167, 233, 23, 251, 93, 224, 250, 19, 43, 66, 66, 158, 40,
        8, 206, 193, 120, 199, 4, 74, 246, 206, 17, 136, 118, 176, 82, 70, 206, 95, 227, 226, 248,
        131, 25, 168, 54, 14, 125, 137, 243, 5, 101, 222, 215, 41, 55, 3, 59, 185, 170, 10, 7,
        27, 142, 192, 197, 184, 156, 118, 108, 232, 184, 49, 14, 122, 78, 133, 93, 181, 27, 235, 218,
        42, 222, 167, 45, 16, 209, 151, 184, 142, 87, 68, 164, 205, 120, 100, 88, 3, 106, 74, 184,
        138, 143, 129, 195, 150, 54, 2, 193, 35, 36, 173, 164, 144, 117, 150, 67, 21, 166, 220, 178,
        78, 161, 39, 244, 84, 186, 82, 91, 159, 254, 3, 81, 220, 220, 205, 202, 208, 120, 29, 147,
        138, 99, 208, 139, 190, 64, 204, 188, 146, 90, 107, 247, 245, 160, 165, 85, 202, 143, 76, 171,
        254, 74, 100, 83, 54, 10, 35, 32, 27, 40, 247, 209, 109, 235, 102, 93, 217, 80, 189, 77,
        190, 225, 5, 96, 246, 183, 174, 37, 5, 19, 115, 236, 3, 12, 111, 218, 118,
    ]
    static let text = [
        "bacaaabaaaaccaaacaaaacaaaabcaabaaabaaaa cbddbbaaaab bdbaacaba caabbb daab aabdbc",
        "badbaa aabaacc aadcbacbcbcaaaaaaaa abbaacbbaadcccca caaaadaabaaaaabaaacabbb aa d",
        "  baaabb aaabaababbababaaacaa baab babdbbaaaa aba a baaca acbacdcaaaaaada baaaaa",
        "acaaabababbcaabdcaaadaaaaa aab aaaabaadaadbabd abadacacdbaacaabaababadaac aaaccb",
        "cabbababddacbbaaaaabbaabacbca babaacabaabaaabadabcbaaaaabaaabbabdabbabaaaa adac ",
        "cbaabaacbaaaabcaaacbabadaabdabbbbaababaabca baaaabaacacabbaaacb abaacaaaaaaabacd",
        "aaa badaaa babaaad ca baaaabbbaa a baa bbdddaaba abdadbcaaaaabbababa  caaa dcbac",
        "bcbababbcaaabbbaccabcbabaabaabcbabcacaaa"
    ].joined()

    @Test func inflatesDynamicHuffmanFromPythonZlib() throws {
        #expect((PNGTests.pythonZlib[2] >> 1) & 3 == 2, "fixture must be a dynamic block")
        let out = try Inflate.zlib(PNGTests.pythonZlib)
        #expect(out == Array(PNGTests.text.utf8))
    }

    @Test func inflatesStoredBlock() throws {
        // zlib header, BFINAL=1 BTYPE=00, LEN=3, NLEN, "abc", Adler-32.
        let z: [UInt8] = [0x78, 0x01, 0x01, 3, 0, 0xFC, 0xFF, 97, 98, 99, 0x02, 0x4D, 0x01, 0x27]
        #expect(try Inflate.zlib(z) == [97, 98, 99])
        #expect(Adler32.of([97, 98, 99]) == 0x024D_0127)
        #expect(CRC32.update(0, Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test(arguments: 0..<4) func deflateRoundTrips(seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed))
        let n = [0, 1, 1000, 70000][seed]
        // Repetitive with noise: exercises literals, short and long matches, far distances.
        let data: [UInt8] = (0..<n).map { i in
            Int.random(in: 0..<8, using: &g) == 0 ? UInt8.random(in: 0...255, using: &g) : UInt8(i % 251 / 7)
        }
        let z = Deflate.zlib(data)
        #expect(try Inflate.zlib(z) == data, "seed \(seed) n \(n)")
        if n > 1000 { #expect(z.count < n / 2, "seed \(seed) compressed \(z.count) of \(n)") }
    }

    @Test func canvasRoundTripsThroughPNG() throws {
        var c = try Canvas(width: 37, height: 23)
        c.clear(Color(r: 250, g: 250, b: 245))
        var l = DisplayList()
        l.fill(RasterScenes.star(points: 5, center: SIMD2(18, 11), r: 10, phase: 0.3), rule: .evenOdd,
               paint: .solid(Color(r: 200, g: 30, b: 90)))
        l.fillRect(x0: 2.5, y0: 3.25, x1: 30.1, y1: 6.8, paint: .solid(Color(r: 10, g: 90, b: 200)))
        c._draw(l, threads: 2, mode: .auto)
        let file = PNG.encode(c)
        let d = try PNG.decode(file)
        #expect(d.width == 37 && d.height == 23)
        #expect(d.rgba == c.bytes, "opaque canvas: straight == premultiplied")
        #expect(file.count < 37 * 23 * 4, "compressed \(file.count)")
        // For the manual cross-check: python3 Tests/ChartCoreTests/Raster/check_png.py
        try? Data(file).write(to: URL(fileURLWithPath: "/tmp/chartcore-raster-check.png"))
    }

    @Test func corruptPNGThrows() throws {
        var file = PNG.encode(try Canvas(width: 4, height: 4))
        file[file.count / 2] ^= 0x55
        #expect(throws: PNGError.self) { _ = try PNG.decode(file) }
        #expect(throws: PNGError.self) { _ = try PNG.decode([1, 2, 3]) }
    }
}
