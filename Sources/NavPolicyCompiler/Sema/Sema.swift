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
        /// Errors past the error limit: counted, not kept.
        public var omittedErrors = 0
    }

    /// Checks parsed syntax that names no list files (any `file "…"` is an error). The policy
    /// is nil when there are errors.
    public static func check(_ syntax: PolicySyntax) -> (policy: CheckedPolicy?, diagnostics: [Diagnostic]) {
        let result = check(syntax, listFiles: .unavailable)
        return (result.policy, result.diagnostics)
    }

    /// Checks parsed syntax, reading list files through `reader` and keeping at most
    /// `errorLimit` errors (nil: all; the rest counted in `omittedErrors`): each statement's
    /// diagnostics join the kept ones as soon as it is checked, so a file of many bad
    /// statements holds only the first ones.
    public static func check(_ syntax: PolicySyntax, listFiles reader: ListFileReader, errorLimit: Int? = nil) -> Result {
        let (syntax, listFiles, fileDiagnostics) = ListFileLoader.load(syntax, reader: reader)
        var collected = DiagnosticList(errorLimit: errorLimit)
        collected.append(contentsOf: StatementOrder.diagnose(syntax.statements) + fileDiagnostics)
        let names = NameTable(syntax.statements)
        collected.append(contentsOf: names.diagnostics)
        var diagnostics: [Diagnostic] = []
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
            case .flag(let flag):
                lowerer.report(VersionThree.notYetChecked("flag", at: flag.range))
                complete = false
            case .condition(let named):
                lowerer.report(VersionThree.notYetChecked("condition", at: named.range))
                complete = false
            case .section(let section):
                lowerer.report(VersionThree.notYetChecked("on response", at: section.range))
                complete = false
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
            collected.append(contentsOf: (diagnostics + lowerer.diagnostics).sorted(by: Diagnostic.isInSourceOrder))
            diagnostics.removeAll(keepingCapacity: true)
            lowerer.diagnostics.removeAll(keepingCapacity: true)
        }
        let sorted = DiagnosticList.merged([collected], errorLimit: errorLimit)

        guard complete, !sorted.hasErrors else {
            return Result(policy: nil, diagnostics: sorted.diagnostics, listFiles: listFiles, omittedErrors: sorted.omittedErrors)
        }
        let policy = CheckedPolicy(name: name, rules: rules, definitions: lowerer.names.checkedDefinitions,
                                   listNames: lowerer.listNames, listFiles: listFiles)
        return Result(policy: policy, diagnostics: sorted.diagnostics, listFiles: listFiles)
    }

}
