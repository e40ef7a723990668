/// Parses tokens into `PolicySyntax`, recovering at statement keywords.
public enum Parser {
    /// Lexes and parses a source file; returns the syntax and every lexical and syntax
    /// diagnostic, in source order.
    public static func parse(_ source: SourceFile) -> (syntax: PolicySyntax, diagnostics: [Diagnostic]) {
        let (syntax, diagnostics) = parse(source, errorLimit: nil)
        return (syntax, diagnostics.diagnostics)
    }

    /// Lexes and parses a source file, keeping at most `errorLimit` errors, the first ones in
    /// source order (the rest counted in `omittedErrors`).
    public static func parse(_ source: SourceFile, errorLimit: Int?) -> (syntax: PolicySyntax, diagnostics: DiagnosticList) {
        let (tokens, lexicalDiagnostics) = Lexer.tokenize(source, errorLimit: errorLimit)
        var parser = PolicyParser(tokens: tokens, errorLimit: errorLimit)
        let statements = parser.parseFile()
        let diagnostics = DiagnosticList.merged([lexicalDiagnostics, parser.diagnostics], errorLimit: errorLimit)
        return (PolicySyntax(statements: statements, tokens: tokens), diagnostics)
    }
}
