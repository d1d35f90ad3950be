/// A small, fast, seeded random number generator (SplitMix64), so that every test input
/// and benchmark series can be reproduced from its seed.
///
/// ```swift
/// var rng = SeededGenerator(seed: 42)
/// let k = Int.random(in: 0..<10, using: &rng)
/// ```
///
/// Not for cryptography. Same seed, same sequence, on every platform.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits. - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in [-1, 1). - Complexity: O(1).
    @inlinable public mutating func nextSigned() -> Double {
        Double(Int64(bitPattern: next()) >> 11) * 0x1p-52
    }
}
