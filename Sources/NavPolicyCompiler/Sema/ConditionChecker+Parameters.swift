/// Comparisons with a parameter (`host in servers`, version 3): the test the runtime makes
/// against the items the app gives at load, and the kind of item each use needs. A
/// parameter's kind is its first use's; a use needing another kind is
/// `parameter-kind-conflict`. Where the runtime takes no parameter it is
/// `unsupported-parameter-use`. Which comparisons take one is the attribute's declaration.
extension ConditionChecker {
    /// The test of `comparison`, whose value is the parameter `word` (key `key`); the caller
    /// has checked `ignoring case` and adds `not` and `current`.
    mutating func parameterCondition(_ attribute: Attribute, _ comparison: ComparisonSyntax, _ word: IdentifierSyntax, key: String)
        -> Condition?
    {
        let resolution = names.use(word, inStatement: statementIndex)
        if let diagnostic = resolution.diagnostic { report(diagnostic) }
        let folded = comparison.ignoringCase != nil
        let declaration = attribute.declaration
        if comparison.op == .is || comparison.op == .isNot {
            report(
                ValueProblem.namedListForSingleValue(
                    name: word.text, op: comparison.op.rawValue, negated: comparison.op == .isNot,
                    operatorRange: comparison.operatorRange), at: word.range)
            return nil
        }
        guard let form = declaration.parameterForm(of: comparison.op, folded: folded) else {
            if let refusal = declaration.parameterRefusals[comparison.op] ?? declaration.parameterRefusal {
                return unsupportedUse(word, form: "\(attribute.rawValue) \(comparison.op.rawValue)", comparison, help: refusal(word.text))
            }
            report(SemanticMessage.unsupportedForm(attribute, comparison.op, value: comparison.value), at: comparison.range)
            return nil
        }
        guard resolution.diagnostic == nil, let index = parameterIndices[word.text] else { return nil }
        let test = ParameterTest(parameter: ParameterReference(index: index, name: word.text, key: key), form: form)
        if let first = parameterKinds[word.text] {
            guard first.kind == test.kind else {
                report(
                    SemanticMessage.parameterKindConflict(word.text, kind: test.kind, firstKind: first.kind, firstAt: first.at),
                    at: word.range)
                return nil
            }
        } else {
            parameterKinds[word.text] = (test.kind, word.range)
        }
        return .atom(.inParameter(test))
    }

    private mutating func unsupportedUse(_ word: IdentifierSyntax, form: String, _ comparison: ComparisonSyntax, help: String) -> Condition?
    {
        report(SemanticMessage.unsupportedParameterUse(word.text, form: form, help: help), at: word.range)
        return nil
    }

    /// The checked parameters, in declaration order, with the kinds their uses gave them.
    var checkedParameters: [CheckedParameter] {
        names.parameters.map { definition in
            CheckedParameter(
                name: definition.name.text, key: definition.parameter?.key.value ?? "", kind: parameterKinds[definition.name.text]?.kind)
        }
    }
}
