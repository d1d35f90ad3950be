/// zlib decompression: stored, fixed-Huffman and dynamic-Huffman deflate blocks.
/// Used by the PNG reader (tests); malformed input throws, never traps.
enum Inflate {
    struct Failure: Error { let what: String }

    /// A canonical Huffman code: `count[len]` codes per length, symbols in code order.
    struct Huffman {
        var count = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        init(lengths: [Int]) {
            for l in lengths { count[l] += 1 }
            count[0] = 0
            for len in 1...15 { for (s, l) in lengths.enumerated() where l == len { symbols.append(s) } }
        }
    }

    struct Reader {
        let data: [UInt8]
        var pos: Int, bit = 0
        mutating func bits(_ n: Int) throws(Failure) -> Int {
            var v = 0
            for i in 0..<n {
                guard pos < data.count else { throw Failure(what: "stream ends early") }
                v |= Int(data[pos] >> UInt8(bit) & 1) << i
                bit += 1; if bit == 8 { bit = 0; pos += 1 }
            }
            return v
        }
        /// Reads one symbol, code bits most-significant first.
        mutating func decode(_ h: Huffman) throws(Failure) -> Int {
            var code = 0, first = 0, index = 0
            for len in 1...15 {
                code |= try bits(1)
                let c = h.count[len]
                if code - first < c { return h.symbols[index + code - first] }
                index += c; first = (first + c) << 1; code <<= 1
            }
            throw Failure(what: "bad Huffman code")
        }
    }

    /// The bytes of zlib stream `z`. - Throws: `Failure` on any malformed input.
    static func zlib(_ z: [UInt8]) throws(Failure) -> [UInt8] {
        guard z.count >= 6, z[0] & 0x0F == 8, (Int(z[0]) << 8 | Int(z[1])) % 31 == 0 else {
            throw Failure(what: "bad zlib header")
        }
        var r = Reader(data: z, pos: 2)
        var out: [UInt8] = []
        var final = 0
        repeat {
            final = try r.bits(1)
            switch try r.bits(2) {
            case 0:
                if r.bit > 0 { r.bit = 0; r.pos += 1 }
                guard r.pos + 4 <= z.count else { throw Failure(what: "stored header") }
                let len = Int(z[r.pos]) | Int(z[r.pos + 1]) << 8
                guard r.pos + 4 + len <= z.count else { throw Failure(what: "stored length") }
                out += z[(r.pos + 4)..<(r.pos + 4 + len)]
                r.pos += 4 + len
            case 1:
                let lit = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
                let dist = Huffman(lengths: [Int](repeating: 5, count: 30))
                try codes(&r, lit, dist, &out)
            case 2:
                let (lit, dist) = try dynamicTables(&r)
                try codes(&r, lit, dist, &out)
            default: throw Failure(what: "block type 3")
            }
        } while final == 0
        return out
    }

    static func dynamicTables(_ r: inout Reader) throws(Failure) -> (Huffman, Huffman) {
        let nlen = try r.bits(5) + 257, ndist = try r.bits(5) + 1, ncode = try r.bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var cl = [Int](repeating: 0, count: 19)
        for i in 0..<ncode { cl[order[i]] = try r.bits(3) }
        let ch = Huffman(lengths: cl)
        var lengths: [Int] = []
        while lengths.count < nlen + ndist {
            let s = try r.decode(ch)
            switch s {
            case 0...15: lengths.append(s)
            case 16:
                guard let last = lengths.last else { throw Failure(what: "repeat with no length") }
                lengths += [Int](repeating: last, count: 3 + (try r.bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try r.bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try r.bits(7)))
            }
        }
        guard lengths.count == nlen + ndist else { throw Failure(what: "code lengths overrun") }
        return (Huffman(lengths: Array(lengths[..<nlen])), Huffman(lengths: Array(lengths[nlen...])))
    }

    static func codes(_ r: inout Reader, _ lit: Huffman, _ dist: Huffman,
                      _ out: inout [UInt8]) throws(Failure) {
        while true {
            let s = try r.decode(lit)
            if s < 256 { out.append(UInt8(s)); continue }
            if s == 256 { return }
            let li = s - 257
            guard li < 29 else { throw Failure(what: "bad length symbol") }
            let len = Deflate.lengthBase[li] + (try r.bits(Deflate.lengthExtra[li]))
            let di = try r.decode(dist)
            guard di < 30 else { throw Failure(what: "bad distance symbol") }
            let d = Deflate.distBase[di] + (try r.bits(Deflate.distExtra[di]))
            guard d <= out.count else { throw Failure(what: "distance too far back") }
            for _ in 0..<len { out.append(out[out.count - d]) }
        }
    }
}
