/// Asks the CPU to bring the cache line holding `p` into the caches: LLVM's `prefetch`
/// intrinsic, named directly (`write` 0: for reading; `locality` 3: keep in all levels;
/// `cache` 1: data), which compiles to `prefetcht0` on x86_64 in debug and release builds
/// (Swift 6.3). Unlike a load it waits for nothing and never faults, so `p` may be any
/// address; the rasterizer and the range tree's column sweep use it where they read one
/// word of each line ahead.
@_silgen_name("llvm.prefetch.p0")
func _prefetch(_ p: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cache: Int32)
