/// Classification of one request attribute into the class a diagram node branches on.
/// Strings are read through their UTF-8 views without copying; nothing here allocates.
extension TableReader {
    /// The class of `request` for a field id.
    @inline(__always)
    func classify(_ request: NavigationRequest, field: Int) -> Int {
        switch field {
        case TableFormat.Field.target: enumClass(ofField: field, value: Int(request.target.rawValue))
        case TableFormat.Field.navigation: enumClass(ofField: field, value: request.navigation.index)
        case TableFormat.Field.current: enumClass(ofField: field, value: CurrentRelation(request).rawValue)
        // Closure literals, not method references: a partially applied method captures `self`
        // in a heap-allocated context.
        case TableFormat.Field.scheme: withBytes(request.scheme) { schemeClass($0) }
        case TableFormat.Field.host:
            if let host = request.host { withBytes(host) { hostClass($0) } } else { hostNoneClass }
        case TableFormat.Field.path: withBytes(request.path) { pathClass($0) }
        default: withBytes(request.path) { globMatches(globRange(field - TableFormat.Field.firstGlob), $0) } ? 1 : 0
        }
    }

    /// The scheme's class: a whole-key lookup.
    func schemeClass(_ scheme: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = scheme.reduce(ByteHash.basis32, ByteHash.step)
        guard let entry = schemes.find(bytes, strings: strings.lowerBound, hash: hash, scheme, 0..<scheme.count) else {
            return schemeUnmatchedClass
        }
        return schemes.exactClass(bytes, entry)
    }

    /// The host's class: its label suffixes (`com`, `example.com`, `a.example.com`) are looked
    /// up right to left with a running hash; every suffix of a key is a key, so the walk stops at
    /// the first miss and the last hit is the longest matching domain.
    func hostClass(_ host: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = ByteHash.basis32
        var longest: (entry: Int, start: Int)?
        var index = host.count
        while index > 0 {
            index -= 1
            hash = ByteHash.step(hash, host[index])
            guard index == 0 || host[index - 1] == UInt8(ascii: ".") else { continue }
            guard let entry = hosts.find(bytes, strings: strings.lowerBound, hash: hash, host, index..<host.count) else { break }
            longest = (entry, index)
        }
        guard let longest else { return hostUnmatchedClass }
        return longest.start == 0 ? hosts.exactClass(bytes, longest.entry) : hosts.deeperClass(bytes, longest.entry)
    }

    /// The path's class: prefixes of each key length are looked up left to right with a running
    /// hash; the longest key that is a prefix decides (exact class if it is the whole path).
    func pathClass(_ path: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = ByteHash.basis32
        var consumed = 0
        var longest: (entry: Int, length: Int)?
        for lengthIndex in 0..<pathLengthCount {
            let length = bytes.word(at: lengthsStart + 4 * lengthIndex)
            guard length <= path.count else { break }
            while consumed < length {
                hash = ByteHash.step(hash, path[consumed])
                consumed += 1
            }
            if let entry = paths.find(bytes, strings: strings.lowerBound, hash: hash, path, 0..<length) {
                longest = (entry, length)
            }
        }
        guard let longest else { return pathUnmatchedClass }
        return longest.length == path.count ? paths.exactClass(bytes, longest.entry) : paths.deeperClass(bytes, longest.entry)
    }

    /// Whether `text` matches the glob at `glob` (`*` = any run of bytes): the linear-space
    /// greedy algorithm that backtracks only to the last star.
    func globMatches(_ glob: Range<Int>, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let star = UInt8(ascii: "*")
        var (g, t) = (glob.lowerBound, 0)
        var backtrack: (glob: Int, text: Int)?
        while t < text.count {
            if g < glob.upperBound, bytes[g] == star {
                backtrack = (g, t)
                g += 1
            } else if g < glob.upperBound, bytes[g] == text[t] {
                g += 1
                t += 1
            } else if let last = backtrack {
                backtrack = (last.glob, last.text + 1)
                (g, t) = (last.glob + 1, last.text + 1)
            } else {
                return false
            }
        }
        while g < glob.upperBound, bytes[g] == star { g += 1 }
        return g == glob.upperBound
    }
}

/// Runs `body` over a string's UTF-8 bytes in place (native strings are contiguous; only a
/// bridged, non-contiguous string is copied).
@inline(__always)
func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
}
