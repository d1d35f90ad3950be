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
