/// The compiled table's binary format, shared by the runtime reader and the compiler's encoder.
/// `Documentation/TableFormat.md` describes the layout; these are its constants.
package enum TableFormat {
    /// The four bytes every table starts with: `NVPT`.
    package static let magic: [UInt8] = [0x4E, 0x56, 0x50, 0x54]
    /// The format version this runtime reads and the compiler writes.
    package static let version: UInt16 = 11
    /// Rule numbers stay below this (a response part's numbers continue the navigation
    /// rules': its rules section starts with the number its first rule follows).
    package static let maxRuleNumber = 1 << 30
    /// Words per rule record: line, action (bit 8: otherwise), notify tag offset and length
    /// (length 0: no tag).
    package static let ruleWords = 4
    /// Bytes before the section directory: magic, version, reserved, length, section count, checksum.
    package static let fixedHeaderSize = 24
    /// Offset of the table checksum (XXH3-64), which covers every byte from the end of the fixed
    /// header to the source section: the encoder writes that section last, and it carries its
    /// own checksum, checked only when the source is read, so loading never reads it.
    package static let checksumOffset = 16
    /// Bytes at the start of a non-empty source section: the XXH64 checksum of the source bytes
    /// that follow.
    package static let sourceChecksumSize = 8
    /// Size of the whole header including the section directory.
    package static var headerSize: Int { fixedHeaderSize + 8 * Section.allCases.count }
    /// Set in a child reference to mark a leaf; the low bits are then the outcome
    /// (0 = implicit default, k = rule k).
    package static let leafFlag: UInt32 = 0x8000_0000
    /// The leaf outcome that hands the decision to the bit-vector matcher.
    package static let matcherOutcome: UInt32 = 0x7FFF_FFFF
    /// Bytes per key table entry: the key's string offset (a word), then a 64-bit word of its
    /// length (bits 0–15), exact class (16–39) and deeper class (40–63). Version 7 (16 bytes
    /// of four words before).
    package static let keyEntrySize = 12
    /// The longest key a key table can hold (its 16-bit length field).
    package static let maxKeyBytes = 0xFFFF
    /// Key classifiers have at most this many classes (24-bit class fields).
    package static let maxKeyClasses = 1 << 24
    /// The most keys in one bucket of a key table. A lookup reads its bucket's start and end
    /// and examines at most this many entries, whatever the table holds; the encoder doubles
    /// the buckets until every one fits, the reader rejects a fuller bucket.
    package static let maxBucketKeys = 32

    /// The entry of one key (`keyEntrySize` bytes) as three words. One packing for the encoder
    /// and the tests that craft tables; the caller keeps length and classes within their fields.
    package static func keyEntryWords(offset: Int, length: Int, exactClass: Int, deeperClass: Int) -> (Int, Int, Int) {
        let packed = UInt64(length) | UInt64(exactClass) << 16 | UInt64(deeperClass) << 40
        return (offset, Int(packed & 0xFFFF_FFFF), Int(packed >> 32))
    }

    /// At most this many general path globs (each is one diagram level a decision may test,
    /// so this bounds the glob work of one decision).
    package static let maxGlobs = 256
    /// At most this many bytes between the globs' first and last `*` (stars aside), all globs
    /// together: the glob automaton's states, so a decision's glob work is at most the path's
    /// length times 16 words (`GlobMatcher`).
    package static let maxGlobInnerBytes = 1_024
    /// The bytes of a glob between its first and last star that are not stars: what the
    /// automaton holds for it. One count for the reader's limit and the compiler's.
    package static func globInnerByteCount<Bytes: Collection>(_ glob: Bytes) -> Int where Bytes.Element == UInt8 {
        let star = UInt8(ascii: "*")
        guard let first = glob.firstIndex(of: star) else { return 0 }
        var (count, pending) = (0, 0)
        for byte in glob[glob.index(after: first)...] {
            if byte == star {
                count += pending
                pending = 0
            } else {
                pending += 1
            }
        }
        return count
    }

    /// The longest host key: a DNS name (253 bytes, the compiler's limit for a host constant;
    /// every host key is a label suffix of one).
    package static let maxHostKeyBytes = 253
    /// Keys per block of the host set (`HostSet`): a lookup reads at most this many entries
    /// after its binary search of the blocks.
    package static let hostBlockKeys = 16
    /// The most keys of a host set (info indexes are at most 3 bytes).
    package static let maxHostKeys = 1 << 24
    /// The most labels of a host key (253 bytes of one-byte labels and dots).
    package static let maxHostDepth = 127
    /// The most probes of one host classification: two searches of the fences built at load
    /// (`HostFences`: one per 8 blocks, at most 131,072, 18 steps each), a binary search of at
    /// most `maxHostKeys / hostBlockKeys` blocks (21 steps), the entries of one block, and one
    /// step per label up a class chain.
    package static let maxHostProbes = 2 * 18 + 21 + hostBlockKeys + maxHostDepth
    /// The most bytes one host classification compares or scans beyond reversing the host:
    /// a tie of 16-byte prefixes at every search step compares the rest of a block's first
    /// key, the block's entries compare each byte of the name at most once, and the label
    /// boundary and depth are read back over the shared bytes.
    package static let maxHostBytes = 21 * maxHostKeyBytes + (maxHostKeyBytes + 1) + 2 * maxHostKeyBytes
    /// At most this many bytes in the distinct path key lengths added up (the lengths 1 to
    /// 180 all present add up to 16,290). A path is looked up once per distinct key length up
    /// to its own, and each lookup compares at most `maxBucketKeys` keys of that length, so
    /// this bounds a path's classification to `maxBucketKeys` × 16,384 compared bytes and
    /// (the lengths being distinct) 180 lookups, whatever the request's length.
    package static let maxPathKeyLengthSum = 16_384
    /// At most this many words of the bit-vector matcher read by one decision
    /// (`matcherDecisionWords`, 256 KB): the benchmark's 10,000-rule mixed policy needs 2,420
    /// (20,000 rules 4,809), so mixed policies of over 100,000 rules fit.
    package static let maxMatcherDecisionWords = 1 << 15

    /// The most matcher words one decision reads (`BitMatcher.outcome`): every matcher field's
    /// base set and the dense sets of its class with the most, one word each per term word,
    /// the sparse flips of its class with the most, and one step per term word for skipping.
    /// One count for the reader's limit and the compiler's. Counts come from untrusted
    /// words, so each is clamped just past the limit first (no sum can overflow).
    package static func matcherDecisionWords(termCount: Int, fields: [(denseFlips: Int, sparseFlips: Int)]) -> Int {
        let cap = maxMatcherDecisionWords + 1
        let wordCount = min((termCount + 63) / 64, cap)
        return fields.reduce(wordCount) { $0 + (1 + min($1.denseFlips, cap)) * wordCount + min($1.sparseFlips, cap) }
    }

    /// At most this many query names (`query has`), each one boolean field.
    package static let maxQueryNames = 256
    /// At most this many parameter tests (distinct parameter and form pairs), each one boolean
    /// field on the URL and one on the current URL.
    package static let maxParameterTests = 256
    /// At most this many distinct lengths of `scheme starts-with` prefixes (each one lookup of
    /// a scheme that is no whole key).
    package static let maxSchemePrefixLengths = 64
    /// At most this many bytes in the distinct `scheme starts-with` prefix lengths added up
    /// (every length from 1 to 64 present adds up to 2,080). A scheme that is no whole key is
    /// looked up once per listed length below its own, comparing at most `maxBucketKeys` keys of
    /// that length, so this bounds the prefix lookups to `maxBucketKeys` × 4,096 compared bytes
    /// whatever the scheme's length, as `maxPathKeyLengthSum` bounds a path's.
    package static let maxSchemePrefixLengthSum = 4_096
    /// At most this many parameters a table declares.
    package static let maxParameters = 256
    /// Glob flag: the glob is matched against the path with ASCII letters folded (its own bytes
    /// are lowercase).
    package static let globFolded = 1
    /// Ports are below this; a port table has at most this many keys (one per port).
    package static let maxPorts = 65_536
    /// The HTTP status codes a response can have (`status`); any other number is none.
    package static let statusCodes = 100...999

    /// The sections, in directory order.
    package enum Section: Int, CaseIterable, Sendable {
        /// Raw UTF-8 bytes that other sections point into.
        case strings
        /// Rule count, policy name, then each rule's line and action.
        case rules
        /// Class ids of each target, navigation type, host relation, view, query presence,
        /// current query presence, scheme relation and port relation.
        case enumClasses
        /// Scheme key table.
        case schemes
        /// Host key table (keys hashed right to left, looked up at label boundaries).
        case hosts
        /// Path key table (keys hashed left to right, looked up at the listed key lengths).
        case paths
        /// General path globs, one boolean field each.
        case globs
        /// Decision diagram nodes and child references.
        case nodes
        /// The policy source for tooling: empty, or its XXH64 checksum then its UTF-8 bytes;
        /// written last, outside the table checksum.
        case source
        /// The bit-vector matcher: per-field term sets for the `matcherOutcome` leaves.
        case matcher
        /// Port classifier: the listed ports, sorted, with their classes.
        case ports
        /// The names `query has` tests, one boolean field each.
        case queryNames
        /// The flags, the parameters and the parameter tests the policy declares (version 8).
        case declarations
        /// The response part (version 9): empty without an `on response` section, else a whole
        /// table of this format deciding responses, whose rules section continues the rule
        /// numbers, with no source and no response part of its own.
        case response
        /// Status classifier of a response part (version 11): the listed statuses with their
        /// classes, as `ports` (empty classifier in a navigation part).
        case statuses
        /// MIME type classifier of a response part (version 11): exact types and `starts-with`
        /// prefixes, as `paths`, plus a class for no type.
        case types
    }

    /// The enumerated fields (`RequestField.Kind.enumerated`), in the order of their class
    /// words in the enum section: per field a class count, then the class of each value. Not
    /// a switch: a new enumerated field is added here by hand (`RequestFieldTests` checks).
    package static let enumFields: [RequestField] = [
        .target, .navigation, .relation(.host), .view, .query, .currentQuery, .relation(.scheme), .relation(.port),
        .attachment, .displayable,
    ]
}

