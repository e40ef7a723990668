import NavPolicyTestSupport
import Testing

@testable import NavPolicy

/// URLs a web page chooses (`HostileURLs`: combining marks, also percent-encoded, labels of
/// many distinct code points, long `xn--` labels, …) split in linear time: the one step that
/// reads a whole non-ASCII host is mapping, once, and it hands at most
/// `IDNA.maxMappedCodePoints` code points to NFC, Punycode and the label checks, which were
/// quadratic on such input. Counted (what mapping passes on), not timed; the benchmark's
/// group h times the same shapes at 1 MB.
@Suite struct HostileURLTests {
    /// The host of `https://HOST/…` as the splitter normalizes it: percent-decoded bytes.
    static func hostBytes(_ url: String) -> [UInt8] {
        let rest = url.utf8.dropFirst("https://".utf8.count)
        return HostNormalizer.percentDecoded(rest.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") })
    }

    @Test func everyShapeMapsAtMostTheCapOrIsRefused() {
        for shape in HostileURLs.all {
            let url = shape.url(100_000)
            let host = Self.hostBytes(url)
            if !host.allSatisfy({ $0 < 0x80 }), case .success(let mapped) = IDNA.mapped(host) {
                #expect(mapped.count <= IDNA.maxMappedCodePoints, "\(shape.name): \(mapped.count)")
            }
            // Splitting ends, with a host or an error, on every shape.
            _ = try? NavigationRequest(url: url, current: url)
        }
    }

    @Test func aDomainPastTheCapIsRefusedBeforeNormalizing() {
        // `a` and 50,000 combining marks: NFC alone took seconds on this.
        let marks = "https://a" + String(repeating: "\u{301}\u{316}", count: 25_000) + "/"
        #expect(throws: URLSplitError.invalidHost(.invalidInternationalName)) { try NavigationRequest(url: marks, current: nil) }
        #expect(IDNA.mapped(Self.hostBytes(marks)) == .failure(.nameTooLong))
        #expect(HostNormalizer.normalize("a" + String(repeating: "\u{301}", count: 2_000)) == .failure(.nameTooLong))
        // 1,024 code points after mapping is the most.
        let atTheCap = String(repeating: "\u{E9}", count: IDNA.maxMappedCodePoints)
        #expect(URLSplitter.split("https://\(atTheCap)/")?.host?.hasPrefix("xn--") == true)
        #expect(URLSplitter.split("https://\(atTheCap)\u{E9}/") == nil)
    }

    @Test func shortRunsOfMarksStillNormalize() {
        // 600 code points: composed (a + U+0301 is á), reordered, encoded.
        let host = "a" + String(repeating: "\u{301}\u{316}", count: 300)
        let split = URLSplitter.split("https://\(host)/")
        #expect(split?.host?.hasPrefix("xn--") == true)
        #expect(
            split?.host
                == URLSplitter.split(
                    "https://\u{E1}" + String(repeating: "\u{316}", count: 300) + String(repeating: "\u{301}", count: 299) + "/")?.host)
    }

    /// Ignored code points map to nothing, so they do not count: a browser loads this host as
    /// `a.com`, and so must a policy see it.
    @Test func ignoredCodePointsDoNotCount() {
        let url = "https://a" + String(repeating: "\u{AD}", count: 50_000) + ".com/"
        #expect(URLSplitter.split(url)?.host == "a.com")
        #expect(URLSplitter.split("https://a" + String(repeating: "%C2%AD", count: 20_000) + ".com/")?.host == "a.com")
    }

    /// The ASCII paths read a long host once: a name past 253 bytes is found not normalized at
    /// its 254th byte, and an IPv4 part past 2^32 ends its parse.
    @Test func longASCIIHostsSplitAsBefore() {
        let labels = String(repeating: "a.", count: 50_000) + "b"
        #expect(URLSplitter.split("https://\(labels)/")?.host == labels)
        #expect(throws: URLSplitError.invalidHost(.invalidIPv4)) {
            try NavigationRequest(url: "https://" + String(repeating: "9", count: 100_000) + "/", current: nil)
        }
        #expect(URLSplitter.split("https://4294967295/")?.host == "255.255.255.255")
        #expect(URLSplitter.split("https://4294967296/") == nil)
    }
}
