/// Reads fuzz input bytes as typed values; past the end every read returns zero, so a
/// target never has to check lengths and short inputs still describe a whole case.
struct FuzzBytes {
    let bytes: UnsafeRawBufferPointer
    var i = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var atEnd: Bool { i >= bytes.count }

    mutating func u8() -> UInt8 {
        defer { i += 1 }
        return i < bytes.count ? bytes[i] : 0
    }

    mutating func u16() -> UInt16 { UInt16(u8()) | UInt16(u8()) << 8 }

    mutating func u32() -> UInt32 { UInt32(u16()) | UInt32(u16()) << 16 }

    mutating func u64() -> UInt64 { UInt64(u32()) | UInt64(u32()) << 32 }

    /// A Double biased toward the cases that break geometry: one byte picks a small value
    /// on a 1/4 grid in [-8, 56), a special (0, ±1e30, ±Float.max, ±Double.max, NaN,
    /// ±infinity, 1e-30, subnormal) or 8 raw bytes.
    mutating func double() -> Double {
        let b = u8()
        if b < 0xE0 { return Double(Int(b) - 32) / 4 }
        switch b & 0x0F {
        case 0: return 0
        case 1: return 1e30
        case 2: return -1e30
        case 3: return Double(Float.greatestFiniteMagnitude)
        case 4: return -Double(Float.greatestFiniteMagnitude)
        case 5: return .greatestFiniteMagnitude
        case 6: return -.greatestFiniteMagnitude
        case 7: return .nan
        case 8: return .infinity
        case 9: return -.infinity
        case 10: return 1e-30
        case 11: return .leastNonzeroMagnitude
        case 12: return Double(Int(u8()) - 128) * 1000
        case 13: return Double(u16()) / 1000
        default: return Double(bitPattern: u64())
        }
    }

    mutating func point() -> Point { Point(x: double(), y: double()) }
}
