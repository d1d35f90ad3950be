/// Why a tree could not be built from its input.
public struct TreeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in words, with the node index or JSON position where known.
    public var message: String

    /// An error with `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
