/// Resolves names and kinds and normalizes values: `PolicySyntax` → `CheckedPolicy`.
///
/// The checks, each in its own type: statement order (`StatementOrder`), names
/// (`NameTable`), conditions and values (`ConditionChecker`, `ItemKind`, `ValueValidator`,
/// `MatchPatternParser`), actions (`ActionResolver`), suggestions (`Suggestion`). Parts the
/// parser marked missing are skipped silently: the parser has already reported them.
package enum Sema {
    /// What sema makes of a policy.
    package struct Result: Sendable {
        /// The checked policy; nil when there are errors.
        package var policy: CheckedPolicy?
        /// Semantic diagnostics in source order (`Diagnostic.isInSourceOrder`).
        package var diagnostics: [Diagnostic]
        /// The list files read, also when there are errors (diagnostics may point into them).
        package var listFiles: [ListFile]
        /// Errors past the error limit: counted, not kept.
        package var omittedErrors = 0
    }

    /// Checks parsed syntax, reading list files through `reader` (by default none can be read:
    /// any `file "…"` is an error) and keeping at most
    /// `errorLimit` errors (nil: all; the rest counted in `omittedErrors`): each statement's
    /// diagnostics join the kept ones as soon as it is checked, so a file of many bad
    /// statements holds only the first ones.
    package static func check(_ syntax: PolicySyntax, listFiles reader: ListFileReader = .unavailable, errorLimit: Int? = nil) -> Result {
        let (syntax, listFiles, fileDiagnostics) = ListFileLoader.load(syntax, reader: reader)
        var collected = DiagnosticList(errorLimit: errorLimit)
        collected.append(contentsOf: StatementOrder.diagnose(syntax.statements) + fileDiagnostics)
        let names = NameTable(syntax.statements)
        collected.append(contentsOf: names.diagnostics)
        var diagnostics: [Diagnostic] = []
        var checker = ConditionChecker(names: names, statements: syntax.statements)
        for file in listFiles where checker.listFileNames[file.definitionName] == nil {
            checker.listFileNames[file.definitionName] = file.source.name
        }
        var name: String?
        // The navigation rules, then after `on response` the response rules.
        var rules: [CheckedRule] = []
        var responseRules: [CheckedRule] = []
        var complete = true
        var hasResponseSection = false

        for (index, statement) in syntax.statements.enumerated() {
            checker.statementIndex = index
            switch statement {
            case .header(let header):
                if name == nil { name = header.name?.value }
            case .definition, .flag:
                break
            case .condition(let named):
                // Checked once, here: a use means exactly this condition. Only the first
                // definition of a name is kept (a second is `duplicate-definition`).
                let isFirst = names.entry(named: named.name.text)?.statementIndex == index
                checker.definingCondition = isFirst ? named.name.text : nil
                // Checked for no section: each use places it (`attribute-not-in-section`).
                let section = checker.section
                checker.section = nil
                let checked = checker.check(named.condition)
                (checker.definingCondition, checker.section) = (nil, section)
                if isFirst {
                    checker.definedConditions[named.name.text] = .some(checked)
                    checker.deferDefinitionDiagnostics(of: named.name.text)
                }
                if checked == nil { complete = false }
            case .section:
                // A second `on response` is `StatementOrder`'s error; the rules after it stay response rules.
                hasResponseSection = true
                checker.section = .response
            case .rule(let rule):
                let condition = checker.check(rule.condition)
                let action = ActionResolver.resolve(rule.action, in: checker.section ?? .navigation, into: &diagnostics)
                let notify = ActionResolver.notifyTag(rule.action, into: &diagnostics)
                if let condition, let action, let notify {
                    let checked = CheckedRule(
                        condition: condition, action: action, notify: notify.tag, line: rule.range.start.line, range: rule.range)
                    if hasResponseSection { responseRules.append(checked) } else { rules.append(checked) }
                } else {
                    complete = false
                }
            case .otherwise(let otherwise):
                if let action = ActionResolver.resolve(otherwise.action, in: checker.section ?? .navigation, into: &diagnostics),
                    let notify = ActionResolver.notifyTag(otherwise.action, into: &diagnostics)
                {
                    let checked = CheckedRule(
                        condition: .always, action: action, notify: notify.tag, isOtherwise: true,
                        line: otherwise.range.start.line, range: otherwise.range)
                    if hasResponseSection { responseRules.append(checked) } else { rules.append(checked) }
                } else {
                    complete = false
                }
            }
            collected.append(contentsOf: (diagnostics + checker.diagnostics).sorted(by: Diagnostic.isInSourceOrder))
            diagnostics.removeAll(keepingCapacity: true)
            checker.diagnostics.removeAll(keepingCapacity: true)
        }
        collected.append(contentsOf: checker.takeUnusedDefinitionDiagnostics())
        let sorted = DiagnosticList.merged([collected], errorLimit: errorLimit)

        guard complete, !sorted.hasErrors else {
            return Result(policy: nil, diagnostics: sorted.diagnostics, listFiles: listFiles, omittedErrors: sorted.omittedErrors)
        }
        var policy = CheckedPolicy(
            name: name, rules: rules, definitions: checker.names.checkedDefinitions,
            listNames: checker.listNames, listFiles: listFiles,
            flags: checker.names.flags.map(\.name.text), parameters: checker.checkedParameters)
        (policy.responseRules, policy.hasResponseSection) = (responseRules, hasResponseSection)
        return Result(policy: policy, diagnostics: sorted.diagnostics, listFiles: listFiles)
    }

}
