/// Checks where statements stand: at most one `policy` header, first; at most one `on response`
/// section; in each section (the navigation rules before `on response`, the response rules
/// after it) at most one `otherwise`, last. Definitions (`let`, `flag`, `condition`) may stand
/// anywhere (name resolution checks that a name is defined before its uses), but not after an
/// `otherwise` of their section.
enum StatementOrder {
    /// The order diagnostics for a file's statements, in source order.
    static func diagnose(_ statements: [StatementSyntax]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstHeader: HeaderSyntax?
        var firstSection: SectionSyntax?
        // The `otherwise` of the section being read, and whether a statement after it was reported.
        var sectionOtherwise: OtherwiseSyntax?
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
            case .section(let section):
                if let firstSection {
                    diagnostics.append(.error(
                        .duplicateSection, "a policy has at most one 'on response' section", at: section.range,
                        notes: [DiagnosticNote("the section starts here", range: firstSection.range)],
                        help: "remove this line: every rule after the first 'on response' is already a response rule"))
                    continue
                }
                firstSection = section
                sectionOtherwise = nil
            case .otherwise(let otherwise):
                if let first = sectionOtherwise {
                    let place = firstSection == nil ? "policy" : "section"
                    diagnostics.append(.error(
                        .duplicateOtherwise, "a \(place) has at most one 'otherwise'", at: otherwise.range,
                        notes: [DiagnosticNote("the first 'otherwise' is here", range: first.range)],
                        help: "remove one of them; the first 'otherwise' decides every \(firstSection == nil ? "request" : "response") that reaches it"))
                    continue
                }
                sectionOtherwise = otherwise
                // Only statements of its section other than a second `otherwise` (reported
                // above) make it not last; `on response` starts the next section.
                let rest = statements[(index + 1)...].prefix { if case .section = $0 { false } else { true } }
                if let following = rest.first(where: { !$0.isOtherwise }) {
                    let beforeSection = firstSection == nil && rest.count < statements.count - index - 1
                    diagnostics.append(.error(
                        .otherwiseNotLast, "'otherwise' must be the last statement" + (beforeSection ? " before 'on response'" : ""),
                        at: otherwise.range, notes: [DiagnosticNote("this statement follows it", range: following.range)],
                        help: beforeSection
                            ? "move 'otherwise' down to just before 'on response'; rules after it could never decide"
                            : "move 'otherwise' to the end of the \(firstSection == nil ? "file" : "section"); rules after it could never decide"))
                }
            case .definition, .rule, .flag, .condition:
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

    /// Whether this is `on response`.
    var isSection: Bool {
        if case .section = self { return true }
        return false
    }
}
