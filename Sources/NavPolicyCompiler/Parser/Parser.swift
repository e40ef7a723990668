/// Parses tokens into `PolicySyntax`, recovering at statement keywords.
public enum Parser {
    /// Lexes and parses a source file; returns the syntax and every syntax diagnostic.
    public static func parse(_ source: SourceFile) -> (syntax: PolicySyntax, diagnostics: [Diagnostic]) {
        // Placeholder; replaced by the real parser.
        (PolicySyntax(statements: [], tokens: []), [])
    }
}
