import NavPolicy
import NavPolicyCompiler
import Testing

/// The reader's cap on the `scheme starts-with` prefix lengths (`TableFormat.maxSchemePrefixLengthSum`,
/// issue 43) is the compiler's: a policy at it compiles into a table the reader loads, one
/// byte past it is refused with the figures before any table is written.
struct SchemePrefixScaleTests {
    /// `scheme starts-with` prefixes of `lengths` (`a`, `aa`, …), one rule each.
    static func policy(lengths: [Int]) -> CheckedPolicy {
        CheckedPolicy(
            name: nil,
            rules: lengths.enumerated().map { index, length in
                CheckedRule(condition: .atom(.schemePrefix(String(repeating: "a", count: length))), action: .cancel, line: index + 1)
            })
    }

    @Test func prefixLengthsPastTheReadersCapAreRefused() throws {
        let lengths = Array(1...63) + [TableFormat.maxSchemePrefixLengthSum - (1...63).reduce(0, +)]
        let atTheCap = try TableCompiler.compile(Self.policy(lengths: lengths)).get()
        let request = NavigationRequest(
            url: SplitURL(scheme: String(repeating: "a", count: 5_000), host: "example.com", path: "/"), current: .absent)
        #expect(try Policy(table: atTheCap).decide(request).rule == 1)
        var past = lengths
        past[past.count - 1] += 1
        #expect(
            TableCompiler.compile(Self.policy(lengths: past))
                == .failure(
                    .tooLarge(
                        """
                        the policy's 'scheme starts-with' prefixes have 64 distinct lengths adding up to 4097 bytes, more than 4096 \
                        (each distinct length is one lookup per decision)
                        """)))
    }
}
