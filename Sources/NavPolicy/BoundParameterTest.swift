/// One parameter test with its parameter's items built into the structure its form looks up,
/// the same kinds of key structures compiled lists use: host patterns in a label-suffix set
/// (hashed right to left, wildcards flagged), schemes and exact paths in whole-key sets, path
/// prefixes and suffixes in sets probed at each distinct item length, ports sorted for a binary
/// search, query names by hash, length and bytes. Built once at load, a sort of the items; a
/// lookup reads the request in place, allocates nothing and takes a bounded binary search
/// however the items' hashes collide (`ByteKeySet`).
struct BoundParameterTest: Sendable {
    /// The items of one parameter, checked for its kind.
    enum Items: Sendable {
        case hosts([(domain: String, includesSubdomains: Bool)])
        case strings([String])
        case ports([UInt16])
    }

    private enum Lookup: Sendable {
        case hosts(ByteKeySet)
        case scheme(ByteKeySet)
        case ports([UInt16])
        case queryNames(keys: [UInt64], names: [[UInt8]])
        /// A path equal to a key of `exact`, or starting with (`fromEnd`: ending with) a key of `affix`.
        case path(exact: ByteKeySet, affix: ByteKeySet, fromEnd: Bool, folded: Bool)
    }

    private static let exactHost: UInt8 = 1, wildcardHost: UInt8 = 2
    private let lookup: Lookup

    /// The structure for `form` over `items`.
    init(_ form: TableParameterTest.Form, _ items: Items) {
        let strings: [String]
        switch items {
        case .strings(let values): strings = values
        case .hosts, .ports: strings = []
        }
        switch (form, items) {
        case (.host, .hosts(let patterns)):
            var set = ByteKeySet(capacity: patterns.count, reversed: true)
            for pattern in patterns {
                set.insert(pattern.domain.utf8, flags: pattern.includesSubdomains ? Self.wildcardHost : Self.exactHost)
            }
            set.finish()
            lookup = .hosts(set)
        case (.port, .ports(let ports)):
            lookup = .ports(Array(Set(ports)).sorted())
        case (.scheme, _):
            var set = ByteKeySet(capacity: strings.count, reversed: false)
            for scheme in strings { set.insert(scheme.utf8, flags: 1) }
            set.finish()
            lookup = .scheme(set)
        case (.queryName, _):
            let names = Array(Set(strings.map { Array($0.utf8) }))
            // By key, then bytes: names sharing a hash and length are binary-searched too.
            let keyed = names.indices.map { (QueryNameIndex.key(names[$0]), $0) }.sorted {
                $0.0 != $1.0 ? $0.0 < $1.0 : names[$0.1].lexicographicallyPrecedes(names[$1.1])
            }
            lookup = .queryNames(keys: keyed.map(\.0), names: keyed.map { names[$0.1] })
        case (.path(let relation, let folded), _):
            let keys = strings.map { folded ? $0.utf8.map(GlobMatcher.lowercased) : Array($0.utf8) }
            var exact = ByteKeySet(capacity: keys.count, reversed: false)
            var affix = ByteKeySet(capacity: keys.count, reversed: relation == .suffix)
            for key in keys {
                switch relation {
                case .exact: exact.insert(key, flags: 1)
                case .prefix, .suffix: affix.insert(key, flags: 1)
                case .under:
                    // `under "/login"` is the path itself or below it; one trailing `/` of the
                    // item is dropped first, so `under "/"` is every path starting with `/`.
                    let directory = key.last == UInt8(ascii: "/") ? Array(key.dropLast()) : key
                    if !directory.isEmpty { exact.insert(directory, flags: 1) }
                    affix.insert(directory + [UInt8(ascii: "/")], flags: 1)
                }
            }
            exact.finish()
            affix.finish()
            lookup = .path(exact: exact, affix: affix, fromEnd: relation == .suffix, folded: folded)
        case (.host, _), (.port, _):
            // A parameter of another kind than the test's: the table reader refuses such a test.
            lookup = .ports([])
        }
    }

