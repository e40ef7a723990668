import Foundation
import NavPolicyCompiler
import Testing

/// Every file in `Examples/` checks clean and keeps its rules.
@Suite struct ExamplesCheckTests {
    static let examplesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    static let exampleNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".navpolicy") }.sorted()
    }()

    @Test func theExamplesExist() {
        #expect(
            Set(Self.exampleNames).isSuperset(of: [
                "ads.navpolicy", "google-pay-popups.navpolicy", "own-domain.navpolicy", "oauth-callback.navpolicy", "help-centre.navpolicy",
            ]))
    }

    @Test(arguments: exampleNames) func exampleChecksClean(_ name: String) throws {
        let url = Self.examplesDirectory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = PolicyPipeline().check(SourceFile(name: "Examples/\(name)", text: text))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.range.start.line): \($0.message) [\($0.code)]" })")
        let policy = try #require(result.policy)
        #expect(policy.hasOtherwise)
        // The header names the published guide it reproduces, in words a user can search for.
        #expect(text.hasPrefix("# Reproduces"))
        #expect(!text.lowercased().contains("seed"), "name the guide, not an internal file")
        // One checked rule per `when` / `otherwise` line of the file, in either section.
        let ruleLines = text.split(separator: "\n").filter { $0.hasPrefix("when ") || $0.hasPrefix("otherwise ") }
        #expect(policy.rules.count + policy.responseRules.count == ruleLines.count)
    }
}
