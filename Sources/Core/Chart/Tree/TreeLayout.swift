/// Where each node of a `Tree` sits, and the options that decided it.
///
/// Two coordinates describe a tidy drawing: the *breadth* axis along which siblings are
/// spread and the *depth* axis along which levels follow one another. Top-down drawings
/// put breadth on x and depth on y (down); left-to-right drawings the other way round.
///
/// ```swift
/// var o = TreeLayout.Options()
/// o.orientation = .leftToRight
/// let layout = TreeLayout.tidy(tree, options: o)      // O(n)
/// layout.positions[0]                                  // the root's centre
/// ```
public struct TreeLayout: Sendable, Equatable {
    /// Which way the levels run.
    public enum Orientation: Sendable, Equatable {
        /// Root at the top, children below (breadth = x, depth = y).
        case topDown
        /// Root on the left, children to the right (breadth = y, depth = x).
        case leftToRight
    }

    /// Spacing rules, in the caller's units (pixels when drawing directly).
    public struct Options: Sendable, Equatable {
        public var orientation: Orientation = .topDown
        /// Distance between the centres of consecutive levels.
        public var levelSeparation: Double = 1
        /// Minimum gap between the facing edges of two siblings.
        public var siblingSeparation: Double = 1
        /// Minimum gap between facing edges of neighbours on one level that are not
        /// siblings (Walker's "subtree separation"; usually ≥ `siblingSeparation`).
        public var subtreeSeparation: Double = 1
        /// Each node's extent along the breadth axis (its box width when top-down), in
        /// breadth-first order; nil or a shorter array: 0 for the missing nodes. Negative
        /// or non-finite sizes count as 0.
        public var breadths: [Double]? = nil

        /// The default options: top-down, unit separations, point-sized nodes.
        public init() {}

        /// The breadth of node `v` (0 when not given). - Complexity: O(1).
        @inlinable public func breadth(_ v: Int) -> Double {
            guard let b = breadths, v < b.count, b[v].isFinite, b[v] > 0 else { return 0 }
            return b[v]
        }

        /// The minimum centre-to-centre distance on the breadth axis between neighbours
        /// `a` (left) and `b` on one level. - Complexity: O(1).
        @inlinable public func distance(_ a: Int, _ b: Int, siblings: Bool) -> Double {
            (breadth(a) + breadth(b)) / 2 + (siblings ? siblingSeparation : subtreeSeparation)
        }
    }

    /// The centre of each node, breadth-first order, in the options' units; the leftmost
    /// (topmost) node edge is at breadth 0 and the root's level at depth 0.
    public var positions: [Point]
    /// The breadth coordinate of each node (x when top-down, y when left to right).
    public var breadthPositions: [Double]
    /// The options used.
    public var options: Options

    /// Wraps breadth coordinates: shifts them so the smallest node edge is 0 and maps
    /// (breadth, depth · levelSeparation) to points for the orientation. - Complexity: O(n).
    public init(tree: Tree, breadth: [Double], options: Options) {
        var lo = Double.infinity
        for v in 0..<tree.count { lo = min(lo, breadth[v] - options.breadth(v) / 2) }
        if !lo.isFinite { lo = 0 }
        breadthPositions = breadth.map { $0 - lo }
        let level = options.levelSeparation
        switch options.orientation {
        case .topDown:
            positions = (0..<tree.count).map { Point(x: breadth[$0] - lo, y: Double(tree.depth[$0]) * level) }
        case .leftToRight:
            positions = (0..<tree.count).map { Point(x: Double(tree.depth[$0]) * level, y: breadth[$0] - lo) }
        }
        self.options = options
    }

    /// The tidy layout of `tree`: Walker's algorithm (parents centred over their children,
    /// subtrees packed as close as the separations allow, small subtrees between two large
    /// ones spaced evenly) in linear time by Buchheim, Jünger and Leipert's method.
    /// Identical subtrees get identical shapes and a mirrored tree a mirrored drawing.
    ///
    /// - References: J. Q. Walker II, "A node-positioning algorithm for general trees",
    ///   Software—Practice and Experience 20(7), 1990; C. Buchheim, M. Jünger, S. Leipert,
    ///   "Improving Walker's algorithm to run in linear time", Graph Drawing 2002.
    /// - Complexity: O(n) time and memory, no recursion (any depth).
    public static func tidy(_ tree: Tree, options: Options = Options()) -> TreeLayout {
        var walker = _BuchheimWalker(tree: tree, options: options)
        return TreeLayout(tree: tree, breadth: walker.run(), options: options)
    }
}
