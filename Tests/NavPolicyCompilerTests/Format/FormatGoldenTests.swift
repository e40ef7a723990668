import Foundation
import Testing
@testable import NavPolicyCompiler

/// `Golden/Format/*.navpolicy` formats to the `*.formatted` beside it. Add a case by dropping a
/// file in the folder; `NAVPOLICY_RECORD=1` (re)writes the expected files; a missing one fails.
@Suite struct FormatGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/Format")

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".navpolicy") }.sorted()
    }()

    static var isRecording: Bool { ProcessInfo.processInfo.environment["NAVPOLICY_RECORD"] == "1" }

    @Test func thereAreEnoughGoldenPairs() {
        #expect(Self.cases.count >= 30)
    }

    @Test(arguments: cases)
    func formatsAsRecorded(_ name: String) throws {
        let input = Self.directory.appendingPathComponent(name)
        let expectedURL = input.deletingPathExtension().appendingPathExtension("formatted")
        let source = SourceFile(name: name, bytes: Array(try Data(contentsOf: input)))
        var violations: [String] = []
        let formatted = try #require(FormatProperties.format(source, violations: &violations), "\(violations)")
        if Self.isRecording {
            try Data(formatted.utf8).write(to: expectedURL)
        }
        guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
            Issue.record("missing golden \(expectedURL.lastPathComponent); run with NAVPOLICY_RECORD=1")
            return
        }
        #expect(formatted == expected, "\(name) formatted differently:\n\(formatted)")
        #expect(FormatProperties.violations(of: source) == [], "\(name)")
    }
}
