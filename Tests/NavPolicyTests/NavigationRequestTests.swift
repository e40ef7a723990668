import NavPolicy
import Testing

/// `NavigationRequest(url:current:)` and its agreement with the pre-split initializer.
@Suite struct NavigationRequestTests {
    @Test func splitsURLAndCurrent() throws {
        let request = try #require(
            NavigationRequest(url: "https://Pay.Example.com./checkout?x#y", current: "https://shop.example.com/",
                target: .newWindow, navigation: .link))
        #expect(request.scheme == "https")
        #expect(request.host == "pay.example.com")
        #expect(request.path == "/checkout")
        #expect(request.hasCurrent)
        #expect(request.currentHost == "shop.example.com")
        #expect(request.target == .newWindow)
        #expect(request.navigation == .link)
    }

    @Test func currentWithoutHostStillCounts() throws {
        let blank = try #require(NavigationRequest(url: "https://a.com/", current: "about:blank"))
        #expect(blank.hasCurrent && blank.currentHost == nil)
        let garbage = try #require(NavigationRequest(url: "https://a.com/", current: "not a url"))
        #expect(garbage.hasCurrent && garbage.currentHost == nil)
        let none = try #require(NavigationRequest(url: "https://a.com/", current: nil))
        #expect(!none.hasCurrent && none.currentHost == nil)
    }

    @Test func noSchemeIsNotAURL() {
        #expect(NavigationRequest(url: "example.com/x", current: nil) == nil)
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
        let fromURL = try #require(NavigationRequest(url: url, current: url))
        let preSplit = NavigationRequest(
            scheme: url.hasPrefix("https") ? "HTTPS" : "http", host: foundationHost, path: "/a",
            hasCurrent: true, currentHost: foundationHost, target: .mainFrame, navigation: .other)
        #expect(fromURL == preSplit)
    }
}
