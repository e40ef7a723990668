import NavPolicyLSPProtocol

/// `textDocument/hover`: for a defined name, its definition and size; for a language word, its
/// documentation in the role it has there (`popup` the view or the action); for a rule's
/// keywords (`when`, `then`, `otherwise`), what the rule decides and, once the linter ran, a
/// request it decides.
struct HoverProvider {
    /// The analysis the hover reads.
    let analysis: DocumentAnalysis
    /// How positions count.
    let encoding: PositionEncoding

    /// The hover at `position`, or nil where there is nothing to say.
    func hover(at position: Position) -> Hover? {
        let offset = analysis.text.offset(of: position, encoding: encoding)
        if let (definition, range) = analysis.checked.index.occurrence(at: offset) {
            return Hover(
                markdown: NameDescription(definition, in: analysis).markdown, range: protocolRange(range.start.offset..<range.end.offset))
        }
        let tokens = StatementTokens(at: offset, in: analysis.text, wholeLine: true)
        guard let token = tokens.atPlace else { return nil }
        let range = protocolRange(token.range)
        if ["when", "then", "otherwise"].contains(token.text), token.kind == .keyword,
            let rule = analysis.checked.statements.first(where: { $0.range.start.offset <= offset && offset <= $0.range.end.offset }),
            case .rule = rule.kind
        {
            return Hover(markdown: ruleMarkdown(rule, keyword: token.text), range: range)
        }
        guard token.kind == .keyword || token.kind == .identifier || token.kind == .punctuation,
            let text = LanguageDocumentation.text(for: token.text, in: tokens.context)
        else { return nil }
        return Hover(markdown: text, range: range)
    }

    private func protocolRange(_ range: Range<Int>) -> TextRange {
        analysis.text.range(ofOffsets: range, encoding: encoding)
    }

    /// What a rule decides, and the linter's example request for it.
    private func ruleMarkdown(_ rule: CompilerAdapter.Statement, keyword: String) -> String {
        guard case .rule(let number, let isOtherwise, let action, let notify) = rule.kind else { return "" }
        let line = rule.range.start.line
        var lines = [isOtherwise ? "**The `otherwise`** (rule \(number), line \(line))" : "**Rule \(number)** (line \(line))"]
        if let action {
            let json = CompilerAdapter.jsonName(ofAction: action).map { " (`\($0)`)" } ?? ""
            lines.append(
                "Decides `\(action)`\(json)" + (notify.map { " and notifies the app with `\"\($0)\"`" } ?? "")
                    + (isOtherwise
                        ? " for every request no rule above takes." : " for the requests its condition takes that no rule above does."))
        }
        if let lint = analysis.lint {
            if let example = lint.examples[number - 1] {
                lines.append("Linter's example: " + example.replacingFirst("example request: ", with: "") + ".")
            } else if lint.isComplete, number <= lint.rulesWithExamples {
                lines.append("The linter found no request this rule decides.")
            }
        } else {
            lines.append("_(the linter's example appears once it has run)_")
        }
        if let documentation = LanguageDocumentation.keywords[keyword] { lines.append("---\n" + documentation) }
        return lines.joined(separator: "\n\n")
    }
}

extension String {
    /// The text with the first occurrence of `prefix` at its start removed.
    fileprivate func replacingFirst(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
