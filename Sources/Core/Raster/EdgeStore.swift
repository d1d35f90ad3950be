import Foundation

/// Edge arrays kept from one draw for the next. An edge list is made fresh every draw and
/// a large one (S1's 12k edges: 236 KB) is past glibc's mmap threshold: each draw's new
/// array came from the kernel in zeroed pages and went back on free — 58 page faults a
/// draw on S1, two thirds of all its faults. `Canvas.draw` gives its lists' arrays back
/// here when done; `EdgeList` takes one whose capacity fits. Arrays are values: one still
/// referenced elsewhere is copied on its next write, never shared, so this is only reuse.
enum EdgeStore {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var spare: [[Edge]] = []
    /// Arrays kept at most, and the most edges kept in all (20 bytes each: 64 MB).
    static let kept = 4, maxEdges = 1 << 22

    /// An empty array with room for at least `n` edges: a kept one if one is large enough.
    static func take(_ n: Int) -> [Edge] {
        lock.lock()
        let i = spare.firstIndex { $0.capacity >= n }
        var a = i.map { spare.remove(at: $0) } ?? []
        lock.unlock()
        a.removeAll(keepingCapacity: true)
        a.reserveCapacity(n)
        return a
    }

    /// Keeps `a`'s storage for a later `take`, within `kept` arrays and `maxEdges`.
    static func give(_ a: [Edge]) {
        guard a.capacity > 0, a.capacity <= maxEdges else { return }
        lock.lock(); defer { lock.unlock() }
        spare.append(a)
        while spare.count > kept || spare.reduce(0, { $0 + $1.capacity }) > maxEdges { spare.removeFirst() }
    }
}
