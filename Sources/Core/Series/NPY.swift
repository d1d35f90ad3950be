import Foundation

/// NumPy `.npy` files (format versions 1, 2 and 3): 1-D, C order, little-endian `<f4`,
/// `<f8` or `<i8`. Reading memory-maps the file (no copy, no load time, any size); writing
/// produces version 1.0 files (2.0 or 3.0 on request) with the data aligned to 64 bytes, as
/// NumPy does.
///
/// ```swift
/// if case .float(let y) = try NPY.load(path: "y.npy") { … }
/// try NPY.write(indices, to: "idx.npy")        // [Int64] → '<i8'
/// ```
public enum NPY {
    /// Maps and validates a `.npy` file (which must not shrink while mapped: `MappedFile`).
    /// - Throws: `SeriesError` naming the file: `.malformed` (bad magic, unreadable header),
    ///   `.unsupportedFormat` (big-endian, Fortran order, not 1-D, another dtype or version),
    ///   `.truncated` (fewer data bytes than the shape needs).
    /// - Complexity: O(header); the data is not read.
    public static func load(path: String) throws(SeriesError) -> TypedColumn {
        let file = try MappedFile(path: path)
        do throws(SeriesError) {
            return try parse(file)
        } catch {
            throw error.inFile(file.name)
        }
    }

    static func parse(_ file: MappedFile) throws(SeriesError) -> TypedColumn {
        let b = file.bytes
        guard b.count > 0 else { throw SeriesError(.empty, "the file is empty") }
        let magic: [UInt8] = [0x93, 0x4E, 0x55, 0x4D, 0x50, 0x59]   // \x93NUMPY
        guard b.count >= 10, Array(b[0..<6]) == magic else { throw SeriesError(.malformed, "not a .npy file (bad magic)") }
        let major = b[6]
        let headerStart: Int, headerLen: Int
        switch major {
        case 1: headerStart = 10; headerLen = Int(b[8]) | Int(b[9]) << 8
        case 2, 3:
            guard b.count >= 12 else { throw SeriesError(.truncated, "the header length is cut off") }
            headerStart = 12
            headerLen = Int(b[8]) | Int(b[9]) << 8 | Int(b[10]) << 16 | Int(b[11]) << 24
        default: throw SeriesError(.unsupportedFormat, "format version \(major) is not supported (1, 2, 3 are)")
        }
        guard headerStart + headerLen <= b.count else { throw SeriesError(.truncated, "the header is cut off") }
        let header = String(decoding: UnsafeRawBufferPointer(rebasing: b[headerStart..<headerStart + headerLen]), as: UTF8.self)
        let h = try Header(header)
        let dataStart = headerStart + headerLen
        let size: Int
        switch h.descr {
        case "<f4": size = 4
        case "<f8", "<i8": size = 8
        case ">f4", ">f8", ">i8": throw SeriesError(.unsupportedFormat, "big-endian dtype '\(h.descr)' (byte-swap it with astype('<...'))")
        default: throw SeriesError(.unsupportedFormat, "dtype '\(h.descr)' (supported: <f4, <f8, <i8)")
        }
        if h.fortranOrder { throw SeriesError(.unsupportedFormat, "Fortran-ordered arrays (fortran_order: True) are not supported") }
        guard h.shape.count == 1 else { throw SeriesError(.unsupportedFormat, "shape \(h.shape) is not 1-D") }
        let n = h.shape[0]
        // Compared as `bytes <= count - dataStart` (dataStart <= count is checked above):
        // `dataStart + bytes` and the message's `n * size` trapped for shapes near Int.max
        // (issue #9); the message prints the product in full width.
        let (bytes, overflow) = n.multipliedReportingOverflow(by: size)
        guard !overflow, bytes <= b.count - dataStart else {
            let need = n.multipliedFullWidth(by: size)
            let text = need.high == 0 ? "\(need.low)" : "more than \(Int.max)"
            throw SeriesError(.truncated, "shape (\(n),) needs \(text) data bytes, the file has \(b.count - dataStart)")
        }
        func column<T>(_: T.Type) -> Column<T> {
            if dataStart % MemoryLayout<T>.alignment == 0 { return Column(file: file, offset: dataStart, count: n) }
            // An unaligned data start (hand-written header): copy rather than misread.
            return Column((0..<n).map { b.loadUnaligned(fromByteOffset: dataStart + $0 * size, as: T.self) })
        }
        switch h.descr {
        case "<f4": return .float(column(Float.self))
        case "<f8": return .double(column(Double.self))
        default: return .int64(column(Int64.self))
        }
    }

