/// Why a font file could not be read or one of its glyphs could not be decoded.
///
/// Every read of a font is bounds-checked against the table it belongs to, so a damaged or
/// hostile file produces one of these instead of a trap. Offsets are bytes from the start of
/// the named table (or of the file, for `"file"`).
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A read of `length` bytes at `offset` runs past the end of `table`.
    case truncated(table: String, offset: Int, length: Int)
    /// A required table is absent from the table directory.
    case missingTable(String)
    /// A field holds a value the format forbids (a bad version, an offset out of order, an
    /// absurd count); `what` says which.
    case badValue(table: String, offset: Int, what: String)
    /// A glyph id outside `0..<glyphCount`.
    case glyphOutOfRange(glyph: Int, glyphCount: Int)
    /// A composite glyph refers back to itself, directly or through its components.
    case compositeCycle(glyph: Int)
    /// Composite glyphs nest deeper than `Font.maxCompositeDepth`.
    case compositeTooDeep(glyph: Int, depth: Int)
    /// The file uses a feature this reader does not implement (CFF outlines, point-matched
    /// composite placement).
    case unsupported(String)
    /// The file could not be read from disk.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .truncated(table, offset, length):
            "font table '\(table)' truncated: \(length) bytes at offset \(offset) are past its end"
        case let .missingTable(tag): "font has no '\(tag)' table"
        case let .badValue(table, offset, what): "font table '\(table)' offset \(offset): \(what)"
        case let .glyphOutOfRange(glyph, count): "glyph \(glyph) out of range 0..<\(count)"
        case let .compositeCycle(glyph): "composite glyph \(glyph) refers to itself"
        case let .compositeTooDeep(glyph, depth): "composite glyph \(glyph) nests deeper than \(depth)"
        case let .unsupported(what): "unsupported font feature: \(what)"
        case let .unreadable(path, reason): "cannot read font file \(path): \(reason)"
        }
    }
}
