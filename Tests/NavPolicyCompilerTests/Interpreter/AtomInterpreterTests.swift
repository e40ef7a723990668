import NavPolicy
import Testing

@testable import NavPolicyCompiler

/// Hand-checked atoms (ports, queries, suffixes and folding, current parts, views, opaque
/// patterns, match-pattern ports) in the reference interpreter, on requests split from URL strings.
struct AtomInterpreterTests {
    static func holds(_ atom: Atom, _ url: String, current: String? = nil, view: NavigationView = .main) throws -> Bool {
        let request = try NavigationRequest(url: url, current: current, view: view)
        return ReferenceInterpreter.holds(atom, for: request)
    }

    @Test func portsAreEffective() throws {
        #expect(try Self.holds(.port([443]), "https://a.example/"))
        #expect(try Self.holds(.port([443]), "https://a.example:443/"))
        #expect(try !Self.holds(.port([443]), "https://a.example:8443/"))
        #expect(try Self.holds(.portIsNone, "myapp://host/x"))
        #expect(try Self.holds(.port([80]), "myapp://host:80/x"))
        #expect(try Self.holds(.portIsNone, "mailto:a@b.example"))
    }

    /// `query has` splits on `&`, reads the name before the first `=`, `+` as space, decodes
    /// percent-escapes, and compares exactly.
    @Test func queryHasDecodesNames() throws {
        #expect(try Self.holds(.queryHas(["code"]), "https://a.example/cb?state=1&code=x"))
        #expect(try Self.holds(.queryHas(["a b"]), "https://a.example/?a+b=1"))
        #expect(try Self.holds(.queryHas(["a b"]), "https://a.example/?a%20b"))
        #expect(try Self.holds(.queryHas(["é"]), "https://a.example/?%C3%A9=1"))
        #expect(try !Self.holds(.queryHas(["x=y"]), "https://a.example/?x=y=z"))
        #expect(try !Self.holds(.queryHas(["Code"]), "https://a.example/?code"))
        #expect(try Self.holds(.queryHas(["x"]), "https://a.example/?x&x=2&&"))
        #expect(try !Self.holds(.queryHas(["code"]), "https://a.example/"))
        #expect(try Self.holds(.queryIsNone, "https://a.example/#?code"))
        #expect(try !Self.holds(.queryIsNone, "https://a.example/?"))
    }

    @Test func pathSuffixesAndFolding() throws {
        #expect(try Self.holds(.pathSuffix(".pdf"), "https://a.example/f/a.pdf?x"))
        #expect(try !Self.holds(.pathSuffix(".pdf"), "https://a.example/f/a.PDF"))
        #expect(try Self.holds(.pathSuffixFolded(".pdf"), "https://a.example/f/a.PDF"))
        #expect(try Self.holds(.pathPrefixFolded("/docs/"), "https://a.example/DOCS/x"))
        #expect(try Self.holds(.pathFolded(["/a"]), "https://a.example/A"))
        // Every ASCII letter folds, the hex digits of a percent-escape too; other bytes are exact.
        #expect(try Self.holds(.pathFolded(["/%c3%a9"]), "https://a.example/%C3%A9"))
        #expect(try !Self.holds(.pathFolded(["/É"]), "https://a.example/é"))
        #expect(try Self.holds(.path(["blank"]), "about:blank"))
    }

    /// The current page's parts are none when it is absent or unparsable: every test but a
    /// none-test is then false.
    @Test func currentParts() throws {
        #expect(try Self.holds(.onCurrent(.scheme(["about"])), "https://a.example/", current: "about:blank"))
        #expect(try Self.holds(.onCurrent(.hostIsNone), "https://a.example/", current: "about:blank"))
        #expect(try Self.holds(.onCurrent(.hostIsNone), "https://a.example/", current: nil))
        #expect(try Self.holds(.onCurrent(.portIsNone), "https://a.example/", current: "not a url"))
        #expect(try !Self.holds(.onCurrent(.scheme(["https"])), "https://a.example/", current: nil))
        #expect(try Self.holds(.onCurrent(.port([8443])), "https://a.example/", current: "https://a.example:8443/x"))
        #expect(try Self.holds(.relation(.scheme, .different), "http://a.example/", current: "https://a.example/"))
        #expect(try !Self.holds(.relation(.scheme, .different), "http://a.example/", current: nil))
        #expect(try Self.holds(.relation(.port, .equal), "https://a.example/", current: "https://b.example:443/"))
        #expect(try !Self.holds(.relation(.port, .equal), "myapp://a/", current: "myapp://b/"))
    }

    @Test func viewAndOpaquePatterns() throws {
        #expect(try Self.holds(.view([.popup]), "https://a.example/", view: .popup))
        #expect(try !Self.holds(.view([.popup]), "https://a.example/"))
        let callback = try MatchPatternParser.parse("com.example.app:/oauth/*").get()
        #expect(try Self.holds(.urlMatches(callback), "com.example.app:/oauth/done?code=1"))
        #expect(try !Self.holds(.urlMatches(callback), "com.example.app://host/oauth/done"))
        let blank = try MatchPatternParser.parse("about:blank").get()
        #expect(try Self.holds(.urlMatches(blank), "about:blank"))
    }

    /// The match-pattern port rule: no port written means the scheme's default port
    /// only (or no port for a scheme without one); `:*` any port; `:N` that effective port.
    @Test func matchPatternPorts() throws {
        let plain = try MatchPatternParser.parse("https://help.example.com/docs/*").get()
        #expect(try Self.holds(.urlMatches(plain), "https://help.example.com/docs/a"))
        #expect(try Self.holds(.urlMatches(plain), "https://help.example.com:443/docs/a"))
        #expect(try !Self.holds(.urlMatches(plain), "https://help.example.com:8443/docs/a"))
        let pinned = try MatchPatternParser.parse("https://help.example.com:8443/docs/*").get()
        #expect(try Self.holds(.urlMatches(pinned), "https://help.example.com:8443/docs/a"))
        #expect(try !Self.holds(.urlMatches(pinned), "https://help.example.com/docs/a"))
        let anyPort = try MatchPatternParser.parse("*://*.example.com:*/*").get()
        #expect(try Self.holds(.urlMatches(anyPort), "http://a.example.com:8080/x"))
        #expect(try Self.holds(.urlMatches(anyPort), "https://example.com/"))
        let both = try MatchPatternParser.parse("*://example.com/*").get()
        #expect(try Self.holds(.urlMatches(both), "http://example.com:80/"))
        #expect(try !Self.holds(.urlMatches(both), "http://example.com:443/"))
        let custom = try MatchPatternParser.parse("myapp://host/*").get()
        #expect(try Self.holds(.urlMatches(custom), "myapp://host/x"))
        #expect(try !Self.holds(.urlMatches(custom), "myapp://host:80/x"))
        let ipv6 = try MatchPatternParser.parse("http://[::1]:8080/*").get()
        #expect(ipv6.port == .number(8080))
        #expect(try Self.holds(.urlMatches(ipv6), "http://[::1]:8080/x"))
        #expect(pinned.explanationText == "https://help.example.com:8443/docs/*")
        #expect(anyPort.explanationText == "*://*.example.com:*/*")
    }
}
