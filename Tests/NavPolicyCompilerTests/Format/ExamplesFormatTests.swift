import Foundation
import Testing

@testable import NavPolicyCompiler

/// Every policy in `Examples/` is already in canonical form (run `navpolicy fmt --write`).
@Suite struct ExamplesFormatTests {
    static let examples = FormatPropertyTests.policyFiles(
        in: FormatPropertyTests.repositoryRoot.appendingPathComponent("Examples"))

    @Test(arguments: examples)
    func exampleIsFormatted(_ url: URL) throws {
        let source = SourceFile(name: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
        let result = CanonicalFormatter.format(source)
        #expect(result.isAlreadyFormatted, "\(url.lastPathComponent) is not formatted:\n\(result.formatted ?? "nil")")
        #expect(FormatProperties.violations(of: source) == [], "\(url.lastPathComponent)")
    }
}
