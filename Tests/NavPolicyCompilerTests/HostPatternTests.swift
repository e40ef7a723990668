import NavPolicyCompiler
import Testing

@Test func wildcardPatternMatchesOnLabelBoundariesOnly() {
    let pattern = HostPattern(domain: "example.com", includesSubdomains: true)
    #expect(pattern.matches("example.com"))
    #expect(pattern.matches("a.b.example.com"))
    #expect(!pattern.matches("badexample.com"))
    #expect(!pattern.matches("example.com.evil.net"))
    #expect(!HostPattern(domain: "example.com", includesSubdomains: false).matches("a.example.com"))
}
