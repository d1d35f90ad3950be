import ChartCore
import Foundation
import Testing

/// `.npy` and raw binary: round trips through our writer, every malformed header, and
/// mapping instead of copying.
@Suite struct BinaryLoaderTests {
    static func tmp(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartcore-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    @Test(arguments: [0, 1, 7, 1000])
    func npyRoundTripsEachDtype(_ n: Int) throws {
        let f = RandomWalk.float(count: n, seed: UInt64(n)), d = RandomWalk.double(count: n, seed: 9)
        let i = RandomWalk.timestamps(count: n, seed: 4)
        let pf = Self.tmp("f\(n).npy"), pd = Self.tmp("d\(n).npy"), pi = Self.tmp("i\(n).npy")
        try NPY.write(f, to: pf); try NPY.write(d, to: pd); try NPY.write(i, to: pi)
        guard case .float(let cf) = try NPY.load(path: pf), case .double(let cd) = try NPY.load(path: pd),
              case .int64(let ci) = try NPY.load(path: pi) else { Issue.record("wrong dtype back"); return }
        #expect(cf.array == f && cd.array == d && ci.array == i)
        if n > 0 { #expect(cf.owner != nil, "a .npy column should be memory-mapped, not copied") }
    }

    @Test(arguments: [UInt8(1), 2, 3])
    func npyVersionsOneToThreeRead(_ version: UInt8) throws {
        let y: [Float] = [1, 2, 3.5]
        var bytes = NPYTestBytes.make(y, version: version)
        let p = Self.tmp("v\(version).npy")
        try Data(bytes).write(to: URL(fileURLWithPath: p))
        guard case .float(let c) = try NPY.load(path: p) else { Issue.record("dtype"); return }
        #expect(c.array == y)
        bytes.removeLast(5)     // and truncated data is caught
        try Data(bytes).write(to: URL(fileURLWithPath: p))
        #expect(throws: SeriesError.self) { try NPY.load(path: p) }
    }

    static let badHeaders: [(String, SeriesError.Kind)] = [
        ("{'descr': '>f4', 'fortran_order': False, 'shape': (3,), }", .unsupportedFormat),
        ("{'descr': '<i4', 'fortran_order': False, 'shape': (3,), }", .unsupportedFormat),
        ("{'descr': '<f4', 'fortran_order': False, 'shape': (3, 1), }", .unsupportedFormat),
        ("{'descr': '<f4', 'fortran_order': True, 'shape': (3, 2), }", .unsupportedFormat),
        ("{'descr': '<f4', 'shape': (3,), }", .malformed),
        ("{'descr': '<f4', 'fortran_order': False, 'shape': (x,), }", .malformed),
        ("garbage", .malformed),
    ]

    @Test(arguments: badHeaders.indices)
    func npyBadHeadersThrow(_ k: Int) throws {
        let (header, kind) = Self.badHeaders[k]
        let p = Self.tmp("bad\(k).npy")
        try Data(NPYTestBytes.raw(header: header, payload: [UInt8](repeating: 0, count: 64))).write(to: URL(fileURLWithPath: p))
        do { _ = try NPY.load(path: p); Issue.record("case \(k) did not throw") } catch {
            #expect(error.kind == kind, "case \(k): \(error)")
            #expect(error.description.contains("bad\(k).npy"), "case \(k): \(error)")
        }
    }

    @Test func npyBadMagicAndEmptyFile() throws {
        let p = Self.tmp("magic.npy"), e = Self.tmp("empty.npy")
        try Data([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).write(to: URL(fileURLWithPath: p))
        try Data().write(to: URL(fileURLWithPath: e))
        #expect(throws: SeriesError.self) { try NPY.load(path: p) }
        do { _ = try NPY.load(path: e) } catch { #expect(error.kind == .empty) }
    }

    @Test func rawBinaryMapsAndChecksLength() throws {
        let y = RandomWalk.double(count: 1001, seed: 1)
        let p = Self.tmp("y.f64")
        try y.withUnsafeBytes { try Data($0).write(to: URL(fileURLWithPath: p)) }
        guard case .double(let c) = try RawBinary.load(path: p, type: .float64) else { Issue.record("type"); return }
        #expect(c.array == y)
        guard case .double(let part) = try RawBinary.load(path: p, type: .float64, count: 10, offset: 80) else { return }
        #expect(part.array == Array(y[10..<20]))
        #expect(throws: SeriesError.self) { try RawBinary.load(path: p, type: .float64, count: 1002) }
        #expect(throws: SeriesError.self) { try RawBinary.load(path: p, type: .float32, count: -1) }
        #expect(throws: SeriesError.self) { try RawBinary.load(path: p, type: .int64, offset: 3) }  // 8005 bytes
    }
}

/// Hand-made .npy bytes for the tests (independent of the writer under test).
enum NPYTestBytes {
    static func raw(header: String, payload: [UInt8], version: UInt8 = 1) -> [UInt8] {
        let h = Array(header.utf8) + [0x0A]
        var out: [UInt8] = [0x93, 0x4E, 0x55, 0x4D, 0x50, 0x59, version, 0]
        if version == 1 { out += [UInt8(h.count & 0xFF), UInt8(h.count >> 8)] }
        else { out += [UInt8(h.count & 0xFF), UInt8(h.count >> 8), 0, 0] }
        return out + h + payload
    }

    static func make(_ y: [Float], version: UInt8) -> [UInt8] {
        let header = "{'descr': '<f4', 'fortran_order': False, 'shape': (\(y.count),), }"
        return raw(header: header, payload: y.withUnsafeBytes { Array($0) }, version: version)
    }
}
