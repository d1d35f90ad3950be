/// Raw little-endian binary columns (no header), memory-mapped: `count` values of a given
/// type from byte `offset` of a file, for data dumped straight from another program.
///
/// ```swift
/// let y = try RawBinary.load(path: "y.f32", type: .float32)         // the whole file
/// ```
public enum RawBinary {
    /// The element types.
    public enum ElementType: String, Sendable, CaseIterable {
        case float32, float64, int64
        var size: Int { self == .float32 ? 4 : 8 }
    }

    /// Maps `count` values (all whole values in the file when nil) from byte `offset`.
    /// - Throws: `SeriesError` `.truncated` when the file is shorter than asked,
    ///   `.malformed` for a negative offset or count, or a file length that is not a
    ///   whole number of values when `count` is nil; `.empty` for an empty file.
    /// - Complexity: O(1) (the data is not read, unless the offset is misaligned).
    public static func load(path: String, type: ElementType, count: Int? = nil, offset: Int = 0) throws(SeriesError) -> TypedColumn {
        let file = try MappedFile(path: path)
        defer { withExtendedLifetime(file) {} }    // `bytes` below does not keep `file` alive
        let name = file.name
        guard file.count > 0 else { throw SeriesError(.empty, "the file is empty", file: name) }
        guard offset >= 0, offset <= file.count, (count ?? 0) >= 0 else {
            throw SeriesError(.malformed, "offset \(offset) and count \(count ?? 0) do not fit a \(file.count)-byte file", file: name)
        }
        let available = file.count - offset
        if count == nil && available % type.size != 0 {
            throw SeriesError(.malformed, "\(available) bytes is not a whole number of \(type.rawValue) values", file: name)
        }
        let n = count ?? available / type.size
        let (need, overflow) = n.multipliedReportingOverflow(by: type.size)
        guard !overflow, need <= available else {
            throw SeriesError(.truncated, "\(n) \(type.rawValue) values need \(n &* type.size) bytes, the file has \(available) after the offset", file: name)
        }
        let b = file.bytes
        func column<T>(_: T.Type) -> Column<T> {
            if offset % MemoryLayout<T>.alignment == 0 { return Column(file: file, offset: offset, count: n) }
            return Column((0..<n).map { b.loadUnaligned(fromByteOffset: offset + $0 * type.size, as: T.self) })
        }
        switch type {
        case .float32: return .float(column(Float.self))
        case .float64: return .double(column(Double.self))
        case .int64: return .int64(column(Int64.self))
        }
    }
}
