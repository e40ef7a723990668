/// The parts of an absolute URL a policy reads, split per the WHATWG URL standard.
package struct SplitURL: Sendable, Hashable {
    /// The scheme, ASCII-lowercased (`https`, `itms-apps`).
    package let scheme: String
    /// The normalized host; nil when the URL has none (`mailto:x`, `about:blank`, `file:///x`).
    package let host: String?
    /// The port; nil when absent or the scheme's default (`https://a:443/` has none).
    package let port: UInt16?
    /// The path, `/` when empty; query and fragment excluded, dot segments resolved.
    package let path: String

    /// A split URL from its parts, taken as they are.
    package init(scheme: String, host: String?, port: UInt16?, path: String) {
        self.scheme = scheme
        self.host = host
        self.port = port
        self.path = path
    }

    /// Splits an absolute URL string; nil when it has no scheme or the standard rejects it.
    package init?(_ url: String) {
        guard let split = URLSplitter.split(url) else { return nil }
        self = split
    }
}
