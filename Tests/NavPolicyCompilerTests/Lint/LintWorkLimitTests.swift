import Testing

@testable import NavPolicyCompiler

/// The exact analysis has a work limit so that no policy can stall `check`: past it, the
/// semantic rules report nothing (a partial walk could claim a rule never matches) and one
/// `analysis-incomplete` warning says the checks were skipped; hygiene rules still run.
@Suite struct LintWorkLimitTests {
    static let source = """
        let unused = ["a.example"]
        when target is new-window and target is subframe then cancel
        when host is "x.example" then open in-app
        when host is "x.example" then cancel
        """

    static func lint(workLimit: Int) throws -> [Diagnostic] {
        let result = PolicyPipeline().check(SourceFile(name: "limit.navpolicy", text: source))
        let checked = try #require(result.value)
        return Linter.report(checked.policy, syntax: checked.syntax, exampleLimit: 0, analysisWorkLimit: workLimit).findings
    }

    @Test func withEnoughWorkTheSemanticFindingsAreReported() throws {
        let codes = Set(try Self.lint(workLimit: RuleInteractionAnalysis.defaultWorkLimit).map(\.code.rawValue))
        #expect(codes.isSuperset(of: ["never-matches", "shadowed-rule", "unused-definition", "missing-otherwise"]))
        #expect(!codes.contains(DiagnosticCode.analysisIncomplete.rawValue))
    }

    @Test(arguments: [0, 1, 5, 20]) func pastTheLimitOnlyHygieneAndOneWarningRemain(limit: Int) throws {
        let findings = try Self.lint(workLimit: limit)
        let semantic = Set(LintRegistry.rules.filter { $0.needsAnalysis }.map { $0.code })
        #expect(findings.filter { semantic.contains($0.code) }.isEmpty)
        #expect(findings.filter { $0.code == .analysisIncomplete }.count == 1)
        #expect(findings.contains { $0.code == .unusedDefinition })
        #expect(findings.first { $0.code == .analysisIncomplete }?.severity == .warning)
    }
}
