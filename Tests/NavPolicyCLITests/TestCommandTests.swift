import Foundation
import NavPolicyTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `navpolicy test`: golden reports (passing, failing, unreadable, coverage), JSON and JUnit
/// shapes, exit codes, and every Example's cases file.
@Suite struct TestCommandTests {
    /// `Golden/test/`: a policy, case files, and the expected reports.
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/test")

    @Test(arguments: [
        ("passing", ["passing.cases.jsonl"], Int32(0)),
        ("failing", ["failing.cases.jsonl"], 1),
        ("unreadable", ["unreadable.cases.jsonl"], 1),
        ("coverage", ["passing.cases.jsonl", "--coverage", "--min-coverage", "90"], 1),
        ("coverage-full", ["passing.cases.jsonl", "failing.cases.jsonl", "--coverage", "--min-coverage", "100"], 1),
        ("failing-json", ["failing.cases.jsonl", "--format", "json", "--coverage"], 1),
        ("junit", ["failing.cases.jsonl", "unreadable.cases.jsonl", "--format", "junit"], 1),
    ])
    func reportsMatchTheirGoldens(name: String, arguments: [String], status: Int32) throws {
        let result = try NavpolicyBinary.run(["test", "policy.navpolicy"] + arguments, in: Self.golden)
        #expect(result.status == status, "\(result.stderr)")
        let report = result.stdout + (result.stderr.isEmpty ? "" : "--- stderr\n" + result.stderr)
        if let problem = try GoldenText.mismatch(report, expected: Self.golden.appendingPathComponent("\(name).out")) {
            Issue.record("\(name): \(problem)")
        }
    }

    @Test func textReportEndsWithTheCounts() throws {
        for file in ["passing", "failing", "unreadable"] {
            let result = try NavpolicyBinary.run(["test", "policy.navpolicy", "\(file).cases.jsonl"], in: Self.golden)
            let last = try #require(result.stdout.split(separator: "\n").last)
            #expect(last.wholeMatch(of: /\d+ passed, \d+ failed/) != nil, "\(last)")
        }
    }

    @Test func junitHasTheShapeCISystemsRead() throws {
        let result = try NavpolicyBinary.run(
            ["test", "policy.navpolicy", "passing.cases.jsonl", "failing.cases.jsonl", "unreadable.cases.jsonl", "--format", "junit"],
            in: Self.golden)
        #expect(result.status == 1)
        let root = try #require(XMLTree.parse(result.stdoutBytes), "well-formed XML")
        #expect(root.name == "testsuites")
        let suites = root.children
        #expect(suites.map(\.name) == ["testsuite", "testsuite", "testsuite"])
        #expect(suites.map { $0.attributes["name"] } == ["passing.cases.jsonl", "failing.cases.jsonl", "unreadable.cases.jsonl"])
        var totals = (tests: 0, failures: 0, errors: 0)
        for suite in suites {
            let cases = suite.children
            #expect(cases.allSatisfy { $0.name == "testcase" && $0.attributes["name"] != nil && $0.attributes["classname"] != nil })
            let failures = cases.filter { $0.children.contains { $0.name == "failure" } }.count
            let errors = cases.filter { $0.children.contains { $0.name == "error" } }.count
            #expect(Int(suite.attributes["tests"] ?? "") == cases.count)
            #expect(Int(suite.attributes["failures"] ?? "") == failures)
            #expect(Int(suite.attributes["errors"] ?? "") == errors)
            for testCase in cases {
                for child in testCase.children {
                    #expect(["failure", "error"].contains(child.name))
                    #expect(!(child.attributes["message"] ?? "").isEmpty)
                }
            }
            totals = (totals.tests + cases.count, totals.failures + failures, totals.errors + errors)
        }
        #expect(totals.tests == 17 && totals.failures == 3 && totals.errors == 8)
        #expect(Int(root.attributes["tests"] ?? "") == totals.tests)
        #expect(Int(root.attributes["failures"] ?? "") == totals.failures)
        #expect(Int(root.attributes["errors"] ?? "") == totals.errors)
        let failure = try #require(suites[1].children[2].children.first)
        #expect(failure.attributes["message"] == "expected open-popup (rule 3), got open-popup (rule 4, line 7)")
        #expect(failure.text == "rule 4 (line 7) matched: target is new-window: true")
    }

