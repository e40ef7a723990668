import NavPolicy
import Testing

/// `NavigationRequest(url:current:)` and its agreement with the pre-split initializer.
@Suite struct NavigationRequestTests {
    @Test func splitsURLAndCurrent() throws {
        let request = try NavigationRequest(
            url: "https://Pay.Example.com./checkout?x#y", current: "https://shop.example.com/", target: .newWindow, navigation: .link)
        #expect(request.scheme == "https")
        #expect(request.host == "pay.example.com")
        #expect(request.path == "/checkout")
        #expect(request.port == 443)
        #expect(request.query == "x")
        #expect(request.hasCurrent)
        #expect(request.currentHost == "shop.example.com")
        #expect(request.current.url?.path == "/")
        #expect(request.target == .newWindow)
        #expect(request.navigation == .link)
        #expect(request.view == .main)
    }

    /// The current page on the navigation's authority is split in full (scheme, port, path,
    /// query of its own).
    @Test func currentSharingTheAuthorityIsSplitInFull() throws {
        let request = try NavigationRequest(url: "https://a.example:8443/x?q", current: "https://a.example:8443/y/z?r=1#f", view: .popup)
        let current = try #require(request.current.url)
        #expect(current == SplitURL(scheme: "https", host: "a.example", port: 8443, path: "/y/z", query: "r=1"))
        #expect(request.view == .popup)
    }

    @Test func currentWithoutHostStillCounts() throws {
        let blank = try NavigationRequest(url: "https://a.com/", current: "about:blank")
        #expect(blank.hasCurrent && blank.currentHost == nil)
        #expect(blank.current.url?.path == "blank" && blank.current.url?.scheme == "about")
        let garbage = try NavigationRequest(url: "https://a.com/", current: "not a url")
        #expect(garbage.hasCurrent && garbage.currentHost == nil)
        #expect(garbage.current == .unparsable)
        let none = try NavigationRequest(url: "https://a.com/", current: nil)
        #expect(!none.hasCurrent && none.currentHost == nil)
        #expect(none.current == .absent)
    }

    @Test func noSchemeIsNotAURL() {
        #expect(throws: URLSplitError.noScheme) { try NavigationRequest(url: "example.com/x", current: nil) }
    }

    /// Each reason a URL cannot be split is reported as its own case.
    @Test(arguments: [
        ("example.com/x", URLSplitError.noScheme),
        ("1http://a/", .noScheme),
        ("https://", .missingHost),
        ("https://?x", .missingHost),
        ("https://user@/x", .missingHost),
        ("https://:443/x", .missingHost),
        ("https://a:65536/", .invalidPort),
        ("https://a:8x/", .invalidPort),
        ("https://a b/", .invalidHost(.forbiddenCharacter)),
        ("http://%3A%3A1/", .invalidHost(.forbiddenCharacter)),
        ("http://%5B%3A%3A1%5D/", .invalidHost(.forbiddenCharacter)),
        ("file://::1/", .invalidHost(.forbiddenCharacter)),
        ("http://[::1::]/", .invalidHost(.invalidIPv6)),
        ("http://1.2.3.256/", .invalidHost(.invalidIPv4)),
        ("http://xn--a.ß/", .invalidHost(.invalidInternationalName)),
    ])
    func unsplittableURLsSayWhy(_ url: String, _ reason: URLSplitError) {
        #expect(throws: reason) { try NavigationRequest(url: url, current: nil) }
        #expect(throws: reason) { try URLSplitter.splitting(url) }
        #expect(URLSplitter.split(url) == nil)
    }

    /// The reasons read as the end of a sentence (the CLI prints `cannot split url '…': <reason>`).
    @Test func reasonsReadAsText() {
        #expect(URLSplitError.noScheme.description == "it has no scheme")
        #expect(URLSplitError.invalidHost(.invalidInternationalName).description.contains("UTS #46"))
    }

    /// An app adapter passes Foundation's `URL.host` (case kept, trailing dot kept, punycode
    /// decoded, IPv6 without brackets); both initializers must build the same request.
    @Test(arguments: [
        ("https://BÜCHER.example./a", "BÜCHER.example."),
        ("https://xn--bcher-kva.example/a", "bücher.example"),
        ("http://[::1]/a", "::1"),
        ("http://127.0.0.1/a", "127.0.0.1"),
    ])
    func agreesWithPreSplitForm(_ url: String, _ foundationHost: String) throws {
        let fromURL = try NavigationRequest(url: url, current: url)
        let split = SplitURL(scheme: url.hasPrefix("https") ? "HTTPS" : "http", host: foundationHost, path: "/a")
        let preSplit = NavigationRequest(url: split, current: .loaded(split), target: .mainFrame, navigation: .other)
        #expect(fromURL == preSplit)
    }

    /// The current URL's host reused from the navigation's (when both share scheme and
    /// authority) obeys the trimming of trailing C0 controls and spaces exactly: a current URL
    /// whose authority ends in them has the host of the current URL split on its own.
    @Test(arguments: [
        ("p://a\u{01}/", "p://a\u{01}"),
        ("p://a\u{01}/", " p://a\u{01}"),
        ("p://a\u{1F}/", "p://a\u{1F}\u{01}"),
        ("p://a\u{1F}/", "p://a\u{1F}"),
        ("p://a\u{1F}b/", "p://a\u{1F}"),
        ("https://a.com/x", "https://a.com"),
        ("p://a/x", "p://a"),
    ])
    func currentHostFollowsTrimming(_ url: String, _ current: String) throws {
        let request = try NavigationRequest(url: url, current: current)
        #expect(request.currentHost == URLSplitter.split(current)?.host, "url \(url.debugDescription), current \(current.debugDescription)")
    }
}