    /// Whether `url`'s part relates to one of the items as the form says.
    func holds<Meter: WorkMeter>(_ url: SplitURL, _ meter: inout Meter) -> Bool {
        switch lookup {
        case .hosts(let set):
            return url.withHost { host in Self.hostHolds(host, set, &meter) } ?? false
        case .scheme(let set):
            return withBytes(url.scheme) { scheme in
                meter.bytes(scheme.count)
                return set.flags(scheme, 0..<scheme.count, hash: ByteHash.hash32(scheme, reversed: false), folded: false, &meter) != 0
            }
        case .ports(let ports):
            guard let port = url.port else { return false }
            var (low, high) = (0, ports.count)
            while low < high {
                meter.probe()
                let middle = (low + high) / 2
                if ports[middle] < port { low = middle + 1 } else { high = middle }
            }
            return low < ports.count && ports[low] == port
        case .queryNames(let keys, let names):
            return url.withQuery { query in Self.queryHolds(query, keys, names, &meter) } ?? false
        case .path(let exact, let affix, let fromEnd, let folded):
            return url.withPath { path in Self.pathHolds(path, exact, affix, fromEnd: fromEnd, folded: folded, &meter) }
        }
    }

    /// A host pattern matches the host itself (exact or `*.`) or a label suffix of it (`*.`):
    /// each label boundary is probed once, right to left with a running hash.
    private static func hostHolds<Meter: WorkMeter>(_ host: UnsafeBufferPointer<UInt8>, _ set: ByteKeySet, _ meter: inout Meter) -> Bool {
        guard !set.isEmpty else { return false }
        meter.bytes(host.count)
        var hash = ByteHash.basis32
        var index = host.count
        while index > 0 {
            index -= 1
            hash = ByteHash.step(hash, host[index])
            guard index == 0 || host[index - 1] == UInt8(ascii: ".") else { continue }
            let flags = set.flags(host, index..<host.count, hash: hash, folded: false, &meter)
            if flags & wildcardHost != 0 || (index == 0 && flags & exactHost != 0) { return true }
        }
        return false
    }

    private static func pathHolds<Meter: WorkMeter>(
        _ path: UnsafeBufferPointer<UInt8>, _ exact: ByteKeySet, _ affix: ByteKeySet, fromEnd: Bool, folded: Bool, _ meter: inout Meter
    ) -> Bool {
        meter.bytes(path.count)
        func byte(_ index: Int) -> UInt8 { folded ? GlobMatcher.lowercased(path[index]) : path[index] }
        if !exact.isEmpty {
            var hash = ByteHash.basis32
            for index in 0..<path.count { hash = ByteHash.step(hash, byte(index)) }
            if exact.flags(path, 0..<path.count, hash: hash, folded: folded, &meter) != 0 { return true }
        }
        var hash = ByteHash.basis32
        var consumed = 0
        for length in affix.lengths {
            guard length <= path.count else { break }
            while consumed < length {
                hash = ByteHash.step(hash, byte(fromEnd ? path.count - 1 - consumed : consumed))
                consumed += 1
            }
            let range = fromEnd ? (path.count - length)..<path.count : 0..<length
            if affix.flags(path, range, hash: hash, folded: folded, &meter) != 0 { return true }
        }
        return false
    }

    /// One pass over the query: each parameter's decoded name is looked up by hash and length.
    private static func queryHolds<Meter: WorkMeter>(
        _ query: UnsafeBufferPointer<UInt8>, _ keys: [UInt64], _ names: [[UInt8]], _ meter: inout Meter
    ) -> Bool {
        guard !keys.isEmpty else { return false }
        meter.bytes(query.count)
        var found = false
        QueryNameMatcher.forEachRawName(query) { raw in
            let key = QueryNameMatcher.decodedKey(raw)
            var (low, high) = (0, keys.count)
            while low < high, !found {
                meter.probe()
                let middle = (low + high) / 2
                var order = keys[middle] < key ? -1 : keys[middle] > key ? 1 : 0
                if order == 0 {
                    meter.bytes(raw.count)
                    order = names[middle].withUnsafeBufferPointer { QueryNameMatcher.decodedNameOrder(raw, $0) }
                    found = order == 0
                }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return !found
        }
        return found
    }
}
