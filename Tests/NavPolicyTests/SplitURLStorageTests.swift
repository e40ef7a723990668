import NavPolicy
import Testing

/// A split URL keeps its host, path and query in the URL string where they were already
/// normalized, else in one string of the normalized parts; either way the parts read the same.
@Suite struct SplitURLStorageTests {
    /// A normalized URL's parts are its own bytes: the public strings are exactly those bytes,
    /// past the 15 bytes Swift stores inline.
    @Test func normalizedPartsAreRangesOfTheURL() throws {
        let url = "https://www.publisher.example/landing/article/12345?campaign=123&utm_source=ads#top"
        let split = try #require(URLSplitter.split(url))
        #expect(split.host == "www.publisher.example")
        #expect(split.path == "/landing/article/12345")
        #expect(split.query == "campaign=123&utm_source=ads")
        #expect(split.withHost { Array($0) } == Array("www.publisher.example".utf8))
        #expect(split.withPath { Array($0) } == Array("/landing/article/12345".utf8))
        #expect(split.withQuery { Array($0) } == Array("campaign=123&utm_source=ads".utf8))
        #expect(split.hasQuery)
    }

    /// Parts that need work (a host to lowercase, a path with dot segments, a query to
    /// percent-encode) are copied together into one string, equal to the same parts split from the
    /// normalized spelling and to the pre-split form.
    @Test func rewrittenPartsEqualNormalizedRanges() throws {
        let rewritten = try #require(URLSplitter.split("HTTPS://WWW.Publisher.Example./a/./b/../landing?q=a b'c"))
        let normalized = try #require(URLSplitter.split("https://www.publisher.example/a/landing?q=a%20b%27c"))
        let preSplit = SplitURL(scheme: "https", host: "www.publisher.example", path: "/a/landing", query: "q=a%20b%27c")
        #expect(rewritten == normalized)
        #expect(rewritten == preSplit)
        #expect(Set([rewritten, normalized, preSplit]).count == 1)
        #expect(rewritten.host == normalized.host && rewritten.path == normalized.path && rewritten.query == normalized.query)
    }

    /// A URL with a tab or newline is split from a copy without them; its parts are kept in
    /// that copy, not in the URL.
    @Test func tabsAndNewlinesAreRemovedFromACopy() throws {
        let split = try #require(URLSplitter.split("https://www.pub\tlisher.example/land\ning/1?campaign=1\r23"))
        #expect(split.host == "www.publisher.example")
        #expect(split.path == "/landing/1")
        #expect(split.query == "campaign=123")
    }

    /// Parts differ by bytes: a missing query is not an empty one, and the host, path and
    /// query are compared separately (the same bytes moved between parts differ).
    @Test func equalityComparesEachPart() throws {
        let noQuery = try #require(URLSplitter.split("https://a.example/x"))
        let emptyQuery = try #require(URLSplitter.split("https://a.example/x?"))
        #expect(noQuery != emptyQuery)
        #expect(noQuery.query == nil && emptyQuery.query == "")
        let movedByte = try #require(URLSplitter.split("https://a.example/xy?z"))
        let otherSplit = try #require(URLSplitter.split("https://a.example/x?yz"))
        #expect(movedByte != otherSplit)
    }

    /// A split URL prints as its public parts, not its storage.
    @Test func printsItsParts() throws {
        let split = try #require(URLSplitter.split("https://www.publisher.example/x?y"))
        let text = String(describing: split)
        #expect(text.contains("host: Optional(\"www.publisher.example\")"))
        #expect(text.contains("path: \"/x\"") && text.contains("query: Optional(\"y\")"))
    }
}

/// Only one part rewritten: the others are copied beside it, and all read as the normalized URL.
@Suite struct SplitURLMixedStorageTests {
    @Test(arguments: [
        ("https://Www.Example.com/landing/12?campaign=1", "https://www.example.com/landing/12?campaign=1"),
        ("https://www.example.com/a/../landing/12?campaign=1", "https://www.example.com/landing/12?campaign=1"),
        ("https://www.example.com/landing/12?campaign=1 2", "https://www.example.com/landing/12?campaign=1%202"),
        ("foo://Host.Example/x?y", "foo://host.example/x?y"),
        ("mailto:a%20b?c d", "mailto:a%20b?c%20d"),
    ])
    func oneRewrittenPart(_ url: String, _ normalized: String) throws {
        let split = try #require(URLSplitter.split(url))
        let expected = try #require(URLSplitter.split(normalized))
        #expect(split == expected)
        #expect(split.hashValue == expected.hashValue)
        #expect(split.host == expected.host && split.path == expected.path && split.query == expected.query)
    }

    /// The current page's host relation reads the bytes of both hosts, wherever they are kept.
    @Test func hostsCompareByBytes() throws {
        let request = try NavigationRequest(url: "https://WWW.Example.com/x?y", current: "https://www.example.com/a")
        #expect(request.url.hasSameHost(as: try #require(request.current.url)) == true)
        let other = try NavigationRequest(url: "https://www.example.org/x", current: "https://www.example.com/a")
        #expect(other.url.hasSameHost(as: try #require(other.current.url)) == false)
        let blank = try NavigationRequest(url: "https://www.example.org/x", current: "about:blank")
        #expect(blank.url.hasSameHost(as: try #require(blank.current.url)) == nil)
    }
}
