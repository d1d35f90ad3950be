extension Array {
    /// `Array(unsafeUninitializedCapacity:initializingWith:)`, but `[]` (without calling
    /// `body`) for a capacity of 0 or less: that initializer stores the count it is given
    /// into the shared empty-array singleton even then, a write the thread sanitizer reports
    /// as a race with every thread reading some empty array at the time (issue #9; a draw
    /// whose preparation runs on several threads makes such arrays on each of them).
    /// - Complexity: that of `body`.
    static func _uninitialized(
        capacity n: Int, _ body: (inout UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void
    ) rethrows -> [Element] {
        n > 0 ? try Array(unsafeUninitializedCapacity: n, initializingWith: body) : []
    }
}
