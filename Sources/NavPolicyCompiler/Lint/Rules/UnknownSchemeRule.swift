/// `unknown-scheme` (warning): a scheme constant close to a well-known scheme but not one
/// (`"htps"`, `"itms-app"`), with a did-you-mean. Well-known means the web's own schemes and
/// the registered schemes apps commonly meet in web views (`mailto`, `tel`, `sms`, the App
/// Store's `itms-apps`, …); a custom app scheme that is not close to any of them
/// (`"com.example.app"`, `"myapp"`) is not reported. Schemes are read from `scheme`
/// comparisons, named lists and list files they use, and `url matches` patterns.
///
/// Bad:
/// ```
/// when scheme in ["htps", "http"] then allow
/// ```
/// Fixed:
/// ```
/// when scheme in ["https", "http"] then allow
/// ```
enum UnknownSchemeRule: LintRule {
    static let code = DiagnosticCode.unknownScheme
    static let severity = Severity.warning
    static let summary = "a scheme is a near miss of a well-known scheme"

    /// The schemes a scheme constant is compared with: the URL standard's special schemes and
    /// the web's fetch schemes, and registered schemes (IANA) that web views commonly hand to
    /// other apps.
    static let wellKnownSchemes = [
        "http", "https", "ws", "wss", "ftp", "ftps", "sftp", "file", "about", "data", "blob", "javascript",
        "mailto", "tel", "sms", "mms", "facetime", "facetime-audio", "geo", "maps", "webcal",
        "itms", "itms-apps", "itms-appss", "itms-services", "itms-books", "market", "intent",
        "ssh", "irc", "news", "nntp", "urn", "magnet", "view-source", "content",
    ]

    static func check(_ context: LintContext) -> [Diagnostic] {
        let known = Set(wellKnownSchemes)
        var schemes = context.writtenValues(of: [.scheme]).map { ($0, $0.text.lowercased()) }
        schemes += context.writtenValues(of: [.url]).compactMap { value in
            guard let colon = value.text.firstIndex(of: ":") else { return nil }
            return (value, value.text[..<colon].lowercased())
        }
        return schemes.compactMap { value, scheme in
            guard !scheme.isEmpty, scheme != "*", !known.contains(scheme),
                let suggestion = Suggestion.closest(to: scheme, among: wellKnownSchemes)
            else { return nil }
            var diagnostic = finding(
                "'\(scheme)' is not a well-known scheme", at: value.range,
                notes: [Suggestion.note(suggestion)],
                help: "write '\(suggestion)', or suppress with '# navpolicy: ignore unknown-scheme' if '\(scheme)' is an app's own scheme")
            diagnostic.file = value.file
            return diagnostic
        }
    }
}
