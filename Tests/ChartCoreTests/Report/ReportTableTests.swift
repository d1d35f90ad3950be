import Foundation
import Testing
@testable import BenchReport

@Suite struct ReportTableTests {
    @Test func suiteTableHasEachValueInItsRow() throws {
        let t = try ReportFixtures.set().table(suite: "decimate")
        #expect(t.headers == ["case", "n", "T", "ours median", "min", "p90", "naive", "ratio", "tsdownsample", "ratio"])
        let row = "minmax f32 n=1e8 T=1"
        #expect(t.cell(row: row, column: "n") == "1e8")
        #expect(t.cell(row: row, column: "T") == "1")
        #expect(t.cell(row: row, column: "ours median") == "25.0 ms")
        #expect(t.cell(row: row, column: "min") == "20.0 ms")
        #expect(t.cell(row: row, column: "p90") == "30.0 ms")
        #expect(t.cell(row: row, column: "naive") == "250 ms")
        let r = try #require(t.rows.first { $0[0] == row })
        #expect(Array(r[6...]) == ["250 ms", "10.0x", "20.0 ms", "0.80x"])
        // A row without a naive twin keeps empty cells, not a neighbour's value.
        let t2 = try #require(t.rows.first { $0[0] == "minmax f32 n=1e8 T=2" })
        #expect(Array(t2[6...]) == ["", "", "", ""])
        #expect(t.cell(row: "minmax f32 n=1e6 T=1", column: "tsdownsample") == "250 µs")
        // A case only the peers ran has a row of its own, ours blank.
        let peerOnly = try #require(t.rows.first { $0[0] == "m4 f32 n=1e8 T=1" })
        #expect(peerOnly[3] == "—" && peerOnly[8] == "18.0 ms" && peerOnly[9] == "—")
        // Our run order, then the peer-only case.
        #expect(t.rows.map { $0[0] }.last == "m4 f32 n=1e8 T=1")
        #expect(t.rows.count == 7)
    }

    @Test func summaryHasGeometricMeansOverSharedCases() throws {
        let t = try ReportFixtures.set().summaryTable()
        // decimate vs naive: 2.5e6/200e3 = 12.5 and 250e6/25e6 = 10 → √125 = 11.18.
        let naive = try #require(t.rows.first { $0[0] == "decimate" && $0[1] == "naive" })
        #expect(Array(naive[2...]) == ["2", "11.2x", "10.0x", "12.5x"])
        // vs tsdownsample: 250/200 and 20/25 (the peer-only m4 case has no ratio) → 1.0.
        let tsd = try #require(t.rows.first { $0[0] == "decimate" && $0[1] == "tsdownsample (peer)" })
        #expect(Array(tsd[2...]) == ["2", "1.00x", "0.80x", "1.25x"])
        #expect(!t.rows.contains { $0[0] == "frame" })   // ours only: nothing to compare
    }

    @Test func everySuiteHasATableInTheMarkdown() throws {
        let set = try ReportFixtures.set()
        let md = Report.markdown(set, plots: try set.plots(), sources: ["r.json", "p.json"])
        for s in ["memory", "range", "decimate", "build", "raster-svg", "frame"] {
            #expect(md.contains("## Suite `\(s)`"), "\(s)")
        }
        #expect(md.contains("| query f32 n=1e8 |"))
        #expect(md.contains("![Range query: tree vs linear scan](range-query.png)"))
        // The unknown suite is picked up by the generic rules: its families at two sizes
        // get a scaling plot, the others bars.
        #expect(md.contains("(frame-scaling.png)") && md.contains("(frame-bars.png)"))
        // Plots sit under their own suite: the range plot before the decimate heading.
        let range = try #require(md.range(of: "range-query.png")), dec = try #require(md.range(of: "## Suite `decimate`"))
        #expect(range.lowerBound < dec.lowerBound)
    }

    @Test func readRateAndScanShares() throws {
        let set = try ReportFixtures.set()
        let rate = MemoryRate(set)
        #expect(rate.byThreads[1] == 20)    // 4e8 bytes / 2e7 ns
        #expect(rate.byThreads[2] == 32)
        let t = rate.table(set)
        // 4e8 / 25e6 = 16 GB/s = 80% of 20; by the minima 4e8 / 20e6 = 20 of 4e8 / 18e6.
        #expect(t.cell(row: "decimate/minmax f32 n=1e8 T=1", column: "GB/s") == "16.0")
        #expect(t.cell(row: "decimate/minmax f32 n=1e8 T=1", column: "of read rate") == "80%")
        #expect(t.cell(row: "decimate/minmax f32 n=1e8 T=1", column: "of read rate (min)") == "90%")
        #expect(t.cell(row: "decimate/minmax f32 n=1e8 T=2", column: "of read rate") == "78%")  // 25 / 32
        #expect(t.cell(row: "build/tree f32 n=1e8 T=1", column: "of read rate") == "50%")
        #expect(t.cell(row: "memory read (read f32 n=1e8 T=1)", column: "GB/s") == "20.0")
        // Not scans: below 1e8 (cache), the pixel-column M4 (reads no data), baselines.
        #expect(t.rows.count == 5)
        #expect(!t.rows.contains { $0[0].contains("pixel") || $0[0].contains("n=1e6") })
    }

