/// A parsed JSON value with the byte offset it started at (for error positions).
///
/// The loaders' own small JSON reader: strict RFC 8259 syntax, numbers kept as Int64 when
/// they are integers (timestamps in ms exceed Float and lose nothing this way), nesting
/// capped at `JSONReader.maxDepth`.
public struct JSONValue: Sendable {
    public indirect enum Kind: Sendable {
        case null
        case bool(Bool)
        case integer(Int64)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([(key: String, value: JSONValue)])
    }

    public var kind: Kind
    /// Byte offset of the value's first character in the source.
    public var offset: Int

    /// The member named `key` of an object, or nil. - Complexity: O(members).
    public subscript(key: String) -> JSONValue? {
        if case .object(let m) = kind { return m.first { $0.key == key }?.value }
        return nil
    }

    /// A short name of the value's type, for messages ("a string", "an array").
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as a Double when it is a number.
    public var doubleValue: Double? {
        switch kind {
        case .integer(let i): Double(i)
        case .number(let d): d
        default: nil
        }
    }
}
