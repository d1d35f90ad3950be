import Foundation

/// Number labels: compact axis ticks ("1.5M", "250K") and full popup values ("1 234 567").
enum NumberFormat {
    /// Compact tick labels: each value with the suffix of its own magnitude (K, M, B) and
    /// at most three decimals, trailing zeros dropped (0, 250K, 500K, 750K, 1M, 1.25M).
    static func ticks(_ values: [Double]) -> [String] { values.map(compact) }

    /// One compact value (see `ticks`).
    static func compact(_ v: Double) -> String {
        guard v.isFinite else { return full(v) }
        let a = abs(v)
        let (unit, suffix): (Double, String) = a >= 1e9 ? (1e9, "B") : a >= 1e6 ? (1e6, "M") : a >= 1e3 ? (1e3, "K") : (1, "")
        var str = String(format: "%.3f", v / unit)
        while str.hasSuffix("0") { str.removeLast() }
        if str.hasSuffix(".") { str.removeLast() }
        return str == "0" || str == "-0" ? "0" : str + suffix
    }

    /// A value in full with thin-space grouping of thousands; non-integers keep 2 decimals.
    static func full(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "–" : (v > 0 ? "∞" : "-∞") }
        if v != v.rounded() || abs(v) >= 1e15 { return String(format: "%.2f", v) }
        var digits = String(Int64(abs(v)))
        var groups: [Substring] = []
        while digits.count > 3 { groups.insert(digits.suffix(3), at: 0); digits.removeLast(3) }
        groups.insert(Substring(digits), at: 0)
        return (v < 0 ? "-" : "") + groups.joined(separator: " ")
    }
}
