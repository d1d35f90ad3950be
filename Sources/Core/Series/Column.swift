/// One column of values: held in an array, or read in place from a memory-mapped file.
///
/// ```swift
/// let c = Column([1.0, 2.0, 4.0])
/// c.withUnsafeBufferPointer { buf in buf.reduce(0, +) }   // 7
/// ```
///
/// Columns are immutable values; copying one shares its storage.
public struct Column<Element: BitwiseCopyable & Sendable>: @unchecked Sendable {
    @usableFromInline let _array: [Element]?
    @usableFromInline let _file: MappedFile?
    @usableFromInline let _offset: Int
    /// The number of values.
    public let count: Int

    /// A column holding `values`.
    public init(_ values: [Element]) {
        _array = values; _file = nil; _offset = 0; count = values.count
    }

    /// A column of `count` values stored in `file` at byte `offset`, which must be aligned
    /// for `Element` and lie inside the file (loaders check this and throw otherwise).
    init(file: MappedFile, offset: Int, count: Int) {
        precondition(offset >= 0 && count >= 0 && offset + count * MemoryLayout<Element>.stride <= file.count)
        precondition(offset % MemoryLayout<Element>.alignment == 0)
        _array = nil; _file = file; _offset = offset; self.count = count
    }

    /// Calls `body` with the values in place. - Complexity: O(1).
    @inlinable
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        if let a = _array { return try a.withUnsafeBufferPointer(body) }
        // Safe because: init(file:offset:count:) checked bounds and alignment, and _file
        // keeps the mapping alive for as long as this column exists.
        let p = _file!.base.map { ($0 + _offset).assumingMemoryBound(to: Element.self) }
        return try body(UnsafeBufferPointer(start: count == 0 ? nil : p, count: count))
    }

    /// The object that keeps the values alive (for borrowing consumers such as `RangeTree`).
    public var owner: AnyObject? { _file }

    /// The values as an array (a copy when the column is memory-mapped). - Complexity: O(n).
    public var array: [Element] { _array ?? withUnsafeBufferPointer { Array($0) } }

    /// The value at `i`. - Precondition: `0 <= i < count`. - Complexity: O(1).
    @inlinable public subscript(i: Int) -> Element {
        precondition(i >= 0 && i < count, "index \(i) out of 0..<\(count)")
        return withUnsafeBufferPointer { $0[i] }
    }
}
