import Foundation
import Testing

/// Runs `eval --format json` on a policy's source and on its compiled table for each case,
/// expecting the case's action and notify tag from both.
enum SourceAndTableEval {
    static func expectDecisions(policy: String, named name: String, cases: [(flags: [String], action: String, notify: String?)]) throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file(name + ".navpolicy", policy)
        let table = directory.path(name + ".navtable")
        let compiled = try NavpolicyBinary.run(["compile", source, "-o", table])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        for testCase in cases {
            for input in [source, table] {
                let result = try NavpolicyBinary.run(["eval", input, "--format", "json"] + testCase.flags)
                #expect(result.status == 0, "\(testCase.flags): \(result.stderr)")
                let object = try RequestAttributeEvalTests.object(result.stdout)
                #expect(object["action"] as? String == testCase.action, "\(input) \(testCase.flags): \(result.stdout)")
                #expect(object["notify"] as? String == testCase.notify, "\(input) \(testCase.flags)")
            }
        }
    }
}
