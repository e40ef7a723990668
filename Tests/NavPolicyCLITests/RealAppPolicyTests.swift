import Foundation
import NavPolicyTestSupport
import Testing

/// Real apps' navigation code written as policies (`RealApps/`: Hotwire Native iOS's handlers
/// in sections — subframes, new windows, main frame —, a Cordova allow-list, Capacitor's web
/// view delegate, Home Assistant's app links and kiosk mode, Firefox for iOS's navigation and
/// response delegates, GNOME Web's WebKitGTK policy with its web-app mode), each run through
/// every command: `check --strict --all` prints what its
/// `.check` golden holds (the findings a real policy gets, kept so that a change in the
/// analysis shows), `compile`, `eval` of every case from the source and from the table alike,
/// `test` at 100 % coverage on both, `diff` of the source and its table, `graph` and `fmt`.
/// `NAVPOLICY_RECORD=1` re-records the goldens.
@Suite struct RealAppPolicyTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealApps")

    static var policies: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".navpolicy") }.sorted()
    }

    @Test func thereAreRealAppPolicies() {
        #expect(Self.policies.count >= 3)
    }

    @Test(arguments: policies)
    func everyCommandRunsOnTheRealAppPolicy(_ policy: String) throws {
        let name = String(policy.dropLast(".navpolicy".count))
        let cases = name + ".cases.jsonl"
        let check = try NavpolicyBinary.run(["check", "--strict", "--all", policy], in: Self.folder)
        // The status the golden output calls for (not the one this run's output implies, which
        // a wrong warning would make agree with a wrong status).
        let golden = Self.folder.appendingPathComponent(name + ".check")
        let expected = GoldenText.isRecording ? check.stderr : try String(contentsOf: golden, encoding: .utf8)
        let findings = expected.contains(": warning: ") || expected.contains(": error: ")
        #expect(check.status == (findings ? 1 : 0), "\(check.stderr)")
        if let problem = try GoldenText.mismatch(check.stderr, expected: golden) {
            Issue.record("\(policy): \(problem)")
        }

        let directory = try TemporaryDirectory()
        let table = directory.path(name + ".navtable")
        let compile = try NavpolicyBinary.run(["compile", policy, "-o", table], in: Self.folder)
        #expect(compile.status == 0, "\(compile.stderr)")

        // The cases' requests, without what `test` expects of them.
        let lines = try String(contentsOf: Self.folder.appendingPathComponent(cases), encoding: .utf8).split(separator: "\n")
        let requests = try lines.map { line -> String in
            var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for key in ["name", "expect", "rule", "notify"] { object[key] = nil }
            return String(decoding: try JSONSerialization.data(withJSONObject: object, options: .sortedKeys), as: UTF8.self)
        }
        let requestFile = try directory.file("requests.jsonl", requests.joined(separator: "\n") + "\n")
        let fromSource = try NavpolicyBinary.run(["eval", policy, "--requests", requestFile], in: Self.folder)
        let fromTable = try NavpolicyBinary.run(["eval", table, "--requests", requestFile], in: Self.folder)
        #expect(fromSource.status == 0 && fromTable.status == 0, "\(fromSource.stderr)\(fromTable.stderr)")
        #expect(!fromSource.stdout.isEmpty && fromSource.stdout == fromTable.stdout)

        for subject in [policy, table] {
            let test = try NavpolicyBinary.run(["test", subject, cases, "--min-coverage", "100"], in: Self.folder)
            #expect(test.status == 0, "\(subject): \(test.stdout)\(test.stderr)")
        }
        let diff = try NavpolicyBinary.run(["diff", policy, table], in: Self.folder)
        #expect(diff.status == 0 && diff.stdout == "equivalent\n", "\(diff.stdout)\(diff.stderr)")
        for format in ["dot", "mermaid"] {
            let graph = try NavpolicyBinary.run(["graph", "--format", format, policy], in: Self.folder)
            #expect(graph.status == 0, "\(graph.stderr)")
            #expect(graph.stdout.hasPrefix(format == "dot" ? "digraph" : "flowchart"), "\(graph.stdout.prefix(40))")
        }
        let format = try NavpolicyBinary.run(["fmt", "--check", policy], in: Self.folder)
        #expect(format.status == 0, "\(format.stdout)")
    }
}
