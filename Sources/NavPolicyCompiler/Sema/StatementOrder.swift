/// Checks where statements stand: at most one `policy` header, first; at most one
/// `otherwise`, last. `let` may stand anywhere (name resolution checks that a name is defined
/// before its uses).
enum StatementOrder {
    /// The order diagnostics for a file's statements, in source order.
    static func diagnose(_ statements: [StatementSyntax]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstHeader: HeaderSyntax?
        var firstOtherwise: OtherwiseSyntax?
        for (index, statement) in statements.enumerated() {
            switch statement {
            case .header(let header):
                if let firstHeader {
                    diagnostics.append(SemanticMessage.duplicateHeader(firstAt: firstHeader.range).diagnostic(at: header.range))
                    continue
                }
                firstHeader = header
                if index > 0 {
                    diagnostics.append(SemanticMessage.headerNotFirst(after: statements[0].range).diagnostic(at: header.range))
                }
            case .otherwise(let otherwise):
                if let firstOtherwise {
                    diagnostics.append(SemanticMessage.duplicateOtherwise(firstAt: firstOtherwise.range).diagnostic(at: otherwise.range))
                    continue
                }
                firstOtherwise = otherwise
                // Only statements other than a second `otherwise` (reported above) make it not last.
                if let following = statements[(index + 1)...].first(where: { !$0.isOtherwise }) {
                    diagnostics.append(SemanticMessage.otherwiseNotLast(followedBy: following.range).diagnostic(at: otherwise.range))
                }
            case .definition, .rule:
                break
            }
        }
        return diagnostics
    }
}

extension StatementSyntax {
    /// Whether this is an `otherwise` statement.
    var isOtherwise: Bool {
        if case .otherwise = self { return true }
        return false
    }
}
