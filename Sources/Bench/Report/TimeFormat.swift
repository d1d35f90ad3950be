import Foundation

/// How the report prints times, sizes and ratios (three significant digits).
enum TimeFormat {
    /// Nanoseconds with the unit that keeps three significant digits: "65.0 ns", "1.28 ms".
    static func ns(_ ns: Double) -> String {
        func f(_ v: Double, _ unit: String) -> String {
            let digits = v >= 100 ? 0 : v >= 10 ? 1 : 2
            return String(format: "%.\(digits)f \(unit)", v)
        }
        switch ns {
        case ..<1e3: return f(ns, "ns")
        case ..<1e6: return f(ns / 1e3, "µs")
        case ..<1e9: return f(ns / 1e6, "ms")
        default: return f(ns / 1e9, "s")
        }
    }

    /// An axis label for a power-of-ten-ish time: "100 ns", "1 µs", "20 ms", "1 s".
    static func tick(_ ns: Double) -> String {
        let units: [(Double, String)] = [(1e9, "s"), (1e6, "ms"), (1e3, "µs"), (1, "ns")]
        for (scale, unit) in units where ns >= scale * 0.999 || scale == 1 {
            let v = ns / scale
            let s = v >= 1 && abs(v - v.rounded()) < 1e-6 ? String(Int(v.rounded())) : String(format: "%g", v)
            return "\(s) \(unit)"
        }
        return "\(ns) ns"
    }

    /// A ratio "other / ours" to 2–3 significant digits: "0.021x", "0.84x", "4.94x", "263x", "15,000x".
    static func ratio(_ r: Double) -> String {
        guard r.isFinite else { return "—" }
        if r < 0.1 { return String(format: "%.3fx", r) }
        if r < 10 { return String(format: "%.2fx", r) }
        if r < 100 { return String(format: "%.1fx", r) }
        return grouped(Int(r.rounded())) + "x"
    }

    /// n as "1e8" for powers of ten from 1e3 on, else with thousands separators.
    static func count(_ n: Int) -> String {
        var p = 1000, e = 3
        while p <= n {
            if p == n { return "1e\(e)" }
            if p > Int.max / 10 { break }
            p *= 10; e += 1
        }
        return grouped(n)
    }

    static func grouped(_ n: Int) -> String {
        let s = String(n.magnitude)
        var out = ""
        for (i, c) in s.enumerated() {
            if i > 0 && (s.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}
