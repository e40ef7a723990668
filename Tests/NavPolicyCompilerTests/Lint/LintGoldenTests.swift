import Foundation
import NavPolicyCompiler
import Testing

/// Lint goldens: every `Golden/Lint/*.navpolicy` is checked and linted (notes included, as
/// `check --all` shows them), rendered without colour, and compared with the `.diagnostics`
/// file beside it. Each lint code has a `<code>-bad` case that must report it and a
/// `<code>-good` case that must not. `NAVPOLICY_RECORD=1` re-records.
@Suite struct LintGoldenTests {
    static let folder = GoldenFolder("Lint", outputExtension: "diagnostics")
    static let caseNames = folder.caseNames

    /// Front end plus linter, as `navpolicy check --all` runs them.
    /// List files (`let NAME = file "lists/…"`) are read from the golden folder.
    static func diagnostics(of name: String) throws -> (source: SourceFile, diagnostics: [Diagnostic], listFiles: [ListFile]) {
        let source = try folder.source(name)
        let run = PolicyPipeline(listFiles: DiskListFiles.reader(root: folder.directory, policyName: source.name)).diagnose(source)
        return (source, run.diagnostics, run.listFiles)
    }

    @Test(arguments: caseNames)
    func diagnosticsMatchGolden(name: String) throws {
        let (source, diagnostics, listFiles) = try Self.diagnostics(of: name)
        try Self.folder.expectMatches(
            TextDiagnosticRenderer.render(diagnostics, source: source, listFiles: listFiles, useColor: false), case: name)
    }

    @Test(arguments: LintRegistry.codes)
    func everyCodeHasAPositiveAndANegativeCase(code: DiagnosticCode) throws {
        let bad = try Self.diagnostics(of: "\(code)-bad.navpolicy").diagnostics
        let good = try Self.diagnostics(of: "\(code)-good.navpolicy").diagnostics
        #expect(bad.contains { $0.code == code }, "\(code)-bad does not report \(code)")
        #expect(!good.contains { $0.code == code }, "\(code)-good reports \(code)")
        #expect(!good.contains { $0.severity >= .warning }, "\(code)-good is not lint clean: \(good.map(\.code))")
    }

    @Test func suppressionCommentsSilenceTheirCodes() throws {
        let diagnostics = try Self.diagnostics(of: "suppression.navpolicy").diagnostics
        #expect(!diagnostics.contains { $0.range.start.line == 4 && $0.code == .popupOutsideNewWindow })
        #expect(!diagnostics.contains { $0.range.start.line == 5 })
        // A comment names its own codes only: line 6 silences redundant-rule, not the pop-up warning.
        #expect(diagnostics.contains { $0.range.start.line == 6 && $0.code == .popupOutsideNewWindow })
    }
}

extension LintGoldenTests {
    /// The response section is linted as its own rule list (rule numbers after the navigation
    /// rules, example responses); a section without `otherwise` is no `missing-otherwise`.
    @Test func responseRulesAreLintedAsTheirOwnList() throws {
        let bad = try Self.diagnostics(of: "response-rules-bad.navpolicy").diagnostics.filter { $0.severity >= .warning }
        #expect(bad.map(\.code) == [.shadowedRule, .redundantRule, .neverMatches, .shadowedRule, .shadowedRule], "\(bad.map(\.code))")
        #expect(bad.allSatisfy { $0.range.start.line > 9 }, "a finding outside the response section")
        #expect(bad[0].message.hasPrefix("rule 5 (line 12)"))
        #expect(bad[0].notes.contains { $0.message.hasPrefix("example response: url '") && $0.message.contains("status 404") })
        let good = try Self.diagnostics(of: "response-rules-good.navpolicy").diagnostics
        #expect(!good.contains { $0.severity >= .warning }, "\(good.map(\.code))")
    }
}
