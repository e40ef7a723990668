import NavPolicy
import Testing

/// Splitting what a policy reads: scheme, host, effective port, path, query.
@Suite struct URLSplitterTests {
    /// (url, scheme, host, effective port, path)
    static let cases: [(String, String, String?, UInt16?, String)] = [
        ("https://example.com", "https", "example.com", 443, "/"),
        ("HTTPS://EXAMPLE.COM./A/b", "https", "example.com", 443, "/A/b"),
        ("https://user:pass@example.com/x", "https", "example.com", 443, "/x"),
        ("https://a@b@example.com/", "https", "example.com", 443, "/"),
        ("https:\\\\example.com\\a\\b", "https", "example.com", 443, "/a/b"),
        ("http:example.com/x", "http", "example.com", 80, "/x"),
        ("https:///example.com/x", "https", "example.com", 443, "/x"),
        ("https://example.com:443/", "https", "example.com", 443, "/"),
        ("https://example.com:8443/", "https", "example.com", 8443, "/"),
        ("http://example.com:/", "http", "example.com", 80, "/"),
        ("http://[::1]:8080/x", "http", "[::1]", 8080, "/x"),
        ("http://[0:0::1]/", "http", "[::1]", 80, "/"),
        ("http://0x7f.1/", "http", "127.0.0.1", 80, "/"),
        ("http://0177.0.0.1/", "http", "127.0.0.1", 80, "/"),
        ("http://2130706433/", "http", "127.0.0.1", 80, "/"),
        ("http://127.1/", "http", "127.0.0.1", 80, "/"),
        ("http://b%C3%BCcher.example/", "http", "xn--bcher-kva.example", 80, "/"),
        ("https://bücher.example/", "https", "xn--bcher-kva.example", 443, "/"),
        ("https://example.com/pay?x=1#frag", "https", "example.com", 443, "/pay"),
        ("https://example.com?x", "https", "example.com", 443, "/"),
        ("https://example.com#/x", "https", "example.com", 443, "/"),
        ("https://example.com/a/./b/../c", "https", "example.com", 443, "/a/c"),
        ("https://example.com/a/%2e%2E/c", "https", "example.com", 443, "/c"),
        ("https://example.com/a b", "https", "example.com", 443, "/a%20b"),
        ("  \u{1}https://example.com/x \n", "https", "example.com", 443, "/x"),
        ("ht\ttps://exa\nmple.com/x", "https", "example.com", 443, "/x"),
        ("wss://example.com:443/", "wss", "example.com", 443, "/"),
        ("ftp://example.com:21/", "ftp", "example.com", 21, "/"),
        ("file:///etc/hosts", "file", nil, nil, "/etc/hosts"),
        ("file://localhost/etc", "file", nil, nil, "/etc"),
        ("file://LOCALHOST/etc", "file", nil, nil, "/etc"),
        // The standard's host is `localhost.` (not `localhost`, which means none); the trailing
        // dot rule then gives `localhost`.
        ("file://localhost.", "file", "localhost", nil, "/"),
        ("file://LOCALHOST%2E/x", "file", "localhost", nil, "/x"),
        ("file://localhost%E3%80%82/x", "file", "localhost", nil, "/x"),
        ("file://[::1]/x", "file", "[::1]", nil, "/x"),
        ("file://server/share", "file", "server", nil, "/share"),
        ("file:///C|/x", "file", nil, nil, "/C:/x"),
        ("file:///C:/../x", "file", nil, nil, "/C:/x"),  // a drive letter is never popped
        ("file:///1:/../x", "file", nil, nil, "/x"),
        ("mailto:someone@example.com", "mailto", nil, nil, "someone@example.com"),
        ("about:blank", "about", nil, nil, "blank"),
        ("data:text/plain,hi", "data", nil, nil, "text/plain,hi"),
        ("itms-apps://apps.apple.com/app/id1", "itms-apps", "apps.apple.com", nil, "/app/id1"),
        ("itms-apps://Apps.Apple.COM", "itms-apps", "apps.apple.com", nil, "/"),
        ("myapp://user@host:99/p?q", "myapp", "host", 99, "/p"),
        ("myapp:///only/path", "myapp", nil, nil, "/only/path"),
        ("tel:+1-555", "tel", nil, nil, "+1-555"),
        ("mailto:", "mailto", nil, nil, "/"),
    ]

    @Test(arguments: cases)
    func splits(_ url: String, _ scheme: String, _ host: String?, _ port: UInt16?, _ path: String) throws {
        let split = try #require(URLSplitter.split(url))
        #expect(split.scheme == scheme)
        #expect(split.host == host)
        #expect(split.port == port)
        #expect(split.path == path)
    }

    /// (url, query): nil without `?`, empty for a bare `?`, encoded as the standard serializes it.
    static let queries: [(String, String?)] = [
        ("https://example.com/", nil),
        ("https://example.com/?", ""),
        ("https://example.com?x", "x"),
        ("https://example.com/pay?x=1#frag", "x=1"),
        ("https://example.com/#frag?x", nil),
        ("https://example.com/?a=1&a=2&b+c=%41", "a=1&a=2&b+c=%41"),
        ("https://example.com/?q=a b\"<>'", "q=a%20b%22%3C%3E%27"),
        ("myapp://h/?q='", "q='"),
        ("https://example.com/?ü", "%C3%BC"),
        ("https://example.com/?a\tb", "ab"),
        ("mailto:a@b.example?subject=hi", "subject=hi"),
        ("about:blank?x#y", "x"),
        ("file:///x?y", "y"),
    ]

    @Test(arguments: queries)
    func splitsQueries(_ url: String, _ query: String?) throws {
        #expect(try #require(URLSplitter.split(url)).query == query)
    }

    /// The pre-split initializer normalizes what an adapter passes: lowercase scheme, host
    /// normalized, the scheme's default port when none is given, `/` for an empty path.
    @Test func preSplitInitializerNormalizes() {
        let split = SplitURL(scheme: "HTTPS", host: "Example.COM.", path: "", query: "a")
        #expect(split == URLSplitter.split("https://example.com?a"))
        #expect(SplitURL(scheme: "myapp", host: "h", path: "/x").port == nil)
        #expect(SplitURL(scheme: "myapp", host: "h", port: 80, path: "/x").port == 80)
        #expect(SplitURL(scheme: "ftp", host: "h", path: "/x").port == 21)
    }

    @Test(arguments: [
        "", "   ", "example.com", "/relative/path", "1http://x", "://x", "http://", "http:///",
        "http://user@/", "http://:80/", "http://example.com:65536/", "http://example.com:8a/",
        "http://a b/", "http://[::1/", "http://[::g]/", "http://1.2.3.4.5/", "http://256.0.0.0.1/",
        "http://0x100000000/", "foo://[1]/", "foo://a@/", "http://ex%00ample/",
        // IPv6 only in brackets as written: a browser refuses these.
        "http://%3A%3A1/", "http://%5B%3A%3A1%5D/", "file://::1/", "http://%5B::1%5D/", "file://%5B::1%5D/",
    ])
    func rejects(_ url: String) {
        #expect(URLSplitter.split(url) == nil)
    }

    @Test func splitURLInitializerMatchesSplitter() {
        #expect(SplitURL("https://Example.com/x") == URLSplitter.split("https://Example.com/x"))
        #expect(SplitURL("nope") == nil)
    }
}
