import Foundation
import NavPolicyCompiler
import Testing

/// Every file in `Examples/` is lint clean under `check --strict` (notes allowed).
@Suite struct LintExamplesTests {
    static let examplesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    static let exampleNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".navpolicy") }.sorted()
    }()

    @Test func examplesExist() {
        #expect(Self.exampleNames.count >= 3)
    }

    @Test(arguments: exampleNames)
    func exampleIsLintClean(_ name: String) throws {
        let text = try String(contentsOf: Self.examplesDirectory.appendingPathComponent(name), encoding: .utf8)
        let run = PolicyPipeline().diagnose(SourceFile(name: name, text: text))
        #expect(run.policy != nil, "\(name) does not check")
        let findings = run.lintFindings.filter { $0.severity >= .warning }
        #expect(findings.isEmpty, "\(name): \(findings.map { "\($0.range.start.line): \($0.message) [\($0.code)]" })")
    }
}
