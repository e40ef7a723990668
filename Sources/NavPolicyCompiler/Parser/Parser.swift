/// Parses tokens into `PolicySyntax`, recovering at statement keywords.
package enum Parser {
    /// Lexes and parses a source file; returns the syntax and its lexical and syntax
    /// diagnostics in source order, keeping at most `errorLimit` errors (nil: all), the first
    /// ones (the rest counted in `omittedErrors`).
    package static func parse(_ source: SourceFile, errorLimit: Int? = nil) -> (syntax: PolicySyntax, diagnostics: DiagnosticList) {
        let (tokens, lexicalDiagnostics) = Lexer.tokenize(source, errorLimit: errorLimit)
        var parser = PolicyParser(tokens: tokens, errorLimit: errorLimit)
        let statements = parser.parseFile()
        let diagnostics = DiagnosticList.merged([lexicalDiagnostics, parser.diagnostics], errorLimit: errorLimit)
        return (PolicySyntax(statements: statements, tokens: tokens), diagnostics)
    }
}
