@testable import ChartCore
import Testing

/// Twin agreement: the SIMD argmin/argmax kernels equal their scalar twin exactly, at every
/// length around the lane and unroll widths, on shapes with ties, NaN and infinities.
@Suite struct ArgMinMaxKernelTests {
    @Test func floatSIMDEqualsScalar() {
        for shape in Shape.allCases {
            for n in 0...130 {
                let y = shape.floats(n, seed: UInt64(n) &* 7)
                y.withUnsafeBufferPointer { b in
                    let p = b.baseAddress ?? UnsafePointer(bitPattern: 8)!
                    let s = _argMinMaxScalar(p, n), v = _argMinMaxFloat(p, n)
                    #expect(s.minIndex == v.minIndex && s.maxIndex == v.maxIndex, "\(shape) n \(n)")
                }
            }
        }
    }

    @Test func doubleSIMDEqualsScalar() {
        for shape in Shape.allCases {
            for n in 0...70 {
                let y = shape.floats(n, seed: UInt64(n) &* 11).map(Double.init)
                y.withUnsafeBufferPointer { b in
                    let p = b.baseAddress ?? UnsafePointer(bitPattern: 8)!
                    let s = _argMinMaxScalar(p, n), v = _argMinMaxDouble(p, n)
                    #expect(s.minIndex == v.minIndex && s.maxIndex == v.maxIndex, "\(shape) n \(n)")
                }
            }
        }
    }
}
