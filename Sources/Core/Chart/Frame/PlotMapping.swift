/// Data units to pixels for one plot rectangle: x from the window, y from an axis' bounds
/// (y grows down on the canvas, up in the data).
struct PlotMapping {
    var rect: (x0: Float, y0: Float, x1: Float, y1: Float)
    var x0: Double, x1: Double
    var lo: Double, hi: Double

    /// Pixel x of data x. - Complexity: O(1).
    func px(_ x: Double) -> Float {
        Float(Double(rect.x0) + (x - x0) / (x1 - x0) * Double(rect.x1 - rect.x0))
    }

    /// Pixel y of data y (clamped to ±1e6 px so that absurd values stay drawable).
    func py(_ y: Double) -> Float {
        let t = (y - lo) / (hi - lo)
        let v = Double(rect.y1) - t * Double(rect.y1 - rect.y0)
        return Float(max(-1e6, min(1e6, v.isNaN ? Double(rect.y1) : v)))
    }

    /// The pixel columns of the plot for the range engine's M4: one per whole pixel.
    var columns: PixelColumns? {
        try? PixelColumns(x0: x0, x1: x1, width: max(1, Int((rect.x1 - rect.x0).rounded())))
    }
}
