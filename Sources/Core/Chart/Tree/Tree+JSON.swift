/// Reading a tree from nested JSON.
extension Tree {
    /// A tree from nested JSON objects: each node is an object whose label is its `name`,
    /// `label` or `value` member (a string or a number; "" when absent) and whose
    /// `children` member, when present, is an array of nodes. A bare string or number is a
    /// leaf with that label.
    ///
    /// ```json
    /// {"name": "root", "children": [{"name": "a"}, {"name": "b", "children": ["c", 4]}]}
    /// ```
    /// Nesting is limited by `JSONReader.maxDepth` when the text is parsed.
    /// - Throws: `TreeError` naming the byte offset of a node that is not an object, string
    ///   or number, or whose `children` is not an array.
    /// - Complexity: O(nodes).
    public init(json: JSONValue) throws(TreeError) {
        var parents: [Int] = [], labels: [String] = []
        // Preorder with an explicit stack (no recursion): parents precede children.
        var stack: [(JSONValue, Int)] = [(json, -1)]
        while let (v, p) = stack.popLast() {
            let me = parents.count
            parents.append(p)
            switch v.kind {
            case .string(let s): labels.append(s); continue
            case .integer(let i): labels.append(String(i)); continue
            case .number(let d): labels.append(Tree._label(d)); continue
            case .object: break
            default: throw TreeError("byte \(v.offset): a tree node must be an object, string or number, found \(v.typeName)")
            }
            let name = v["name"] ?? v["label"] ?? v["value"]
            switch name?.kind {
            case .string(let s): labels.append(s)
            case .integer(let i): labels.append(String(i))
            case .number(let d): labels.append(Tree._label(d))
            default: labels.append("")
            }
            guard let kids = v["children"] else { continue }
            guard case .array(let items) = kids.kind else {
                throw TreeError("byte \(kids.offset): \"children\" must be an array, found \(kids.typeName)")
            }
            // Pushed in reverse so the first child is popped (numbered) first.
            for item in items.reversed() { stack.append((item, me)) }
        }
        try self.init(parents: parents, labels: labels)
    }

    /// A tree from the bytes of a JSON file. - Throws: `TreeError` (syntax errors carry the
    /// reader's line and column). - Complexity: O(bytes).
    public init(jsonBytes bytes: [UInt8], file: String? = nil) throws(TreeError) {
        let v: JSONValue
        do { v = try JSONReader.parse(bytes, file: file) } catch { throw TreeError(error.description) }
        try self.init(json: v)
    }

    static func _label(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
    }
}
