import NavPolicyCompiler
import Testing

@Test func wildcardPatternMatchesOnLabelBoundariesOnly() {
    let pattern = HostPattern(domain: "example.com", includesSubdomains: true)
    let matches = { (host: String) in ReferenceInterpreter.hostMatches(host, pattern) }
    #expect(matches("example.com"))
    #expect(matches("a.b.example.com"))
    #expect(!matches("badexample.com"))
    #expect(!matches("example.com.evil.net"))
    #expect(!ReferenceInterpreter.hostMatches("a.example.com", HostPattern(domain: "example.com", includesSubdomains: false)))
}
