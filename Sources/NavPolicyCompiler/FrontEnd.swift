/// What the front end makes of one source file.
public struct FrontEndResult: Sendable {
    /// The parsed syntax (always present, possibly with `.missing` parts).
    public var syntax: PolicySyntax
    /// The checked policy; nil when there are syntax or semantic errors.
    public var policy: CheckedPolicy?
    /// Syntax and semantic diagnostics in source order.
    public var diagnostics: [Diagnostic]
}

/// The front end in one call: lex, parse, check.
public enum FrontEnd {
    /// Parses and checks a source file.
    public static func check(_ source: SourceFile) -> FrontEndResult {
        let (syntax, syntaxDiagnostics) = Parser.parse(source)
        let (policy, semanticDiagnostics) = Sema.check(syntax)
        let syntaxErrors = syntaxDiagnostics.filter { $0.severity == .error }
        // A value the lexer or parser already complained about (a string cut at the line end,
        // bad bytes inside it) is not diagnosed a second time by sema.
        let freshSemanticDiagnostics = semanticDiagnostics.filter { semantic in
            !syntaxErrors.contains { semantic.range.covers($0.range.start) }
        }
        let diagnostics = (syntaxDiagnostics + freshSemanticDiagnostics).sorted { $0.range.start < $1.range.start }
        return FrontEndResult(syntax: syntax, policy: syntaxErrors.isEmpty ? policy : nil, diagnostics: diagnostics)
    }
}