/// A part of a URL that a policy can compare with the same part of the current URL
/// (`scheme == current scheme`, `host != current`, `port == current port`).
package enum ComparedPart: Int, CaseIterable, Sendable, Comparable {
    /// The scheme.
    case scheme
    /// The host.
    case host
    /// The effective port.
    case port

    /// Parts in URL order: scheme, host, port.
    package static func < (lhs: ComparedPart, rhs: ComparedPart) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How a part of a request's URL relates to the same part of the current URL: the one
/// attribute behind `current is none` (on the host), and `X == current X` / `X != current X`
/// for the scheme, the host and the port.
package enum CurrentRelation: Int, CaseIterable, Sendable {
    /// The web view shows no URL (`current is none`).
    case noCurrent = 0
    /// There is a current URL, but it does not parse, or it or the request has no such part.
    case incomparable = 1
    /// Both parts exist and are equal.
    case equal = 2
    /// Both parts exist and differ.
    case different = 3

    /// The relation of one part for a request. The host's was computed when the request was
    /// built (`NavigationRequest.hostRelation`). A static function, not an initializer: an
    /// initializer takes its argument owned, which costs a copy of the request (retaining its
    /// strings) on the decision path.
    @inline(__always)
    static func of(_ request: NavigationRequest, _ part: ComparedPart) -> CurrentRelation {
        part == .host ? request.hostRelation : of(request.url, request.current, part)
    }

    /// The relation of one part of `url` to the same part of `current`.
    @inline(__always)
    static func of(_ url: SplitURL, _ current: CurrentPage, _ part: ComparedPart) -> CurrentRelation {
        switch current {
        case .absent: return .noCurrent
        case .unparsable: return .incomparable
        case .loaded(let current):
            // The parts are compared where they are: copying the current URL out of the page
            // would retain each of its strings.
            switch part {
            case .scheme: return relation(url.scheme, current.scheme)
            case .host:
                // Byte-wise, not `String`'s `==` (Unicode canonical equivalence).
                guard let same = url.hasSameHost(as: current) else { return .incomparable }
                return same ? .equal : .different
            case .port:
                guard let port = url.port, let currentPort = current.port else { return .incomparable }
                return port == currentPort ? .equal : .different
            }
        }
    }

    /// Equal or different, byte-wise (not `==`, which is Unicode canonical equivalence); the
    /// lengths are compared first.
    @inline(__always)
    private static func relation(_ part: String, _ current: String) -> CurrentRelation {
        guard part.utf8.count == current.utf8.count else { return .different }
        return withBytes(part) { part in withBytes(current) { current in bytesEqual(part, current) } } ? .equal : .different
    }
}