    @Test func everyExampleHasCasesThatPassAndReachEveryRule() throws {
        let examples = NavpolicyBinary.repositoryRoot.appendingPathComponent("Examples")
        let policies = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".navpolicy") }
        #expect(!policies.isEmpty)
        for policy in policies {
            let cases = policy.replacingOccurrences(of: ".navpolicy", with: ".cases.jsonl")
            #expect(FileManager.default.fileExists(atPath: examples.appendingPathComponent(cases).path), "\(cases) is missing")
            let result = try NavpolicyBinary.run(["test", policy, cases, "--min-coverage", "100"], in: examples)
            #expect(result.status == 0, "\(policy): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("(100%)"))
            #expect(result.stdout.hasSuffix(" passed, 0 failed\n"))
        }
    }

    @Test func aTableDecidesTheSameCasesAndABareTableReportsCoverageFromItsRules() throws {
        let directory = try TemporaryDirectory()
        let table = directory.path("golden.navtable")
        let bare = directory.path("bare.navtable")
        let policy = Self.golden.appendingPathComponent("policy.navpolicy").path
        #expect(try NavpolicyBinary.run(["compile", policy, "-o", table]).status == 0)
        #expect(try NavpolicyBinary.run(["compile", "--no-source", policy, "-o", bare]).status == 0)
        let fromSource = try NavpolicyBinary.run(["test", "policy.navpolicy", "failing.cases.jsonl"], in: Self.golden)
        let fromTable = try NavpolicyBinary.run(["test", table, "failing.cases.jsonl"], in: Self.golden)
        #expect(fromTable.stdout == fromSource.stdout)
        // The table stores every rule's line and action: coverage needs no source.
        let coverage = try NavpolicyBinary.run(["test", "policy.navpolicy", "passing.cases.jsonl", "--coverage"], in: Self.golden)
        let fromBare = try NavpolicyBinary.run(["test", bare, "passing.cases.jsonl", "--coverage"], in: Self.golden)
        #expect(fromBare.status == coverage.status)
        #expect(fromBare.stdout == coverage.stdout)
        #expect(fromBare.stdout.contains("not reached: rule"), "\(fromBare.stdout)")
        let failing = try NavpolicyBinary.run(["test", bare, "failing.cases.jsonl"], in: Self.golden)
        #expect(failing.stdout.contains("bare.navtable' has no embedded source (compiled with --no-source))\n"), "\(failing.stdout)")
    }

    @Test(arguments: [
        (["test", "policy.navpolicy"], "missing argument <cases>"),
        (["test", "policy.navpolicy", "passing.cases.jsonl", "--min-coverage", "abc"], "invalid value 'abc' for '--min-coverage'"),
        (["test", "policy.navpolicy", "passing.cases.jsonl", "--format", "xml"], "invalid value 'xml' for '--format'"),
        (["test", "-", "-"], "only one of the policy and the case files can come from standard input"),
    ])
    func usageErrorsExitTwo(words: [String], message: String) throws {
        let result = try NavpolicyBinary.run(words, in: Self.golden)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: \(message)"), "\(result.stderr)")
    }

    @Test func aMissingCasesFileExitsTwo() throws {
        let result = try NavpolicyBinary.run(["test", "policy.navpolicy", "absent.cases.jsonl"], in: Self.golden)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read 'absent.cases.jsonl'"))
    }
}

/// A parsed XML element: name, attributes, element children and text (enough to check shape).
final class XMLTree: NSObject, XMLParserDelegate {
    let name: String
    let attributes: [String: String]
    private(set) var children: [XMLTree] = []
    private(set) var text = ""
    private weak var parent: XMLTree?

    private init(name: String, attributes: [String: String], parent: XMLTree?) {
        self.name = name
        self.attributes = attributes
        self.parent = parent
    }

    /// The root element of a document, or nil when it is not well-formed XML.
    static func parse(_ bytes: [UInt8]) -> XMLTree? {
        let builder = Builder()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = builder
        return parser.parse() ? builder.root : nil
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLTree?
        var current: XMLTree?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            let element = XMLTree(name: name, attributes: attributes, parent: current)
            if let current { current.children.append(element) } else { root = element }
            current = element
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            current = current?.parent
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            current?.text += string.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
