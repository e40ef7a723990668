import NavPolicy

extension RequestPartition {
    /// Host candidates: none, each key and two of its subdomains, and two hosts matching no
    /// key, each a host the runtime reads back unchanged. They read like real hosts, since
    /// findings and `diff` print them: `www.example.com` under a key `example.com`; under a
    /// public suffix (`*.com`, `*.github.io`) a registrable name first, `example.com`, so that
    /// the suffix itself is a witness only where it must be; `example.net` and the like for no
    /// key (a host no key equals or is a domain of).
    ///
    /// A candidate `demand` no longer wants is left out before its text is made: the classes
    /// come out as from every candidate, and a list of a million hosts in a handful of classes
    /// costs one look at each key, not three million strings.
    static func hostCandidates(_ partition: PolicyPartition, demand: inout CandidateDemand) -> [Candidate] {
        let keys = partition.hostKeys
        var candidates = [Candidate(value: .host(nil), jointClass: partition.hostNoneClass, facts: .hostIsNone)]
        func add(_ index: Int, _ host: String) {
            guard demand.wants(index), HostNormalizer.normalizeRequestHost(host) == host else { return }
            demand.record(.host(host), in: index)
            candidates.append(Candidate(value: .host(host), jointClass: index, facts: []))
        }
        // The first two of `preferred`, then `fallback0`, `fallback1`, … that no key is.
        func fresh(_ preferred: [String], fallback: @escaping (Int) -> String) -> [String] {
            let names = preferred.lazy.filter { !Self.isKey($0, in: keys) }
            let numbered = (0...keys.count + 1).lazy.map(fallback).filter { !Self.isKey($0, in: keys) }
            return Array(names.prefix(2)) + Array(numbered.prefix(max(0, 2 - names.prefix(2).count)))
        }
        for key in keys where demand.wants(key.exactClass) || demand.wants(key.deeperClass) {
            let text = key.key
            guard key.bytes.first != UInt8(ascii: "[") else {
                add(key.exactClass, text)
                continue
            }
            let isSuffix = PublicSuffixList.isPublicSuffix(text)
            let labels = isSuffix ? ["example", "sample"] : ["www", "app"]
            let subdomains = demand.wants(key.deeperClass) ? fresh(labels.map { $0 + "." + text }) { "x\($0)." + text } : []
            if !isSuffix { add(key.exactClass, text) }
            for host in subdomains { add(key.deeperClass, host) }
            if isSuffix { add(key.exactClass, text) }
        }
        // A host no key equals or is a domain of: none of its label suffixes is a key.
        let unmatched = ["example.com", "example.net", "example.org", "example.edu"].filter { host in
            var suffix = Substring(host)
            while !Self.isKey(String(suffix), in: keys) {
                guard let dot = suffix.utf8.firstIndex(of: UInt8(ascii: ".")) else { return true }
                suffix = suffix[suffix.index(after: dot)...]
            }
            return false
        }
        for host in fresh(unmatched, fallback: { "unmatched-host\($0)" }) { add(partition.hostUnmatchedClass, host) }
        return candidates
    }

    /// Whether `host` is one of `keys` (in byte order, as `PolicyPartition.hostKeys` are):
    /// a binary search, so no set of a million key strings is built for a few look-ups.
    static func isKey(_ host: String, in keys: [PartitionKey]) -> Bool {
        var host = host
        return host.withUTF8 { host in
            var (low, high) = (0, keys.count)
            while low < high {
                let middle = (low + high) / 2
                let order = keys[middle].bytes.withUnsafeBufferPointer { ByteStringOrder.compare($0, host) }
                if order == 0 { return true }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return false
        }
    }
}

/// Which candidates of a compared part can still change its classes (`comparedClasses`): that
/// keeps the first candidate of each compiler class for the request's URL and, for the current
/// URL, the first two distinct values of each class (of all classes together when the policy
/// does not test that part of the current URL). Past those a candidate changes nothing.
/// Tracks candidates with no facts only (the others have classes of their own).
struct CandidateDemand {
    /// Whether the current URL's classes come from the candidates.
    let usesCurrent: Bool
    /// Whether the current URL's classes are the compiler's (else one for all values).
    let currentTested: Bool
    private var requestClasses = Set<Int>()
    private var firstCurrentValues: [Int: RequestValue] = [:]
    private var fullCurrentClasses = Set<Int>()

    init(usesCurrent: Bool, currentTested: Bool) {
        self.usesCurrent = usesCurrent
        self.currentTested = currentTested
    }

    /// Whether a candidate in compiler class `jointClass` may still make or refine a class.
    func wants(_ jointClass: Int) -> Bool {
        !requestClasses.contains(jointClass) || usesCurrent && !fullCurrentClasses.contains(currentKey(jointClass))
    }

    /// Notes a candidate taken.
    mutating func record(_ value: RequestValue, in jointClass: Int) {
        requestClasses.insert(jointClass)
        guard usesCurrent else { return }
        let key = currentKey(jointClass)
        if let first = firstCurrentValues[key] {
            if first != value { fullCurrentClasses.insert(key) }
        } else {
            firstCurrentValues[key] = value
        }
    }

    private func currentKey(_ jointClass: Int) -> Int { currentTested ? jointClass : -1 }
}
