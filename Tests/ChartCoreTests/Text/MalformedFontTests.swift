import Foundation
import Testing

@testable import ChartCore

/// Damaged font files throw `FontError`; none traps (a trap would crash the test run).
@Suite struct MalformedFontTests {
    let bytes: [UInt8]
    let font: Font

    init() throws {
        font = try Font.dejaVuSans()
        bytes = font._bytes
    }

    /// The file cut at many points: every cut before the end of the last table throws.
    @Test func truncatedFileThrows() {
        let end = font._tables.values.map(\.upperBound).max()!
        var cuts = Array(0..<400)
        var rng = SeededGenerator(seed: 11)
        cuts += (0..<testCount(quick: 100, long: 2000)).map { _ in Int.random(in: 0..<end, using: &rng) }
        for cut in cuts {
            #expect(throws: FontError.self, "cut \(cut)") { try Font(bytes: Array(bytes[..<cut])) }
        }
    }

    /// Each table shrunk in the directory: loading throws naming that table, or succeeds
    /// when the fields it reads still fit (`loca`/`glyf` are read lazily: outlines throw
    /// while metrics and layout stay usable).
    @Test(arguments: ["head", "maxp", "hhea", "hmtx", "cmap", "kern", "loca", "glyf"])
    func shrunkTableThrowsNamingIt(_ tag: String) throws {
        for length in [0, 1, 3, 7, 33, 1000] where length < font._tables[tag]!.count {
            let patched = try withTableLength(tag, length)
            do {
                let f = try Font(bytes: patched)
                // Below 4 bytes no required table holds its first field.
                #expect(length >= 4 || ["kern", "loca", "glyf"].contains(tag), "\(tag) \(length) loaded")
                for g in [0, 36, 171, 5857, f.glyphCount - 1] {
                    do { _ = try f.outline(of: g) } catch let error as FontError {
                        if case let .truncated(table, _, _) = error { #expect([tag, "glyf", "loca"].contains(table)) }
                    }
                }
                _ = TextLayout(font: f, string: "AVé😀", size: 12)
            } catch let error as FontError {
                if case let .truncated(table, _, _) = error {
                    #expect(table == tag || (tag == "hmtx" && table == "hhea"), "\(tag) \(length): \(error)")
                }
            }
        }
    }

    /// A directory entry pointing past the file end throws before any table is read.
    @Test func tableOffsetPastEndThrows() throws {
        var patched = bytes
        let record = try directoryRecord("glyf")
        put32(&patched, record + 8, UInt32(bytes.count - 10))
        #expect(throws: FontError.self) { try Font(bytes: patched) }
    }

    /// A `loca` entry past the end of `glyf` makes that glyph throw, naming `glyf`.
    @Test func locaPastGlyfThrows() throws {
        var patched = bytes
        let loca = font._tables["loca"]!.lowerBound
        put32(&patched, loca + 4 * 37, UInt32(font._tables["glyf"]!.count + 100))
        let f = try Font(bytes: patched)
        #expect(throws: FontError.self) { try f.outline(of: 36) }
        do { _ = try f.outline(of: 36) } catch let error as FontError {
            guard case .truncated(table: "glyf", _, _) = error else { Issue.record("\(error)"); return }
        }
        #expect(throws: FontError.glyphOutOfRange(glyph: 6253, glyphCount: 6253)) { try f.outline(of: 6253) }
    }

    /// "é" (171) patched to use itself as its first component: a cycle, not a stack overflow.
    @Test func compositeSelfReferenceThrows() throws {
        var patched = bytes
        let glyf = font._tables["glyf"]!.lowerBound
        let start = try font._glyphRange(171).lowerBound
        // Header is 10 bytes; the first component's glyph index follows its 2 flag bytes.
        patched[glyf + start + 12] = 0
        patched[glyf + start + 13] = 171
        let f = try Font(bytes: patched)
        #expect(throws: FontError.compositeCycle(glyph: 171)) { try f.outline(of: 171) }
    }

    /// Ten composites patched into a chain (each one's first component is the next): deeper
    /// than `Font.maxCompositeDepth`, so it throws instead of recursing on.
    @Test func compositeChainTooDeepThrows() throws {
        var patched = bytes
        let glyf = font._tables["glyf"]!.lowerBound
        var chain: [Int] = []
        for g in 0..<font.glyphCount where chain.count < 10 {
            let r = try font._glyphRange(g)
            if !r.isEmpty, bytes[glyf + r.lowerBound] & 0x80 != 0 { chain.append(g) }
        }
        for (a, b) in zip(chain, chain.dropFirst()) {
            let start = try font._glyphRange(a).lowerBound
            patched[glyf + start + 12] = UInt8(b >> 8)
            patched[glyf + start + 13] = UInt8(b & 0xFF)
        }
        let f = try Font(bytes: patched)
        #expect(throws: FontError.compositeTooDeep(glyph: chain[9], depth: Font.maxCompositeDepth)) {
            try f.outline(of: chain[0])
        }
        #expect(throws: Never.self) { try f.outline(of: chain[2]) }
    }

    /// A `cmap` encoding record pointing past the table end throws naming `cmap`.
    @Test func cmapSubtableOffsetPastEndThrows() throws {
        var patched = bytes
        let cmap = font._tables["cmap"]!
        let count = Int(bytes[cmap.lowerBound + 2]) << 8 | Int(bytes[cmap.lowerBound + 3])
        for k in 0..<count { put32(&patched, cmap.lowerBound + 8 + 8 * k, UInt32(cmap.count + 2)) }
        #expect(throws: FontError.truncated(table: "cmap", offset: cmap.count + 2, length: 2)) {
            try Font(bytes: patched)
        }
    }

    /// Random bytes written over glyph data and the table directory never trap.
    @Test func randomCorruptionNeverTraps() throws {
        var rng = SeededGenerator(seed: 5)
        let glyf = font._tables["glyf"]!
        for i in 0..<testCount(quick: 400, long: 5000) {
            var patched = bytes
            for _ in 0..<8 {
                let at = i % 4 == 0 ? Int.random(in: 0..<600, using: &rng) : Int.random(in: glyf, using: &rng)
                patched[at] = UInt8.random(in: 0...255, using: &rng)
            }
            guard let f = try? Font(bytes: patched) else { continue }
            for _ in 0..<40 { _ = try? f.outline(of: Int.random(in: 0..<f.glyphCount, using: &rng)) }
        }
    }

    private func directoryRecord(_ tag: String) throws -> Int {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for k in 0..<count where String(decoding: bytes[(12 + 16 * k)..<(16 + 16 * k)], as: UTF8.self) == tag {
            return 12 + 16 * k
        }
        throw FontError.missingTable(tag)
    }

    private func withTableLength(_ tag: String, _ length: Int) throws -> [UInt8] {
        var patched = bytes
        put32(&patched, try directoryRecord(tag) + 12, UInt32(length))
        return patched
    }

    private func put32(_ b: inout [UInt8], _ at: Int, _ v: UInt32) {
        for k in 0..<4 { b[at + k] = UInt8(truncatingIfNeeded: v >> (24 - 8 * k)) }
    }
}
