import Dispatch
import Foundation

/// Work spread over at most a given number of threads.
///
/// `DispatchQueue.concurrentPerform(iterations: n)` runs on as many threads as the machine
/// has cores, whatever `n` is: a draw asked for 2 threads that cut its canvas into 32
/// bands ran on every core of a 16-core machine. Here `threads` workers take the items in
/// order from a shared counter (a lock: one acquisition per item, and items are coarse —
/// bands of rows, whole series), so uneven items still balance.
enum Parallel {
    /// Calls `body(i)` for every `i` in `0..<count`, on at most `threads` threads at once
    /// (the calling thread among them); on one thread in order. Returns when all are done.
    /// - Complexity: `count` calls of `body` and as many lock round trips.
    static func forEach(_ count: Int, threads: Int, _ body: @Sendable (Int) -> Void) {
        let workers = max(1, min(threads, count))
        if workers == 1 { for i in 0..<count { body(i) }; return }
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let i = next.take(below: count) { body(i) }
        }
    }

    /// Part `p` of `0..<n` cut into `parts` consecutive runs of near-equal length (the
    /// work of item `p` when a range is split over `forEach`).
    @inline(__always) static func part(_ p: Int, of parts: Int, in n: Int) -> Range<Int> {
        (n * p / parts)..<(n * (p + 1) / parts)
    }

    /// The next item number, handed out once each.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
