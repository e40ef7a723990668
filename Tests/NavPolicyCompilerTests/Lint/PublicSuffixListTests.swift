import Testing

@testable import NavPolicyCompiler

/// The embedded Public Suffix List snapshot: plain rules, wildcard rules and their exceptions,
/// and punycode for Unicode suffixes.
@Suite struct PublicSuffixListTests {
    @Test(arguments: ["com", "co.uk", "github.io", "cloudfront.net", "anything.kawasaki.jp", "xn--p1ai", "us-east-1.amazonaws.com"])
    func publicSuffixes(_ domain: String) {
        #expect(PublicSuffixList.isPublicSuffix(domain))
    }

    /// `kawasaki.jp` is only a wildcard rule's parent and `amazonaws.com` only a label suffix of
    /// rules: keys of the rules' index that are no rule.
    @Test(arguments: [
        "example.com", "example.github.io", "d123.cloudfront.net", "city.kawasaki.jp", "kawasaki", "localhost", "kawasaki.jp",
        "amazonaws.com",
    ])
    func notPublicSuffixes(_ domain: String) {
        #expect(!PublicSuffixList.isPublicSuffix(domain))
    }
}
