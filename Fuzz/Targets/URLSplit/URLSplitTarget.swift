import NavPolicy

/// Fuzz target: bytes as a URL (and, after a 0xFF byte, which UTF-8 never contains, a current
/// URL). Splitting must never trap and must be stable: the URL rebuilt from its parts splits
/// into the same parts; the current page split beside the navigation is
/// the current page split on its own; and a special URL's parts passed to the pre-split
/// initializer (as an app adapter does) give the same parts back.
enum URLSplitTarget {
    static func run(_ bytes: [UInt8]) {
        let separator = bytes.firstIndex(of: 0xFF)
        let url = String(decoding: bytes[..<(separator ?? bytes.endIndex)], as: UTF8.self)
        let current = separator.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) }
        let request: NavigationRequest
        do {
            request = try NavigationRequest(url: url, current: current)
        } catch {
            return
        }
        let split = request.url
        FuzzCheck.require(
            request.current == CurrentPage(current),
            "current \(current ?? "nil") beside \(url) splits to \(request.current), alone to \(CurrentPage(current))")
        let rebuilt = rebuild(split)
        let again = try? NavigationRequest(url: rebuilt, current: nil).url
        FuzzCheck.require(again == split, "\(url) splits to \(split); rebuilt as \(rebuilt) it splits to \(String(describing: again))")
        if SplitURL.defaultPort(ofScheme: split.scheme) != nil, let host = split.host {
            let explicitPort = split.port == SplitURL.defaultPort(ofScheme: split.scheme) ? nil : split.port.map(Int.init)
            let parts = SplitURL(scheme: split.scheme, host: host, port: explicitPort, path: split.path, query: split.query)
            FuzzCheck.require(parts == split, "\(url) splits to \(split); its parts make \(parts)")
        }
    }

    /// The URL a split's parts serialize to (userinfo and fragment are not parts, so they are
    /// gone). Two hosts are written as the trailing-dot rule reads them (`URLHosts.md`): a
    /// special URL without a host had the host `.`, and a `file:` URL's host `localhost` was
    /// `localhost.` (`file://localhost/` has no host).
    static func rebuild(_ split: SplitURL) -> String {
        var text = split.scheme + ":"
        let isSpecial = SplitURL.defaultPort(ofScheme: split.scheme) != nil
        let written = split.scheme == "file" && split.host == "localhost" ? "localhost." : split.host
        if let host = written ?? (isSpecial ? "." : nil) {
            text += "//" + host
            if let port = split.port, port != SplitURL.defaultPort(ofScheme: split.scheme) { text += ":\(port)" }
        } else if split.scheme == "file" {
            text += "//"
        } else if split.path.hasPrefix("//") {
            text += "/."  // as the standard serializes a hostless path that starts with `//`
        }
        text += split.path
        if let query = split.query { text += "?" + query }
        return text
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzURLSplit(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    URLSplitTarget.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
