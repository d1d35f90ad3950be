/// Reading a rings chart from JSON.
extension RingsChart {
    /// A chart from `{"style": "rings" | "rainbow", "clockwise": true, "rings": [{"label":
    /// "Move", "value": 420, "goal": 500, "unit": "KCAL", "color": "#FA114F"}, …]}`
    /// (`arcs` is accepted for `rings`; style, clockwise, unit and color are optional).
    /// - Throws: `SeriesError` for malformed JSON, a missing list, or an item without a
    ///   label, a finite value or a finite goal, naming the item.
    /// - Complexity: O(bytes).
    public init(jsonBytes bytes: [UInt8], file: String? = nil) throws(SeriesError) {
        let v = try JSONReader.parse(bytes, file: file)
        guard case .array(let list)? = (v["rings"] ?? v["arcs"])?.kind else {
            throw SeriesError(.missingColumn, "expected an object with a \"rings\" array", file: file)
        }
        var items: [Item] = []
        for (i, e) in list.enumerated() {
            func fail(_ m: String) -> SeriesError { SeriesError(.malformed, "ring \(i): \(m)", file: file, index: i) }
            guard case .string(let label)? = e["label"]?.kind else { throw fail("needs a \"label\" string") }
            guard let value = e["value"]?.doubleValue, value.isFinite else { throw fail("needs a finite \"value\"") }
            guard let goal = e["goal"]?.doubleValue, goal.isFinite else { throw fail("needs a finite \"goal\"") }
            var unit = ""
            if case .string(let s)? = e["unit"]?.kind { unit = s }
            var color: Color? = nil
            if case .string(let s)? = e["color"]?.kind {
                guard let c = Color(hex: s) else { throw fail("color \"\(s)\" is not #rgb or #rrggbb") }
                color = c
            }
            items.append(Item(label: label, value: value, goal: goal, unit: unit, color: color))
        }
        guard !items.isEmpty else { throw SeriesError(.empty, "no rings", file: file) }
        self.init(items: items)
        if case .string(let s)? = v["style"]?.kind {
            guard let st = Style(rawValue: s) else { throw SeriesError(.malformed, "style \"\(s)\" is not rings or rainbow", file: file) }
            style = st
        }
        if case .bool(let b)? = v["clockwise"]?.kind { clockwise = b }
    }
}
