import ChartCore
import Foundation
import Testing

/// Every round-2 day file against the README facts: its type and flags, its point count,
/// that it covers its own UTC day, and that its values sum to the overview's value for that
/// day (with the 4 documented exceptions).
@Suite struct TelegramDayFactsTests {
    static let root = telegramDataURL.path

    /// UTC midnight of `YYYY-MM-DD`, in ms.
    static func midnight(_ y: Int, _ m: Int, _ d: Int) -> Int64 {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        let date = cal.date(from: DateComponents(year: y, month: m, day: d))!
        return Int64(date.timeIntervalSince1970) * 1000
    }

    /// The README's known sum mismatches: (chart, series index, day) → day sum − overview.
    static let sumExceptions: [String: Double] = [
        "1 0 2018-11-17": 10, "1 0 2018-11-30": 10, "3 3 2018-11-17": 10, "3 3 2018-11-30": 10,
    ]

    @Test(arguments: 1...4)
    func dayFilesMatchTheirOverview(_ k: Int) throws {
        let overview = try TelegramLoader.load(path: "\(Self.root)/round2/\(k)/overview.json")[0]
        #expect(overview.x.value(at: 0) == Double(Self.midnight(2018, 4, 7)), "chart \(k)")
        #expect(overview.x.value(at: 364) == Double(Self.midnight(2019, 4, 6)), "chart \(k)")
        let dir = "\(Self.root)/round2/\(k)"
        var files = 0, shortDays: [String] = []
        for month in try FileManager.default.contentsOfDirectory(atPath: dir).sorted() where month.hasPrefix("20") {
            for file in try FileManager.default.contentsOfDirectory(atPath: "\(dir)/\(month)").sorted() {
                let ym = month.split(separator: "-").compactMap { Int($0) }, d = Int(file.prefix(2))!
                let day = "\(month)-\(file.prefix(2))"
                let s = try TelegramLoader.load(path: "\(dir)/\(month)/\(file)")
                try #require(s.count == 1, "\(k) \(day)")
                let c = s[0]
                files += 1
                // Type and flags: chart 4's days are lines although its overview is bars.
                #expect(c.series.allSatisfy { $0.kind == (k == 3 ? .bar : .line) }, "\(k) \(day)")
                #expect(c.yScaled == (k == 2) && c.stacked == (k == 3) && !c.percentage, "\(k) \(day)")
                #expect(c.series.map(\.name) == overview.series.map(\.name), "\(k) \(day)")
                // Inside its own day, evenly spaced.
                let start = Self.midnight(ym[0], ym[1], d), end = start + 86_400_000
                #expect(c.x.value(at: 0) >= Double(start) && c.x.value(at: c.count - 1) < Double(end), "\(k) \(day)")
                let full = k == 4 ? 288 : 24
                if c.count != full { shortDays.append(day) }
                // Sums against the overview's point for that day.
                let o = overview.x.indexRange(from: start, through: start)
                try #require(o.count == 1, "\(k) \(day): overview has no point at midnight")
                for (j, series) in c.series.enumerated() {
                    let sum = (0..<c.count).reduce(0.0) { $0 + series.y.value(at: $1) }
                    let want = overview.series[j].y.value(at: o.lowerBound) + (Self.sumExceptions["\(k) \(j) \(day)"] ?? 0)
                    #expect(sum == want, "\(k) y\(j) \(day)")
                }
            }
        }
        #expect(files == 365, "chart \(k)")
        // Chart 1 has 13 short days; charts 2-4 only 2018-04-29 (README).
        if k == 1 { #expect(shortDays.count == 13 && shortDays.contains("2018-04-10")) }
        else { #expect(shortDays == ["2018-04-29"], "chart \(k)") }
    }

    @Test func chartFiveHasNoDayFiles() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: "\(Self.root)/round2/5")
        #expect(entries == ["overview.json"])
    }

    @Test func roundOneRangesAndColours() throws {
        let sets = try TelegramLoader.load(path: "\(Self.root)/round1/chart_data.json")
        for i in 0..<4 {
            #expect(sets[i].x.value(at: 0) == Double(Self.midnight(2018, 11, 17)), "chart \(i)")
            #expect(sets[i].x.value(at: 111) == Double(Self.midnight(2019, 3, 8)), "chart \(i)")
        }
        #expect(sets[4].x.value(at: 371) == Double(Self.midnight(2019, 3, 9)))
        #expect(sets.allSatisfy { $0.series.allSatisfy { $0.color != nil } })
        #expect(sets.allSatisfy { XValues.firstNotAscending($0.x) == nil })
    }
}
