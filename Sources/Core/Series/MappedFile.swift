#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only memory mapping of a whole file, unmapped when the last reference goes.
///
/// The loaders hand out columns that point into it, so a 4 GB `.npy` column costs no copy
/// and no load time: pages come in from the page cache as they are first read. The file
/// must not shrink while it is mapped: reading a page past its new end is a bus error (as
/// with any mapping; replace files by renaming a new one over them, which keeps the old
/// mapping whole).
public final class MappedFile: @unchecked Sendable {
    /// The first byte of the file (valid for `count` bytes; nil for an empty file).
    public let base: UnsafeRawPointer?
    /// The file size in bytes.
    public let count: Int
    /// The path the file was opened from.
    public let path: String

    /// Maps `path` read-only.
    /// - Throws: `SeriesError` (`.io`) naming the file and the system error.
    /// - Complexity: O(1) (no bytes are read).
    public init(path: String) throws(SeriesError) {
        self.path = path
        let name = String(path.split(separator: "/").last ?? Substring(path))
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw SeriesError(.io, "cannot open: \(String(cString: strerror(errno)))", file: name) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw SeriesError(.io, "cannot stat: \(String(cString: strerror(errno)))", file: name) }
        guard (st.st_mode & S_IFMT) == S_IFREG else { throw SeriesError(.io, "not a regular file", file: name) }
        count = Int(st.st_size)
        if count == 0 { base = nil; return }
        guard let p = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED else {
            throw SeriesError(.io, "cannot map: \(String(cString: strerror(errno)))", file: name)
        }
        base = UnsafeRawPointer(p)
    }

    deinit {
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
    }

    /// The file name without its directories, for error messages.
    public var name: String { String(path.split(separator: "/").last ?? Substring(path)) }

    /// The bytes of the file. - Complexity: O(1).
    public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
}
