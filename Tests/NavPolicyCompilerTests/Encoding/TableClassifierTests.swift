import NavPolicy
import NavPolicyCompiler
import Testing

/// The compiled classifiers: label boundaries for hosts, byte prefixes for paths, schemes,
/// globs, and the classes a policy's atoms induce.
struct TableClassifierTests {
    typealias P = TablePolicies

    static func table(_ condition: Condition) throws -> Policy {
        let policy = CheckedPolicy(name: nil, rules: [CheckedRule(condition: condition, action: .cancel, line: 3)])
        return try PolicyPipeline(lints: false).load(policy).product.get().policy
    }

    static func matches(_ table: Policy, host: String? = "example.com", path: String = "/", scheme: String = "https") -> Bool {
        table.decide(P.request(scheme, host, path)).action == .cancel
    }

    @Test(arguments: [
        ("example.com", true), ("a.example.com", true), ("a.b.example.com", true),
        ("badexample.com", false), ("example.com.evil.net", false), ("com", false), ("xample.com", false),
        ("example.co", false), ("aexample.com", false),
    ])
    func wildcardHostMatchesOnLabelBoundaries(host: String, expected: Bool) throws {
        let table = try Self.table(.atom(.host([P.wildcard("example.com")])))
        #expect(Self.matches(table, host: host) == expected)
    }

    @Test func exactAndWildcardPatternsNest() throws {
        let table = try Self.table(
            .and([
                .atom(.host([P.wildcard("com")])),
                .not(.atom(.host([P.exact("b.example.com"), P.wildcard("c.example.com")]))),
            ]))
        #expect(Self.matches(table, host: "example.com"))
        #expect(Self.matches(table, host: "x.b.example.com"))
        #expect(!Self.matches(table, host: "b.example.com"))
        #expect(!Self.matches(table, host: "c.example.com"))
        #expect(!Self.matches(table, host: "z.c.example.com"))
        #expect(!Self.matches(table, host: "example.org"))
        #expect(!Self.matches(table, host: nil))
    }

    @Test func hostNoneIsItsOwnClass() throws {
        let table = try Self.table(.not(.atom(.host([P.wildcard("example.com")]))))
        #expect(Self.matches(table, host: nil))
        #expect(Self.matches(table, host: "other.org"))
        #expect(!Self.matches(table, host: "example.com"))
    }

    @Test(arguments: [
        ("/checkout", true), ("/checkout/pay", true), ("/checkoutx", true), ("/check", false), ("/", false), ("/Checkout", false),
    ])
    func pathPrefixIsByteWise(path: String, expected: Bool) throws {
        let table = try Self.table(.atom(.pathPrefix("/checkout")))
        #expect(Self.matches(table, path: path) == expected)
    }

    @Test func exactPathsAndPrefixesCombine() throws {
        let table = try Self.table(.or([.atom(.path(["/a/b"])), .and([.atom(.pathPrefix("/a")), .not(.atom(.pathPrefix("/a/c")))])]))
        for (path, expected) in [
            ("/a/b", true), ("/a", true), ("/a/c", false), ("/a/cd", false), ("/b", false), ("/ab", true), ("", false),
        ] {
            #expect(Self.matches(table, path: path) == expected, "\(path)")
        }
    }

    @Test func matchPatternGlobsBecomeFieldsOnlyWhenNeeded() throws {
        let pdf = MatchPattern(schemes: ["https"], host: .any, pathGlob: "/files/*.pdf")
        let lowered = try TableCompiler.lower(
            CheckedPolicy(
                name: nil,
                rules: [
                    CheckedRule(condition: .atom(.urlMatches(pdf)), action: .download, line: 1),
                    CheckedRule(
                        condition: .atom(.urlMatches(MatchPattern(schemes: ["https"], host: .any, pathGlob: "/pay/*"))), action: .cancel,
                        line: 2),
                ])
        ).get()
        #expect(lowered.partition.globs.map(\.label) == ["/files/*.pdf"])
        #expect(lowered.partition.pathKeys.map(\.key) == ["/pay/"])
        let table = try Self.table(.atom(.urlMatches(pdf)))
        #expect(Self.matches(table, path: "/files/a/b.pdf"))
        #expect(!Self.matches(table, path: "/files/a.pdfx"))
        #expect(!Self.matches(table, host: nil, path: "/files/a.pdf"))
        #expect(!Self.matches(table, path: "/files/a.pdf", scheme: "http"))
    }

    @Test func schemesAreLookedUpWhole() throws {
        let table = try Self.table(.atom(.scheme(["http", "itms-apps"])))
        #expect(Self.matches(table, scheme: "http"))
        #expect(Self.matches(table, scheme: "ITMS-APPS"))
        #expect(!Self.matches(table, scheme: "https"))
        #expect(!Self.matches(table, scheme: "htt"))
    }

    @Test func classesAreTruthVectorsNotValues() throws {
        let hosts = (0..<50).map { P.exact("h\($0).example.com") }
        let lowered = try TableCompiler.lower(
            CheckedPolicy(
                name: nil,
                rules: [
                    CheckedRule(condition: .atom(.host(hosts)), action: .cancel, line: 1),
                    CheckedRule(condition: .atom(.target([.newWindow, .subframe])), action: .openInApp, line: 2),
                ])
        ).get()
        // Matching one of the 50 hosts or not: two host classes (plus none, which equals "not matched").
        #expect(lowered.partition.classCount(of: .host) == 2)
        #expect(lowered.partition.hostKeys.count == 52)
        #expect(lowered.partition.classCount(of: .target) == 2)
        #expect(lowered.partition.valueClasses[.target]?[1] != lowered.partition.valueClasses[.target]?[0])
        // A target node, then one host node per target class (their leaves differ).
        #expect(lowered.diagram.nodes.count == 3)
    }
}
