import Foundation

/// Scratch buffers handed from band to band: a band takes one and gives it back, so a draw
/// makes as many as bands run at once (the threads), not one per band (32 at two threads,
/// each zeroed). Reuse is safe because every rasterizer path leaves its accumulators zero,
/// as it already must between the commands of one band — and so between draws: up to
/// `kept` scratches outlive their draw, by canvas width, for the next draw to take (a
/// fresh one is ~40 KiB zeroed, an area fill's `AreaChunk` ~500 KiB more, per thread and
/// draw: S4a took ~85 µs less a draw once they were kept, likely the fresh pages' faults).
final class ScratchPool: @unchecked Sendable {
    private let width: Int
    private static let lock = NSLock()
    nonisolated(unsafe) private static var spare: [(width: Int, scratch: Rasterizer.Scratch)] = []
    /// Scratches kept between draws, in all.
    static let kept = 8

    init(width: Int) { self.width = width }

    func take() -> Rasterizer.Scratch {
        Self.lock.lock(); defer { Self.lock.unlock() }
        if let i = Self.spare.lastIndex(where: { $0.width == width }) { return Self.spare.remove(at: i).scratch }
        return Rasterizer.Scratch(width: width)
    }

    func give(_ s: Rasterizer.Scratch) {
        // A scratch grown for a huge path (pieces for 1M vertices) or a dense line across a
        // very wide canvas is not kept: ≤ ~2 MB each, plus ≤ 6 MB of sample-line lanes
        // (a dense line across 1920 px: 3–6 MB, kept, so its next draw does not zero them).
        guard Self.kept > 0, s.capacity <= 16_384, s.lines.buckets <= 32_768 else { return }
        Self.lock.lock(); defer { Self.lock.unlock() }
        if Self.spare.count >= Self.kept { Self.spare.removeFirst() }
        Self.spare.append((width, s))
    }
}
