/// Resolves names and kinds and normalizes values: `PolicySyntax` → `CheckedPolicy`.
///
/// The checks, each in its own type: statement order (`StatementOrder`), names
/// (`NameTable`), conditions and values (`ConditionLowerer`, `ItemKind`, `ValueValidator`,
/// `MatchPatternParser`), actions (`ActionResolver`), suggestions (`Suggestion`). Parts the
/// parser marked missing are skipped silently: the parser has already reported them.
public enum Sema {
    /// Checks parsed syntax. The policy is nil when there are errors.
    public static func check(_ syntax: PolicySyntax) -> (policy: CheckedPolicy?, diagnostics: [Diagnostic]) {
        let (policy, diagnostics) = check(syntax, errorLimit: nil)
        return (policy, diagnostics.diagnostics)
    }

    /// Checks parsed syntax, keeping at most `errorLimit` errors (the rest counted): each
    /// statement's diagnostics join the list as soon as it is checked, so a file of many bad
    /// statements holds only the first ones. The policy is nil when there are errors.
    public static func check(_ syntax: PolicySyntax, errorLimit: Int?) -> (policy: CheckedPolicy?, diagnostics: DiagnosticList) {
        var collected = DiagnosticList(errorLimit: errorLimit)
        collected.append(contentsOf: StatementOrder.diagnose(syntax.statements))
        let names = NameTable(syntax.statements)
        collected.append(contentsOf: names.diagnostics)
        var diagnostics: [Diagnostic] = []
        var lowerer = ConditionLowerer(names: names)
        var name: String?
        var rules: [CheckedRule] = []
        var complete = true

        for (index, statement) in syntax.statements.enumerated() {
            lowerer.statementIndex = index
            switch statement {
            case .header(let header):
                if name == nil { name = header.name?.value }
            case .definition(let definition):
                if let file = definition.file {
                    diagnostics.append(.error(
                        .notCompiledYet, "list files ('file \(ValueValidator.literal(file.path.value))') are not supported yet",
                        at: file.keywordRange.union(file.path.range), help: "write the list inline for now: 'let \(definition.name.text) = [...]'"))
                }
            case .rule(let rule):
                let condition = lowerer.lower(rule.condition)
                let action = ActionResolver.resolve(rule.action, into: &diagnostics)
                let notify = ActionResolver.notifyTag(rule.action, into: &diagnostics)
                if let condition, let action, let notify {
                    rules.append(CheckedRule(condition: condition, action: action, notify: notify.tag, line: rule.range.start.line, range: rule.range))
                } else {
                    complete = false
                }
            case .otherwise(let otherwise):
                if let action = ActionResolver.resolve(otherwise.action, into: &diagnostics),
                    let notify = ActionResolver.notifyTag(otherwise.action, into: &diagnostics) {
                    rules.append(CheckedRule(condition: .always, action: action, notify: notify.tag, isOtherwise: true,
                                             line: otherwise.range.start.line, range: otherwise.range))
                } else {
                    complete = false
                }
            }
            collected.append(contentsOf: (diagnostics + lowerer.diagnostics).sorted { $0.range.start < $1.range.start })
            diagnostics.removeAll(keepingCapacity: true)
            lowerer.diagnostics.removeAll(keepingCapacity: true)
        }
        let sorted = DiagnosticList.merged([collected], errorLimit: errorLimit)
        guard complete, !sorted.hasErrors else { return (nil, sorted) }
        return (CheckedPolicy(name: name, rules: rules, definitions: lowerer.names.checkedDefinitions,
                              listNames: lowerer.listNames), sorted)
    }

}