    /// The dictionary in a .npy header: `{'descr': '<f4', 'fortran_order': False, 'shape': (5,), }`.
    struct Header {
        var descr = "", fortranOrder = false, shape: [Int] = []

        init(_ text: String) throws(SeriesError) {
            func value(of key: String) throws(SeriesError) -> Substring {
                guard let r = text.range(of: "'\(key)'") ?? text.range(of: "\"\(key)\"") else {
                    throw SeriesError(.malformed, "the header has no '\(key)'")
                }
                var rest = text[r.upperBound...].drop { $0 == " " }
                guard rest.first == ":" else { throw SeriesError(.malformed, "the header's '\(key)' has no value") }
                rest = rest.dropFirst().drop { $0 == " " }
                return rest
            }
            let d = try value(of: "descr")
            guard let q = d.first, q == "'" || q == "\"", let end = d.dropFirst().firstIndex(of: q) else {
                throw SeriesError(.malformed, "unreadable 'descr' in the header")
            }
            descr = String(d[d.index(after: d.startIndex)..<end])
            let f = try value(of: "fortran_order")
            if f.hasPrefix("True") { fortranOrder = true } else if !f.hasPrefix("False") {
                throw SeriesError(.malformed, "unreadable 'fortran_order' in the header")
            }
            let s = try value(of: "shape")
            guard s.first == "(", let close = s.firstIndex(of: ")") else { throw SeriesError(.malformed, "unreadable 'shape' in the header") }
            let inner = s[s.index(after: s.startIndex)..<close]
            for part in inner.split(separator: ",") {
                let t = part.trimmingCharacters(in: .whitespaces)
                if t.isEmpty { continue }
                guard let v = Int(t.hasSuffix("L") ? String(t.dropLast()) : t), v >= 0 else {
                    throw SeriesError(.malformed, "unreadable dimension '\(t)' in 'shape'")
                }
                shape.append(v)
            }
        }
    }

    /// Writes `values` as a `.npy` file with dtype `<i8`, format `version` 1 (the default,
    /// headers < 64 KiB), 2 (4-byte header length) or 3 (as 2, UTF-8 header).
    /// - Throws: `SeriesError` `.io` when the file cannot be written, `.unsupportedFormat`
    ///   for another version. - Complexity: O(n).
    public static func write(_ values: [Int64], to path: String, version: UInt8 = 1) throws(SeriesError) {
        try write(values, descr: "<i8", to: path, version: version)
    }

    /// Writes `values` with dtype `<f4` (see the `[Int64]` overload). - Complexity: O(n).
    public static func write(_ values: [Float], to path: String, version: UInt8 = 1) throws(SeriesError) {
        try write(values, descr: "<f4", to: path, version: version)
    }

    /// Writes `values` with dtype `<f8` (see the `[Int64]` overload). - Complexity: O(n).
    public static func write(_ values: [Double], to path: String, version: UInt8 = 1) throws(SeriesError) {
        try write(values, descr: "<f8", to: path, version: version)
    }

    /// The bytes of a .npy file for `values` (little-endian host assumed, as on x86_64 and arm64).
    static func encode<T>(_ values: [T], descr: String, version: UInt8 = 1) -> [UInt8] {
        var dict = "{'descr': '\(descr)', 'fortran_order': False, 'shape': (\(values.count),), }"
        let pre = version == 1 ? 10 : 12
        let pad = (64 - (pre + dict.utf8.count + 1) % 64) % 64
        dict += String(repeating: " ", count: pad) + "\n"
        let len = dict.utf8.count
        var out: [UInt8] = [0x93, 0x4E, 0x55, 0x4D, 0x50, 0x59, version, 0]
        out += version == 1 ? [UInt8(len & 0xFF), UInt8(len >> 8)]
                            : [UInt8(len & 0xFF), UInt8(len >> 8 & 0xFF), UInt8(len >> 16 & 0xFF), UInt8(len >> 24)]
        out += Array(dict.utf8)
        values.withUnsafeBytes { out += $0 }
        return out
    }

    private static func write<T>(_ values: [T], descr: String, to path: String, version: UInt8) throws(SeriesError) {
        let name = String(path.split(separator: "/").last ?? Substring(path))
        guard (1...3).contains(version) else {
            throw SeriesError(.unsupportedFormat, "cannot write format version \(version) (1, 2, 3 are)", file: name)
        }
        do {
            try Data(encode(values, descr: descr, version: version)).write(to: URL(fileURLWithPath: path))
        } catch {
            throw SeriesError(.io, "cannot write: \(error.localizedDescription)", file: name)
        }
    }
}
