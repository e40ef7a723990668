/// Splits paths into classes on which every path atom (`path is`, `starts-with`, the path part
/// of `url matches`) has a constant truth, each with a shortest representative path.
///
/// Exact: every atom is a glob over bytes (a plain path has no `*`, a prefix ends with one), so
/// the classes are the reachable states of the product of their automata, explored breadth
/// first over the bytes the constants use (and the capitals of a folded glob's letters) plus
/// one byte standing for every other byte. A folded glob (`ignoring case`, lowercase) reads
/// each path byte with its ASCII letter folded. Paths
/// of hierarchical URLs start with `/`; opaque paths (`mailto:x`) are explored separately.
struct PathClassifier {
    /// Where a path can occur: it decides which URLs can carry it.
    enum Kind: Equatable {
        /// Starts with `/` but not `//`: any hierarchical URL.
        case hierarchical
        /// Starts with `//`: only a URL with a host (without one, `//` would start a host).
        case doubleSlash
        /// Does not start with `/`: only a hostless URL of a non-special scheme (`mailto:x`).
        case opaque
    }

    /// A class: the path atoms true in it, a representative path, and where it can occur.
    struct PathClass {
        var trueAtoms: [Int]
        var representative: String
        var kind: Kind
    }

    /// A bound on explored automaton states, so that a hostile set of globs cannot explode.
    static let stateLimit = 200_000

    private let globs: [(atom: Int, pattern: [UInt8], folded: Bool)]
    private let alphabet: [UInt8]

    /// A classifier for the given path atoms (id, glob pattern, and whether it folds letters).
    init(globs: [(atom: Int, pattern: [UInt8], folded: Bool)]) {
        self.globs = globs
        var bytes = Set<UInt8>()
        for (_, pattern, folded) in globs {
            bytes.formUnion(pattern)
            if folded { bytes.formUnion(pattern.filter { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }.map { $0 - 0x20 }) }
        }
        bytes.remove(UInt8(ascii: "*"))
        // One byte no constant uses, standing for all such bytes.
        let fresh = Array("qzjxkvwyg-_~0123456789".utf8).first { !bytes.contains($0) } ?? UInt8(ascii: "q")
        bytes.insert(fresh)
        // Bytes a URL's path never holds as written: the runtime's path is serialized, so they
        // come back percent-encoded (or, `\\`, as `/`), and no request realizes a path with them.
        self.alphabet = bytes.filter { $0 > 0x20 && $0 < 0x7F && !Array("\"#<>?^`{}\\".utf8).contains($0) }.sorted()
    }

    /// The classes of each kind, deduplicated by truth within a kind.
    func classes() -> [PathClass] {
        var result: [PathClass] = []
        let slash = UInt8(ascii: "/")
        let start = State(alive: globs.indices.map { ($0, closure([0], of: $0)) }.filter { !$0.1.isEmpty }, satisfied: [])
        let root = step(start, slash)
        var explorer = Explorer(kind: .hierarchical)
        explorer.record(root, [slash], of: self, into: &result)
        for byte in alphabet where byte != slash {
            explorer.explore(from: step(root, byte), prefix: [slash, byte], of: self, into: &result)
        }
        explorer = Explorer(kind: .doubleSlash)
        explorer.explore(from: step(root, slash), prefix: [slash, slash], of: self, into: &result)
        explorer = Explorer(kind: .opaque)
        // `blank` first: the opaque path a hostless witness most likely means (`about:blank`).
        let blank = Array("blank".utf8)
        explorer.record(blank.reduce(start) { step($0, $1) }, blank, of: self, into: &result)
        for byte in alphabet where byte != slash {
            explorer.explore(from: step(start, byte), prefix: [byte], of: self, into: &result)
        }
        return result
    }

    /// Breadth-first exploration of product states for one kind, sharing what it has seen.
    private struct Explorer {
        let kind: Kind
        var visited = Set<State>()
        var seenTruths = Set<[Int]>()

        /// Records the class of `text` (without marking its state explored: `/` alone is not
        /// the start of every hierarchical path, since `//` is another kind).
        mutating func record(_ state: State, _ text: [UInt8], of classifier: PathClassifier, into result: inout [PathClass]) {
            // An opaque path is kept as written; a hierarchical one loses its dot segments.
            guard kind == .opaque || state.segment.isStable else { return }
            let truth = classifier.trueAtoms(state)
            if seenTruths.insert(truth).inserted {
                result.append(PathClass(trueAtoms: truth, representative: String(decoding: text, as: UTF8.self), kind: kind))
            }
        }