    @Test func formatsExactSmallCases() {
        #expect(TimeFormat.ns(65) == "65.0 ns")
        #expect(TimeFormat.ns(999.4) == "999 ns")
        #expect(TimeFormat.ns(1280) == "1.28 µs")
        #expect(TimeFormat.ns(21.4e6) == "21.4 ms")
        #expect(TimeFormat.ns(2.97e9) == "2.97 s")
        #expect(TimeFormat.ratio(0.8449) == "0.84x")
        #expect(TimeFormat.ratio(263.4) == "263x")
        #expect(TimeFormat.ratio(15_662.2) == "15,662x")
        #expect(TimeFormat.count(100_000_000) == "1e8")
        #expect(TimeFormat.count(4_000) == "4,000")
        #expect(TimeFormat.count(1) == "1")
        #expect(TimeFormat.tick(1e3) == "1 µs")
        #expect(TimeFormat.tick(2e7) == "20 ms")
        #expect(BenchResult.family(of: "minmax f32 n=1e8 T=2", dropThreads: true) == "minmax f32")
        #expect(BenchResult.family(of: "minmax f32 n=1e8 T=2", dropThreads: false) == "minmax f32 T=2")
        #expect(BenchResult.family(of: "4 walks x 1e8 T=2", dropThreads: false) == "4 walks x T=2")
        #expect(BenchResult.family(of: "S4a area 4k T=1", dropThreads: true) == "S4a area 4k")
    }

    @Test func loadRejectsBadFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("report-load-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = dir.appendingPathComponent("good.json").path
        try JSONEncoder().encode(ReportFixtures.peers).write(to: URL(fileURLWithPath: good))
        #expect(try BenchResult.load(good) == ReportFixtures.peers)
        let bad = dir.appendingPathComponent("bad.json").path
        try Data(#"[{"suite": "x"}]"#.utf8).write(to: URL(fileURLWithPath: bad))
        #expect(throws: ReportError.self) { try BenchResult.load(bad) }
        let negative = dir.appendingPathComponent("neg.json").path
        try Data(#"[{"suite":"s","case":"c","n":1,"impl":"ours","threads":1,"median_ns":-1,"min_ns":1}]"#.utf8)
            .write(to: URL(fileURLWithPath: negative))
        #expect(throws: ReportError.self) { try BenchResult.load(negative) }
        #expect(throws: ReportError.unreadable(dir.appendingPathComponent("none.json").path)) {
            try BenchResult.load(dir.appendingPathComponent("none.json").path)
        }
        #expect(throws: ReportError.empty) { try ResultSet(ours: [], peers: []) }
    }
}

@Suite struct ReportEmbedTests {
    @Test func replacesOnlyTheTextBetweenTheMarkers() throws {
        let doc = "# B\n\nhand-written\n\n" + Report.beginMarker + "\nold\n" + Report.endMarker + "\n\n## After\n"
        let out = try Report.embed("new table\n", into: doc, name: "B.md")
        #expect(out == "# B\n\nhand-written\n\n" + Report.beginMarker + "\n\nnew table\n\n" + Report.endMarker + "\n\n## After\n")
        // Idempotent: embedding the same text again changes nothing.
        #expect(try Report.embed("new table\n", into: out, name: "B.md") == out)
    }

    @Test func appendsMarkersWhenAbsentAndRefusesBrokenOnes() throws {
        let out = try Report.embed("t", into: "# B\n", name: "B.md")
        #expect(out == "# B\n\n" + Report.beginMarker + "\n\nt\n\n" + Report.endMarker + "\n")
        #expect(throws: ReportError.self) { try Report.embed("t", into: Report.beginMarker, name: "B.md") }
        #expect(throws: ReportError.self) {
            try Report.embed("t", into: Report.endMarker + "\n" + Report.beginMarker, name: "B.md")
        }
    }

    @Test func sectionDemotesHeadingsAndPrefixesImages() throws {
        let set = try ReportFixtures.set()
        let s = Report.section(set, plots: try set.plots(), sources: ["r.json"], imagePrefix: "docs/bench/")
        #expect(!s.contains("# Benchmark report"))
        #expect(s.contains("\n### Suite `range`\n") && !s.contains("\n## Suite"))
        #expect(s.contains("](docs/bench/range-query.png)"))
        #expect(Report.relativePrefix(from: "Benchmarks.md", to: "docs/bench") == "docs/bench/")
        #expect(Report.relativePrefix(from: "Benchmarks.md", to: ".") == "")
        #expect(Report.relativePrefix(from: "/a/B.md", to: "/c/d") == "/c/d/")
    }
}
