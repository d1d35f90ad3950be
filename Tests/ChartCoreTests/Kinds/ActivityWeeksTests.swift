import ChartCore
import Testing

@Suite struct ActivityWeeksTests {
    /// The oracle: a loop over the logs, each tested against every window's bounds.
    func naive(_ logs: [ActivityLog], end: Int64, count: Int) -> [ActivityWeeks.Week] {
        let w = ActivityWeeks.weekSeconds
        var weeks = (0..<count).map { k in
            ActivityWeeks.Week(start: end - w * Int64(count - k), end: end - w * Int64(count - 1 - k))
        }
        for log in logs {
            for k in weeks.indices where log.start >= weeks[k].start && log.start < weeks[k].end {
                weeks[k].distance += log.distance; weeks[k].duration += log.duration
                weeks[k].elevation += log.elevation; weeks[k].activities += 1
            }
        }
        return weeks
    }

    @Test func logsOnWindowEdges() {
        let end = KindDate.parse("2026-11-24")!           // end of Sunday 23 Nov, UTC
        let w = ActivityWeeks.weekSeconds
        let at = { (t: Int64, km: Double) in ActivityLog(start: t, distance: km * 1000, duration: 60, elevation: 1) }
        let logs = [
            at(end, 1),               // exactly at the end: not counted
            at(end - 1, 2),           // last second: latest week
            at(end - w, 4),           // opens the latest week
            at(end - w - 1, 8),       // last second of the week before
            at(end - 12 * w, 16),     // opens the oldest week
            at(end - 12 * w - 1, 32), // just too old
        ]
        let weeks = ActivityWeeks(logs, endingAt: end)
        #expect(weeks.totals.map { $0.distance / 1000 } == [16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 6])
        #expect(weeks.totals.map(\.activities) == [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2])
        #expect(weeks.totals == naive(logs, end: end, count: 12))
        #expect(weeks.totals[11].start == KindDate.parse("2026-11-17")! && weeks.totals[0].start == KindDate.parse("2026-09-01")!)
    }

