/// zlib compression with one fixed-Huffman deflate block and LZ77 hash-chain matching.
///
/// Matches are found through a hash of the next 3 bytes: `head[h]` is the latest position
/// with that hash, `prev[pos & mask]` the one before it; up to 32 candidates within the
/// 32 KiB window are compared and the longest (≤ 258) wins, greedily.
enum Deflate {
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                    35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                     4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257,
                                  385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193,
                                  12289, 16385, 24577]
    static let distExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                   9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Bits packed least-significant first, as deflate requires.
    struct BitWriter {
        var out: [UInt8] = []
        var acc: UInt64 = 0, n = 0
        mutating func put(_ v: Int, _ bits: Int) {
            acc |= UInt64(v) << UInt64(n); n += bits
            while n >= 8 { out.append(UInt8(acc & 0xFF)); acc >>= 8; n -= 8 }
        }
        /// A Huffman code, whose bits go most-significant first.
        mutating func code(_ c: Int, _ len: Int) {
            var r = 0
            for i in 0..<len { r |= ((c >> i) & 1) << (len - 1 - i) }
            put(r, len)
        }
        mutating func flush() { if n > 0 { out.append(UInt8(acc & 0xFF)); acc = 0; n = 0 } }
    }

    static func literal(_ s: Int, _ w: inout BitWriter) {
        switch s {
        case 0...143: w.code(0x30 + s, 8)
        case 144...255: w.code(0x190 + s - 144, 9)
        case 256...279: w.code(s - 256, 7)
        default: w.code(0xC0 + s - 280, 8)
        }
    }

    /// The zlib stream (header, one final fixed-Huffman block, Adler-32) of `data`.
    /// - Complexity: O(n · 32) worst case.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var w = BitWriter()
        w.out = [0x78, 0x01]
        w.put(1, 1); w.put(1, 2)  // BFINAL = 1, BTYPE = 01 (fixed Huffman)
        let mask = 32767
        var head = [Int](repeating: -1, count: 1 << 15)
        var prev = [Int](repeating: -1, count: mask + 1)
        func hash(_ i: Int) -> Int {
            (Int(data[i]) << 10 ^ Int(data[i + 1]) << 5 ^ Int(data[i + 2])) & 0x7FFF
        }
        func insert(_ i: Int) {
            guard i + 2 < data.count else { return }
            let h = hash(i)
            prev[i & mask] = head[h]; head[h] = i
        }
        var i = 0
        while i < data.count {
            var best = 0, bestDist = 0
            if i + 2 < data.count {
                var cand = head[hash(i)], tries = 32
                let maxLen = min(258, data.count - i)
                while cand >= 0, i - cand <= mask, tries > 0 {
                    var l = 0
                    while l < maxLen && data[cand + l] == data[i + l] { l += 1 }
                    if l > best { best = l; bestDist = i - cand; if l == maxLen { break } }
                    cand = prev[cand & mask]; tries -= 1
                }
            }
            if best >= 3 {
                let lc = lengthBase.lastIndex { $0 <= best }!
                literal(257 + lc, &w); w.put(best - lengthBase[lc], lengthExtra[lc])
                let dc = distBase.lastIndex { $0 <= bestDist }!
                w.code(dc, 5); w.put(bestDist - distBase[dc], distExtra[dc])
                for k in i..<(i + best) { insert(k) }
                i += best
            } else {
                literal(Int(data[i]), &w); insert(i); i += 1
            }
        }
        literal(256, &w)
        w.flush()
        let a = Adler32.of(data)
        w.out += [UInt8(a >> 24), UInt8(a >> 16 & 0xFF), UInt8(a >> 8 & 0xFF), UInt8(a & 0xFF)]
        return w.out
    }
}
