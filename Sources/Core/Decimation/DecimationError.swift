/// Why a decimation request was rejected. Nothing in Decimation traps on user input.
public enum DecimationError: Error, CustomStringConvertible, Equatable, Sendable {
    /// `nOut` does not fit the method (odd for MinMax, not a multiple of 4 for M4,
    /// below 3 for LTTB, not positive).
    case invalidOutputCount(method: String, nOut: Int, rule: String)
    /// x and y have different lengths.
    case lengthMismatch(x: Int, y: Int)
    /// x is not strictly ascending (or holds NaN) at this index.
    case xNotAscending(index: Int)
    /// A parameter outside its domain (MinMaxLTTB's ratio, a pixel width, a viewport).
    case invalidParameter(String)

    public var description: String {
        switch self {
        case let .invalidOutputCount(m, n, rule): "\(m): n_out = \(n) is invalid (\(rule))"
        case let .lengthMismatch(x, y): "x has \(x) values but y has \(y)"
        case let .xNotAscending(i): "x is not strictly ascending at index \(i) (x[\(i)] <= x[\(i - 1)], or NaN)"
        case let .invalidParameter(s): s
        }
    }
}
