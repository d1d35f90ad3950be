/// The first-occurrence argmin/argmax of one bin and its first and last non-NaN indices,
/// on absolute indices; `minIndex < 0` when the bin holds no value (empty or all NaN).
struct _BinExtrema {
    var minIndex = -1, maxIndex = -1, first = -1, last = -1
}

/// The SIMD argmin/argmax kernel of the range engine applied to a whole bin, in chunks of
/// at most 2^30 points so that the kernel's Int32 lane indices never overflow, merged in
/// index order (a later chunk wins only when strictly better: first occurrence).
func _binExtrema<Y: RangeTreeValue>(_ y: UnsafePointer<Y>, _ range: Range<Int>, needEnds: Bool) -> _BinExtrema {
    var r = _BinExtrema()
    var mn = Y.infinity, mx = -Y.infinity
    var s = range.lowerBound
    while s < range.upperBound {
        let e = min(range.upperBound, s + (1 << 30))
        // Safe because: [s, e) lies inside the bin, which callers take inside y.
        let k = Y._argMinMax(y + s, e - s)
        if k.minIndex >= 0 {
            if r.minIndex < 0 || k.min < mn { mn = k.min; r.minIndex = s + k.minIndex }
            if r.maxIndex < 0 || k.max > mx { mx = k.max; r.maxIndex = s + k.maxIndex }
        }
        s = e
    }
    if needEnds && r.minIndex >= 0 {
        // NaN is a gap: M4 keeps the first and last points that are values.
        var f = range.lowerBound
        while y[f].isNaN { f += 1 }
        var l = range.upperBound - 1
        while y[l].isNaN { l -= 1 }
        r.first = f; r.last = l
    }
    return r
}
