/// `all` and `any` of the raster's lane masks, read as 64-bit words. The stdlib's
/// `all(_:)` / `any(_:)` reduce the mask with the generic `min()` / `max()`, which stayed
/// out-of-line calls in the large callers the blends inline into (`Rasterizer.sweep`,
/// `ConvexShapes.fill`: 2% of S4a's instructions and of S5's samples); vector `==` fared
/// worse, a lane loop through the stack.
@inline(__always) func _all(_ m: SIMDMask<SIMD8<Int32>>) -> Bool {
    let w = unsafeBitCast(m, to: SIMD4<UInt64>.self)
    return w[0] & w[1] & w[2] & w[3] == ~0
}

@inline(__always) func _any(_ m: SIMDMask<SIMD8<Int32>>) -> Bool {
    let w = unsafeBitCast(m, to: SIMD4<UInt64>.self)
    return w[0] | w[1] | w[2] | w[3] != 0
}

@inline(__always) func _all(_ m: SIMDMask<SIMD4<Int32>>) -> Bool {
    let w = unsafeBitCast(m, to: SIMD2<UInt64>.self)
    return w[0] & w[1] == ~0
}

@inline(__always) func _any(_ m: SIMDMask<SIMD4<Int32>>) -> Bool {
    let w = unsafeBitCast(m, to: SIMD2<UInt64>.self)
    return w[0] | w[1] != 0
}
