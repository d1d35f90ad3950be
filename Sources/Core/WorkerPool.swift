#if canImport(Synchronization)
import Foundation
import Synchronization

/// Helper threads that stay awake between the parallel phases of a frame.
///
/// A draw runs several short parallel phases back to back (stroke chunks, edge chunks,
/// their placement, the bands). `DispatchQueue.concurrentPerform` parks its workers as soon
/// as a phase ends, and waking a parked thread took 45–100 µs on these 2-core VMs: a
/// 20 µs item pair took 65 µs instead of 20, a 100 µs pair ran serially (the caller took
/// both before the worker arrived). Here a helper that finishes a job polls for the next
/// one for `spin` before it sleeps on a condition, so the phases of one frame find it
/// awake (< 1 µs to join):
///
/// ```
///   caller   ─ serial ─┬─ items ─┬─ serial ─┬─ items ─┬─ …
///   helper     (poll)  └─ items ─┘  (poll)  └─ items ─┘  … poll `spin`, then sleep
/// ```
///
/// The first job after a sleep still waits for the wake (an app's frames come 16 ms
/// apart); waking the helpers at the start of a draw, ahead of its serial set-up, measured
/// no gain and was dropped.
///
/// One job at a time: a `forEach` that finds the pool busy (called from inside a job, or
/// from another thread meanwhile) returns false and the caller uses Dispatch instead.
/// Items are handed out by an atomic counter; the caller takes items too, and returns when
/// every helper of the job has finished.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class WorkerPool: @unchecked Sendable {
    static let shared = WorkerPool()

    /// Cores this process may run on: helpers beyond `cores − 1` would spin on a core
    /// that a working thread needs.
    static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// How long a helper polls for the next job before sleeping.
    static let spin: UInt64 = 500_000   // ns

    /// The job's number << 8 | its helper count: a helper whose index is past the count
    /// sits the job out without reading `job`.
    private let generation = Atomic<Int>(0)
    private let nextItem = Atomic<Int>(0)
    private let finished = Atomic<Int>(0)
    private let inUse = Atomic<Bool>(false)
    private let sleepers = Atomic<Int>(0)
    private let condition = NSCondition()
    /// The current job, written before its generation is published and read by its helpers
    /// after they see it; not written again until they have all finished. Unmanaged, and
    /// read through `_withUnsafeGuaranteedRef`: the helpers never retain the job or its
    /// closure, so when the submitter drops the job its closure is released for sure (the
    /// caller's `withoutActuallyEscaping` checks that nothing kept it).
    private var job: Unmanaged<Job>?

    private final class Job {
        let body: @Sendable (Int) -> Void
        let count: Int
        init(_ body: @escaping @Sendable (Int) -> Void, _ count: Int) { self.body = body; self.count = count }
    }
    /// Helper threads started so far (only the submitter, holding `inUse`, starts more).
    private var started = 0

    /// Runs `body(i)` for every `i` in `0..<count` on the calling thread and up to
    /// `helpers` pool threads; false, doing nothing, when the pool is already running a job.
    func forEach(_ count: Int, helpers: Int, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
        guard inUse.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else { return false }
        // No more helpers than other cores: a spinning helper on a shared core would take
        // the time of the threads doing the work.
        let helpers = min(helpers, Self.cores - 1, 255)
        guard helpers > 0 else {
            for i in 0..<count { body(i) }
            inUse.store(false, ordering: .releasing)
            return true
        }
        while started < helpers {
            let index = started
            let thread = Thread { [self] in work(index) }
            thread.stackSize = 1 << 20
            thread.start()
            started += 1
        }
        let current = Job(body, count)
        job = Unmanaged.passUnretained(current)
        nextItem.store(0, ordering: .relaxed)
        finished.store(0, ordering: .relaxed)
        let number = (generation.load(ordering: .relaxed) >> 8 &+ 1) << 8 | helpers
        generation.store(number, ordering: .sequentiallyConsistent)
        // A helper about to sleep counts itself first, then looks at `generation` again:
        // either it sees this job, or this load sees its count and the broadcast wakes it.
        if sleepers.load(ordering: .sequentiallyConsistent) > 0 {
            condition.lock(); condition.broadcast(); condition.unlock()
        }
        withExtendedLifetime(current) {
            run(current.body, count)
            while finished.load(ordering: .acquiring) < helpers {}
        }
        job = nil
        inUse.store(false, ordering: .releasing)
        return true
    }

    private func run(_ body: @Sendable (Int) -> Void, _ count: Int) {
        while case let i = nextItem.add(1, ordering: .relaxed).oldValue, i < count { body(i) }
    }

    /// Helper `index`'s loop: wait for a job, take items if it is one of the job's helpers.
    private func work(_ index: Int) {
        var seen = 0
        while true {
            seen = waitForJob(after: seen)
            guard index < seen & 0xFF else { continue }
            job!._withUnsafeGuaranteedRef { run($0.body, $0.count) }
            finished.add(1, ordering: .releasing)
        }
    }

    /// The next job's generation after `seen`: polled for `spin`, then slept for.
    private func waitForJob(after seen: Int) -> Int {
        let start = DispatchTime.now().uptimeNanoseconds
        var polls = 0
        while true {
            let g = generation.load(ordering: .acquiring)
            if g != seen { return g }
            polls &+= 1
            // The clock every 64 polls (a load of the clock costs ~20 polls).
            if polls & 63 == 0 && DispatchTime.now().uptimeNanoseconds &- start > Self.spin { break }
        }
        condition.lock()
        defer { condition.unlock() }
        // Counted as a sleeper before the last look at `generation`, and holding the lock
        // until `wait` releases it: a job published after that look finds the count and
        // broadcasts, which needs the lock, so it reaches this helper inside `wait`.
        while true {
            sleepers.add(1, ordering: .sequentiallyConsistent)
            let g = generation.load(ordering: .sequentiallyConsistent)
            if g != seen { sleepers.subtract(1, ordering: .relaxed); return g }
            condition.wait()
            sleepers.subtract(1, ordering: .relaxed)
        }
    }
}
#endif
