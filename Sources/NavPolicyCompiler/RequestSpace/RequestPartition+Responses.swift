import NavPolicy

/// The response levels of the request space: a response's status, type, attachment and
/// displayable (`RequestField.status`, …), each with its own classifier. In a navigation's space
/// they are one free class each (`RequestValue.noResponse`), which walks skip.
extension RequestPartition {
    /// The classes of the response levels: with `responses`, one per class of each field that
    /// a response can have; else one free class each.
    static func responseClasses(_ partition: PolicyPartition, responses: Bool) -> [RequestField: [FieldClass]] {
        let fields: [RequestField] = [.status, .type, .attachment, .displayable]
        guard responses else {
            return Dictionary(
                uniqueKeysWithValues: fields.map {
                    ($0, [FieldClass(trueAtoms: [], value: .noResponse, constraint: .start, baseClasses: [:])])
                })
        }
        func classes(_ field: RequestField, _ candidates: [(RequestValue, Int)]) -> [FieldClass] {
            var seen = Set<Int>()
            return candidates.compactMap { value, index in
                guard seen.insert(index).inserted else { return nil }
                return FieldClass(
                    trueAtoms: partition.trueAtoms(of: field)[index], value: value, constraint: .start, baseClasses: [field: index])
            }
        }
        return [
            .status: classes(.status, statusCandidates(partition)),
            .type: classes(.type, typeCandidates(partition)),
            .attachment: classes(
                .attachment, [false, true].map { (.attachment($0), partition.enumClass(of: .attachment, value: $0 ? 1 : 0)) }),
            .displayable: classes(
                .displayable, [true, false].map { (.displayable($0), partition.enumClass(of: .displayable, value: $0 ? 1 : 0)) }),
        ]
    }

    /// Statuses: 200 when no atom lists it (the usual response), none, each listed status, then
    /// statuses no atom lists (found in 100–999, so a class of unlisted ones is never lost).
    private static func statusCandidates(_ partition: PolicyPartition) -> [(RequestValue, Int)] {
        let listed = Set(partition.statusKeys.map(\.status))
        let unlisted = ([200] + TableFormat.statusCodes).lazy.map(UInt16.init).first { !listed.contains($0) }
        return (unlisted.map { [(RequestValue.status($0), partition.statusUnmatchedClass)] } ?? [])
            + [(.status(nil), partition.statusNoneClass)]
            + partition.statusKeys.map { (.status($0.status), $0.statusClass) }
    }

    /// Types: `text/html` when no atom names it, none, each listed type that is a MIME type
    /// essence, types extending each key (`image/x` under `image/`, each in the class the
    /// runtime gives it), and a type no key starts (`unlistedType`).
    private static func typeCandidates(_ partition: PolicyPartition) -> [(RequestValue, Int)] {
        var candidates: [String] = ["text/html"]
        for key in partition.typeKeys {
            candidates += [key.key, key.key + "x", key.key + "/x", key.key + "x/x", key.key + "-x"]
        }
        if let other = unlistedType(partition.typeKeys.map(\.bytes)) { candidates.append(other) }
        let valid = candidates.filter { MIMEType.essence(of: $0) == $0 }
        return [(.type(nil), partition.typeNoneClass)] + valid.map { (.type($0), typeClass(of: $0, in: partition)) }
    }

    /// A MIME type essence that starts with none of `keys` (the unmatched class's witness):
    /// `application/x-other` unless a key starts it; nil when every type starts with a key.
    /// Else built byte by byte: a byte no live key continues with ends the search, so it branches
    /// only where keys use every byte at one position, and its work is linear in the keys' bytes
    /// (an explicit stack, not recursion: a key may be long).
    static func unlistedType(_ keys: [ArraySlice<UInt8>]) -> String? {
        let usual = "application/x-other"
        if !keys.contains(where: { usual.utf8.starts(with: $0) }) { return usual }
        let tokenBytes = MIMEType.lowercaseTokenBytes
        let slash = UInt8(ascii: "/")
        var pending: [([UInt8], [ArraySlice<UInt8>])] = [([], keys)]
        while let (prefix, live) = pending.popLast() {
            // A key equal to the prefix starts every extension of it.
            guard !live.contains(where: { $0.count == prefix.count }) else { continue }
            let hasSlash = prefix.contains(slash)
            let bytes = !hasSlash && !prefix.isEmpty ? tokenBytes + [slash] : tokenBytes
            let continuing = Dictionary(grouping: live) { $0[$0.startIndex + prefix.count] }
            if let free = bytes.first(where: { continuing[$0] == nil }) {
                // No key starts the prefix and this byte: complete it to `type/subtype`.
                let type = prefix + [free]
                let tail = free == slash ? [UInt8(ascii: "x")] : hasSlash ? [] : Array("/x".utf8)
                return String(decoding: type + tail, as: UTF8.self)
            }
            for byte in bytes.reversed() { pending.append((prefix + [byte], continuing[byte] ?? [])) }
        }
        return nil
    }

    /// The class the runtime gives a type: a key's exact class, else the deeper class of its
    /// longest key prefix, else the unmatched class (as paths are classified).
    static func typeClass(of type: String, in partition: PolicyPartition) -> Int {
        let bytes = Array(type.utf8)
        var best: PartitionKey?
        for key in partition.typeKeys where bytes.starts(with: key.bytes) && key.bytes.count >= (best?.bytes.count ?? 0) {
            if key.bytes.count == bytes.count { return key.exactClass }
            best = key
        }
        return best?.deeperClass ?? partition.typeUnmatchedClass
    }
}
