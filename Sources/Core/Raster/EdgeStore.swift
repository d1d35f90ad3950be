import Foundation

/// Edge arrays kept from one draw for the next. An edge list is made fresh every draw and
/// a large one (S1's 12k edges: 236 KB) is past glibc's mmap threshold: each draw's new
/// array came from the kernel in zeroed pages and went back on free — 58 page faults a
/// draw on S1, two thirds of all its faults (and as many again for the unordered edges it
/// is placed from). `Canvas.draw` gives its lists' arrays back here when done, `EdgeList`
/// its unordered parts once placed; `EdgeList` takes one whose capacity fits. Arrays are
/// values: one still referenced elsewhere is copied on its next write, never shared, so
/// this is only reuse.
enum EdgeStore {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var spare: [[Edge]] = []
    /// Arrays kept at most (a list and the per-chunk parts it was placed from, for a draw
    /// or two), and the most edges kept in all (20 bytes each: 40 MB).
    static let kept = 32, maxEdges = 1 << 21

    /// An empty array with room for at least `n` edges: the smallest kept one that fits,
    /// else a fresh one (advised for huge pages when large).
    static func take(_ n: Int) -> [Edge] {
        if var a = kept(n) { a.removeAll(keepingCapacity: true); return a }
        var a: [Edge] = []
        HugePages.reserve(&a, n)
        return a
    }

    /// A kept array of exactly `n` edges (their values left from its last use), or nil
    /// when none has the room: the caller then makes a fresh one, first written by its
    /// real contents rather than by a clearing pass.
    static func filled(_ n: Int) -> [Edge]? {
        guard var a = kept(n) else { return nil }
        if a.count > n { a.removeLast(a.count - n) }
        if a.count < n {
            a.append(contentsOf: repeatElement(Edge(x0: 0, y0: 0, y1: 0, dxdy: 0, dir: 0), count: n - a.count))
        }
        return a
    }

    /// The smallest kept array with room for `n` edges, removed from the store (a chunk's
    /// part does not take the whole list's array).
    private static func kept(_ n: Int) -> [Edge]? {
        lock.lock(); defer { lock.unlock() }
        let i = spare.indices.filter { spare[$0].capacity >= n }.min { spare[$0].capacity < spare[$1].capacity }
        return i.map { spare.remove(at: $0) }
    }

    /// Keeps `a`'s storage for a later `take`, within `kept` arrays and `maxEdges`.
    static func give(_ a: [Edge]) {
        guard a.capacity > 0, a.capacity <= maxEdges else { return }
        lock.lock(); defer { lock.unlock() }
        spare.append(a)
        while spare.count > kept || spare.reduce(0, { $0 + $1.capacity }) > maxEdges { spare.removeFirst() }
    }
}
