/// Activity totals over the last `count` rolling 7-day windows ending at an instant,
/// as Strava's profile graph shows them ("the last 12 weeks" counted back from now, not
/// calendar weeks).
///
/// Window `k` (0 = oldest, `count − 1` = the latest) covers the half-open interval
///
///     [end − 7·(count − k)·86400 s, end − 7·(count − 1 − k)·86400 s)
///
/// so a log starting exactly at `end` is not counted, one starting exactly 7 days
/// before `end` opens the latest window, and one starting exactly `7·count` days before
/// opens the oldest. For "the weeks up to and including day D" pass the midnight that
/// ends D in the user's zone (`KindDate.parse("D+1") `at that offset).
///
/// ```swift
/// let end = KindDate.parse("2026-11-24", utcOffset: 3600)!     // end of Nov 23, UTC+1
/// let weeks = ActivityWeeks(logs, endingAt: end)
/// weeks.totals[11].distance                                      // metres, latest week
/// ```
public struct ActivityWeeks: Sendable, Equatable {
    /// The totals of one window.
    public struct Week: Sendable, Equatable {
        /// The window's first second (inclusive) and its end (exclusive), Unix seconds.
        public var start: Int64, end: Int64
        /// Summed distance (m), duration (s) and elevation gain (m).
        public var distance: Double = 0, duration: Double = 0, elevation: Double = 0
        /// The number of logs counted.
        public var activities: Int = 0

        /// An empty window `[start, end)`.
        public init(start: Int64, end: Int64) { self.start = start; self.end = end }
    }

    public static let weekSeconds: Int64 = 7 * 86_400

    /// The windows, oldest first.
    public var totals: [Week]
    /// The end of the latest window (exclusive), Unix seconds.
    public var end: Int64

    /// Groups `logs` (any order) into `count` windows ending at `end`: each log's window
    /// is computed from its age, `(end − start − 1) / 7 days`, with no search and no sort.
    /// Logs at or after `end`, or older than the oldest window, are left out.
    /// - Complexity: O(logs + count).
    public init(_ logs: [ActivityLog], endingAt end: Int64, count: Int = 12) {
        let n = max(0, count)
        self.end = end
        let w = ActivityWeeks.weekSeconds
        // Wrapping arithmetic: an `end` within 7·count days of Int64's limits gives
        // meaningless bounds rather than a trap (no real timestamp is near them).
        totals = (0..<n).map { k in
            Week(start: end &- w &* Int64(n - k), end: end &- w &* Int64(n - 1 - k))
        }
        for log in logs {
            // age in (0, 7·n days] ↔ counted; subtraction in wrapping arithmetic so that
            // extreme timestamps cannot trap (a wrapped age is out of range anyway).
            let (age, overflow) = end.subtractingReportingOverflow(log.start)
            guard !overflow, age > 0 else { continue }
            let back = (age - 1) / w
            guard back < Int64(n) else { continue }
            let k = n - 1 - Int(back)
            totals[k].distance += log.distance
            totals[k].duration += log.duration
            totals[k].elevation += log.elevation
            totals[k].activities += 1
        }
    }
}
