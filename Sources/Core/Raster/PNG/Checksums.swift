/// CRC-32 (ISO-HDLC, reflected polynomial 0xEDB88320), as PNG chunks use.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC of `bytes`, continuing from `crc` (0 to start). - Complexity: O(n).
    static func update(_ crc: UInt32, _ bytes: some Sequence<UInt8>) -> UInt32 {
        var c = ~crc
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return ~c
    }
}

/// Adler-32, the zlib stream checksum. - Complexity: O(n).
enum Adler32 {
    static func of(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var i = 0
        while i < bytes.count {
            let end = min(bytes.count, i + 5552)  // largest run before a, b can overflow
            while i < end { a &+= UInt32(bytes[i]); b &+= a; i += 1 }
            a %= 65521; b %= 65521
        }
        return b << 16 | a
    }
}
