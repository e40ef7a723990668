import Testing

@testable import NavPolicyCompiler

/// The structures that keep the lint of a million-host list linear: `duplicate-pattern` on
/// `HostKeyIndex` key numbers (repeats, and the first-written wildcard on the pattern's domain
/// or one above it), `HostKeyIndex.key(of:)`, the host candidates' `CandidateDemand` and the
/// binary search over sorted host keys.
@Suite struct LargeListLintTests {
    static func findings(_ source: String, code: DiagnosticCode) throws -> [String] {
        let result = PolicyPipeline().check(SourceFile(name: "list.navpolicy", text: source))
        let checked = try #require(result.value)
        return Linter.report(checked.policy, syntax: checked.syntax, exampleLimit: 0).findings
            .filter { $0.code == code }
            .map {
                "\($0.range.start.line):\($0.range.start.column) \($0.message) / \($0.notes.map { "\($0.range?.start.column ?? 0) \($0.message)" }.joined(separator: "; "))"
            }
    }

    @Test func duplicateHostPatternsAreFoundByDomainKey() throws {
        let source = """
            when host in ["b.example.com", "*.example.com", "*.a.example.com", "*.example.com", "Example.com", "example.com", "x.a.example.com", "*.c.org"] then cancel
            otherwise allow
            """
        let found = try Self.findings(source, code: .duplicatePattern)
        #expect(
            found == [
                "1:15 host pattern 'b.example.com' is already matched by '*.example.com' / 32 '*.example.com' is here",
                "1:49 host pattern '*.a.example.com' is already matched by '*.example.com' / 32 '*.example.com' is here",
                "1:68 '*.example.com' appears twice in this list / 32 first written here",
                "1:85 host pattern 'example.com' is already matched by '*.example.com' / 32 '*.example.com' is here",
                "1:100 'example.com' appears twice in this list / 85 first written here",
                "1:115 host pattern 'x.a.example.com' is already matched by '*.a.example.com' / 49 '*.a.example.com' is here",
            ])
    }

    @Test func aWildcardDoesNotCoverItself() throws {
        let found = try Self.findings(
            "when host in [\"*.example.com\", \"*.other.org\"] then cancel\notherwise allow", code: .duplicatePattern)
        #expect(found.isEmpty)
    }

    @Test func hostKeyIndexFindsDomainsAndTheirLabelSuffixes() {
        var index = HostKeyIndex()
        var (domain, other) = ("a.example.com", "b.org")
        let key = domain.withUTF8 { index.insert($0) }
        _ = other.withUTF8 { index.insert($0) }
        func lookUp(_ text: String) -> Int? {
            var text = text
            return text.withUTF8 { index.key(of: $0) }
        }
        #expect(lookUp("a.example.com") == key)
        #expect(lookUp("example.com") == index.parents[key])
        #expect(lookUp("com") != nil)
        #expect(lookUp("org") != nil)
        #expect(lookUp("b.example.com") == nil)
        #expect(lookUp("example.co") == nil)
        #expect(lookUp("") == nil)
    }

    @Test func candidateDemandWantsOneRequestCandidateAndTwoCurrentValuesPerClass() {
        var request = CandidateDemand(usesCurrent: false, currentTested: false)
        #expect(request.wants(3))
        request.record(.host("a.example"), in: 3)
        #expect(!request.wants(3))
        #expect(request.wants(4))

        var current = CandidateDemand(usesCurrent: true, currentTested: true)
        current.record(.host("a.example"), in: 3)
        #expect(current.wants(3))
        current.record(.host("a.example"), in: 3)
        #expect(current.wants(3), "the same value again is no alternate")
        current.record(.host("b.example"), in: 3)
        #expect(!current.wants(3))

        // Untested current host: one current class for all values, full after two of them.
        var shared = CandidateDemand(usesCurrent: true, currentTested: false)
        shared.record(.host("a.example"), in: 3)
        shared.record(.host("b.example"), in: 4)
        #expect(!shared.wants(3) && !shared.wants(4))
        #expect(shared.wants(5), "a class with no request candidate yet")
    }

    @Test func hostKeysAreLookedUpBySearch() throws {
        let source = "when host in [\"*.b.example\", \"a.example\", \"z.example\", \"m.org\"] then cancel\notherwise allow"
        let policy = try #require(PolicyPipeline().check(SourceFile(name: "keys.navpolicy", text: source)).policy)
        let keys = PolicyPartition(PolicyLowering(policy)).hostKeys
        for key in keys { #expect(RequestPartition.isKey(key.key, in: keys)) }
        for absent in ["", "a", "c.example", "example.com", "zz.example", "org."] { #expect(!RequestPartition.isKey(absent, in: keys)) }
    }
}
