import Foundation
import Testing

/// `eval` of the current page's parts end to end (`current scheme`, `current host`,
/// `current url matches`, `scheme == current scheme`, `port != current port`), from the source
/// and from its compiled table, with `--current` absent, unparsable, hostless and loaded.
@Suite struct CurrentPageEvalTests {
    static let policy = """
        policy "current-page"
        when current scheme is "file" then cancel and notify "from-file"
        when current host is none and current is none then open in-app
        when current host is none then open external
        when current scheme is "https" and scheme != current scheme then cancel
        when current host in ["*.example.com"] and host != current then open popup
        when current url matches "https://docs.example.org/*" and port != current port then download
        when scheme == current scheme and current path starts-with "/app/" then allow
        otherwise open in-app and notify "other"

        """

    /// Flags, the action and the notify tag (or nil) they must give.
    static let cases: [(flags: [String], action: String, notify: String?)] = [
        (["--url", "https://a.example.com/"], "open-in-app", nil),
        (["--url", "https://a.example.com/", "--current", "not a url"], "open-external", nil),
        (["--url", "https://a.example.com/", "--current", "about:blank"], "open-external", nil),
        (["--url", "https://a.example.com/", "--current", "file:///tmp/x.html"], "cancel", "from-file"),
        (["--url", "http://a.example.com/", "--current", "https://www.example.com/"], "cancel", nil),
        (["--url", "https://a.example.com/", "--current", "https://www.example.com/"], "open-popup", nil),
        (["--url", "https://www.example.com/x", "--current", "https://WWW.example.com/"], "open-in-app", "other"),
        (["--url", "https://docs.example.org:8443/a", "--current", "https://docs.example.org/b"], "download", nil),
        (["--url", "https://docs.example.org:443/a", "--current", "https://docs.example.org/b"], "open-in-app", "other"),
        (["--url", "https://other.org/", "--current", "https://other.org/app/x"], "allow", nil),
        (["--url", "mailto:a@b.example", "--current", "mailto:c@d.example"], "open-external", nil),
    ]

    @Test func sourceAndTableDecideOnTheCurrentPageAlike() throws {
        try SourceAndTableEval.expectDecisions(policy: Self.policy, named: "current", cases: Self.cases)
    }

    @Test func checkAcceptsEveryCurrentPartAndExplainShowsIt() throws {
        let checked = try NavpolicyBinary.run(["check", "-"], stdin: Array(Self.policy.utf8))
        #expect(checked.status == 0, "\(checked.stderr)")
        let explained = try NavpolicyBinary.run(
            ["eval", "-", "--url", "http://a.example.com/", "--current", "https://www.example.com/", "--explain"],
            stdin: Array(Self.policy.utf8))
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.contains("current scheme is \"https\": true"), "\(explained.stdout)")
        #expect(explained.stdout.contains("scheme != current scheme: true"), "\(explained.stdout)")
    }
}
