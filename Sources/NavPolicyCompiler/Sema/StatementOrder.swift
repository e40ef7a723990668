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
                    diagnostics.append(.error(
                        .duplicateHeader, "a policy has at most one 'policy' header", at: header.range,
                        notes: [DiagnosticNote("the first header is here", range: firstHeader.range)],
                        help: "remove this header"))
                    continue
                }
                firstHeader = header
                if index > 0 {
                    diagnostics.append(.error(
                        .headerNotFirst, "the 'policy' header must be the first statement", at: header.range,
                        notes: [DiagnosticNote("this statement comes before it", range: statements[0].range)],
                        help: "move the header to the top of the file"))
                }
            case .otherwise(let otherwise):
                if let firstOtherwise {
                    diagnostics.append(.error(
                        .duplicateOtherwise, "a policy has at most one 'otherwise'", at: otherwise.range,
                        notes: [DiagnosticNote("the first 'otherwise' is here", range: firstOtherwise.range)],
                        help: "remove one of them; the first 'otherwise' decides every request that reaches it"))
                    continue
                }
                firstOtherwise = otherwise
                // Only statements other than a second `otherwise` (reported above) make it not last.
                if let following = statements[(index + 1)...].first(where: { !$0.isOtherwise }) {
                    diagnostics.append(.error(
                        .otherwiseNotLast, "'otherwise' must be the last statement", at: otherwise.range,
                        notes: [DiagnosticNote("this statement follows it", range: following.range)],
                        help: "move 'otherwise' to the end of the file; rules after it could never decide"))
                }
            case .definition, .rule, .flag, .condition, .section:
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
