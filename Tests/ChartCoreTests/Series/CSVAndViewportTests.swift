import ChartCore
import Foundation
import Testing

@Suite struct CSVLoaderTests {
    func parse(_ text: String) throws -> SeriesSet {
        try Array(text.utf8).withUnsafeBytes { try CSVLoader.parse($0) }
    }

    @Test func readsHeaderTimeAndGaps() throws {
        let s = try parse("time,\"temp\",hum\r\n1000,21.5,40\r\n2000,,41\r\n3000,nan,42\r\n\r\n")
        #expect(s.series.map(\.name) == ["temp", "hum"] && s.count == 3)
        if case .int64(let x) = s.x { #expect(x.array == [1000, 2000, 3000]) } else { Issue.record("x type") }
        #expect(s.series[0].y.value(at: 0) == 21.5 && s.series[0].y.value(at: 1).isNaN && s.series[0].y.value(at: 2).isNaN)
        let d = try parse("t,v\n0.5,1\n1.25,2\n")
        if case .double(let x) = d.x { #expect(x.array == [0.5, 1.25]) } else { Issue.record("x type") }
    }

    @Test func badCSVNamesLineAndColumn() {
        let cases: [(String, String)] = [
            ("", "no header"), ("t\n1\n", "header needs"), ("t,v\n1,2\n2,abc\n", "3:2"),
            ("t,v\n1,2\n2\n", "line 3".replacingOccurrences(of: "line ", with: ":")),
            ("t,v\n1,2\n1,3\n", "index 1"), ("t,v\nx,1\n", "time 'x'"),
        ]
        for (text, fragment) in cases {
            do { _ = try parse(text); Issue.record("no error for \(text.debugDescription)") } catch let e as SeriesError {
                #expect(e.description.contains(fragment), "\(text.debugDescription): \(e)")
            } catch { Issue.record("\(error)") }
        }
    }
}

@Suite struct ViewportTests {
    /// indexRange == the linear definition, exhaustively on small sorted x (Int64 and
    /// Double), with bounds below, between, on and above the points.
    @Test func binarySearchEqualsLinearScan() throws {
        var rng = SeededGenerator(seed: 5)
        for n in 0...24 {
            var t: [Int64] = []
            var v: Int64 = -20
            for _ in 0..<n { v += Int64(rng.next() % 4) + 1; t.append(v) }
            let xs: [XValues] = [.int64(Column(t)), .double(Column(t.map { Double($0) * 0.5 }))]
            for x in xs {
                let vals = (0..<n).map { x.value(at: $0) }
                let probes = [-1e9, 1e9, .nan] + vals + vals.map { $0 + 0.25 } + vals.map { $0 - 0.25 }
                for a in probes {
                    for b in probes {
                        let expect = vals.indices.filter { vals[$0] >= a && vals[$0] <= b }
                        let r = x.indexRange(from: a, through: b)
                        #expect(Array(r) == expect, "n \(n) [\(a), \(b)]")
                    }
                }
            }
        }
    }

    @Test func descendingOrDuplicateXIsRejectedWithItsIndex() {
        for (x, bad) in [([1, 2, 2, 3] as [Int64], 2), ([5, 4], 1)] {
            do {
                _ = try SeriesSet(x: .int64(Column(x)), series: [])
                Issue.record("accepted \(x)")
            } catch { #expect(error.kind == .notAscending && error.index == bad, "\(error)") }
        }
        #expect(throws: SeriesError.self) { try SeriesSet(x: .double(Column([.nan, 1])), series: []) }
        #expect(throws: SeriesError.self) { try SeriesSet(x: .double(Column([0, .nan])), series: []) }
    }
}
