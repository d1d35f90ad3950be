/// A column of one of the element types the binary loaders read (`.npy`, raw files).
public enum TypedColumn: Sendable {
    case float(Column<Float>)
    case double(Column<Double>)
    case int64(Column<Int64>)

    /// The number of elements.
    public var count: Int {
        switch self { case .float(let c): c.count; case .double(let c): c.count; case .int64(let c): c.count }
    }

    /// The NumPy dtype string of the element type (`<f4`, `<f8`, `<i8`).
    public var dtype: String {
        switch self { case .float: "<f4"; case .double: "<f8"; case .int64: "<i8" }
    }
}
