/// Classification of one request attribute into the class a diagram node branches on.
/// Strings are read through their UTF-8 views without copying; nothing here allocates.
extension TableReader {
    /// The class of `request` for a classified or boolean field, of its URL or of its current
    /// URL (an enumerated field's value is read by `RequestField.value(of:)`, and mapped to a
    /// class by `enumClass` or by `DecisionProgram` at load). `globs` keeps the glob and query
    /// name results between the fields of one decision.
    /// `parameters` are the parameter tests with their bound items, by test index.
    /// Out of line, so that the matcher's loop stays small; the host and the enumerated fields
    /// are read before it, inline.
    @inline(never)
    func classify<Facts: ResponseFactsInput, Meter: WorkMeter>(
        _ request: NavigationRequest, _ facts: Facts, field: RequestField, _ table: ValidatedBytes,
        _ parameters: UnsafeBufferPointer<BoundParameterTest>, _ globs: inout GlobPasses, _ meter: inout Meter
    ) -> Int {
        switch field.source {
        case .currentURL:
            // The current URL's parts go through the URL's classifiers; without a current URL
            // (absent or unparsable) every part is none.
            guard case .loaded(let current) = request.current else { return noneClass(of: field) }
            return classify(current, field: field, table, parameters, &globs.current, &meter)
        case .url, .navigation, .bothURLs:
            return classify(request.url, field: field, table, parameters, &globs.url, &meter)
        case .app:
            guard case .flag(let index) = field else { return 0 }
            return Int(truncatingIfNeeded: request.flags.rawValue >> UInt64(index) & 1)
        case .response:
            // A navigation has no facts: every response field is none (its tables test none).
            if case .type = field { return typeClass(of: facts, table, &meter) }
            return statusClass(of: facts, &meter)
        }
    }

    /// A response's status class (the none class without a status).
    @inline(__always)
    func statusClass<Facts: ResponseFactsInput, Meter: WorkMeter>(of facts: Facts, _ meter: inout Meter) -> Int {
        statuses.classIndex(of: facts.status, &meter)
    }

    /// A response's type class (the none class without a type).
    @inline(__always)
    func typeClass<Facts: ResponseFactsInput, Meter: WorkMeter>(of facts: Facts, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        facts.withType { typeClass($0, table, &meter) } ?? types.noneClass
    }

    /// The class of a URL (the request's or the current one) for a classified or boolean
    /// field; `pass` keeps the glob and query name results for this URL.
    @inline(__always)
    func classify<Meter: WorkMeter>(
        _ url: SplitURL, field: RequestField, _ table: ValidatedBytes, _ parameters: UnsafeBufferPointer<BoundParameterTest>,
        _ pass: inout GlobPass, _ meter: inout Meter
    ) -> Int {
        switch field {
        // Closure literals, not method references: a partially applied method captures `self`
        // in a heap-allocated context.
        case .scheme, .currentScheme: withBytes(url.scheme) { schemeClass($0, table, &meter) }
        case .host, .currentHost: url.withHost { hostClass($0, table, &meter) } ?? hostNoneClass
        case .port, .currentPort: portClass(url.port, table, &meter)
        case .path, .currentPath: url.withPath { pathClass($0, table, &meter) }
        case .glob(let index), .currentGlob(let index): url.withPath { globMatcher.matches(index, table, $0, &pass, &meter) } ? 1 : 0
        case .queryName(let index), .currentQueryName(let index): queryNameClass(url, index, table, &pass, &meter)
        case .parameterTest(let index, _), .currentParameterTest(let index, _): parameters[index].holds(url, &meter) ? 1 : 0
        // Enumerated: their values are read by `RequestField.value(of:)`, never classified; a
        // flag is the request's, not a URL's.
        case .target, .navigation, .view, .query, .currentQuery, .relation, .flag: 0
        // A response's, not a URL's (`classify(_:_:field:…)` reads them).
        case .status, .type, .attachment, .displayable: 0
        }
    }

    /// Whether the URL's query has query name `name` (1) or not (0): the first test reads
    /// the query once for every name (`QueryNameIndex`), later ones read the result.
    func queryNameClass<Meter: WorkMeter>(
        _ url: SplitURL, _ name: Int, _ table: ValidatedBytes, _ pass: inout GlobPass, _ meter: inout Meter
    ) -> Int {
        if !pass.namesDone {
            pass.namesDone = true
            pass.names =
                url.withQuery { query in
                    queryNameIndex.present(in: query, name: { table.bytes(queryNameRange($0, table)) }, &meter)
                } ?? GlobPass.Bits()
        }
        return Int(pass.names[name >> 6] >> UInt64(name & 63) & 1)
    }

    /// The scheme's class: a whole-key lookup, then, when the table has `starts-with`
    /// prefixes and the scheme is no key, the longest key among its prefixes of each listed
    /// prefix length (its deeper class: the prefixes it starts with).
    func schemeClass<Meter: WorkMeter>(_ scheme: UnsafeBufferPointer<UInt8>, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        meter.bytes(scheme.count)
        let hash = scheme.reduce(ByteHash.basis32, ByteHash.step)
        if let entry = schemes.find(table, strings: strings.lowerBound, hash: hash, scheme, 0..<scheme.count, &meter) {
            return schemes.exactClass(table, entry)
        }
        guard schemePrefixLengthCount > 0 else { return schemeUnmatchedClass }
        return schemePrefixClass(scheme, table, &meter)
    }

    /// The deeper class of the longest prefix key a scheme that is no key starts with.
    @inline(never)
    private func schemePrefixClass<Meter: WorkMeter>(_ scheme: UnsafeBufferPointer<UInt8>, _ table: ValidatedBytes, _ meter: inout Meter)
        -> Int
    {
        var hash = ByteHash.basis32
        var consumed = 0
        var longest: Int?
        for lengthIndex in 0..<schemePrefixLengthCount {
            let length = table.word(at: schemePrefixLengthsStart + 4 * lengthIndex)
            guard length < scheme.count else { break }
            while consumed < length {
                hash = ByteHash.step(hash, scheme[consumed])
                consumed += 1
            }
            if let entry = schemes.find(table, strings: strings.lowerBound, hash: hash, scheme, 0..<length, &meter) { longest = entry }
        }
        guard let longest else { return schemeUnmatchedClass }
        return schemes.deeperClass(table, longest)
    }

    /// The port's class: a binary search of the keys' runs (`PortRuns`, at most 17 probes).
    @inline(__always)
    func portClass<Meter: WorkMeter>(_ port: UInt16?, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        ports.classIndex(of: port, &meter)
    }

    /// The host's class: the host set's predecessor search (`HostSet`), at most
    /// `TableFormat.maxHostProbes` probes whatever the table holds.
    func hostClass<Meter: WorkMeter>(_ host: UnsafeBufferPointer<UInt8>, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        hosts.classify(host, unmatched: hostUnmatchedClass, table, &meter)
    }

    /// The path's class: its longest key prefix (`PrefixKeys`).
    func pathClass<Meter: WorkMeter>(_ path: UnsafeBufferPointer<UInt8>, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        pathKeys.classIndex(path, table, strings: strings.lowerBound, &meter)
    }

    /// A response type's class: its longest key prefix, as a path's.
    @inline(__always)
    func typeClass<Meter: WorkMeter>(_ type: UnsafeBufferPointer<UInt8>, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        types.classIndex(type, table, strings: strings.lowerBound, &meter)
    }
}

/// Runs `body` over a string's UTF-8 bytes in place (native strings are contiguous; only a
/// bridged, non-contiguous string is copied).
@inline(__always)
func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
}
