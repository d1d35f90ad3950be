/// Why a PNG could not be read.
public struct PNGError: Error, CustomStringConvertible {
    public let description: String
}

/// PNG writing (8-bit RGBA, filter None, zlib with fixed-Huffman LZ77 deflate) and reading
/// (8-bit RGBA, non-interlaced, filter None…Paeth; for tests).
public enum PNG {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The PNG file of `canvas`, un-premultiplied to straight alpha. - Complexity: O(w·h·32).
    public static func encode(_ canvas: Canvas) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((canvas.width * 4 + 1) * canvas.height)
        for y in 0..<canvas.height {
            raw.append(0)
            for x in 0..<canvas.width {
                let i = (y * canvas.width + x) * 4
                let a = Int(canvas.bytes[i + 3])
                for c in 0..<3 {
                    let v = Int(canvas.bytes[i + c])
                    raw.append(a == 0 ? 0 : UInt8(min(255, (v * 255 + a / 2) / a)))
                }
                raw.append(UInt8(a))
            }
        }
        var out = signature
        var ihdr: [UInt8] = []
        for v in [canvas.width, canvas.height] { ihdr += be32(UInt32(v)) }
        ihdr += [8, 6, 0, 0, 0]  // 8-bit, RGBA, deflate, filter 0, no interlace
        chunk("IHDR", ihdr, &out)
        chunk("IDAT", Deflate.zlib(raw), &out)
        chunk("IEND", [], &out)
        return out
    }

    /// Straight-alpha RGBA8 pixels of an 8-bit RGBA PNG.
    /// - Throws: `PNGError` for anything else or malformed data.
    public static func decode(_ file: [UInt8]) throws(PNGError) -> (width: Int, height: Int, rgba: [UInt8]) {
        guard file.count > 8, Array(file[0..<8]) == signature else { throw PNGError(description: "not a PNG") }
        var p = 8, w = 0, h = 0, idat: [UInt8] = []
        while p + 12 <= file.count {
            let len = Int(u32(file, p)), type = String(decoding: file[(p + 4)..<(p + 8)], as: UTF8.self)
            guard len <= file.count - p - 12 else { throw PNGError(description: "chunk \(type) overruns") }
            let body = Array(file[(p + 8)..<(p + 8 + len)])
            guard CRC32.update(CRC32.update(0, file[(p + 4)..<(p + 8)]), body) == u32(file, p + 8 + len)
            else { throw PNGError(description: "bad CRC in \(type)") }
            if type == "IHDR" {
                guard len == 13, body[8] == 8, body[9] == 6, body[12] == 0 else {
                    throw PNGError(description: "only 8-bit RGBA non-interlaced")
                }
                w = Int(u32(body, 0)); h = Int(u32(body, 4))
                guard (1...16384).contains(w), (1...16384).contains(h) else { throw PNGError(description: "size") }
            }
            if type == "IDAT" { idat += body }
            p += 12 + len
        }
        let raw: [UInt8]
        do { raw = try Inflate.zlib(idat) } catch { throw PNGError(description: "zlib: \(error.what)") }
        let stride = w * 4
        guard w > 0, raw.count == (stride + 1) * h else { throw PNGError(description: "bad data size") }
        var out = [UInt8](repeating: 0, count: stride * h)
        for y in 0..<h {
            let f = raw[y * (stride + 1)]
            for x in 0..<stride {
                let v = Int(raw[y * (stride + 1) + 1 + x])
                let a = x >= 4 ? Int(out[y * stride + x - 4]) : 0
                let b = y > 0 ? Int(out[(y - 1) * stride + x]) : 0
                let c = x >= 4 && y > 0 ? Int(out[(y - 1) * stride + x - 4]) : 0
                let pred: Int
                switch f {
                case 0: pred = 0
                case 1: pred = a
                case 2: pred = b
                case 3: pred = (a + b) / 2
                case 4:
                    let q = a + b - c, pa = abs(q - a), pb = abs(q - b), pc = abs(q - c)
                    pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw PNGError(description: "filter \(f)")
                }
                out[y * stride + x] = UInt8((v + pred) & 0xFF)
            }
        }
        return (w, h, out)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func u32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
    static func chunk(_ type: String, _ body: [UInt8], _ out: inout [UInt8]) {
        let t = Array(type.utf8)
        out += be32(UInt32(body.count)) + t + body + be32(CRC32.update(CRC32.update(0, t), body))
    }
}