        mutating func explore(from initial: State, prefix: [UInt8], of classifier: PathClassifier, into result: inout [PathClass]) {
            guard visited.insert(initial).inserted else { return }
            record(initial, prefix, of: classifier, into: &result)
            var queue: [(State, [UInt8])] = [(initial, prefix)]
            var head = 0
            while head < queue.count, visited.count < PathClassifier.stateLimit {
                let (state, text) = queue[head]
                head += 1
                for byte in classifier.alphabet {
                    let next = classifier.step(state, byte)
                    guard kind == .opaque || next.segment != .dead, visited.insert(next).inserted else { continue }
                    record(next, text + [byte], of: classifier, into: &result)
                    queue.append((next, text + [byte]))
                }
            }
        }
    }

    /// A product state: for each glob still undecided, its set of pattern positions; the globs
    /// already true for every continuation are in `satisfied`; and where the text stands in its
    /// last segment, since a URL resolves the dot segments `.` and `..` away: a text holding
    /// one is no path a request can have.
    fileprivate struct State: Hashable {
        var alive: [Int: [Int]]
        var satisfied: Set<Int>
        var segment = Segment.other
        init(alive: [(Int, [Int])], satisfied: Set<Int>) {
            self.alive = Dictionary(uniqueKeysWithValues: alive)
            self.satisfied = satisfied
        }
    }

    /// The last segment so far: empty (just after `/`), `.`, `..`, anything else, or a dot
    /// segment already completed by a `/` (dead: no continuation is a serialized path).
    fileprivate enum Segment: Hashable {
        case empty, dot, dotDot, other, dead

        func after(_ byte: UInt8) -> Segment {
            switch (self, byte) {
            case (.dead, _), (.dot, UInt8(ascii: "/")), (.dotDot, UInt8(ascii: "/")): .dead
            case (_, UInt8(ascii: "/")): .empty
            case (.empty, UInt8(ascii: ".")): .dot
            case (.dot, UInt8(ascii: ".")): .dotDot
            default: .other
            }
        }

        /// Whether a text ending here serializes to itself (as a hierarchical path).
        var isStable: Bool { self == .empty || self == .other }
    }

    fileprivate func trueAtoms(_ state: State) -> [Int] {
        var atoms = Set<Int>()
        for index in state.satisfied { atoms.insert(globs[index].atom) }
        for (index, positions) in state.alive where positions.contains(globs[index].pattern.count) {
            atoms.insert(globs[index].atom)
        }
        return atoms.sorted()
    }

    fileprivate func step(_ state: State, _ byte: UInt8) -> State {
        var alive: [(Int, [Int])] = []
        for (index, positions) in state.alive {
            let pattern = globs[index].pattern
            let read = globs[index].folded && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            var next: [Int] = []
            for position in positions where position < pattern.count {
                if pattern[position] == UInt8(ascii: "*") {
                    next.append(position)
                } else if pattern[position] == read {
                    next.append(position + 1)
                }
            }
            let closed = closure(next, of: index)
            if closed.isEmpty { continue }
            alive.append((index, closed))
        }
        var satisfied = state.satisfied
        let segment = state.segment.after(byte)
        alive.removeAll { index, positions in
            // A position whose rest is all stars accepts every continuation.
            let pattern = globs[index].pattern
            let always = positions.contains { position in
                position < pattern.count && pattern[position...].allSatisfy { $0 == UInt8(ascii: "*") }
            }
            if always { satisfied.insert(index) }
            return always
        }
        var next = State(alive: alive, satisfied: satisfied)
        next.segment = segment
        return next
    }

    /// Positions plus those reachable by letting stars match nothing, sorted and unique.
    private func closure(_ positions: [Int], of index: Int) -> [Int] {
        let pattern = globs[index].pattern
        var result = Set<Int>()
        for start in positions {
            var position = start
            result.insert(position)
            while position < pattern.count, pattern[position] == UInt8(ascii: "*") {
                position += 1
                result.insert(position)
            }
        }
        return result.sorted()
    }
}
