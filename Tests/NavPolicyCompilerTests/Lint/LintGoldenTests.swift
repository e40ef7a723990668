import Foundation
import NavPolicyCompiler
import Testing

/// Lint goldens: every `Golden/Lint/*.navpolicy` is checked and linted (notes included, as
/// `check --all` shows them), rendered without colour, and compared with the `.diagnostics`
/// file beside it. Each lint code has a `<code>-bad` case that must report it and a
/// `<code>-good` case that must not. `NAVPOLICY_RECORD=1` re-records.
@Suite struct LintGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/Lint")

    static let caseNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".navpolicy") }.sorted()
    }()

    /// Front end plus linter, as `navpolicy check --all` runs them.
    static func diagnostics(of name: String) throws -> (source: SourceFile, diagnostics: [Diagnostic]) {
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
        let source = SourceFile(name: name, bytes: bytes)
        let result = FrontEnd.check(source)
        var diagnostics = result.diagnostics
        if let policy = result.policy, !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics += Linter.lint(policy, syntax: result.syntax)
        }
        return (source, diagnostics)
    }

    @Test(arguments: caseNames)
    func diagnosticsMatchGolden(name: String) throws {
        let (source, diagnostics) = try Self.diagnostics(of: name)
        let rendered = TextDiagnosticRenderer.render(diagnostics, source: source, useColor: false)
        let goldenURL = Self.directory.appendingPathComponent(String(name.dropLast(".navpolicy".count)) + ".diagnostics")
        if ProcessInfo.processInfo.environment["NAVPOLICY_RECORD"] == "1" {
            try Data(rendered.utf8).write(to: goldenURL)
            return
        }
        guard let golden = try? Data(contentsOf: goldenURL) else {
            Issue.record("missing golden \(goldenURL.lastPathComponent); run with NAVPOLICY_RECORD=1 to record it")
            return
        }
        #expect(rendered == String(decoding: golden, as: UTF8.self), "lint diagnostics of \(name) differ from the golden")
    }

    @Test(arguments: LintRegistry.codes)
    func everyCodeHasAPositiveAndANegativeCase(code: String) throws {
        let bad = try Self.diagnostics(of: "\(code)-bad.navpolicy").diagnostics
        let good = try Self.diagnostics(of: "\(code)-good.navpolicy").diagnostics
        #expect(bad.contains { $0.code == code }, "\(code)-bad does not report \(code)")
        #expect(!good.contains { $0.code == code }, "\(code)-good reports \(code)")
        #expect(!good.contains { $0.severity >= .warning }, "\(code)-good is not lint clean: \(good.map(\.code))")
    }

    @Test func suppressionCommentsSilenceTheirCodes() throws {
        let diagnostics = try Self.diagnostics(of: "suppression.navpolicy").diagnostics
        #expect(!diagnostics.contains { $0.range.start.line == 4 && $0.code == "popup-outside-new-window" })
        #expect(!diagnostics.contains { $0.range.start.line == 5 })
        // A comment names its own codes only: line 6 silences redundant-rule, not the pop-up warning.
        #expect(diagnostics.contains { $0.range.start.line == 6 && $0.code == "popup-outside-new-window" })
    }
}
