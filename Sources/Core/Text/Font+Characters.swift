extension Font {
    /// The glyph the character map assigns to `scalar`, or 0 (`.notdef`) when unmapped.
    /// - Complexity: O(1) (format 4 fonts) or O(log n) in the number of format 12 groups.
    public func glyph(for scalar: Unicode.Scalar) -> Int {
        _characterMap.glyph(for: scalar.value)
    }

    /// Kerning adjustment between glyphs `left` and `right` from the `kern` table, font units
    /// (negative pulls the pair together); 0 when the pair has none. GPOS is not read.
    /// - Complexity: O(1).
    public func kerning(_ left: Int, _ right: Int) -> Int {
        guard (0..<65536).contains(left), (0..<65536).contains(right) else { return 0 }
        return Int(_kerning[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }

    /// Pairs of the first horizontal format 0 subtable of a version 0 `kern` table. The
    /// subtable's 16-bit `length` overflows in large fonts (DejaVu's does), so pairs are
    /// bounded by `nPairs` and the table end instead.
    static func _readKerning(_ kern: _TableReader) throws -> [UInt32: Int16] {
        guard try kern.u16(0) == 0 else { return [:] }  // Apple's version 1 table: not read
        let subtableCount = Int(try kern.u16(2))
        var at = 4
        for _ in 0..<subtableCount {
            let length = Int(try kern.u16(at + 2))
            let coverage = try kern.u16(at + 4)
            // Format 0, horizontal, not minimum, not cross-stream.
            if coverage >> 8 == 0, coverage & 0b111 == 0b001 {
                let pairCount = Int(try kern.u16(at + 6))
                try kern.need(at + 14, 6 * pairCount)
                var pairs: [UInt32: Int16] = [:]
                pairs.reserveCapacity(pairCount)
                for k in 0..<pairCount {
                    let p = at + 14 + 6 * k
                    let key = UInt32(try kern.u16(p)) << 16 | UInt32(try kern.u16(p + 2))
                    pairs[key] = try kern.i16(p + 4)
                }
                return pairs
            }
            guard length >= 6 else { break }
            at += length
        }
        return [:]
    }
}
