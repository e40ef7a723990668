/// The prefixes (or the suffixes) of the table's globs in one compressed trie, so that one walk
/// along a path finds every glob whose prefix (suffix) the path has, in at most one comparison
/// per path byte, however many globs share those bytes and however long they are.
///
/// Built at load from the validated glob bytes: each edge is a range of one glob's bytes in the
/// table (read backwards in a suffix trie), each node the set of globs whose affix ends there.
/// Nodes split where affixes diverge, so there are at most two per glob plus the root, and
/// building compares each affix byte once. A walk reads a node's children by
/// binary search on their first byte (at most 8 probes among 256), then compares the rest of
/// the edge with the path, so it costs at most the path's length in compared bytes and 9
/// probes per node it passes, whatever the table holds.
struct AffixTrie: Sendable {
    /// One node: the edge into it (`length` bytes of the table from `start`, forwards or, in a
    /// suffix trie, backwards), and its children's range in `childBytes` and `childNodes`.
    /// Table offsets and lengths fit in 32 bits (a table's length is a word).
    private struct Node {
        var start, length: UInt32
        var firstChild, childCount: UInt32
    }

    /// Whether the trie holds suffixes (edges and paths read from their last byte).
    private let reversed: Bool
    /// Whether paths are read with `A`–`Z` lowercased (`ignoring case` globs, whose bytes are
    /// lowercase).
    private let folded: Bool
    private let nodes: [Node]
    /// The first byte of each child's edge, ascending within a node, and the child.
    private let childBytes: [UInt8]
    private let childNodes: [UInt32]
    /// Per node (and one past the last), where its globs start in `terminalGlobs`: the globs
    /// whose affix ends exactly there, each glob in one node.
    private let terminalStarts: [UInt32]
    private let terminalGlobs: [UInt8]
    /// Whether any glob has an affix in this trie (else a walk returns nothing at once).
    let isEmpty: Bool

    /// The trie of `affixes` (glob index, below `TableFormat.maxGlobs`, and the table range of
    /// its affix) in `bytes`.
    init(_ affixes: [(glob: Int, range: Range<Int>)], bytes: TableBytes, reversed: Bool, folded: Bool) {
        self.reversed = reversed
        self.folded = folded
        isEmpty = affixes.isEmpty
        var builder = Builder(bytes: bytes, reversed: reversed)
        for affix in affixes { builder.insert(affix.glob, affix.range) }
        // Flatten each node's children, sorted by first byte, and its globs into arrays.
        var nodes: [Node] = []
        var childBytes: [UInt8] = []
        var childNodes: [UInt32] = []
        var terminalStarts: [UInt32] = []
        var terminalGlobs: [UInt8] = []
        for (index, node) in builder.nodes.enumerated() {
            let children = builder.children[index].sorted { $0.byte < $1.byte }
            nodes.append(
                Node(
                    start: UInt32(node.start), length: UInt32(node.length), firstChild: UInt32(childBytes.count),
                    childCount: UInt32(children.count)))
            childBytes += children.map(\.byte)
            childNodes += children.map { UInt32($0.node) }
            terminalStarts.append(UInt32(terminalGlobs.count))
            terminalGlobs += builder.terminals[index].map { UInt8($0) }
        }
        terminalStarts.append(UInt32(terminalGlobs.count))
        self.nodes = nodes
        self.childBytes = childBytes
        self.childNodes = childNodes
        self.terminalStarts = terminalStarts
        self.terminalGlobs = terminalGlobs
    }

    /// The bytes of its arrays: at most 2 × 256 + 1 nodes of 16 bytes, their children and
    /// starts, and one byte per glob.
    var retainedBytes: Int {
        MemoryLayout<Node>.stride * nodes.count + childBytes.count + MemoryLayout<UInt32>.stride * (childNodes.count + terminalStarts.count)
            + terminalGlobs.count
    }

    /// Adds the globs whose affix ends at `node` to `found`.
    @inline(__always)
    private func addTerminals(of node: Int, to found: inout GlobPass.Bits) {
        for position in Int(terminalStarts[node])..<Int(terminalStarts[node + 1]) {
            let glob = Int(terminalGlobs[position])
            found[glob >> 6] |= UInt64(1) << UInt64(glob & 63)
        }
    }

    /// The globs whose affix `text` has (starts with, or in a suffix trie ends with).
    func walk<Meter: WorkMeter>(_ text: UnsafeBufferPointer<UInt8>, _ table: ValidatedBytes, _ meter: inout Meter) -> GlobPass.Bits {
        var found = GlobPass.Bits()
        guard !isEmpty else { return found }
        addTerminals(of: 0, to: &found)
        var (node, depth) = (0, 0)
        let count = text.count
        while depth < count {
            let first = byte(text, depth)
            // The child whose edge starts with `first`, by binary search.
            var (low, high) = (Int(nodes[node].firstChild), Int(nodes[node].firstChild + nodes[node].childCount))
            while low < high {
                meter.probe()
                let middle = (low + high) / 2
                if childBytes[middle] < first { low = middle + 1 } else { high = middle }
            }
            guard low < Int(nodes[node].firstChild + nodes[node].childCount), childBytes[low] == first else { break }
            let child = Int(childNodes[low])
            let (start, length) = (Int(nodes[child].start), Int(nodes[child].length))
            guard length <= count - depth else { break }
            meter.bytes(length)
            let textStart = reversed ? count - 1 - depth : depth
            guard let text = text.baseAddress,
                Self.sharedLength(table.pointer(at: start), text + textStart, count: length, reversed: reversed, folding: folded) == length
            else { break }
            depth += length
            addTerminals(of: child, to: &found)
            node = child
        }
        return found
    }

