import NavPolicy
import Testing

@testable import NavPolicyCompiler

/// A test against a named list, or a long inline one, is explained as one entry whatever the
/// atom and the list's length: the list's name (or `[N items]`) and the item that matched,
/// or that none of its N items did.
struct ListExplanationTests {
    /// The explanation of rule 1 of `source` for a request.
    static func reason(
        _ source: String, url: String, current: String? = nil, target: NavigationTarget = .mainFrame,
        navigation: NavigationType = .link
    ) throws -> String {
        let checked = PolicyPipeline().check(SourceFile(name: "p.navpolicy", text: source))
        let policy = try #require(checked.policy, "\(checked.diagnostics.map(\.message))")
        let request = try NavigationRequest(url: url, current: current, target: target, navigation: navigation)
        return try #require(ReferenceInterpreter.explain(policy, request).trace.first).reason
    }

    @Test(arguments: [
        // (list, test, url, expected)
        (#"["https", "http"]"#, "scheme in l", "http://a.example/", #"scheme in l: true ("http" matched)"#),
        (#"["a.example", "*.ads.example"]"#, "host in l", "https://x.ads.example/", #"host in l: true ("*.ads.example" matched)"#),
        (#"["a.example", "*.ads.example"]"#, "host not in l", "https://b.example/", "host not in l: true (none of its 2 items matched)"),
        (#"["/a", "/b"]"#, "path in l", "https://a.example/b", #"path in l: true ("/b" matched)"#),
        (#"["/a", "/b"]"#, "path in l ignoring case", "https://a.example/B", #"path in l ignoring case: true ("/b" matched)"#),
        (#"["/a/", "/b/"]"#, "path starts-with l", "https://a.example/b/c", #"path starts-with l: true ("/b/" matched)"#),
        (#"["/a/", "/b/"]"#, "not (path starts-with l)", "https://a.example/b/c", #"not (path starts-with l): false ("/b/" matched)"#),
        (
            #"[".pdf", ".zip"]"#, "path ends-with l ignoring case", "https://a.example/x.ZIP",
            #"path ends-with l ignoring case: true (".zip" matched)"#
        ),
        (
            #"["https://a.example/*", "*://*.b.example/pay/*"]"#, "url matches l", "https://x.b.example/pay/1",
            #"url matches l: true ("*://*.b.example/pay/*" matched)"#
        ),
        (#"["code", "state"]"#, "query has l", "https://a.example/?x=1&state=2", #"query has l: true ("state" matched)"#),
        ("[443, 8443]", "port in l", "https://a.example:8443/", "port in l: true (8443 matched)"),
        ("[443, 8443]", "port in l", "http://a.example/", "port in l: false (none of its 2 items matched)"),
        ("[link, reload]", "navigation in l", "https://a.example/", "navigation in l: true (link matched)"),
        ("[new-window]", "target in l", "https://a.example/", "target in l: false (none of its 1 item matched)"),
        (#"["a.example"]"#, "current host in l", "https://b.example/", #"current host in l: true ("a.example" matched)"#),
    ])
    func aNamedListIsShownByItsNameWithTheItemThatMatched(list: String, test: String, url: String, expected: String) throws {
        let source = "let l = \(list)\nwhen \(test) then cancel\notherwise allow\n"
        #expect(try Self.reason(source, url: url, current: "https://a.example/") == expected)
    }

    @Test func aLongInlineListIsShownByItsSize() throws {
        let items = (0..<9).map { "\"/p\($0)/\"" }.joined(separator: ", ")
        #expect(
            try Self.reason("when path starts-with [\(items)] then cancel\n", url: "https://a.example/p8/x")
                == #"path starts-with [9 items]: true ("/p8/" matched)"#)
        let hosts = (0..<9).map { "\"h\($0).example\"" }.joined(separator: ", ")
        #expect(
            try Self.reason("when host not in [\(hosts)] then cancel\n", url: "https://a.example/")
                == "host not in [9 items]: true (none of its 9 items matched)")
        // Eight items or fewer are written out, as the author wrote them.
        #expect(
            try Self.reason(#"when scheme in ["a", "b"] then cancel"# + "\n", url: "https://a.example/")
                == #"scheme in ["a", "b"]: false"#)
    }

    @Test func theListIsOneTestAmongTheRulesOthers() throws {
        let source = """
            let blocked = ["/admin/", "/debug/"]
            when navigation is link and path starts-with blocked and host is "a.example" then cancel

            """
        #expect(
            try Self.reason(source, url: "https://a.example/debug/x")
                == #"navigation is link: true; path starts-with blocked: true ("/debug/" matched); host is "a.example": true"#)
    }

    @Test func aLongItemIsCut() throws {
        let long = String(repeating: "a", count: 200)
        let reason = try Self.reason("let l = [\"/\(long)\"]\nwhen path starts-with l then cancel\n", url: "https://a.example/\(long)/x")
        #expect(reason == "path starts-with l: true (\"/\(String(repeating: "a", count: 78))… matched)")
    }

    @Test func fiveThousandPrefixesExplainInUnderOneKilobyte() throws {
        let items = (0..<5_000).map { "\"/p\($0)/\"" }.joined(separator: ", ")
        for list in ["blocked", "[\(items)]"] {
            let source = "let blocked = [\(items)]\nwhen path starts-with \(list) then cancel\notherwise allow\n"
            for url in ["https://a.example/p4999/x", "https://a.example/q"] {
                let reason = try Self.reason(source, url: url)
                #expect(reason.utf8.count < 200, "\(reason.prefix(300))")
                #expect(
                    reason.hasPrefix(list == "blocked" ? "path starts-with blocked: " : "path starts-with [5000 items]: "),
                    "\(reason.prefix(300))")
            }
        }
    }
}
