import NavPolicy
import Testing

/// `NavigationResponse` normalizes once: the URL is split and the MIME type reduced to the
/// essence the language compares (`type is "text/html"`), per the MIME Sniffing standard.
@Suite struct NavigationResponseTests {
    @Test(arguments: [
        ("text/html", "text/html"),
        ("Text/HTML; charset=UTF-8", "text/html"),
        ("  application/pdf  ", "application/pdf"),
        ("application/vnd.ms-excel;x=\"a;b\"", "application/vnd.ms-excel"),
        ("image/svg+xml", "image/svg+xml"),
        ("text/html ;charset=utf-8", "text/html"),
    ])
    func typesAreTheirEssence(written: String, essence: String) throws {
        let response = try NavigationResponse(url: "https://a.example/", status: 200, type: written)
        #expect(response.type == essence)
    }

    @Test(arguments: [
        "pdf", "", "   ", "text/", "/html", "text /html", "text/ html", "te xt/html", "text/html extra", "tëxt/html", "a/b/c;",
    ])
    func aTypeThatIsNoMIMETypeIsNone(written: String) throws {
        // `a/b/c` is `a` and `b/c`: `/` is no token byte, so the subtype is invalid.
        let response = try NavigationResponse(url: "https://a.example/", type: written)
        #expect(response.type == nil, "\(written)")
    }

    @Test func defaultsAreAnHTTPlessDisplayableMainFrameResponse() throws {
        let response = try NavigationResponse(url: "file:///tmp/a.pdf")
        #expect(response.status == nil && response.type == nil)
        #expect(!response.attachment && response.displayable)
        #expect(response.target == .mainFrame && response.view == .main && response.flags.isEmpty)
        #expect(response.scheme == "file" && response.host == nil && response.path == "/tmp/a.pdf")
    }

    @Test func partsAreKept() throws {
        let flag = try #require(PolicyFlag(index: 3))
        let response = try NavigationResponse(
            url: "HTTPS://Files.Example:8443/r/a.zip?x=1", status: 404, type: "application/zip", attachment: true,
            displayable: false, isMainFrame: false, view: .popup, flags: [flag])
        #expect(response.host == "files.example" && response.port == 8443 && response.query == "x=1")
        #expect(response.status == 404 && response.attachment && !response.displayable)
        #expect(response.target == .subframe && response.view == .popup && response.flags.contains(flag))
        #expect(throws: URLSplitError.self) { try NavigationResponse(url: "no scheme") }
    }
}

/// `PolicyFlags` is a set of at most 64 flags in one word; a request carries none by default.
@Suite struct PolicyFlagsTests {
    @Test func handlesExistForTheSixtyFourPlaces() {
        #expect(PolicyFlag(index: 0)?.index == 0)
        #expect(PolicyFlag(index: 63)?.index == 63)
        #expect(PolicyFlag(index: 64) == nil)
        #expect(PolicyFlag(index: -1) == nil)
        #expect(PolicyFlag.maximumCount == 64)
    }

    @Test func setOperations() throws {
        let first = try #require(PolicyFlag(index: 0))
        let last = try #require(PolicyFlag(index: 63))
        let middle = try #require(PolicyFlag(index: 17))
        var flags: PolicyFlags = [first, last]
        #expect(flags.rawValue == 0x8000_0000_0000_0001)
        #expect(flags.contains(first) && flags.contains(last) && !flags.contains(middle))
        flags.insert(middle)
        #expect(flags.rawValue == 0x8000_0000_0002_0001)
        flags.remove(first)
        flags.set(last, false)
        #expect(flags == [middle])
        flags.set(first, true)
        #expect(flags.union([last]) == PolicyFlags([first, middle, last]))
        #expect(PolicyFlags.none.isEmpty && !flags.isEmpty)
    }

    @Test func aRequestCarriesNoFlagsUnlessGiven() throws {
        let flag = try #require(PolicyFlag(index: 5))
        #expect(try NavigationRequest(url: "https://a.example/", current: nil).flags == .none)
        #expect(try NavigationRequest(url: "https://a.example/", current: nil, flags: [flag]).flags.contains(flag))
    }
}
