import Foundation
import Testing

@testable import NavPolicyCompiler

/// The registry lists every rule file, codes are unique, and every rule is documented both in
/// its doc comment and in the `## Lint` section of `Grammar/Reference.md`.
@Suite struct LintRegistryTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let rulesDirectory = repository.appendingPathComponent("Sources/NavPolicyCompiler/Lint/Rules")

    static let ruleFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: rulesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    @Test func everyRuleFileIsRegistered() {
        let registered = Set(LintRegistry.rules.map { String(describing: $0) })
        #expect(Self.ruleFiles.count == LintRegistry.rules.count)
        for file in Self.ruleFiles {
            #expect(registered.contains(String(file.dropLast(".swift".count))), "\(file) is not in LintRegistry.rules")
        }
    }

    @Test func codesAreUniqueAndKebabCase() {
        let codes = LintRegistry.codes
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(code.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(code) is not kebab-case")
            #expect(LintRegistry.summary(for: code) != nil)
        }
    }

    @Test(arguments: LintRegistry.rules.map { String(describing: $0) })
    func ruleFileDocumentsItsCode(typeName: String) throws {
        let text = try String(contentsOf: Self.rulesDirectory.appendingPathComponent(typeName + ".swift"), encoding: .utf8)
        let code = try #require(LintRegistry.rules.first { String(describing: $0) == typeName }).code
        #expect(text.hasPrefix("/// `\(code)`") || text.contains("\n/// `\(code)`"), "\(typeName) has no doc comment naming `\(code)`")
    }

    @Test func referenceListsEveryCodeWithExamples() throws {
        let reference = try String(contentsOf: Self.repository.appendingPathComponent("Grammar/Reference.md"), encoding: .utf8)
        let lint = try #require(reference.components(separatedBy: "\n## Lint\n").dropFirst().first)
        let section = lint.components(separatedBy: "\n## ").first ?? lint
        for code in LintRegistry.codes {
            let entry = section.components(separatedBy: "### `\(code)`").dropFirst().first?.components(separatedBy: "\n### ").first
            let body = try #require(entry, "Reference.md ## Lint has no entry for \(code)")
            #expect(body.contains("Bad") && body.contains("Fixed"), "\(code) needs a bad and a fixed example")
        }
    }
}
