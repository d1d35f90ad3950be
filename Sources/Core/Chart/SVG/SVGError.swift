/// Why an SVG document could not be read; every case says where (1-based line and
/// column of the offending byte) and what.
///
/// ```swift
/// do { _ = try SVGScene(bytes: Array("<svg><path d='M 1 x'/></svg>".utf8)) }
/// catch let e as SVGError { print(e) }   // "line 1, column 18: malformed path data: …"
/// ```
public enum SVGError: Error, CustomStringConvertible, Equatable {
    /// The XML structure is broken (unclosed tag, mismatched end tag, bad attribute).
    case malformedXML(line: Int, column: Int, message: String)
    /// A number, length, colour or transform value could not be parsed.
    case malformedValue(line: Int, column: Int, message: String)
    /// Path data (`d`) or a `points` list is malformed.
    case malformedPathData(line: Int, column: Int, message: String)
    /// Element nesting deeper than `SVGScene.maxDepth`.
    case tooDeep(line: Int, column: Int, limit: Int)
    /// More elements than `SVGScene.maxElements`.
    case tooManyElements(line: Int, column: Int, limit: Int)
    /// The document has no `svg` root element.
    case noRootElement

    public var description: String {
        switch self {
        case let .malformedXML(l, c, m): "line \(l), column \(c): malformed XML: \(m)"
        case let .malformedValue(l, c, m): "line \(l), column \(c): malformed value: \(m)"
        case let .malformedPathData(l, c, m): "line \(l), column \(c): malformed path data: \(m)"
        case let .tooDeep(l, c, n): "line \(l), column \(c): elements nested deeper than \(n)"
        case let .tooManyElements(l, c, n): "line \(l), column \(c): more than \(n) elements"
        case .noRootElement: "no <svg> root element"
        }
    }
}

/// Byte offset → 1-based (line, column), computed only when an error is reported.
/// - Complexity: O(offset).
func _svgLocation(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
    var line = 1, col = 1
    for i in 0..<min(max(offset, 0), bytes.count) {
        if bytes[i] == 10 { line += 1; col = 1 } else { col += 1 }
    }
    return (line, col)
}
