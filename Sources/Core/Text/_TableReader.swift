/// A bounds-checked big-endian view of one table of a font file.
///
/// Offsets are relative to the table start and every read is checked against the table's
/// length (not the file's), so a bad offset inside one table cannot wander into another.
/// The bytes are shared, not copied (`[UInt8]` is copy-on-write).
struct _TableReader: Sendable {
    let bytes: [UInt8]
    let start: Int
    let count: Int
    let tag: String
    /// Where this reader starts inside the table `tag` (non-zero for slices such as one
    /// glyph of `glyf`), so errors give offsets from the table start.
    let origin: Int

    init(bytes: [UInt8], start: Int, count: Int, tag: String, origin: Int = 0) {
        self.bytes = bytes
        self.start = start
        self.count = count
        self.tag = tag
        self.origin = origin
    }

    /// Throws unless `length` bytes at `offset` lie inside the table.
    func need(_ offset: Int, _ length: Int) throws(FontError) {
        guard offset >= 0, length >= 0, offset <= count - length else {
            throw .truncated(table: tag, offset: origin + offset, length: length)
        }
    }

    func u8(_ offset: Int) throws(FontError) -> UInt8 {
        try need(offset, 1)
        return bytes[start + offset]
    }

    func i8(_ offset: Int) throws(FontError) -> Int8 { Int8(bitPattern: try u8(offset)) }

    func u16(_ offset: Int) throws(FontError) -> UInt16 {
        try need(offset, 2)
        let p = start + offset
        return UInt16(bytes[p]) << 8 | UInt16(bytes[p + 1])
    }

    func i16(_ offset: Int) throws(FontError) -> Int16 { Int16(bitPattern: try u16(offset)) }

    func u32(_ offset: Int) throws(FontError) -> UInt32 {
        try need(offset, 4)
        let p = start + offset
        return UInt32(bytes[p]) << 24 | UInt32(bytes[p + 1]) << 16 | UInt32(bytes[p + 2]) << 8
            | UInt32(bytes[p + 3])
    }

    /// The sub-range `offset..<offset+length` as its own reader of the same table.
    func slice(_ offset: Int, _ length: Int) throws(FontError) -> _TableReader {
        try need(offset, length)
        return _TableReader(bytes: bytes, start: start + offset, count: length, tag: tag, origin: origin + offset)
    }

    /// A fixed 2.14 number (composite glyph scales).
    func f2dot14(_ offset: Int) throws(FontError) -> Float { Float(try i16(offset)) / 16384 }
}
