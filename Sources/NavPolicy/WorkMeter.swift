/// Counts the steps of one decision, so tests and tools can check that its cost stays within
/// the bound the reader guarantees (see `DecisionWork.bound`) without timing anything.
/// The decision path is generic over it; `Policy.decide` uses `UncountedWork`, whose empty
/// methods the optimizer removes.
package protocol WorkMeter {
    /// One diagram node tested.
    mutating func node()
    /// One key-table bucket read or entry examined (or one step of the port search).
    mutating func probe()
    /// `count` bytes compared or scanned (key comparison, hashing, glob matching).
    mutating func bytes(_ count: Int)
    /// `count` words of the bit-vector matcher read (set words and flip entries).
    mutating func matcherWords(_ count: Int)
}

/// The meter of the ordinary decision path: counts nothing.
package struct UncountedWork: WorkMeter {
    @inline(__always) package mutating func node() {}
    @inline(__always) package mutating func probe() {}
    @inline(__always) package mutating func bytes(_ count: Int) {}
    @inline(__always) package mutating func matcherWords(_ count: Int) {}
}

/// The counted steps of one decision.
package struct DecisionWork: WorkMeter, Sendable, Hashable {
    /// Diagram nodes tested.
    package private(set) var nodes = 0
    /// Key-table buckets read and entries examined, port search steps.
    package private(set) var probes = 0
    /// Bytes compared or scanned.
    package private(set) var bytes = 0
    /// Words of the bit-vector matcher read.
    package private(set) var matcherWords = 0

    /// An empty count.
    package init() {}

    package mutating func node() { nodes += 1 }
    package mutating func probe() { probes += 1 }
    package mutating func bytes(_ count: Int) { bytes += count }
    package mutating func matcherWords(_ count: Int) { matcherWords += count }

    /// The most work a decision may take on a loaded table for a request whose scheme, host,
    /// path and query (and the current URL's) are each at most `n` bytes, each step a few
    /// machine instructions. Every term is a constant times `n` plus a constant that no table
    /// can raise; the table's own counts only tighten it. The term-by-term derivation is in
    /// `Documentation/TableFormat.md`, "The work bound"; whatever the request's length, a
    /// classification compares at most 32 × (n + 4,096 + 16,384) + 6,073 key bytes.
    package static func bound(
        requestLength n: Int, keyBytes: Int, schemePrefixLengthCount: Int = 0, schemePrefixLengthSum: Int = 0,
        pathLengthCount: Int, pathLengthSum: Int, globCount: Int, globWords: Int, queryNameCount: Int = 0, matcherWords: Int = 0
    ) -> DecisionWork {
        var work = DecisionWork()
        work.nodes = RequestField.all(globCount: globCount, queryNameCount: queryNameCount).count
        let lookups = 1 + schemePrefixLengthCount + pathLengthCount
        let compared = TableFormat.maxBucketKeys * (n + schemePrefixLengthSum + pathLengthSum)
        let (urls, classifications) = (2, matcherWords > 0 ? 2 : 1)
        // Once per URL: the four affix walks and the automaton, and the query read once for all
        // names (a binary search of at most 256 names per parameter, at most n + 1 of them; the
        // bytes scanned and one name compared per parameter).
        let (globProbes, globBytes) = globCount > 0 ? (4 * 9 * (n + 1), 4 * n + n * globWords) : (0, 0)
        let (nameProbes, nameBytes) = queryNameCount > 0 ? (9 * (n + 1), 2 * n) : (0, 0)
        let hostProbes = TableFormat.maxHostProbes
        let hostBytes = TableFormat.maxHostBytes
        work.probes =
            urls * (classifications * (lookups * (TableFormat.maxBucketKeys + 1) + hostProbes + portProbes) + globProbes + nameProbes)
        work.bytes = urls * (classifications * (3 * n + Swift.min(keyBytes, compared) + hostBytes) + globBytes + nameBytes)
        work.matcherWords = matcherWords
        return work
    }

    /// The most probes of the port lookup: a binary search of at most `TableFormat.maxPorts` keys.
    package static let portProbes = 17

    /// Whether every count is at most `bound`'s.
    package func isWithin(_ bound: DecisionWork) -> Bool {
        nodes <= bound.nodes && probes <= bound.probes && bytes <= bound.bytes && matcherWords <= bound.matcherWords
    }
}
