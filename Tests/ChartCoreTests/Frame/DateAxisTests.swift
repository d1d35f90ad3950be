@testable import ChartCore
import Foundation
import Testing

@Suite struct DateAxisTests {
    @Test func civilDatesOfKnownDays() {
        let d = CivilDate(ms: 1_523_059_200_000)        // 2018-04-07T00:00Z, a Saturday
        #expect((d.year, d.month, d.day, d.weekday) == (2018, 4, 7, 6))
        #expect(d.shortDate == "Apr 7" && d.longDate == "Sat, Apr 7" && d.dateWithYear == "Apr 7, 2018")
        #expect(CivilDate(ms: 0).longDate == "Thu, Jan 1" && CivilDate(ms: 0).year == 1970)
        #expect(CivilDate(ms: -1).dateWithYear == "Dec 31, 1969" && CivilDate(ms: -1).time == "23:59")
        #expect(CivilDate(ms: 951_782_400_000).shortDate == "Feb 29")  // 2000-02-29 (leap century)
        #expect(CivilDate(ms: 1_523_059_200_000 + 14 * 3_600_000 + 5 * 60_000).time == "14:05")
        // Against Foundation's Gregorian UTC calendar for a day every ~37 days over 300 years.
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        for k in stride(from: -40_000, to: 70_000, by: 37) {
            let ms = Double(k) * 86_400_000 + 3_600_000 * Double(k % 24)
            let c = cal.dateComponents([.year, .month, .day, .weekday, .hour], from: Date(timeIntervalSince1970: ms / 1000))
            let d = CivilDate(ms: ms)
            let ours: [Int] = [d.year, d.month, d.day, d.weekday + 1, d.hour]
            #expect(ours == [c.year!, c.month!, c.day!, c.weekday!, c.hour!])
        }
    }

    @Test func labelsNeverOverlapAndSurvivePanning() throws {
        let set = try #require(telegramCharts.first { $0.name == "round2/1" }).set
        let r = try ChartRenderer(data: ChartData(set), width: 900, height: 500)
        let room = r.painter.font.measure("Sep 30", size: r.layout.labelSize).advanceWidth
        let day = 86_400_000.0
        for days in [3.0, 7, 20, 45, 100, 364] {
            let x0 = r.data.xBounds.lowerBound + 10 * day
            let m = PlotMapping(rect: r.layout.plot, x0: x0, x1: x0 + days * day, lo: 0, hi: 1)
            let labels = r.xLabels(m)
            #expect(labels.count >= 2, "\(days) days")
            for (a, b) in zip(labels, labels.dropFirst()) {
                #expect(m.px(b.0) - m.px(a.0) >= room, "\(days) days: \(a.1) and \(b.1) overlap")
            }
            // Panning by a day keeps every label that stays in view at the same date.
            var panned = m
            panned.x0 += day; panned.x1 += day
            let after = Dictionary(r.xLabels(panned).map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
            let margin = Double(room) / Double(m.rect.x1 - m.rect.x0) * (m.x1 - m.x0)
            for (x, text) in labels where x >= panned.x0 + margin && x <= panned.x1 - margin {
                #expect(after[x] == text, "\(days) days: \(text) lost or changed by panning")
            }
        }
    }

    @Test func numbersFormat() {
        #expect(NumberFormat.ticks([0, 250_000, 500_000, 750_000, 1_000_000, 1_250_000]) == ["0", "250K", "500K", "750K", "1M", "1.25M"])
        #expect(NumberFormat.ticks([0, 1_500_000, 3e9]) == ["0", "1.5M", "3B"])
        #expect(NumberFormat.ticks([0, 0.5, 1, 0.125]) == ["0", "0.5", "1", "0.125"])
        #expect(NumberFormat.ticks([-20, -0.0, 20, -2500]) == ["-20", "0", "20", "-2.5K"])
        #expect(NumberFormat.full(19_626_800) == "19 626 800" && NumberFormat.full(-1234) == "-1 234")
        #expect(NumberFormat.full(0.5) == "0.50" && NumberFormat.full(.nan) == "–")
    }
}
