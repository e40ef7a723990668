import Foundation
import Testing

/// `eval --explain` and a failing `test` case's `why` stay small for a 5,000-item list, and
/// name the list and the item that matched (they printed 174 KB on one line).
@Suite struct LongListExplanationTests {
    static let items = (0..<5_000).map { "\"/p\($0)/\"" }.joined(separator: ", ")
    static let policy = """
        let blocked = [\(items)]
        when path starts-with blocked then cancel
        when path starts-with [\((0..<12).map { "\"/q\($0)/\"" }.joined(separator: ", "))] and scheme is "http" then cancel and notify "inline"
        otherwise allow

        """

    @Test func explainNamesTheListAndTheItem() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("p.navpolicy", Self.policy)
        let table = directory.path("p.navtable")
        #expect(try NavpolicyBinary.run(["compile", "--no-lint", source, "-o", table]).status == 0)
        for input in [source, table] {
            let matched = try NavpolicyBinary.run(["eval", "--explain", input, "--url", "https://a.example/p4999/x"])
            #expect(
                matched.stdout == """
                    cancel
                      rule 1 (line 2): matched: path starts-with blocked: true ("/p4999/" matched)
                      decided by rule 1 (line 2): cancel

                    """, "\(matched.stdout.prefix(500))")
            let none = try NavpolicyBinary.run(["eval", "--explain", input, "--url", "http://a.example/q"])
            #expect(
                none.stdout == """
                    allow
                      rule 1 (line 2): no match: path starts-with blocked: false (none of its 5000 items matched)
                      rule 2 (line 3): no match: path starts-with [12 items]: false (none of its 12 items matched)
                      rule 3 (line 4): matched: otherwise: true
                      decided by rule 3 (line 4): allow

                    """, "\(none.stdout.prefix(500))")
            let tagged = try NavpolicyBinary.run(["eval", "--explain", input, "--url", "http://a.example/q3/"])
            #expect(
                tagged.stdout.hasSuffix(
                    """
                      rule 2 (line 3): matched: path starts-with [12 items]: true ("/q3/" matched); scheme is "http": true
                      decided by rule 2 (line 3): cancel, notify "inline"

                    """), "\(tagged.stdout.suffix(500))")
            let json = try NavpolicyBinary.run(["eval", "--explain", "--format", "json", input, "--url", "https://a.example/p7/"])
            #expect(json.stdout.utf8.count < 1_024, "\(json.stdout.prefix(500))")
            #expect(matched.stdout.utf8.count < 1_024 && none.stdout.utf8.count < 1_024)
        }
    }

    @Test func aFailingCaseSaysWhyInUnderOneKilobyte() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.file("p.navpolicy", Self.policy)
        _ = try directory.file(
            "p.cases.jsonl",
            """
            {"name": "blocked", "url": "https://a.example/p42/x", "expect": "allow"}
            {"name": "inline", "url": "http://a.example/q11/", "expect": "cancel", "notify": "other"}

            """)
        let result = try NavpolicyBinary.run(["test", "p.navpolicy", "p.cases.jsonl"], in: directory.url)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                p.cases.jsonl:1: error: case 'blocked' failed: expected allow, got cancel (rule 1, line 2)
                  why: rule 1 (line 2) matched: path starts-with blocked: true ("/p42/" matched)
                p.cases.jsonl:2: error: case 'inline' failed: expected cancel (notify "other"), got cancel (rule 2, line 3, notify "inline")
                  why: rule 2 (line 3) matched: path starts-with [12 items]: true ("/q11/" matched); scheme is "http": true
                0 passed, 2 failed

                """, "\(result.stdout.prefix(800))")
    }
}
