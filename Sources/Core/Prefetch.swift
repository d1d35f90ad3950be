/// Asks the CPU to bring the cache line holding `p` into the caches, for reading, kept in
/// all levels: `prefetcht0` on x86_64 in debug and release builds (Swift 6.3). Unlike a
/// load it waits for nothing and never faults, so `p` may be any address; the rasterizer
/// and the range tree's column sweep use it for the lines they will read next.
/// With `-DCHARTCORE_NO_PREFETCH` it does nothing: the thread sanitizer's debug build
/// turns calls into `invoke`s, which an intrinsic cannot be (swift-frontend 6.3.1 aborts:
/// "Cannot invoke an intrinsic"), so its test command passes it (README, "Hardening").
/// The address sanitizer's build takes the intrinsic as it is.
@inline(__always) func _prefetch(_ p: UnsafeRawPointer) {
    #if !CHARTCORE_NO_PREFETCH
    _llvmPrefetch(p, 0, 3, 1)
    #endif
}

/// LLVM's `prefetch` intrinsic, named directly: `write` 0 (for reading), `locality` 3
/// (keep in all levels), `cache` 1 (data).
@_silgen_name("llvm.prefetch.p0")
private func _llvmPrefetch(_ p: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cache: Int32)
