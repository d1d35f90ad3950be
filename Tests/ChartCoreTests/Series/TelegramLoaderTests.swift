import ChartCore
import Foundation
import Testing

/// The real contest files (facts from ../shared/data/telegram/README.md) and every kind of
/// malformed chart JSON.
@Suite struct TelegramLoaderTests {
    static let root = telegramDataURL.path

    @Test func roundOneHasFiveLineCharts() throws {
        let sets = try TelegramLoader.load(path: "\(Self.root)/round1/chart_data.json")
        #expect(sets.map(\.count) == [112, 112, 112, 112, 372])
        #expect(sets.map(\.series.count) == [2, 2, 2, 2, 4])
        #expect(sets.allSatisfy { $0.series.allSatisfy { $0.kind == .line } && !$0.yScaled && !$0.stacked })
        #expect(sets[0].series.map(\.name) == ["#0", "#1"])
        #expect(sets[0].series[0].color == Color(hex: "#3DC23F"))
        #expect(sets[4].series[0].color == Color(r: 0xcb, g: 0x51, b: 0x3a))   // lower-case hex
        // 2018-03-03 .. 2019-03-09 daily for chart 4 (UTC ms).
        #expect(sets[4].x.value(at: 0) == 1_520_035_200_000)
    }

    @Test func roundTwoOverviewsCarryFlagsAndTypes() throws {
        let load = { (k: Int) in try TelegramLoader.load(path: "\(Self.root)/round2/\(k)/overview.json")[0] }
        let c1 = try load(1), c2 = try load(2), c3 = try load(3), c4 = try load(4), c5 = try load(5)
        #expect([c1, c2, c3, c4, c5].allSatisfy { $0.count == 365 })
        #expect(c1.series.map(\.name) == ["Joined", "Left"])
        #expect(c2.yScaled && c2.series.map(\.name) == ["Views", "Shares"])
        #expect(c3.stacked && c3.series.count == 7 && c3.series.allSatisfy { $0.kind == .bar })
        #expect(c4.series.count == 1 && c4.series[0].kind == .bar && !c4.stacked)
        #expect(c5.stacked && c5.percentage && c5.series.count == 6 && c5.series.allSatisfy { $0.kind == .area })
        #expect(c5.series.map(\.name) == ["Apples", "Oranges", "Lemons", "Apricots", "Kiwi", "Mango"])
    }

    @Test func dayFilesLoadWithTheirQuirks() throws {
        let d = try TelegramLoader.load(path: "\(Self.root)/round2/4/2018-04/29.json")[0]
        #expect(d.series[0].kind == .line && d.count == 184)       // overview is bars, days are lines
        for k in 1...3 {
            #expect(try TelegramLoader.load(path: "\(Self.root)/round2/\(k)/2018-04/29.json")[0].count == 16)
        }
        // Chart 1 y0 equals chart 3 y3 (README).
        let a = try TelegramLoader.load(path: "\(Self.root)/round2/1/overview.json")[0].series[0].y
        let b = try TelegramLoader.load(path: "\(Self.root)/round2/3/overview.json")[0].series[3].y
        #expect((0..<365).allSatisfy { a.value(at: $0) == b.value(at: $0) })
    }

    /// Each malformed input, the error kind expected, and what its message must name.
    static let bad: [(String, SeriesError.Kind, String)] = [
        ("", .empty, "no JSON"),
        ("{\"columns\": [[\"x\", 1, 2]", .malformed, "1:25"),
        ("[1, 2]", .wrongType, "chart object"),
        ("{\"types\": {}}", .missingColumn, "columns"),
        ("{\"columns\": [[\"y0\", 1, 2]], \"types\": {\"y0\": \"line\"}}", .missingColumn, "\"x\" column"),
        ("{\"columns\": [[\"x\", 1, 2], [\"y0\", 1]], \"types\": {\"y0\": \"line\", \"x\": \"x\"}}", .lengthMismatch, "\"y0\""),
        ("{\"columns\": [[\"x\", 1, 3, 2], [\"y0\", 1, 2, 3]], \"types\": {\"y0\": \"line\", \"x\": \"x\"}}", .notAscending, "index 2"),
        ("{\"columns\": [[\"x\", 1, 2], [\"y0\", 1, \"a\"]], \"types\": {\"y0\": \"line\", \"x\": \"x\"}}", .wrongType, "column \"y0\" index 1"),
        ("{\"columns\": [[\"x\", 1, 2], [\"y0\", 1, 2]], \"types\": {\"y0\": \"pie\", \"x\": \"x\"}}", .unsupportedFormat, "pie"),
        ("{\"columns\": [[\"x\", 1, 2], [\"y0\", 1, 2]], \"types\": {\"x\": \"x\"}}", .malformed, "types"),
        ("{\"columns\": [[\"x\", 1, null], [\"y0\", 1, 2]], \"types\": {\"y0\": \"line\", \"x\": \"x\"}}", .wrongType, "column \"x\" index 1"),
        ("{\"columns\": [[\"x\", 1, 2.5, 2.5], [\"y0\", 1, 2, 3]], \"types\": {\"y0\": \"line\", \"x\": \"x\"}}", .notAscending, "index 2"),
        ("{\"columns\": [[\"x\", 1, 2], [\"y0\", 1, 2]], \"types\": {\"y0\": \"line\"}, \"colors\": {\"y0\": \"red\"}}", .malformed, "colour"),
        (String(repeating: "[", count: 300), .malformed, "nesting"),
        ("{\"a\": tru}", .malformed, "literal"),
        ("{\"a\": 01}", .malformed, "leading zero"),
        ("{\"a\": \"x", .malformed, "unterminated"),
    ]

    @Test(arguments: bad.indices)
    func malformedChartsThrowNamedErrors(_ k: Int) {
        let (text, kind, fragment) = Self.bad[k]
        do {
            _ = try Array(text.utf8).withUnsafeBytes { try TelegramLoader.parse($0, file: "t.json") }
            Issue.record("case \(k) did not throw")
        } catch let e as SeriesError {
            #expect(e.kind == kind, "case \(k): \(e)")
            #expect(e.description.contains(fragment), "case \(k): \(e)")
            #expect(e.description.hasPrefix("t.json"), "case \(k): \(e)")
        } catch {
            Issue.record("case \(k): unexpected \(error)")
        }
    }

    /// Numbers in general, not only integers: a fractional x makes a Double x column,
    /// integer x stays Int64 (exact timestamps); y may be fractional or null (a gap).
    @Test func fractionalNumbersAreAccepted() throws {
        let text = "{\"columns\": [[\"x\", 1, 2.5, 4e0], [\"y0\", 0.25, null, -3]], \"types\": {\"y0\": \"bar\", \"x\": \"x\"}}"
        let s = try Array(text.utf8).withUnsafeBytes { try TelegramLoader.parse($0, file: "f.json") }[0]
        guard case .double(let x) = s.x else { Issue.record("x should be Double"); return }
        #expect(x.array == [1, 2.5, 4])
        #expect(s.series[0].y.value(at: 0) == 0.25 && s.series[0].y.value(at: 1).isNaN && s.series[0].y.value(at: 2) == -3)
        let ints = try TelegramLoader.load(path: "\(Self.root)/round2/1/overview.json")[0]
        guard case .int64 = ints.x else { Issue.record("integer x should stay Int64"); return }
    }

    @Test func missingFileIsAnIOError() {
        #expect(throws: SeriesError.self) { try TelegramLoader.load(path: "/nonexistent/chart.json") }
    }
}
