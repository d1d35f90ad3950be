import Testing
@testable import ChartCore

/// The row loop's key sorts (cell in the high half, position in the low) against the
/// standard sort: insertion and radix runs, the counting sort and the merge of two runs.
@Suite struct RowSortTests {
    func keys(_ g: inout SeededGenerator, _ n: Int, cells: Int32, from: Int = 0) -> [UInt64] {
        (0..<n).map { i in UInt64(UInt32(Int32.random(in: 0..<cells, using: &g) + 2)) << 32 | UInt64(from + i) }
    }

    @Test(arguments: [1, 5, 20, 47, 49, 200, 3000]) func sortsMatchTheStandardSort(n: Int) {
        var g = SeededGenerator(seed: UInt64(n))
        let tmp = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * n + 8)
        let counts = UnsafeMutablePointer<Int32>.allocate(capacity: 4096)
        defer { tmp.deallocate(); counts.deallocate() }
        counts.initialize(repeating: 0, count: 4096)
        for descents in [1, n] {
            var a = keys(&g, n, cells: 1900)
            let want = a.sorted()
            a.withUnsafeMutableBufferPointer { Rasterizer.sortRun($0.baseAddress!, n, descents, tmp: tmp, counts: counts) }
            #expect(a == want, "sortRun n \(n) descents \(descents)")
            #expect((0..<256).allSatisfy { counts[$0] == 0 })
        }
        var c = keys(&g, n, cells: 300)
        let wantC = c.sorted()
        c.withUnsafeMutableBufferPointer { Rasterizer.countingSort($0.baseAddress!, n, lo: 0, hi: 299, tmp: tmp, counts: counts) }
        #expect(c == wantC)
        #expect((0..<301).allSatisfy { counts[$0] == 0 })
        // Two sorted runs, the second shorter (or empty, or all before / after the first).
        for m in [0, n / 2, n - 1, n] {
            var r = keys(&g, m, cells: 1900).sorted() + keys(&g, n - m, cells: 1900, from: m).sorted()
            let wantR = r.sorted()
            r.withUnsafeMutableBufferPointer { Rasterizer.mergeRuns($0.baseAddress!, m, n, tmp) }
            #expect(r == wantR, "merge m \(m) of \(n)")
        }
    }
}
