/// The compiled table's binary format, shared by the runtime reader and the compiler's encoder.
/// `Documentation/TableFormat.md` describes the layout; these are its constants.
package enum TableFormat {
    /// The four bytes every table starts with: `NVPT`.
    package static let magic: [UInt8] = [0x4E, 0x56, 0x50, 0x54]
    /// The format version this runtime reads and the compiler writes.
    package static let version: UInt16 = 4
    /// Words per rule record: line, action (bit 8: otherwise), notify tag offset and length
    /// (length 0: no tag). Version 2 added the tag.
    package static let ruleWords = 4
    /// Bytes before the section directory: magic, version, reserved, length, section count, checksum.
    package static let fixedHeaderSize = 24
    /// Offset of the FNV-1a 64 checksum, which covers every byte after the fixed header.
    package static let checksumOffset = 16
    /// Size of the whole header including the section directory.
    package static var headerSize: Int { fixedHeaderSize + 8 * Section.allCases.count }
    /// Set in a child reference to mark a leaf; the low bits are then the outcome
    /// (0 = implicit default, k = rule k).
    package static let leafFlag: UInt32 = 0x8000_0000
    /// The leaf outcome that hands the decision to the bit-vector matcher.
    package static let matcherOutcome: UInt32 = 0x7FFF_FFFF
    /// Entries in a key table: string offset, string length, exact class, deeper class.
    package static let keyEntryWords = 4
    /// The longest run of occupied slots a key table may have. A lookup stops at the first
    /// empty slot, so it probes at most this many plus one, whatever the table holds; the
    /// encoder grows a table until its runs fit, the reader rejects longer runs.
    package static let maxProbeRun = 32
    /// At most this many general path globs (each is one diagram level a decision may test,
    /// so this bounds the glob work of one decision).
    package static let maxGlobs = 256
    /// At most this many query names (`query has`), each one boolean field.
    package static let maxQueryNames = 256
    /// Glob flag: the glob is matched against the path with ASCII letters folded (its own bytes
    /// are lowercase).
    package static let globFolded = 1
    /// Ports are below this; a port table has at most this many keys (one per port).
    package static let maxPorts = 65_536

    /// The longest cyclic run of occupied slots among `slotCount` slots (`slotCount` when none
    /// is empty). One function for the encoder, which sizes tables by it, and the reader.
    package static func longestOccupiedRun(slotCount: Int, isOccupied: (Int) -> Bool) -> Int {
        var (longest, run) = (0, 0)
        var leadingRun: Int?
        for slot in 0..<slotCount {
            if isOccupied(slot) {
                run += 1
                longest = max(longest, run)
            } else {
                if leadingRun == nil { leadingRun = run }
                run = 0
            }
        }
        guard let leadingRun else { return slotCount }
        // The run that ends the slots continues, cyclically, with the one that starts them.
        return max(longest, run + leadingRun)
    }

    /// The sections, in directory order.
    package enum Section: Int, CaseIterable, Sendable {
        /// Raw UTF-8 bytes that other sections point into.
        case strings
        /// Rule count, policy name, then each rule's line and action.
        case rules
        /// Class ids of each target, navigation type and current relation.
        case enumClasses
        /// Scheme key table.
        case schemes
        /// Host key table (keys hashed right to left, probed at label boundaries).
        case hosts
        /// Path key table (keys hashed left to right, probed at the listed key lengths).
        case paths
        /// General path globs, one boolean field each.
        case globs
        /// Decision diagram nodes and child references.
        case nodes
        /// The policy source for tooling (flag word, then UTF-8 bytes).
        case source
        /// The bit-vector matcher: per-field term sets for the `matcherOutcome` leaves.
        case matcher
        /// Port classifier: the listed ports, sorted, with their classes (version 3).
        case ports
        /// The names `query has` tests, one boolean field each (version 3).
        case queryNames
    }

    /// The request attributes a diagram node can test, by field id.
    package enum Field {
        /// `target`: 3 values.
        package static let target = 0
        /// `navigation`: 6 values.
        package static let navigation = 1
        /// `view`: 2 values (`NavigationView`).
        package static let view = 2
        /// Scheme class.
        package static let scheme = 3
        /// Host class.
        package static let host = 4
        /// Effective port class.
        package static let port = 5
        /// Relation of host and current URL (see `CurrentRelation`).
        package static let current = 6
        /// Path class.
        package static let path = 7
        /// Whether the URL has a query: 2 values (0 none, 1 present).
        package static let query = 8
        /// Field id of the first general glob; glob `g` is `firstGlob + g` with classes 0 (no) and 1 (yes).
        package static let firstGlob = 9
        /// Field id of the first query name test; name `q` is `firstQueryName + q` with classes
        /// 0 (no parameter has the name) and 1 (some parameter has it).
        package static let firstQueryName = firstGlob + maxGlobs
    }
}

/// How a request's host relates to the current URL: the one attribute behind
/// `current is none`, `host == current` and `host != current`.
package enum CurrentRelation: Int, CaseIterable, Sendable {
    /// The web view shows no URL (`current is none`).
    case noCurrent = 0
    /// There is a current URL, but the request or the current URL has no host.
    case incomparable = 1
    /// Both hosts exist and are equal.
    case equal = 2
    /// Both hosts exist and differ.
    case different = 3

    /// The relation for a request. A static function, not an initializer: an initializer
    /// takes its argument owned, which costs a copy of the request (retaining its strings) on
    /// the decision path.
    @inline(__always)
    static func of(_ request: NavigationRequest) -> CurrentRelation {
        let current: URLPart
        switch request.current {
        case .absent: return .noCurrent
        case .unparsable: return .incomparable
        case .loaded(let url):
            guard let host = url.hostPart else { return .incomparable }
            current = host
        }
        guard let host = request.url.hostPart else { return .incomparable }
        // Byte-wise (`URLPart`'s `==`, not `String`'s Unicode canonical equivalence).
        return host == current ? .equal : .different
    }
}
