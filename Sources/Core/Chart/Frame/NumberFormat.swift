import Foundation

/// Number labels: compact axis ticks ("1.5M", "250K") and full popup values ("1 234 567").
enum NumberFormat {
    /// Tick labels sharing one suffix chosen from the largest magnitude, with as many
    /// decimals as the step needs (0, 250K, 500K, 750K, 1M -> "0", "250K", "500K", "750K", "1M").
    static func ticks(_ values: [Double], step: Double) -> [String] {
        let big = values.map(abs).max() ?? 0
        let (unit, suffix): (Double, String) = big >= 1e9 ? (1e9, "B") : big >= 1e6 ? (1e6, "M") : big >= 1e3 ? (1e3, "K") : (1, "")
        let s = step / unit
        let decimals = s >= 1 || s <= 0 || !s.isFinite ? 0 : min(6, Int((-log10(s)).rounded(.up)))
        return values.map { v in
            let t = v / unit
            if decimals == 0 { return t == 0 ? "0" : "\(Int(t.rounded()))" + suffix }
            var str = String(format: "%.\(decimals)f", t)
            while str.hasSuffix("0") { str.removeLast() }
            if str.hasSuffix(".") { str.removeLast() }
            return (str == "0" || str == "-0" ? "0" : str + suffix)
        }
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
