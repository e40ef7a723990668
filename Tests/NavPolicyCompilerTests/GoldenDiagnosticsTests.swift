import Foundation
import NavPolicyCompiler
import Testing

/// Golden diagnostics: every `Golden/Diagnostics/*.navpolicy` is checked, its diagnostics
/// rendered without colour and compared with the `.diagnostics` file beside it. Add a case by
/// dropping in a `.navpolicy` file and running with `NAVPOLICY_RECORD=1` to record it.
struct GoldenDiagnosticsTests {
    static let folder = GoldenFolder("Diagnostics", outputExtension: "diagnostics")
    static var directory: URL { folder.directory }

    /// The base names of every golden source file.
    static func caseNames() -> [String] { folder.caseNames }

    /// The rendered diagnostics of one golden source file.
    static func renderedDiagnostics(of name: String) throws -> String {
        let source = try folder.source(name)
        let result = PolicyPipeline(listFiles: DiskListFiles.reader(root: directory, policyName: source.name)).check(source)
        return TextDiagnosticRenderer.render(result.diagnostics, source: source, listFiles: result.listFiles, useColor: false)
    }

    @Test func goldenDirectoryHasCases() {
        #expect(Self.caseNames().count >= 22)
    }

    @Test(arguments: caseNames())
    func diagnosticsMatchGolden(name: String) throws {
        try Self.folder.expectMatches(try Self.renderedDiagnostics(of: name), case: name)
    }

    /// Every syntax error code is exercised by at least one `syntax-*` golden.
    @Test func everySyntaxErrorCodeHasAGolden() throws {
        var rendered = ""
        for name in Self.caseNames() where name.hasPrefix("syntax-") {
            rendered += try Self.renderedDiagnostics(of: name)
        }
        for code in DiagnosticCode.allCases where code.phase == .syntax {
            #expect(rendered.contains("[\(code.rawValue)]"), "no syntax golden shows \(code.rawValue)")
        }
    }
}
