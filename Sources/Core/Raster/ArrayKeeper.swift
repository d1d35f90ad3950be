import Foundation

/// Arrays kept from one draw for the next, like `EdgeStore` for edges: a draw's large
/// scratch arrays (a fill's 5,000 marker footprints: ~400 KB each) are past glibc's mmap
/// threshold or, freed at the top of its heap, trimmed off it; either way the next draw's
/// came from the kernel in zeroed pages (S5 at two threads: ~170 page faults a draw). A
/// taken array is a value: one still referenced elsewhere is copied on its next write,
/// never shared, so this is only reuse.
final class ArrayKeeper<Element>: @unchecked Sendable {
    // @unchecked Sendable: `spare` is read and written under `lock` only.
    private let lock = NSLock()
    private var spare: [[Element]] = []
    /// Arrays kept at most, and the largest capacity kept.
    let kept: Int, maxCount: Int

    init(kept: Int, maxCount: Int) { self.kept = kept; self.maxCount = maxCount }

    /// An array of `n` elements: the smallest kept one with the room, its values those
    /// left from its last use (`filler` past them), else `n` copies of `filler`.
    /// - Complexity: O(kept) plus O(n) for the elements added.
    func take(_ n: Int, filler: Element) -> [Element] {
        lock.lock()
        var a = Self.smallest(in: &spare, atLeast: n) ?? []
        lock.unlock()
        Self.resize(&a, to: n, filler: filler)
        return a
    }

    /// The array of `spare` with the least capacity of at least `n`, removed from it (also
    /// `EdgeStore`'s choice). - Complexity: O(spare.count).
    static func smallest(in spare: inout [[Element]], atLeast n: Int) -> [Element]? {
        let i = spare.indices.filter { spare[$0].capacity >= n }.min { spare[$0].capacity < spare[$1].capacity }
        return i.map { spare.remove(at: $0) }
    }

    /// `a` made `n` long: its last elements cut, or `filler` appended.
    /// - Complexity: O(|n − count|).
    static func resize(_ a: inout [Element], to n: Int, filler: Element) {
        if a.count > n { a.removeLast(a.count - n) }
        if a.count < n { a.append(contentsOf: repeatElement(filler, count: n - a.count)) }
    }

    /// Keeps `a`'s storage for a later `take` (the oldest goes past `kept`; arrays past
    /// `maxCount` are not kept). - Complexity: O(kept).
    func give(_ a: [Element]) {
        guard a.capacity > 0, a.capacity <= maxCount else { return }
        lock.lock(); defer { lock.unlock() }
        spare.append(a)
        if spare.count > kept { spare.removeFirst() }
    }

    /// Lets every kept array go. - Complexity: O(kept).
    func releaseAll() {
        lock.lock(); defer { lock.unlock() }
        spare.removeAll()
    }
}
