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
                    diagnostics.append(SemanticMessage.duplicateHeader(firstAt: firstHeader.range).diagnostic(at: header.range))
                    continue
                }
                firstHeader = header
                if index > 0 {
                    diagnostics.append(SemanticMessage.headerNotFirst(after: statements[0].range).diagnostic(at: header.range))
                }
            case .section(let section):
                if let firstSection {
                    diagnostics.append(SemanticMessage.duplicateSection(firstAt: firstSection.range).diagnostic(at: section.range))
                    continue
                }
                firstSection = section
                sectionOtherwise = nil
            case .otherwise(let otherwise):
                if let first = sectionOtherwise {
                    diagnostics.append(
                        SemanticMessage.duplicateOtherwise(firstAt: first.range, inResponseSection: firstSection != nil)
                            .diagnostic(at: otherwise.range))
                    continue
                }
                sectionOtherwise = otherwise
                // Only statements of its section other than a second `otherwise` (reported
                // above) make it not last; `on response` starts the next section.
                let rest = statements[(index + 1)...].prefix { if case .section = $0 { false } else { true } }
                if let following = rest.first(where: { !$0.isOtherwise }) {
                    let beforeSection = firstSection == nil && rest.count < statements.count - index - 1
                    let place: SemanticMessage.OtherwisePlace = beforeSection ? .beforeSection : firstSection == nil ? .file : .section
                    diagnostics.append(
                        SemanticMessage.otherwiseNotLast(followedBy: following.range, place: place).diagnostic(at: otherwise.range))
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
