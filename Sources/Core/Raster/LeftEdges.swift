/// The parts of a path left of the clip, which `EdgeList` moves onto the one vertical line
/// x = `left` (a cell left of the clip), reduced to the winding they add right of it.
///
/// On that line only the winding matters, and two directed intervals that share an end add
/// up to one: A→B plus B→C is A→C, whatever the order of A, B and C. A path that wanders
/// left of the clip for a million segments (a long series panned off to the left) left a
/// million vertical edges in cell −1; every row's cluster there took hundreds of them and
/// sorted them on each sample line (the right 120 px of a 1M-vertex line took 10x as long
/// to draw as its left 120 px). Here they are merged as they come (`add`), and the runs of
/// all chunks are then replaced by their net winding (`net`), drawn as unit edges:
///
/// ```
///   left of the clip   on x = left (pieces)   merged runs     net winding → unit edges
///        ╱╲  ╱╲             │ ↓                   │ ↓           w = 0: nothing
///       ╱  ╲╱  ╲            │ ↑ ↓ ↑ ↓ …     →     │ ↑     →     w = ±k: k edges
///   ───╯        ╲───        │ ↑                   (cancel)
/// ```
///
/// The net winding is one function of y whatever the chunks and however their runs were
/// merged, and `net` draws it in one canonical way: the edges are the same for any thread
/// count. It is exact: every point right of the line keeps its winding number.
struct LeftEdges {
    /// The line's x (`EdgeList.Bounds.left`).
    let x: Float
    /// The pending run, from → to on the line (empty when they are equal).
    private var from: Float = 0, to: Float = 0
    /// The runs closed so far, as edges.
    private(set) var runs: [Edge] = []

    init(x: Float) { self.x = x }

    /// Adds the directed interval a → b (a < b: the path goes down): joined to the pending
    /// run where it meets one of its ends, else the run is closed and a new one begun.
    @inline(__always) mutating func add(from a: Float, to b: Float) {
        if from == to { from = a; to = b } else if a == to { to = b } else if b == from { from = a } else {
            close(); from = a; to = b
        }
    }

    /// Closes the pending run (`runs` then holds every piece added, merged).
    mutating func close() {
        if from != to {
            runs.append(Edge(x0: x, y0: min(from, to), y1: max(from, to), dxdy: 0, dir: from < to ? 1 : -1))
        }
        from = 0; to = 0
    }

    /// The net winding of `runs` (edges on the line `x`) as unit vertical edges: in layers,
    /// layer k (k ≥ 1) an edge over each maximal interval where the winding is at least k
    /// (dir +1), or at most −k (dir −1). As many edges as the winding's steps up and down
    /// add to, halved — never more than the runs given.
    /// - Complexity: O(m log m) for m runs.
    static func net(_ runs: [Edge], x: Float) -> [Edge] {
        guard !runs.isEmpty else { return [] }
        // Steps as (y in sortable bits, step) keys: sorted by y, each y's steps summed
        // (y + 0: −0 and 0 one height, not two keys and an edge of no height between them).
        var keys = [UInt64]()
        keys.reserveCapacity(2 * runs.count)
        for e in runs {
            let d = UInt64(UInt32(bitPattern: e.dir))
            keys.append(UInt64(Rasterizer.orderedBits(e.y0 + 0)) << 32 | d)
            keys.append(UInt64(Rasterizer.orderedBits(e.y1 + 0)) << 32 | UInt64(UInt32(bitPattern: -e.dir)))
        }
        keys.sort()
        var out: [Edge] = [], starts: [Float] = []
        var w: Int32 = 0, i = 0
        while i < keys.count {
            let yBits = UInt32(truncatingIfNeeded: keys[i] >> 32)
            var step: Int32 = 0
            while i < keys.count && UInt32(truncatingIfNeeded: keys[i] >> 32) == yBits {
                step &+= Int32(bitPattern: UInt32(truncatingIfNeeded: keys[i])); i += 1
            }
            guard step != 0 else { continue }
            let y = Float(bitPattern: Rasterizer.unorderedBits(yBits)), nw = w &+ step
            // Layers w and nw share (same sign): those stay open; the others close here.
            let keep = (w > 0 && nw > 0) || (w < 0 && nw < 0) ? min(w.magnitude, nw.magnitude) : 0
            while starts.count > keep {
                out.append(Edge(x0: x, y0: starts.removeLast(), y1: y, dxdy: 0, dir: w > 0 ? 1 : -1))
            }
            while starts.count < nw.magnitude { starts.append(y) }
            w = nw
        }
        return out
    }
}
