import Foundation

/// A small thread-safe least-recently-used memo: what a frame computed about the data for
/// a key (pixel columns' index edges, a series' column runs) kept for the next frames.
/// Linear lookup: it holds a handful of entries.
final class RecentCache<Key: Equatable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(key: Key, value: Value)] = []
    private let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The value for `key`, made by `make` on a miss (outside the lock); a hit moves the
    /// entry to the front, a miss evicts the least recently used beyond `capacity`.
    /// - Complexity: O(capacity) plus `make` on a miss.
    func value(_ key: Key, _ make: () -> Value) -> Value {
        lock.lock()
        if let i = entries.firstIndex(where: { $0.key == key }) {
            let e = entries.remove(at: i)
            entries.insert(e, at: 0)
            lock.unlock()
            return e.value
        }
        lock.unlock()
        let v = make()
        lock.lock()
        entries.insert((key, v), at: 0)
        if entries.count > capacity { entries.removeLast() }
        lock.unlock()
        return v
    }
}