    /// The window is "7 days back from the end", at the user's UTC offset when given.
    @Test func timeZonesMoveTheWindows() {
        // 23:30 on Sunday 16 Nov in UTC+2 is 21:30 UTC.
        let t = KindDate.parse("2026-11-16T23:30:00+02:00")!
        #expect(t == KindDate.parse("2026-11-16T21:30:00Z")!)
        let log = [ActivityLog(start: t, distance: 5000, duration: 1500)]
        let endUTC = KindDate.parse("2026-11-24")!
        let endPlus2 = KindDate.parse("2026-11-24T00:00", utcOffset: 2 * 3600)!
        #expect(endPlus2 == endUTC - 7200)
        // UTC: the log is in the week before the latest (it is Nov 16 there too);
        // UTC+2's windows start 2 h earlier, the log still falls on their Nov 16.
        #expect(ActivityWeeks(log, endingAt: endUTC).totals[10].activities == 1)
        #expect(ActivityWeeks(log, endingAt: endPlus2).totals[10].activities == 1)
        // A log at 01:00 Monday 17 Nov in UTC+2 (23:00 UTC Sunday): latest week in UTC+2 only.
        let mon = [ActivityLog(start: KindDate.parse("2026-11-17T01:00+02:00")!, distance: 1, duration: 1)]
        #expect(ActivityWeeks(mon, endingAt: endPlus2).totals[11].activities == 1)
        #expect(ActivityWeeks(mon, endingAt: endUTC).totals[10].activities == 1)
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func matchesTheNaiveLoop(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let end = Int64.random(in: 1_500_000_000...1_900_000_000, using: &rng)
        let w = ActivityWeeks.weekSeconds
        let logs = (0..<testCount(quick: 2000, long: 200_000)).map { _ -> ActivityLog in
            // Half on or next to a window edge, half anywhere in 14 weeks around.
            let t = Bool.random(using: &rng)
                ? end - w * Int64.random(in: -1...13, using: &rng) + Int64.random(in: -1...1, using: &rng)
                : end - Int64.random(in: -w...(14 * w), using: &rng)
            return ActivityLog(start: t, distance: Double.random(in: 0..<30_000, using: &rng).rounded(),
                               duration: Double.random(in: 0..<10_000, using: &rng), elevation: Double.random(in: 0..<500, using: &rng))
        }
        for count in [1, 12, 20] {
            #expect(ActivityWeeks(logs, endingAt: end, count: count).totals == naive(logs, end: end, count: count), "seed \(seed) count \(count)")
        }
    }

    @Test func readsCSVAndJSON() throws {
        let csv = "Date,Distance,Duration,Elevation\n2026-11-20T07:00:00Z,10000,1:00:00,120\n2026-11-21,5000,1500,\n"
        let a = try ActivityLog.read(Array(csv.utf8), file: "a.csv")
        #expect(a == [ActivityLog(start: KindDate.parse("2026-11-20T07:00:00Z")!, distance: 10000, duration: 3600, elevation: 120),
                      ActivityLog(start: KindDate.parse("2026-11-21")!, distance: 5000, duration: 1500, elevation: 0)])
        let json = #"[{"date": "2026-11-20T07:00:00Z", "distance": 10000, "duration": 3600, "elevation": 120}, {"date": 1795219200, "distance": 5000, "duration": 1500}]"#
        let b = try ActivityLog.read(Array(json.utf8), file: "a.json")
        #expect(b[0] == a[0] && b[1] == a[1])
        #expect(throws: SeriesError.self) { try ActivityLog.read(Array("date,distance\n2026-11-20,1\n".utf8)) }
        #expect(throws: SeriesError.self) { try ActivityLog.read(Array("date,distance,duration\n2026-13-20,1,1\n".utf8)) }
        #expect(throws: SeriesError.self) { try ActivityLog.read(Array("date,distance,duration\n2026-11-20,-1,1\n".utf8)) }
        #expect(throws: SeriesError.self) { try ActivityLog.read(Array("date,distance,duration\n2026-11-20,1\n".utf8)) }
    }

    @Test func selectionSnapsAndTheMarkerInterpolates() {
        let v: [Double] = [10, 20, 40, 0]
        let s = ActivitySelection(x: 100 + 1.25 * 50, firstX: 100, step: 50, values: v)
        #expect(s.week == 1 && s.position == 1.25 && s.markerX == 162.5 && s.markerValue == 25)
        let t = ActivitySelection(x: 100 + 1.5 * 50, firstX: 100, step: 50, values: v)
        #expect(t.week == 2 && t.markerValue == 30)
        #expect(ActivitySelection(x: -1e9, firstX: 100, step: 50, values: v).week == 0)
        let last = ActivitySelection(x: .infinity, firstX: 100, step: 50, values: v)
        #expect(last.week == 3 && last.markerX == 250 && last.markerValue == 0)
        #expect(ActivitySelection(x: 3, firstX: 0, step: 10, values: [7]).markerValue == 7)
    }

    @Test func civilDatesRoundTrip() {
        var rng = SeededGenerator(seed: 9)
        for _ in 0..<2000 {
            let t = Int64.random(in: -10_000_000_000...10_000_000_000, using: &rng)
            let off = Int64.random(in: -14...14, using: &rng) * 1800
            let c = KindDate.civil(t, utcOffset: off)
            let midnight = KindDate.days(year: c.year, month: c.month, day: c.day) * KindDate.day - off
            #expect(t - midnight >= 0 && t - midnight < KindDate.day, "t \(t) offset \(off)")
        }
        #expect(KindDate.civil(KindDate.parse("2026-11-23")!).weekday == 1)
        #expect(KindDate.parse("2024-02-29") != nil && KindDate.parse("2026-02-29") == nil)
    }
}

@Suite struct KindRecordsTests {
    @Test func csvQuotesCRLFAndBOM() throws {
        let text = "\u{FEFF}Date, \"Value\"\r\n\"2026-11-16\",12\r\n\r\n2026-11-17,abc\r\n"
        let rows = try KindRecords.read(Array(text.utf8), file: "x.csv")
        #expect(rows.count == 2)
        #expect(rows[0].fields["date"] == .text("2026-11-16") && rows[0].fields["value"] == .number(12))
        #expect(rows[1].fields["value"] == .text("abc") && rows[1].line == 4)
    }

    @Test func malformedInputThrows() {
        #expect(throws: SeriesError.self) { try KindRecords.read(Array("a,b\n1,2,3\n".utf8)) }
        #expect(throws: SeriesError.self) { try KindRecords.read(Array("\n\n".utf8)) }
        #expect(throws: SeriesError.self) { try KindRecords.read(Array("[1, 2]".utf8)) }
        #expect(throws: SeriesError.self) { try KindRecords.read(Array(#"{"a": 1}"#.utf8)) }
        #expect(throws: SeriesError.self) { try KindRecords.read(Array("[{\"a\": 1}".utf8)) }
    }
}
