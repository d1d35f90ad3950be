/// Calendar dates and instants for the Health and activity charts, without Foundation:
/// Unix seconds ↔ proleptic Gregorian civil dates at a fixed UTC offset.
///
/// ```swift
/// KindDate.parse("2026-11-23", utcOffset: 0)               // 1795392000 (midnight UTC)
/// KindDate.parse("2026-11-23T07:30:00+01:00", utcOffset: 0) // 1795415400
/// KindDate.civil(1795392000, utcOffset: 0)                 // (2026, 11, 23, weekday 1 = Monday)
/// ```
/// Days ↔ dates use H. Hinnant's `days_from_civil` / `civil_from_days` algorithms
/// (exact over ±5.8 million years).
public enum KindDate {
    public static let day: Int64 = 86_400

    /// Days since 1970-01-01 of a civil date (month 1…12, day 1…31). - Complexity: O(1).
    public static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The civil date of the instant `t` (Unix seconds) seen at `utcOffset` seconds east
    /// of UTC; weekday 1 = Monday … 7 = Sunday. - Complexity: O(1).
    public static func civil(_ t: Int64, utcOffset: Int64 = 0) -> (year: Int64, month: Int64, day: Int64, weekday: Int64) {
        let local = t + utcOffset
        let z0 = local >= 0 ? local / day : (local - day + 1) / day
        let weekday = ((z0 % 7 + 7 + 3) % 7) + 1          // 1970-01-01 was a Thursday (4)
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d, weekday)
    }

    /// Parses `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM[:SS[.fff]]` with an optional `Z` or `±HH:MM`
    /// (`±HHMM`) zone (a space may replace `T`), or a plain number of Unix seconds. Times
    /// without a zone are read at `utcOffset` seconds east of UTC; fractions of a second
    /// are dropped. Returns nil for anything else, or an impossible date or time.
    /// - Complexity: O(length).
    public static func parse(_ s: String, utcOffset: Int64 = 0) -> Int64? {
        let b = Array(s.utf8)
        if let v = Int64(s) { return v }
        func num(_ r: Range<Int>) -> Int64? {
            guard r.upperBound <= b.count, !r.isEmpty else { return nil }
            var v: Int64 = 0
            for i in r { guard (48...57).contains(b[i]) else { return nil }; v = v * 10 + Int64(b[i] - 48) }
            return v
        }
        guard b.count >= 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
              let y = num(0..<4), let mo = num(5..<7), let d = num(8..<10),
              (1...12).contains(mo), d >= 1, d <= monthLength(y, mo) else { return nil }
        var t = days(year: y, month: mo, day: d) * day
        var i = 10, offset = utcOffset
        if i < b.count {
            guard b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: " "),
                  let h = num(i + 1..<i + 3), i + 3 < b.count, b[i + 3] == UInt8(ascii: ":"),
                  let mi = num(i + 4..<i + 6), h < 24, mi < 60 else { return nil }
            t += h * 3600 + mi * 60
            i += 6
            if i < b.count, b[i] == UInt8(ascii: ":") {
                guard let sec = num(i + 1..<i + 3), sec < 61 else { return nil }
                t += sec; i += 3
                if i < b.count, b[i] == UInt8(ascii: ".") {
                    i += 1
                    while i < b.count, (48...57).contains(b[i]) { i += 1 }
                }
            }
            if i < b.count {
                if b[i] == UInt8(ascii: "Z") { offset = 0; i += 1 }
                else if b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
                    let sign: Int64 = b[i] == UInt8(ascii: "+") ? 1 : -1
                    guard let oh = num(i + 1..<i + 3), oh < 24 else { return nil }
                    var j = i + 3
                    if j < b.count, b[j] == UInt8(ascii: ":") { j += 1 }
                    guard let om = num(j..<j + 2), om < 60 else { return nil }
                    offset = sign * (oh * 3600 + om * 60); i = j + 2
                }
                guard i == b.count else { return nil }
            }
        }
        return t - offset
    }

    /// Days in `month` of `year` (Gregorian leap years). - Complexity: O(1).
    public static func monthLength(_ year: Int64, _ month: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// "Jan" … "Dec". - Complexity: O(1).
    public static func monthName(_ month: Int64) -> String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Int(max(1, min(12, month))) - 1]
    }
}
