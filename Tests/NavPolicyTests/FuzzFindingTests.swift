import NavPolicy
import Testing

/// Regression tests for what the fuzz targets (`Fuzz/`) found, one test per finding, each named
/// after the invariant it broke. A finding only a sanitizer can see (the leak of unloaded
/// tables' notify tags) is a `regression-*` input in `Fuzz/Corpus`, which the CI fuzz step
/// replays under AddressSanitizer and LeakSanitizer.
struct FuzzFindingTests {
    /// url-split, `http://../`: the host `..` lost one dot (`.`), and `.` then lost its dot too,
    /// so the URL rebuilt from its parts had another host. A host ending in two dots now keeps
    /// them: normalizing a normalized host changes nothing.
    @Test(arguments: ["http://../", "http://a../", "http://A.b../x", "https://foo.09../", "http://%2E%2E/"])
    func hostEndingInTwoDotsIsStableWhenSplitAgain(_ url: String) throws {
        let host = try #require(try NavigationRequest(url: url, current: nil).host)
        #expect(host.hasSuffix(".."))
        let again = try NavigationRequest(url: "http://\(host)/", current: nil)
        #expect(again.host == host)
        #expect(SplitURL(scheme: "http", host: host, path: "/").host == host)
    }

    /// The one-dot rule itself is unchanged: one trailing dot goes, `.` alone is no host.
    @Test func oneTrailingDotIsStillRemoved() throws {
        #expect(try NavigationRequest(url: "https://Example.COM./", current: nil).host == "example.com")
        #expect(try NavigationRequest(url: "http://./", current: nil).host == nil)
    }
}
