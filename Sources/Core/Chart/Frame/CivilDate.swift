/// A UTC calendar date and time of day from UNIX milliseconds, for axis and popup labels.
///
/// Proleptic Gregorian calendar, no time zones, no locale (labels are English: "Apr 7",
/// "Sat, Apr 7", "14:00"). Days from the epoch use H. Hinnant's `civil_from_days`
/// algorithm, exact for every Int64 day count that fits the year in an Int.
struct CivilDate: Equatable {
    var year: Int, month: Int, day: Int       // month 1...12, day 1...31
    var weekday: Int                          // 0 = Sunday
    var hour: Int, minute: Int

    static let msPerDay: Double = 86_400_000

    /// The date of `ms` milliseconds since 1970-01-01T00:00Z (non-finite: the epoch).
    /// - Complexity: O(1).
    init(ms rawMs: Double) {
        let ms = rawMs.isFinite ? max(-1e17, min(1e17, rawMs)) : 0
        let days = Int((ms / Self.msPerDay).rounded(.down))
        let minuteOfDay = Int(((ms - Double(days) * Self.msPerDay) / 60_000).rounded(.down))
        hour = min(23, minuteOfDay / 60); minute = minuteOfDay % 60
        weekday = ((days % 7) + 7 + 4) % 7                      // 1970-01-01 was a Thursday
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097                             // [0, 146096]
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)       // [0, 365]
        let mp = (5 * doy + 2) / 153                            // [0, 11], March first
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// "Apr 7".
    var shortDate: String { "\(Self.monthNames[month - 1]) \(day)" }
    /// "Sat, Apr 7".
    var longDate: String { "\(Self.weekdayNames[weekday]), \(shortDate)" }
    /// "Apr 7, 2018".
    var dateWithYear: String { "\(shortDate), \(year)" }
    /// "14:05".
    var time: String { (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)" }
}
