/// The chosen `cmap` subtable, decoded: Unicode scalar → glyph id.
///
/// Subtable preference: platform 3 encoding 10 (full Unicode), then 3/1 (BMP), then
/// platform 0 (any encoding, highest first); only formats 4 and 12 are read, others are
/// skipped. Format 4 is expanded into a dictionary at load (≤ 65 536 entries); format 12
/// keeps its sorted groups and is searched by bisection. Glyph ids ≥ `glyphCount` map to 0
/// (`.notdef`), so lookups never need to throw.
struct _CharacterMap: Sendable {
    var bmp: [UInt32: UInt16] = [:]
    /// Format 12 groups: (first code, last code, first glyph), sorted by first code.
    var groups: [(first: UInt32, last: UInt32, glyph: UInt32)] = []
    let glyphCount: Int

    init(_ cmap: _TableReader, glyphCount: Int) throws(FontError) {
        self.glyphCount = glyphCount
        let count = Int(try cmap.u16(2))
        var candidates: [(rank: Int, offset: Int)] = []
        for k in 0..<count {
            let platform = try cmap.u16(4 + 8 * k)
            let encoding = Int(try cmap.u16(6 + 8 * k))
            let offset = Int(try cmap.u32(8 + 8 * k))
            let rank: Int? =
                switch (platform, encoding) {
                case (3, 10): 0
                case (3, 1): 1
                case (0, _): 10 - min(encoding, 6)
                default: nil
                }
            if let rank { candidates.append((rank, offset)) }
        }
        for candidate in candidates.sorted(by: { $0.rank < $1.rank }) {
            let format = try cmap.u16(candidate.offset)
            if format == 4 {
                try readFormat4(cmap, at: candidate.offset)
                return
            } else if format == 12 {
                try readFormat12(cmap, at: candidate.offset)
                return
            }
        }
        throw .badValue(table: "cmap", offset: 0, what: "no Unicode subtable of format 4 or 12")
    }

    /// Glyph for `scalar`, 0 if unmapped. - Complexity: O(1) for format 4, O(log groups) for 12.
    func glyph(for scalar: UInt32) -> Int {
        if groups.isEmpty { return Int(bmp[scalar] ?? 0) }
        var lo = 0
        var hi = groups.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if groups[mid].last < scalar { lo = mid + 1 } else { hi = mid }
        }
        guard lo < groups.count, groups[lo].first <= scalar else { return 0 }
        let g = Int(groups[lo].glyph) + Int(scalar - groups[lo].first)
        return g < glyphCount ? g : 0
    }

    private mutating func readFormat4(_ cmap: _TableReader, at base: Int) throws(FontError) {
        // Bounded by the table end, not the subtable's `length`, which some fonts get wrong.
        let sub = try cmap.slice(base, cmap.count - base)
        let segCount = Int(try sub.u16(6)) / 2
        let ends = 14
        let starts = ends + 2 * segCount + 2
        let deltas = starts + 2 * segCount
        let rangeOffsets = deltas + 2 * segCount
        try sub.need(ends, rangeOffsets + 2 * segCount - ends)
        // Segments must be sorted and disjoint; checking it bounds the expansion below by
        // 65 536 codes, so overlapping segments cannot make loading take billions of steps.
        var previousEnd = -1
        for s in 0..<segCount {
            let end = try sub.u16(ends + 2 * s)
            let start = try sub.u16(starts + 2 * s)
            let delta = try sub.u16(deltas + 2 * s)
            let rangeOffset = Int(try sub.u16(rangeOffsets + 2 * s))
            guard start <= end else { continue }
            guard Int(start) > previousEnd else {
                throw .badValue(table: "cmap", offset: sub.origin + starts + 2 * s, what: "format 4 segments unsorted or overlapping")
            }
            previousEnd = Int(end)
            for code in start...end where code != 0xFFFF {
                var glyph: UInt16
                if rangeOffset == 0 {
                    glyph = code &+ delta
                } else {
                    // The offset is relative to the rangeOffset word itself.
                    let at = rangeOffsets + 2 * s + rangeOffset + 2 * Int(code - start)
                    glyph = try sub.u16(at)
                    if glyph != 0 { glyph = glyph &+ delta }
                }
                if glyph != 0, Int(glyph) < glyphCount { bmp[UInt32(code)] = glyph }
            }
        }
    }

    private mutating func readFormat12(_ cmap: _TableReader, at base: Int) throws(FontError) {
        let groupCount = Int(try cmap.u32(base + 12))
        try cmap.need(base + 16, 12 * groupCount)
        groups.reserveCapacity(groupCount)
        var previousLast: UInt32? = nil
        for k in 0..<groupCount {
            let at = base + 16 + 12 * k
            let first = try cmap.u32(at)
            let last = try cmap.u32(at + 4)
            let glyph = try cmap.u32(at + 8)
            guard first <= last, previousLast.map({ $0 < first }) ?? true else {
                throw .badValue(table: "cmap", offset: at, what: "format 12 groups unsorted or overlapping")
            }
            previousLast = last
            groups.append((first, last, glyph))
        }
    }
}
