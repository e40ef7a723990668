/// The one check of a parameter's items, as the compiler checks a constant of the same kind:
/// host patterns normalized by `HostNormalizer` (a leading `*.` allowed, not before an IP
/// address), schemes of RFC 3986 syntax lowercased, ports as 1 to 5 decimal digits up to
/// 65535, paths without `*`, query names as written. The reason is a phrase for
/// `ParameterError.invalidItem`.
package enum ParameterItem {
    /// Why a host pattern is refused.
    package enum HostPatternFailure: Error, Sendable, Hashable {
        /// A wildcard other than a leading `*.` label.
        case misplacedWildcard
        /// The domain is not a valid host.
        case invalidHost(HostNormalizer.Failure)
        /// `*.` before an IP address, which has no subdomains.
        case wildcardAddress
    }

    /// A host pattern (`example.com`, `*.example.com`): its domain normalized by
    /// `HostNormalizer` and whether it also matches subdomains, or why it is refused. The one
    /// check of host constants, match patterns and host parameter items.
    package static func hostPatternParts(_ text: String) -> Result<(domain: String, includesSubdomains: Bool), HostPatternFailure> {
        // Byte-wise: a list of 100,000 hosts passes through here, and character-wise search
        // costs a grapheme break per character.
        var text = text
        let (includesSubdomains, wildcardDomain, hasStar) = text.withUTF8 { bytes in
            let includesSubdomains = bytes.count >= 2 && bytes[0] == UInt8(ascii: "*") && bytes[1] == UInt8(ascii: ".")
            let domain = UnsafeBufferPointer(rebasing: bytes[(includesSubdomains ? 2 : 0)...])
            return (
                includesSubdomains, includesSubdomains ? String(decoding: domain, as: UTF8.self) : nil,
                domain.contains(UInt8(ascii: "*"))
            )
        }
        let domain = wildcardDomain ?? text
        if hasStar { return .failure(.misplacedWildcard) }
        switch HostNormalizer.normalize(domain) {
        case .success(let normalized):
            if includesSubdomains, HostNormalizer.isIPAddress(normalized) { return .failure(.wildcardAddress) }
            return .success((normalized, includesSubdomains))
        case .failure(let failure):
            return .failure(.invalidHost(failure))
        }
    }

    /// A host pattern item, or the reason it is refused.
    package static func hostPattern(_ text: String) -> Result<(domain: String, includesSubdomains: Bool), Refusal> {
        hostPatternParts(text).mapError { failure in
            switch failure {
            case .misplacedWildcard: Refusal("a '*' is allowed only as a leading '*.' label")
            case .wildcardAddress: Refusal("an IP address has no subdomains for '*.'")
            case .invalidHost(let failure): Refusal("it is not a valid host (\(failure))")
            }
        }
    }

    /// A scheme, lowercased.
    package static func scheme(_ text: String) -> Result<String, Refusal> {
        guard isScheme(text) else { return .failure(Refusal("a scheme is a letter followed by letters, digits, '+', '-' or '.' (no ':')")) }
        return .success(text.lowercased())
    }

    /// Whether `text` has RFC 3986 scheme syntax (`ALPHA *(ALPHA / DIGIT / "+" / "-" / ".")`).
    package static func isScheme(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy {
            isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
                || $0 == UInt8(ascii: ".")
        }
    }

    /// A port written as decimal digits only, 0–65535; nil otherwise.
    package static func port(_ text: String) -> UInt16? {
        guard !text.isEmpty, text.utf8.count <= 5, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return UInt16(exactly: text.utf8.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
    }

    /// A path, as written; one with a `*` is refused (a `*` is no wildcard in a path).
    package static func path(_ text: String) -> Result<String, Refusal> {
        text.utf8.contains(UInt8(ascii: "*")) ? .failure(Refusal("a '*' is no wildcard in a path")) : .success(text)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Why an item is refused.
    package struct Refusal: Error, Sendable, Hashable {
        /// The reason, a phrase.
        package var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
