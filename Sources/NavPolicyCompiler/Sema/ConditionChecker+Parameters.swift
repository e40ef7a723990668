/// Comparisons with a parameter (`host in servers`, version 3): the test the runtime makes
/// against the items the app gives at load, and the kind of item each use needs. A
/// parameter's kind is its first use's; a use needing another kind is
/// `parameter-kind-conflict`. Where the runtime takes no parameter it is
/// `unsupported-parameter-use`.
extension ConditionChecker {
    /// The test of `comparison`, whose value is the parameter `word` (key `key`); the caller
    /// has checked `ignoring case` and adds `not` and `current`.
    mutating func parameterCondition(_ attribute: Attribute, _ comparison: ComparisonSyntax, _ word: IdentifierSyntax, key: String) -> Condition? {
        let resolution = names.use(word, inStatement: statementIndex)
        if let diagnostic = resolution.diagnostic { report(diagnostic) }
        let folded = comparison.ignoringCase != nil
        let form: ParameterTest.Form
        switch (attribute, comparison.op) {
        case (_, .is), (_, .isNot):
            report(ValueProblem.namedListForSingleValue(name: word.text, op: comparison.op.rawValue, negated: comparison.op == .isNot,
                                                        operatorRange: comparison.operatorRange), at: word.range)
            return nil
        case (.host, .in), (.host, .notIn): form = .host
        case (.scheme, .in), (.scheme, .notIn): form = .scheme
        case (.port, .in), (.port, .notIn): form = .port
        case (.path, .in), (.path, .notIn): form = .path(.exact, folded: folded)
        case (.path, .startsWith): form = .path(.prefix, folded: folded)
        case (.path, .endsWith): form = .path(.suffix, folded: folded)
        case (.path, .under): form = .path(.under, folded: folded)
        case (.query, .has): form = .queryName
        case (.url, .matches):
            return unsupportedUse(word, form: "url matches", comparison,
                                  help: "the runtime compiles no patterns: split the pattern into host and path tests, "
                                      + "e.g. 'host in \(word.text) and path starts-with \"/app/\"'")
        case (.scheme, .startsWith):
            return unsupportedUse(word, form: "scheme starts-with", comparison,
                                  help: "write the prefixes in the policy, or give whole schemes and write 'scheme in \(word.text)'")
        case (.target, _), (.navigation, _), (.view, _):
            return unsupportedUse(word, form: "\(attribute.rawValue) \(comparison.op.rawValue)", comparison,
                                  help: "'\(attribute.rawValue)' compares with the words \(Suggestion.quotedList(attribute.itemKind?.words ?? [])), "
                                      + "written in the policy; a parameter holds strings")
        case (.status, _), (.type, _):
            return unsupportedUse(word, form: "\(attribute.rawValue) \(comparison.op.rawValue)", comparison,
                                  help: "a response's \(attribute == .status ? "status codes" : "types") are written in the policy; "
                                      + "parameters hold hosts, schemes, ports, paths and query names")
        default:
            report(SemanticMessage.unsupportedForm(attribute, comparison.op, value: comparison.value), at: comparison.range)
            return nil
        }
        guard resolution.diagnostic == nil, let index = parameterIndices[word.text] else { return nil }
        let test = ParameterTest(parameter: ParameterReference(index: index, name: word.text, key: key), form: form)
        if let first = parameterKinds[word.text] {
            guard first.kind == test.kind else {
                report(SemanticMessage.parameterKindConflict(word.text, kind: test.kind, firstKind: first.kind, firstAt: first.at), at: word.range)
                return nil
            }
        } else {
            parameterKinds[word.text] = (test.kind, word.range)
        }
        return .atom(.inParameter(test))
    }

    private mutating func unsupportedUse(_ word: IdentifierSyntax, form: String, _ comparison: ComparisonSyntax, help: String) -> Condition? {
        report(SemanticMessage.unsupportedParameterUse(word.text, form: form, help: help), at: word.range)
        return nil
    }

    /// The checked parameters, in declaration order, with the kinds their uses gave them.
    var checkedParameters: [CheckedParameter] {
        names.parameters.map { definition in
            CheckedParameter(name: definition.name.text, key: definition.parameter?.key.value ?? "", kind: parameterKinds[definition.name.text]?.kind)
        }
    }
}
