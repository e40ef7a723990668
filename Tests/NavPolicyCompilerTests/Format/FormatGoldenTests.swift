import Foundation
import Testing

@testable import NavPolicyCompiler

/// `Golden/Format/*.navpolicy` formats to the `*.formatted` beside it. Add a case by dropping a
/// file in the folder; `NAVPOLICY_RECORD=1` (re)writes the expected files; a missing one fails.
@Suite struct FormatGoldenTests {
    static let folder = GoldenFolder("Format", outputExtension: "formatted")
    static var directory: URL { folder.directory }
    static let cases = folder.caseNames

    @Test func thereAreEnoughGoldenPairs() {
        #expect(Self.cases.count >= 30)
    }

    @Test(arguments: cases)
    func formatsAsRecorded(_ name: String) throws {
        let source = try Self.folder.source(name)
        var violations: [String] = []
        let formatted = try #require(FormatProperties.format(source, violations: &violations), "\(violations)")
        try Self.folder.expectMatches(formatted, case: name)
        #expect(FormatProperties.violations(of: source) == [], "\(name)")
    }
}
