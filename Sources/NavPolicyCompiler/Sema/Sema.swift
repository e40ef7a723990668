/// Resolves names and kinds and normalizes values: `PolicySyntax` → `CheckedPolicy`.
///
/// The checks, each in its own type: statement order (`StatementOrder`), names
/// (`NameTable`), conditions and values (`ConditionLowerer`, `ItemKind`, `ValueValidator`,
/// `MatchPatternParser`), actions (`ActionResolver`), suggestions (`Suggestion`). Parts the
/// parser marked missing are skipped silently: the parser has already reported them.
public enum Sema {
    /// What sema makes of a policy.
    public struct Result: Sendable {
        /// The checked policy; nil when there are errors.
        public var policy: CheckedPolicy?
        /// Semantic diagnostics in source order (`Diagnostic.isInSourceOrder`).
        public var diagnostics: [Diagnostic]
        /// The list files read, also when there are errors (diagnostics may point into them).
        public var listFiles: [ListFile]
    }

    /// Checks parsed syntax that names no list files (any `file "…"` is an error). The policy
    /// is nil when there are errors.
    public static func check(_ syntax: PolicySyntax) -> (policy: CheckedPolicy?, diagnostics: [Diagnostic]) {
        let result = check(syntax, listFiles: .unavailable)
        return (result.policy, result.diagnostics)
    }

    /// Checks parsed syntax, reading list files through `reader`.
    public static func check(_ syntax: PolicySyntax, listFiles reader: ListFileReader) -> Result {
        let (syntax, listFiles, fileDiagnostics) = ListFileLoader.load(syntax, reader: reader)
        var diagnostics = StatementOrder.diagnose(syntax.statements) + fileDiagnostics
        let names = NameTable(syntax.statements)
        diagnostics += names.diagnostics
        var lowerer = ConditionLowerer(names: names)
        for file in listFiles where lowerer.listFileNames[file.definitionName] == nil {
            lowerer.listFileNames[file.definitionName] = file.source.name
        }
        var name: String?
        var rules: [CheckedRule] = []
        var complete = true

        for (index, statement) in syntax.statements.enumerated() {
            lowerer.statementIndex = index
            switch statement {
            case .header(let header):
                if name == nil { name = header.name?.value }
            case .definition:
                break
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
        }
        diagnostics += lowerer.diagnostics
        diagnostics.sort(by: Diagnostic.isInSourceOrder)

        guard complete, !diagnostics.contains(where: { $0.severity == .error }) else {
            return Result(policy: nil, diagnostics: diagnostics, listFiles: listFiles)
        }
        let policy = CheckedPolicy(name: name, rules: rules, definitions: lowerer.names.checkedDefinitions,
                                   listNames: lowerer.listNames, listFiles: listFiles)
        return Result(policy: policy, diagnostics: diagnostics, listFiles: listFiles)
    }

}
