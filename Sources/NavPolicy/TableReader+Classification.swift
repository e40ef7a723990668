/// Classification of one request attribute into the class a diagram node branches on.
/// Strings are read through their UTF-8 views without copying; nothing here allocates.
extension TableReader {
    /// The class of `request` for a key, glob or query name field id, of its URL or of its
    /// current URL (the enum fields are mapped straight to children by `DecisionProgram`).
    /// `globs` keeps the glob and query name results between the fields of one decision.
    @inline(__always)
    func classify<Meter: WorkMeter>(
        _ request: NavigationRequest, field: Int, _ table: ValidatedBytes, _ globs: inout GlobPasses, _ meter: inout Meter
    ) -> Int {
        guard let urlField = TableFormat.Field.urlField(ofCurrent: field) else {
            guard field >= TableFormat.Field.firstGlob else { return classifyKey(request.url, field: field, table, &meter) }
            return classifyNamed(request.url, field: field, table, &globs.url, &meter)
        }
        // The current URL's parts go through the URL's classifiers; without a current URL
        // (absent or unparsable) every part is none.
        guard case .loaded(let current) = request.current else { return noneClass(ofField: urlField) }
        guard urlField >= TableFormat.Field.firstGlob else { return classifyKey(current, field: urlField, table, &meter) }
        return classifyNamed(current, field: urlField, table, &globs.current, &meter)
    }

    /// The class of a URL for a scheme, host, port or path field id.
    @inline(__always)
    func classifyKey<Meter: WorkMeter>(_ url: SplitURL, field: Int, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        switch field {
        // Closure literals, not method references: a partially applied method captures `self`
        // in a heap-allocated context.
        case TableFormat.Field.scheme: withBytes(url.scheme) { schemeClass($0, table, &meter) }
        case TableFormat.Field.host:
            url.withHost { hostClass($0, table, &meter) } ?? hostNoneClass
        case TableFormat.Field.port: portClass(url.port, table, &meter)
        default: url.withPath { pathClass($0, table, &meter) }
        }
    }

    /// The class of a URL for a glob or query name field id of the URL; `globs` keeps the glob
    /// and query name results for this URL.
    @inline(__always)
    func classifyNamed<Meter: WorkMeter>(_ url: SplitURL, field: Int, _ table: ValidatedBytes, _ globs: inout GlobPass, _ meter: inout Meter) -> Int {
        guard field < TableFormat.Field.firstQueryName else { return queryNameClass(url, field - TableFormat.Field.firstQueryName, table, &globs, &meter) }
        return url.withPath { globMatcher.matches(field - TableFormat.Field.firstGlob, table, $0, &globs, &meter) } ? 1 : 0
    }

    /// Whether the URL's query has query name `name` (1) or not (0): the first test reads
    /// the query once for every name (`QueryNameIndex`), later ones read the result.
    func queryNameClass<Meter: WorkMeter>(_ url: SplitURL, _ name: Int, _ table: ValidatedBytes, _ pass: inout GlobPass, _ meter: inout Meter) -> Int {
        if !pass.namesDone {
            pass.namesDone = true
            pass.names = url.withQuery { query in
                queryNameIndex.present(in: query, name: { table.bytes(queryNameRange($0, table)) }, &meter)
            } ?? GlobPass.Bits()
        }
        return Int(pass.names[name >> 6] >> UInt64(name & 63) & 1)
    }

    /// The class of a missing part (no current URL): the none class of the host and the port,
    /// the unmatched class of the scheme and the path (no key is true of them), glob and query
    /// name false.
    func noneClass(ofField field: Int) -> Int {
        switch field {
        case TableFormat.Field.scheme: schemeUnmatchedClass
        case TableFormat.Field.host: hostNoneClass
        case TableFormat.Field.port: portNoneClass
        case TableFormat.Field.path: pathUnmatchedClass
        default: 0
        }
    }

    /// The scheme's class: a whole-key lookup.
    func schemeClass<Meter: WorkMeter>(_ scheme: UnsafeBufferPointer<UInt8>, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        meter.bytes(scheme.count)
        let hash = scheme.reduce(ByteHash.basis32, ByteHash.step)
        guard let entry = schemes.find(table, strings: strings.lowerBound, hash: hash, scheme, 0..<scheme.count, &meter) else {
            return schemeUnmatchedClass
        }
        return schemes.exactClass(table, entry)
    }

    /// The port's class: a binary search of the ascending port keys (at most 17 probes).
    func portClass<Meter: WorkMeter>(_ port: UInt16?, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        guard let port else { return portNoneClass }
        var (low, high) = (0, portKeyCount)
        while low < high {
            meter.probe()
            let middle = (low + high) / 2
            let key = table.word(at: portKeysStart + 8 * middle)
            if key == Int(port) { return table.word(at: portKeysStart + 8 * middle + 4) }
            if key < Int(port) { low = middle + 1 } else { high = middle }
        }
        return portUnmatchedClass
    }

    /// The host's class: its label suffixes (`com`, `example.com`, `a.example.com`) are looked
    /// up right to left with a running hash; every suffix of a key is a key, so the walk stops at
    /// the first miss and the last hit is the longest matching domain.
    func hostClass<Meter: WorkMeter>(_ host: UnsafeBufferPointer<UInt8>, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        meter.bytes(host.count)
        var hash = ByteHash.basis32
        var longest: (entry: Int, start: Int)?
        var index = host.count
        while index > 0 {
            index -= 1
            hash = ByteHash.step(hash, host[index])
            guard index == 0 || host[index - 1] == UInt8(ascii: ".") else { continue }
            guard let entry = hosts.find(table, strings: strings.lowerBound, hash: hash, host, index..<host.count, &meter) else { break }
            longest = (entry, index)
        }
        guard let longest else { return hostUnmatchedClass }
        return longest.start == 0 ? hosts.exactClass(table, longest.entry) : hosts.deeperClass(table, longest.entry)
    }

    /// The path's class: prefixes of each key length are looked up left to right with a running
    /// hash; the longest key that is a prefix decides (exact class if it is the whole path).
    func pathClass<Meter: WorkMeter>(_ path: UnsafeBufferPointer<UInt8>, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        meter.bytes(path.count)
        var hash = ByteHash.basis32
        var consumed = 0
        var longest: (entry: Int, length: Int)?
        for lengthIndex in 0..<pathLengthCount {
            let length = table.word(at: lengthsStart + 4 * lengthIndex)
            guard length <= path.count else { break }
            while consumed < length {
                hash = ByteHash.step(hash, path[consumed])
                consumed += 1
            }
            if let entry = paths.find(table, strings: strings.lowerBound, hash: hash, path, 0..<length, &meter) {
                longest = (entry, length)
            }
        }
        guard let longest else { return pathUnmatchedClass }
        return longest.length == path.count ? paths.exactClass(table, longest.entry) : paths.deeperClass(table, longest.entry)
    }
}

/// Runs `body` over a string's UTF-8 bytes in place (native strings are contiguous; only a
/// bridged, non-contiguous string is copied).
@inline(__always)
func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
}
