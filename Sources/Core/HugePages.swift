#if canImport(Glibc)
import Glibc
#endif

/// Transparent huge pages for large fresh buffers.
///
/// A buffer of tens of megabytes (a 1M-vertex stroke's 3M edges: 61 MB) comes from the
/// kernel untouched and is paid for page by page on first touch: 15k faults of 4 KiB,
/// ~1.4 µs each here — 21 ms of a 200 ms draw for one array. Where the kernel's THP
/// setting is `madvise` (these machines), advising the buffer's whole 2 MiB pages makes
/// those faults 2 MiB each. Elsewhere (THP `always` or `never`, other systems) it does
/// nothing.
enum HugePages {
    /// Buffers smaller than this are left alone (a huge page or two would not pay).
    static let minimumBytes = 4 << 20

    /// Advises the 2 MiB-aligned interior of `[base, base + bytes)` for huge pages.
    /// Safe callers: the range is memory they own (an allocation's storage).
    static func advise(_ base: UnsafeMutableRawPointer?, bytes: Int) {
        #if canImport(Glibc)
        guard let base, bytes >= minimumBytes else { return }
        let page = 2 << 20
        let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base) + bytes) & ~(page - 1)
        guard end > start, let p = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(p, end - start, MADV_HUGEPAGE)
        #endif
    }

    /// Reserves room for `n` elements in `a` and, when that made a large fresh buffer,
    /// advises it (the elements already there are kept).
    static func reserve<T>(_ a: inout [T], _ n: Int) {
        guard n > a.capacity else { return }
        a.reserveCapacity(n)
        let bytes = a.capacity * MemoryLayout<T>.stride
        guard bytes >= minimumBytes else { return }
        a.withUnsafeMutableBufferPointer { advise(UnsafeMutableRawPointer($0.baseAddress), bytes: bytes) }
    }
}
