@testable import NavPolicyCompiler
import Testing

/// The embedded Public Suffix List snapshot: plain rules, wildcard rules and their exceptions,
/// and punycode for Unicode suffixes.
@Suite struct PublicSuffixListTests {
    @Test(arguments: ["com", "co.uk", "github.io", "cloudfront.net", "anything.kawasaki.jp", "xn--p1ai"])
    func publicSuffixes(_ domain: String) {
        #expect(PublicSuffixList.isPublicSuffix(domain))
    }

    @Test(arguments: ["example.com", "example.github.io", "d123.cloudfront.net", "city.kawasaki.jp", "kawasaki", "localhost"])
    func notPublicSuffixes(_ domain: String) {
        #expect(!PublicSuffixList.isPublicSuffix(domain))
    }
}
