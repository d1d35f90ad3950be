import ChartCore
import Dispatch

/// The memory read rate of this machine, measured in the same run as the scan kernels:
/// the physical limit of any O(n) decimation or tree build. "ours" is a SIMD min+max read
/// of the whole array; "naive" is the scalar `if x < m` loop a first version would use.
enum MemoryBench {
    static func register(into cases: inout [BenchCase]) {
        for threads in [1, 2] {
            cases.append(BenchCase(suite: "memory", name: "read f32 n=1e8 T=\(threads)",
                                   n: 100_000_000, threads: threads) {
                let y = BenchData.floatWalk(100_000_000)
                return [
                    Variant(impl: "ours", opsPerCall: 1) { readSIMD(y, threads: threads) },
                    Variant(impl: "naive", opsPerCall: 1) { readScalar(y) },
                ]
            })
        }
    }

    /// Reads every element with SIMD8 min/max on 4 accumulators, split across threads.
    static func readSIMD(_ y: [Float], threads: Int) -> Int {
        let parts = max(threads, 1)
        let chunk = (y.count + parts - 1) / parts
        nonisolated(unsafe) var out = [Float](repeating: 0, count: parts)
        y.withUnsafeBufferPointer { buf in
            nonisolated(unsafe) let base = buf.baseAddress!
            let n = buf.count
            out.withUnsafeMutableBufferPointer { o in
                nonisolated(unsafe) let o = o
                DispatchQueue.concurrentPerform(iterations: parts) { p in
                    let lo = p * chunk, hi = min(n, lo + chunk)
                    o[p] = minMaxRead(base + lo, hi - lo)
                }
            }
        }
        return Int(out.reduce(0, +))
    }

    private static func minMaxRead(_ p: UnsafePointer<Float>, _ n: Int) -> Float {
        var a = SIMD8<Float>(repeating: .infinity), b = a, c = a, d = a
        var e = SIMD8<Float>(repeating: -.infinity), f = e, g = e, h = e
        var i = 0
        let raw = UnsafeRawPointer(p)
        // Safe because: i + 32 <= n, so every 8-lane load ends inside the n elements.
        while i &+ 32 <= n {
            let v0 = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self)
            let v1 = raw.loadUnaligned(fromByteOffset: (i &+ 8) &* 4, as: SIMD8<Float>.self)
            let v2 = raw.loadUnaligned(fromByteOffset: (i &+ 16) &* 4, as: SIMD8<Float>.self)
            let v3 = raw.loadUnaligned(fromByteOffset: (i &+ 24) &* 4, as: SIMD8<Float>.self)
            a = a.replacing(with: v0, where: v0 .< a); e = e.replacing(with: v0, where: v0 .> e)
            b = b.replacing(with: v1, where: v1 .< b); f = f.replacing(with: v1, where: v1 .> f)
            c = c.replacing(with: v2, where: v2 .< c); g = g.replacing(with: v2, where: v2 .> g)
            d = d.replacing(with: v3, where: v3 .< d); h = h.replacing(with: v3, where: v3 .> h)
            i &+= 32
        }
        var mn = Float.infinity, mx = -Float.infinity
        while i < n { if p[i] < mn { mn = p[i] }; if p[i] > mx { mx = p[i] }; i &+= 1 }
        for v in [a, b, c, d] { for l in 0..<8 where v[l] < mn { mn = v[l] } }
        for v in [e, f, g, h] { for l in 0..<8 where v[l] > mx { mx = v[l] } }
        return mn + mx
    }

    static func readScalar(_ y: [Float]) -> Int {
        var mn = Float.infinity, mx = -Float.infinity
        for v in y {
            if v < mn { mn = v }
            if v > mx { mx = v }
        }
        return Int(mn + mx)
    }
}
