import Foundation
import NavPolicyCompiler
import Testing

/// Golden diagnostics: every `Golden/Diagnostics/*.navpolicy` is checked, its diagnostics
/// rendered without colour and compared with the `.diagnostics` file beside it. Add a case by
/// dropping in a `.navpolicy` file and running with `NAVPOLICY_RECORD=1` to record it.
struct GoldenDiagnosticsTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Golden/Diagnostics")

    static let isRecording = ProcessInfo.processInfo.environment["NAVPOLICY_RECORD"] == "1"

    /// The base names of every golden source file.
    static func caseNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".navpolicy") }.sorted()
    }

    /// The rendered diagnostics of one golden source file.
    static func renderedDiagnostics(of name: String) throws -> String {
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
        let source = SourceFile(name: name, bytes: bytes)
        let result = FrontEnd.check(source)
        return TextDiagnosticRenderer.render(result.diagnostics, source: source, useColor: false)
    }

    @Test func goldenDirectoryHasCases() {
        #expect(Self.caseNames().count >= 22)
    }

    @Test(arguments: caseNames())
    func diagnosticsMatchGolden(name: String) throws {
        let rendered = try Self.renderedDiagnostics(of: name)
        let goldenURL = Self.directory.appendingPathComponent(
            String(name.dropLast(".navpolicy".count)) + ".diagnostics")
        if Self.isRecording {
            try Data(rendered.utf8).write(to: goldenURL)
            return
        }
        guard let golden = try? Data(contentsOf: goldenURL) else {
            Issue.record("missing golden \(goldenURL.lastPathComponent); run with NAVPOLICY_RECORD=1 to record it")
            return
        }
        #expect(rendered == String(decoding: golden, as: UTF8.self), "diagnostics of \(name) differ from \(goldenURL.lastPathComponent)")
    }

    /// Every syntax error code is exercised by at least one `syntax-*` golden.
    @Test func everySyntaxErrorCodeHasAGolden() throws {
        var rendered = ""
        for name in Self.caseNames() where name.hasPrefix("syntax-") {
            rendered += try Self.renderedDiagnostics(of: name)
        }
        for code in SyntaxErrorCode.allCases {
            #expect(rendered.contains("[\(code.rawValue)]"), "no syntax golden shows \(code.rawValue)")
        }
    }
}
