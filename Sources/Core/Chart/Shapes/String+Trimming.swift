/// Trimming without Foundation, for the CSV reader of `KindRecords`.
extension String {
    /// The string without leading and trailing characters from `set` (no Foundation).
    func trimmingCharacters(in set: String) -> String {
        let s = Set(set)
        var sub = self[...]
        while let c = sub.first, s.contains(c) { sub = sub.dropFirst() }
        while let c = sub.last, s.contains(c) { sub = sub.dropLast() }
        return String(sub)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
