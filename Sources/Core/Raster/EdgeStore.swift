import Foundation

/// Edge arrays kept from one draw for the next. An edge list is made fresh every draw and
/// a large one (S1's 12k edges: 236 KB) is past glibc's mmap threshold: each draw's new
/// array came from the kernel in zeroed pages and went back on free — 58 page faults a
/// draw on S1, two thirds of all its faults (and as many again for the unordered edges it
/// is placed from). `Canvas.draw` gives its lists' arrays back here when done, `EdgeList`
/// its unordered parts once placed; `EdgeList` takes one whose capacity fits. Arrays are
/// values: one still referenced elsewhere is copied on its next write, never shared, so
/// this is only reuse.
///
/// How much is kept follows the lists being made: the room the largest of the last
/// `remembered` lists took (its array and its parts), at least `maxEdges`. A 1M-vertex
/// stroke's 3M edges (61 MB, and as much again in parts) fell past a fixed 40 MB cap and
/// came fresh from the kernel every draw — ~700 page faults and 122 MB zeroed a draw, 8%
/// of its time at one thread. Once the large lists stop, their arrays go within a few
/// draws (the `kept` count, then the cap, push the oldest out).
final class EdgeStore: @unchecked Sendable {
    /// The store the rasterizer uses (tests make their own to watch the policy).
    static let shared = EdgeStore()

    // @unchecked Sendable: every stored property is read and written under `lock`.
    private let lock = NSLock()
    private var spare: [[Edge]] = []
    /// The room of the last `remembered` lists made (`made`), newest last.
    private var recent: [Int] = []
    /// Arrays kept at most (a list and the per-chunk parts it was placed from, for a draw
    /// or two), the edges always allowed in all (20 bytes each: 40 MB), and how many of
    /// the latest lists' sizes raise that allowance.
    static let kept = 32, maxEdges = 1 << 21, remembered = 8

    /// Records that a list took room for `edges` (its array and the parts it was placed
    /// from): the store may then keep that much.
    func made(_ edges: Int) {
        lock.lock(); defer { lock.unlock() }
        recent.append(edges)
        if recent.count > Self.remembered { recent.removeFirst() }
    }

    /// An empty array with room for at least `n` edges: the smallest kept one that fits,
    /// else a fresh one (advised for huge pages when large).
    func take(_ n: Int) -> [Edge] {
        if var a = kept(n) { a.removeAll(keepingCapacity: true); return a }
        var a: [Edge] = []
        HugePages.reserve(&a, n)
        return a
    }

    /// A kept array of exactly `n` edges (their values left from its last use), or nil
    /// when none has the room: the caller then makes a fresh one, first written by its
    /// real contents rather than by a clearing pass.
    func filled(_ n: Int) -> [Edge]? {
        guard var a = kept(n) else { return nil }
        ArrayKeeper.resize(&a, to: n, filler: Edge(x0: 0, y0: 0, y1: 0, dxdy: 0, dir: 0))
        return a
    }

    /// The smallest kept array with room for `n` edges, removed from the store (a chunk's
    /// part does not take the whole list's array).
    private func kept(_ n: Int) -> [Edge]? {
        lock.lock(); defer { lock.unlock() }
        return ArrayKeeper.smallest(in: &spare, atLeast: n)
    }

    /// Keeps `a`'s storage for a later `take`, within `kept` arrays and `limit` edges.
    func give(_ a: [Edge]) {
        lock.lock(); defer { lock.unlock() }
        let limit = self.limit
        guard a.capacity > 0, a.capacity <= limit else { return }
        spare.append(a)
        while spare.count > Self.kept || spare.reduce(0, { $0 + $1.capacity }) > limit { spare.removeFirst() }
    }

    /// The most edges kept in all: `maxEdges`, or the room of the largest recent list.
    /// (Called with the lock held.)
    private var limit: Int { max(Self.maxEdges, recent.max() ?? 0) }

    /// Lets every kept array go and forgets the recent lists' room (`maxEdges` again).
    func releaseAll() {
        lock.lock(); defer { lock.unlock() }
        spare.removeAll()
        recent.removeAll()
    }

    /// The edges kept now, in all (for tests).
    var keptEdges: Int {
        lock.lock(); defer { lock.unlock() }
        return spare.reduce(0) { $0 + $1.capacity }
    }
}
