import ChartCore
import Foundation
import Testing

/// The `.npy` writer in every dtype and format version, read back by the loader; a large
/// file mapped rather than copied.
@Suite struct NPYWriterAndMappingTests {
    static let versions: [UInt8] = [1, 2, 3]

    @Test(arguments: versions, [0, 1, 17, 4099])
    func writerRoundTripsEachDtypeAndVersion(_ version: UInt8, _ n: Int) throws {
        let f = RandomWalk.float(count: n, seed: UInt64(n) + 1), d = RandomWalk.double(count: n, seed: 2)
        let i = (0..<n).map { Int64.max - Int64($0) * 3 }      // beyond 2^53: must stay exact
        let pf = BinaryLoaderTests.tmp("wf\(version)-\(n).npy"), pd = BinaryLoaderTests.tmp("wd\(version)-\(n).npy")
        let pi = BinaryLoaderTests.tmp("wi\(version)-\(n).npy")
        try NPY.write(f, to: pf, version: version)
        try NPY.write(d, to: pd, version: version)
        try NPY.write(i, to: pi, version: version)
        for p in [pf, pd, pi] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: p)))
            #expect(bytes[6] == version && bytes[7] == 0, "v\(version) n \(n) \(p)")
            let start = (version == 1 ? 10 : 12) + (Int(bytes[8]) | Int(bytes[9]) << 8)
            #expect(start % 64 == 0, "data aligned to 64: v\(version) n \(n)")
        }
        guard case .float(let cf) = try NPY.load(path: pf), case .double(let cd) = try NPY.load(path: pd),
              case .int64(let ci) = try NPY.load(path: pi) else { Issue.record("wrong dtype back v\(version) n \(n)"); return }
        #expect(cf.array == f, "v\(version) n \(n)")
        #expect(cd.array == d, "v\(version) n \(n)")
        #expect(ci.array == i, "v\(version) n \(n)")
    }

    @Test func writerRejectsUnknownVersion() {
        do { try NPY.write([1.0], to: BinaryLoaderTests.tmp("v4.npy"), version: 4); Issue.record("wrote v4") } catch {
            #expect(error.kind == .unsupportedFormat && error.description.contains("v4.npy"), "\(error)")
        }
    }

    /// 4M floats (16 MiB): mapped (owner is the file), values read through the mapping.
    @Test func largeFileIsMappedNotCopied() throws {
        let n = 1 << 22
        var y = [Float](repeating: 0, count: n)
        for k in 0..<n { y[k] = Float(k % 1000) - 0.5 }
        let p = BinaryLoaderTests.tmp("big.npy")
        try NPY.write(y, to: p)
        guard case .float(let c) = try NPY.load(path: p) else { Issue.record("dtype"); return }
        #expect(c.count == n && c.owner != nil)
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<1000 {
            let k = Int(rng.next() % UInt64(n))
            #expect(c[k] == y[k], "index \(k)")
        }
        let sum = c.withUnsafeBufferPointer { b in b.reduce(0.0) { $0 + Double($1) } }
        #expect(sum == y.reduce(0.0) { $0 + Double($1) })
        // The same bytes as raw binary, skipping the header: mapped too.
        let header = try [UInt8](Data(contentsOf: URL(fileURLWithPath: p)).prefix(10))
        let offset = 10 + (Int(header[8]) | Int(header[9]) << 8)
        guard case .float(let r) = try RawBinary.load(path: p, type: .float32, offset: offset) else { return }
        #expect(r.count == n && r.owner != nil && r[n - 1] == y[n - 1])
    }
}

/// Viewport search on random sorted data == the linear definition, for both x types,
/// including Int64 timestamps beyond 2^53 where only the exact integer overload is right.
@Suite struct ViewportRandomTests {
    @Test(arguments: [1, 2, 3])
    func randomViewportsEqualLinearScan(_ seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let n = testCount(quick: 3000, long: 100_000)
        let base: Int64 = seed == 3 ? (1 << 60) : 1_500_000_000_000
        var t: [Int64] = [], v = base
        for _ in 0..<n { v += Int64(rng.next() % 5) + 1; t.append(v) }
        let d = t.map { Double($0 - base) * 0.25 }
        let xi = XValues.int64(Column(t)), xd = XValues.double(Column(d))
        for q in 0..<testCount(quick: 300, long: 3000) {
            let a = base - 10 + Int64(rng.next() % UInt64(3 * n + 20)), b = base - 10 + Int64(rng.next() % UInt64(3 * n + 20))
            let lo = t.firstIndex { $0 >= a } ?? n, hi = t.firstIndex { $0 > b } ?? n
            let want = lo..<max(lo, hi)
            #expect(xi.indexRange(from: a, through: b) == (a <= b ? want : 0..<0), "seed \(seed) q \(q) [\(a), \(b)]")
            let da = Double(a - base) * 0.25, db = Double(b - base) * 0.25
            let dlo = d.firstIndex { $0 >= da } ?? n, dhi = d.firstIndex { $0 > db } ?? n
            #expect(xd.indexRange(from: da, through: db) == (da <= db ? dlo..<max(dlo, dhi) : 0..<0), "seed \(seed) q \(q)")
        }
    }
}
