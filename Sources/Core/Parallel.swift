import Dispatch
import Foundation

/// Work spread over at most a given number of threads.
///
/// `DispatchQueue.concurrentPerform(iterations: n)` runs on as many threads as the machine
/// has cores, whatever `n` is: a draw asked for 2 threads that cut its canvas into 32
/// bands ran on every core of a 16-core machine; and it parks its threads after each call,
/// so each of a draw's short parallel phases waited 45–100 µs for its second thread. Here
/// the calling thread and up to `threads − 1` helpers of `WorkerPool` (kept awake between
/// the phases of a frame) take the items in order from a shared counter, so uneven items
/// still balance; when the pool is busy (a `forEach` inside a `forEach`, or another
/// thread's), Dispatch runs the items the same way.
enum Parallel {
    /// Calls `body(i)` for every `i` in `0..<count`, on at most `threads` threads at once
    /// (the calling thread among them); on one thread in order. Returns when all are done.
    /// - Complexity: `count` calls of `body` and as many atomic (pool) or lock (Dispatch)
    ///   round trips.
    static func forEach(_ count: Int, threads: Int, _ body: @Sendable (Int) -> Void) {
        let workers = max(1, min(threads, count))
        if workers == 1 { for i in 0..<count { body(i) }; return }
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), Threading.keepsHelpersAwake {
            // The pool lets go of `body` before it returns.
            let done = withoutActuallyEscaping(body) { WorkerPool.shared.forEach(count, helpers: workers - 1, $0) }
            if done { return }
        }
        #endif
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

/// How ChartCore runs the work of a call given `threads` > 1 (draws, strokes, decimation,
/// the range tree's bins and leaves, chart frames).
public enum Threading {
    /// True (the default where the platform has `Synchronization`: Linux, macOS 15, iOS 18
    /// and later): the calling thread shares the work with helper threads that poll for
    /// the next piece of work for 0.5 ms before they sleep, so the short parallel phases of
    /// a frame do not each wait 45–100 µs for a sleeping thread (at 2 threads, render by
    /// render: S4a −10% to −12%, S4b −8%, S1 0 to −5%; Benchmarks.md). False: Dispatch's
    /// threads, which sleep as soon as a phase ends — no polling, for an app that counts
    /// every joule. Either way the output is the same, byte for byte. May be set at any
    /// time; calls under way finish as they began.
    public static var keepsHelpersAwake: Bool {
        get { lock.withLock { awake } }
        set { lock.withLock { awake = newValue } }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var awake = true
}
