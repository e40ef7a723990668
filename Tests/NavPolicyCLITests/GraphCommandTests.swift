import Foundation
import NavPolicyTestSupport
import Testing

/// `navpolicy graph`: DOT and Mermaid of the compiled structure, labelled in the author's
/// words, small for the Examples, and rendered by Graphviz.
@Suite struct GraphCommandTests {
    static let examples = NavpolicyBinary.repositoryRoot.appendingPathComponent("Examples")
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/graph")

    static var examplePolicies: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).filter { $0.hasSuffix(".navpolicy") }.sorted()
    }

    /// Graphviz's `dot`, when installed (CI installs it; see `.ci/run`).
    static let dot: URL? = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
        .map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }

    @Test func examplesMatchTheirGoldens() throws {
        #expect(!Self.examplePolicies.isEmpty)
        for policy in Self.examplePolicies {
            for format in ["dot", "mermaid"] {
                let result = try NavpolicyBinary.run(["graph", "--format", format, policy], in: Self.examples)
                #expect(result.status == 0, "\(policy): \(result.stderr)")
                let expected = Self.golden.appendingPathComponent(policy.replacingOccurrences(of: ".navpolicy", with: ".\(format)"))
                if let problem = try GoldenText.mismatch(result.stdout, expected: expected) { Issue.record("\(policy): \(problem)") }
            }
        }
    }

    @Test(.enabled(if: dot != nil, "Graphviz 'dot' is not installed (apt-get install graphviz); CI installs it"))
    func everyExampleRendersWithGraphviz() throws {
        let dot = try #require(Self.dot)
        for policy in Self.examplePolicies {
            let graph = try NavpolicyBinary.run(["graph", policy], in: Self.examples)
            #expect(graph.status == 0)
            let svg = try NavpolicyBinary.runProgram(dot, ["-Tsvg"], stdin: graph.stdoutBytes)
            #expect(svg.status == 0, "\(policy): \(svg.stderr)")
            #expect(svg.stderr.isEmpty, "\(policy): \(svg.stderr)")
            #expect(svg.stdout.contains("<svg"), "\(policy)")
            #expect(svg.stdout.contains("rule 1 (line"), "\(policy): the leaves are drawn")
        }
    }

    @Test func examplesAreSmallEnoughToRead() throws {
        for policy in Self.examplePolicies {
            let graph = try NavpolicyBinary.run(["graph", policy], in: Self.examples)
            let nodes = graph.stdout.split(separator: "\n").filter { $0.contains("[label=") && !$0.contains("->") }
            // Each program apart (the response part's node ids start with `r`; its facts, tested
            // one after another, take a few more nodes).
            let response = nodes.filter { line in
                ["rn", "rrule", "rdefault", "rmatcher"].contains { line.trimmingCharacters(in: .whitespaces).hasPrefix($0) }
            }
            #expect(
                nodes.count - response.count <= 15 && response.count <= 20,
                "\(policy): \(nodes.count - response.count) and \(response.count) nodes")
            #expect(graph.stdout.split(separator: "\n").allSatisfy { $0.count < 160 }, "\(policy): no line is a wall of text")
        }
    }

    @Test func aLongListIsLabelledByItsName() throws {
        let hosts = (0..<2_000).map { "\"h\($0).example\"" }.joined(separator: ", ")
        let policy = "let ad-hosts = [\(hosts), \"*.ads.example\"]\nwhen host in ad-hosts then cancel\notherwise allow\n"
        let result = try NavpolicyBinary.run(["graph", "-"], stdin: Array(policy.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("-> rule1 [label=\"ad-hosts\"]"), "\(result.stdout)")
        #expect(result.stdout.count < 2_000)
    }

    /// A `starts-with` key reads as a prefix (`"ha*"`), a whole key beside it as itself: a scheme
    /// that only starts with `ha-beta` is decided by the `ha` prefix, not by that key. (Rule 2
    /// is shadowed on purpose, an error the gate refuses: `--no-lint` draws it anyway.)
    @Test func aSchemePrefixIsLabelledAsAPrefix() throws {
        let policy =
            "when scheme starts-with \"ha\" then cancel\nwhen scheme is \"ha-beta\" then allow\nwhen scheme is \"https\" then allow\notherwise cancel\n"
        let refused = try NavpolicyBinary.run(["graph", "-"], stdin: Array(policy.utf8))
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("[shadowed-rule]"), "\(refused.stderr)")
        let result = try NavpolicyBinary.run(["graph", "--no-lint", "-"], stdin: Array(policy.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("-> rule1 [label=\"\\\"ha*\\\", \\\"ha-beta\\\"\"]"), "\(result.stdout)")
    }

    @Test func aTableIsDrawnFromItsProgramWithOrWithoutItsSource() throws {
        let directory = try TemporaryDirectory()
        let source = Self.examples.appendingPathComponent("ads.navpolicy").path
        let table = directory.path("ads.navtable")
        let bare = directory.path("bare.navtable")
        #expect(try NavpolicyBinary.run(["compile", source, "-o", table]).status == 0)
        #expect(try NavpolicyBinary.run(["compile", "--no-source", source, "-o", bare]).status == 0)
        let fromSource = try NavpolicyBinary.run(["graph", source])
        #expect(try NavpolicyBinary.run(["graph", table]).stdout == fromSource.stdout)
        let fromBare = try NavpolicyBinary.run(["graph", bare])
        #expect(fromBare.status == 0, "\(fromBare.stderr)")
        #expect(fromBare.stderr.isEmpty)
        #expect(fromBare.stdout == fromSource.stdout, "the ads policy names no long list, so nothing is lost without its source")
    }

    @Test func aBareTableLabelsALongListByItsItems() throws {
        let directory = try TemporaryDirectory()
        let hosts = (0..<20).map { "\"h\($0).example\"" }.joined(separator: ", ")
        let policy = try directory.file("p.navpolicy", "let ad-hosts = [\(hosts)]\nwhen host in ad-hosts then cancel\notherwise allow\n")
        let bare = directory.path("bare.navtable")
        let table = directory.path("p.navtable")
        #expect(try NavpolicyBinary.run(["compile", "--no-source", policy, "-o", bare]).status == 0)
        #expect(try NavpolicyBinary.run(["compile", policy, "-o", table]).status == 0)
        #expect(try NavpolicyBinary.run(["graph", table]).stdout.contains("n0 -> rule1 [label=\"ad-hosts\"];"))
        let graph = try NavpolicyBinary.run(["graph", bare])
        #expect(
            graph.stdout.contains("n0 -> rule1 [label=\"h0.example, h1.example, h10.example, h11.example, … (20 in all)\"];"),
            "\(graph.stdout)")
    }

    @Test func notifyTagsAndTheOtherNavigationTypeAreTold() throws {
        let policy = """
            when navigation is other and scheme is "geo" then cancel and notify "open-in-maps"
            when scheme is "geo" then cancel and notify "ask"
            otherwise allow

            """
        let result = try NavpolicyBinary.run(["graph", "-"], stdin: Array(policy.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("rule1 [label=\"rule 1 (line 1): cancel, notify \\\"open-in-maps\\\"\""), "\(result.stdout)")
        #expect(result.stdout.contains("rule2 [label=\"rule 2 (line 2): cancel, notify \\\"ask\\\"\""), "\(result.stdout)")
        // The navigation type `other` is a name; the values no key names are `any other value`.
        #expect(result.stdout.contains("[label=\"other\"]"), "\(result.stdout)")
        #expect(result.stdout.contains("[label=\"any other value\"]"), "\(result.stdout)")
        let mermaid = try NavpolicyBinary.run(["graph", "--format", "mermaid", "-"], stdin: Array(policy.utf8))
        #expect(mermaid.stdout.contains("rule1([\"rule 1 (line 1): cancel, notify #quot;open-in-maps#quot;\"])"), "\(mermaid.stdout)")
    }
}
