/// Parses tokens into `PolicySyntax`, recovering at statement keywords.
public enum Parser {
    /// Lexes and parses a source file; returns the syntax and every lexical and syntax
    /// diagnostic, in source order.
    public static func parse(_ source: SourceFile) -> (syntax: PolicySyntax, diagnostics: [Diagnostic]) {
        let (tokens, lexicalDiagnostics) = Lexer.tokenize(source)
        var parser = PolicyParser(tokens: tokens, lexicalDiagnostics: lexicalDiagnostics)
        let statements = parser.parseFile()
        let diagnostics = (lexicalDiagnostics + parser.diagnostics).sorted { $0.range.start < $1.range.start }
        return (PolicySyntax(statements: statements, tokens: tokens), diagnostics)
    }
}
