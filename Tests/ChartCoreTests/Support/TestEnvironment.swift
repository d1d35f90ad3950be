import Foundation

/// Quick counts by default (CI: 2 cores); `CHARTCORE_LONG_TESTS=1` for the long run.
let longTests = ProcessInfo.processInfo.environment["CHARTCORE_LONG_TESTS"] == "1"

/// `quick` normally, `long` under CHARTCORE_LONG_TESTS=1.
func testCount(quick: Int, long: Int) -> Int { longTests ? long : quick }

/// The Telegram contest data shipped beside the project (../shared/data/telegram).
let telegramDataURL: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/data/telegram")

/// `work()`'s result if it returns within `seconds` on a thread of its own, else nil: a
/// hang regression fails its test instead of stalling the run (the thread spins on until
/// the process ends).
func finishing<T>(within seconds: Double, _ work: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>(), done = DispatchSemaphore(value: 0)
    Thread.detachNewThread { box.value = work(); done.signal() }
    return done.wait(timeout: .now() + seconds) == .success ? box.value : nil
}

/// `finishing`'s hand-over: written by the worker before its signal, read after the wait.
final class ResultBox<T>: @unchecked Sendable { var value: T? }