    /// The path byte at `depth` from the walk's end of the text (the last byte first in a
    /// suffix trie), folded in a folded trie.
    @inline(__always)
    private func byte(_ text: UnsafeBufferPointer<UInt8>, _ depth: Int) -> UInt8 {
        let byte = text[reversed ? text.count - 1 - depth : depth]
        return folded ? GlobMatcher.lowercased(byte) : byte
    }

    /// How many bytes read from `left` and `right` onwards (backwards when `reversed`, both then
    /// pointing at the last byte) are equal, up to `count`, with `right`'s letters lowercased
    /// when `folding`: eight bytes at a time, the first difference found from the XOR.
    static func sharedLength(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int, reversed: Bool, folding: Bool) -> Int
    {
        let (leftRaw, rightRaw) = (UnsafeRawPointer(left), UnsafeRawPointer(right))
        var shared = 0
        while count - shared >= 8 {
            // The eight bytes next in reading order: at `shared` onwards, or ending at `-shared`.
            let offset = reversed ? -shared - 7 : shared
            let difference =
                UInt64(littleEndian: leftRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                ^ lowercased(UInt64(littleEndian: rightRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)), folding)
            if difference != 0 { return shared + (reversed ? difference.leadingZeroBitCount : difference.trailingZeroBitCount) / 8 }
            shared += 8
        }
        while shared < count {
            let offset = reversed ? -shared : shared
            let byte = right[offset]
            guard left[offset] == (folding ? GlobMatcher.lowercased(byte) : byte) else { break }
            shared += 1
        }
        return shared
    }

    /// Eight bytes with `A`–`Z` lowercased when `folding` (a byte is a capital letter when its
    /// low seven bits reach `A` but not past `Z` and its high bit is clear).
    @inline(__always)
    private static func lowercased(_ word: UInt64, _ folding: Bool) -> UInt64 {
        guard folding else { return word }
        let (low, high) = (word & 0x7F7F_7F7F_7F7F_7F7F, UInt64(0x8080_8080_8080_8080))
        let capital = (low &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(low &+ 0x2525_2525_2525_2525) & ~word & high
        return word | capital >> 2
    }

    /// Builds the trie by insertion: an affix follows the edges whose bytes it shares, splits
    /// the edge where it diverges, and hangs the rest of its bytes on a new leaf.
    private struct Builder {
        let bytes: TableBytes
        let reversed: Bool
        /// Edges as table ranges (`start` is the edge's first byte in reading order).
        var nodes: [(start: Int, length: Int)] = [(0, 0)]
        var children: [[(byte: UInt8, node: Int)]] = [[]]
        /// The globs whose affix ends at each node.
        var terminals: [[Int]] = [[]]

        init(bytes: TableBytes, reversed: Bool) {
            self.bytes = bytes
            self.reversed = reversed
        }

        /// The byte `offset` bytes along an edge or affix starting at `start`.
        func byte(_ start: Int, _ offset: Int) -> UInt8 { bytes[reversed ? start - offset : start + offset] }

        mutating func insert(_ glob: Int, _ range: Range<Int>) {
            let start = reversed ? range.upperBound - 1 : range.lowerBound
            let length = range.count
            var (node, depth) = (0, 0)
            while depth < length {
                let first = byte(start, depth)
                guard let slot = children[node].firstIndex(where: { $0.byte == first }) else {
                    let leaf = add((reversed ? start - depth : start + depth, length - depth))
                    children[node].append((first, leaf))
                    node = leaf
                    break
                }
                let child = children[node][slot].node
                let edge = nodes[child]
                let shared = bytes.withUnsafeBufferPointer { bytes in
                    let (edgeStart, affixStart) = (
                        bytes.baseAddress! + edge.start, bytes.baseAddress! + (reversed ? start - depth : start + depth)
                    )
                    return AffixTrie.sharedLength(
                        edgeStart, affixStart, count: Swift.min(edge.length, length - depth), reversed: reversed, folding: false)
                }
                if shared < edge.length {
                    // Split the edge: a middle node takes its first `shared` bytes.
                    let middle = add((edge.start, shared))
                    nodes[child].start = reversed ? edge.start - shared : edge.start + shared
                    nodes[child].length = edge.length - shared
                    children[middle].append((byte(edge.start, shared), child))
                    children[node][slot].node = middle
                    node = middle
                } else {
                    node = child
                }
                depth += shared
            }
            terminals[node].append(glob)
        }

        private mutating func add(_ node: (start: Int, length: Int)) -> Int {
            nodes.append(node)
            children.append([])
            terminals.append([])
            return nodes.count - 1
        }
    }
}
