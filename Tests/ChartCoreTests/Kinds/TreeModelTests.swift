import ChartCore
import Testing

@Suite struct TreeModelTests {
    @Test func nestedJSONBecomesABreadthFirstTree() throws {
        let text = #"{"name": "root", "children": [{"name": "a", "children": ["c", 4]}, {"label": "b"}, 2.5]}"#
        let t = try Tree(jsonBytes: Array(text.utf8))
        #expect(t.labels == ["root", "a", "b", "2.5", "c", "4"])
        #expect(t.parent == [-1, 0, 0, 0, 1, 1])
        #expect(t.depth == [0, 1, 1, 1, 2, 2])
        #expect(t.children(of: 1) == 4..<6 && t.isLeaf(2) && t.height == 2)
    }

    @Test func parentListsKeepChildOrder() throws {
        // Preorder input: 0 → (1 → 3), 2
        let t = try Tree(parents: [-1, 0, 1, 0], labels: ["r", "x", "x1", "y"])
        #expect(t.labels == ["r", "x", "y", "x1"])
        #expect(t.sourceIndex == [0, 1, 3, 2])
    }

    @Test func badInputThrows() {
        #expect(throws: TreeError.self) { try Tree(parents: []) }
        #expect(throws: TreeError.self) { try Tree(parents: [0]) }
        #expect(throws: TreeError.self) { try Tree(parents: [-1, 2, 0]) }
        #expect(throws: TreeError.self) { try Tree(parents: [-1, -1]) }
        #expect(throws: TreeError.self) { try Tree(parents: [-1, 0], labels: ["a"]) }
        #expect(throws: TreeError.self) { try Tree(jsonBytes: Array(#"{"children": 3}"#.utf8)) }
        #expect(throws: TreeError.self) { try Tree(jsonBytes: Array(#"[1, 2]"#.utf8)) }
        #expect(throws: TreeError.self) { try Tree(jsonBytes: Array(#"{"name": "a""#.utf8)) }
    }
}
