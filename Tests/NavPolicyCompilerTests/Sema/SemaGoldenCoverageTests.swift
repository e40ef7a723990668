import Foundation
import NavPolicyCompiler
import Testing

/// Every sema error code (`DiagnosticCode.Phase.sema`, so a new code needs a golden) is shown as
/// an error by at least one `sema-*` golden, and several goldens show several errors at once.
@Suite struct SemaGoldenCoverageTests {
    static let semaCodes = DiagnosticCode.allCases.filter { $0.phase == .sema }

    /// The recorded `.diagnostics` text of every `sema-*` golden, by file name.
    static func goldens() throws -> [String: String] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/Diagnostics")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("sema-") && $0.hasSuffix(".diagnostics") }
        return try Dictionary(
            uniqueKeysWithValues: names.map {
                ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8))
            })
    }

    /// The codes of the error lines (`file:line:column: error: message [code]`) of a golden.
    static func errorCodes(in golden: String) -> Set<String> {
        Set(
            golden.split(separator: "\n").compactMap { line -> String? in
                guard line.contains(": error: "), line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
                return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
            })
    }

    @Test func theSemaPhaseHasCodes() {
        // The list is derived; a phase mix-up that left it nearly empty would pass vacuously.
        #expect(Self.semaCodes.count >= 20)
        #expect(
            Self.semaCodes.contains(.undefinedName) && !Self.semaCodes.contains(.expectedThen) && !Self.semaCodes.contains(.shadowedRule))
    }

    @Test(arguments: semaCodes)
    func everySemaCodeHasAGolden(_ code: DiagnosticCode) throws {
        let shown = try Self.goldens().values.contains { Self.errorCodes(in: $0).contains(code.rawValue) }
        #expect(shown, "no sema golden shows \(code) as an error")
    }

    @Test func severalGoldensHaveSeveralDistinctErrors() throws {
        let semaCodes = Set(Self.semaCodes.map(\.rawValue))
        let multi = try Self.goldens().values.filter { Self.errorCodes(in: $0).intersection(semaCodes).count >= 3 }
        #expect(multi.count >= 3)
    }
}
