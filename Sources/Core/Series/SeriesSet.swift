/// The x column of a set of series: `Int64` timestamps (e.g. UNIX milliseconds) or `Double`.
public enum XValues: Sendable {
    case int64(Column<Int64>)
    case double(Column<Double>)

    /// The number of points.
    public var count: Int {
        switch self { case .int64(let c): c.count; case .double(let c): c.count }
    }

    /// The value at `i` as a Double (exact for Int64 magnitudes below 2^53).
    /// - Complexity: O(1).
    public func value(at i: Int) -> Double {
        switch self { case .int64(let c): Double(c[i]); case .double(let c): c[i] }
    }
}

/// One y column: `Float` or `Double` values, NaN marking gaps.
public enum YValues: Sendable {
    case float(Column<Float>)
    case double(Column<Double>)

    /// The number of points.
    public var count: Int {
        switch self { case .float(let c): c.count; case .double(let c): c.count }
    }

    /// The value at `i` as a Double. - Complexity: O(1).
    public func value(at i: Int) -> Double {
        switch self { case .float(let c): Double(c[i]); case .double(let c): c[i] }
    }
}

/// How a series is drawn, as the Telegram contest data names it.
public enum SeriesKind: String, Sendable, CaseIterable {
    case line, bar, area
}

/// One named y column with its display attributes.
public struct Series: Sendable {
    /// The column label in the source (`"y0"`), or the CSV header.
    public var id: String
    /// The display name (`"Joined"`); the id when the source has none.
    public var name: String
    /// The colour from the source, if it gives one.
    public var color: Color?
    /// Line, bar or area.
    public var kind: SeriesKind
    /// The values.
    public var y: YValues

    public init(id: String, name: String? = nil, color: Color? = nil, kind: SeriesKind = .line, y: YValues) {
        self.id = id; self.name = name ?? id; self.color = color; self.kind = kind; self.y = y
    }
}

/// Series sharing one strictly ascending x column: one chart's data.
///
/// ```swift
/// let set = try SeriesSet(x: .int64(Column(t)), series: [Series(id: "y0", y: .float(Column(v)))])
/// let visible = set.indexRange(from: t0, through: t1)   // O(log n)
/// ```
///
/// Invariants (checked by `init`): every y column has x's length, and x is strictly
/// ascending with no NaN.
public struct SeriesSet: Sendable {
    public var title: String?
    public let x: XValues
    public var series: [Series]
    /// Round 2 of the contest: each line has its own y axis.
    public var yScaled = false
    /// The series are stacked (bars or areas).
    public var stacked = false
    /// Stacked to 100% (areas).
    public var percentage = false

    /// The number of points of every column.
    public var count: Int { x.count }

    /// Validates and builds a set.
    /// - Throws: `SeriesError` `.lengthMismatch` naming the first column of another length,
    ///   `.notAscending` naming the first index whose x is not greater than the one before.
    /// - Complexity: O(n) for the ascending check.
    public init(title: String? = nil, x: XValues, series: [Series]) throws(SeriesError) {
        for s in series where s.y.count != x.count {
            throw SeriesError(.lengthMismatch, "has \(s.y.count) values but x has \(x.count)", series: s.id)
        }
        if let bad = XValues.firstNotAscending(x) {
            throw SeriesError(.notAscending, bad == 0 ? "x[0] is NaN"
                              : "x is not strictly ascending (x[\(bad - 1)] >= x[\(bad)], or NaN)",
                              series: "x", index: bad)
        }
        self.title = title; self.x = x; self.series = series
    }
}
