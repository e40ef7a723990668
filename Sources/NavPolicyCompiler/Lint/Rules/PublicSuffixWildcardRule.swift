import NavPolicy

/// `public-suffix-wildcard` (warning): a host pattern `*.X` where `X` is a public suffix (the
/// Public Suffix List: `*.com`, `*.co.uk`, `*.github.io`, `*.cloudfront.net`). Such a pattern
/// matches the sites of every owner registered under that suffix, not one organisation's hosts.
/// Host patterns are read from `host` comparisons (with their named lists and list files) and
/// from the host part of `url matches` patterns.
///
/// Bad:
/// ```
/// when host in ["*.github.io"] then open in-app
/// ```
/// Fixed — name the owner's own domain:
/// ```
/// when host in ["*.example.github.io"] then open in-app
/// ```
enum PublicSuffixWildcardRule: LintRule {
    static let code = DiagnosticCode.publicSuffixWildcard
    static let severity = Severity.warning
    static let summary = "a host pattern '*.X' covers a public suffix, so it matches sites of unrelated owners"

    static func check(_ context: LintContext) -> [Diagnostic] {
        // A host item whose bytes are a normalized `*.` pattern is looked up in place; only
        // the items it flags, and those it cannot read so, are read as values below.
        var patterns: [(WrittenValue, String)] = []
        for written in context.writtenLists(of: [.host]) {
            for position in written.list.items.indices {
                let isClear = written.list.items.withPlainBytes(at: position) { text, isString in
                    guard written.isWrittenValue(isString: isString) else { return true }
                    guard let (domain, isWildcard) = ValueValidator.plainHostPattern(text) else { return false }
                    return !isWildcard || !PublicSuffixList.isPublicSuffix(domain)
                }
                if isClear != true, let value = written.value(at: position) { patterns.append((value, value.text)) }
            }
        }
        patterns += context.writtenValues(of: [.url]).compactMap { value in
            hostPart(ofMatchPattern: value.text).map { (value, $0) }
        }
        return patterns.compactMap { value, pattern in
            guard pattern.isWildcardHostPattern else { return nil }
            let written = String(Substring(pattern.utf8.dropFirst(2)))
            let domain = (try? HostNormalizer.normalize(written).get()) ?? written.lowercased()
            guard PublicSuffixList.isPublicSuffix(domain) else { return nil }
            var diagnostic = finding(
                "'\(pattern)' matches every site under the public suffix '\(domain)', whoever owns it", at: value.range,
                notes: [DiagnosticNote("'\(domain)' is in the Public Suffix List: unrelated parties register names under it")],
                help: "name the owner's own domain, such as '*.example.\(domain)'")
            diagnostic.file = value.file
            return diagnostic
        }
    }

    /// The host part of `<scheme>://<host>[:<port>]<path>`, or nil for other patterns.
    private static func hostPart(ofMatchPattern text: String) -> String? {
        let parts = text.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].hasSuffix(":"), parts[1].isEmpty else { return nil }
        return String(parts[2].prefix { $0 != ":" })
    }
}
