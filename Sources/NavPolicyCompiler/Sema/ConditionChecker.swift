/// Checks written conditions and turns them into checked ones, diagnosing attributes, operators
/// and values (sema; `Lowering/PolicyLowering` later turns checked conditions into table fields).
/// `is not` / `not in` / `not (...)` become `Condition.not`, parentheses vanish, and `and` / `or`
/// keep their operands in source order. A part that fails its check makes the whole condition nil,
/// but every part is still checked so all errors are reported at once.
struct ConditionChecker {
    /// The definitions, whose use counts grow as conditions refer to them.
    var names: NameTable
    /// Every diagnostic found so far.
    var diagnostics: [Diagnostic] = []
    /// The index of the statement being checked (for use-before-definition).
    var statementIndex = 0
    /// The name of each list atom written with a named list (`host in ad-hosts`), so that
    /// explanations can use the author's word instead of the whole list.
    var listNames: [Condition: String] = [:]
    /// The list file each definition with `file "…"` was read from, by defined name (the name
    /// its diagnostics show).
    var listFileNames: [String: String] = [:]
    /// The named condition whose definition is being checked (for `recursive-condition`).
    var definingCondition: String?
    /// Each named condition checked so far, by name: nil when its definition has errors.
    var definedConditions: [String: Condition?] = [:]
    /// The diagnostics of each condition definition not used yet: reported at the first use,
    /// with a note there, or at the end when it is never used.
    var pendingDefinitionDiagnostics: [String: [Diagnostic]] = [:]
    /// Which conditions use each other, for `recursive-condition`.
    let conditionGraph: ConditionGraph
    /// How many `recursive-condition` errors were reported.
    var recursionReports = 0
    /// Each parameter's place among the parameters, by name (declaration order).
    let parameterIndices: [String: Int]
    /// The kind of each parameter used so far and where it was first used as that kind.
    var parameterKinds: [String: (kind: ParameterKind, at: SourceRange)] = [:]
    /// The section of the rule being checked, whose tests a condition may use; nil inside a
    /// `condition` definition, which is checked once for both and placed at each use.
    var section: PolicySection? = .navigation

    /// A checker resolving names in `names`, the table of `statements`.
    init(names: NameTable, statements: [StatementSyntax]) {
        self.names = names
        conditionGraph = ConditionGraph(statements, names: names)
        parameterIndices = Dictionary(names.parameters.enumerated().map { ($1.name.text, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The checked condition, or nil when some part is wrong or missing.
    mutating func check(_ condition: ConditionSyntax) -> Condition? {
        switch condition {
        case .comparison(let comparison):
            return placed(check(comparison), at: comparison.range)
        case .name(let name):
            return placed(checkBareName(name), at: name.range)
        case .not(let operand, _):
            return check(operand).map { .not($0) }
        case .and(let operands, _):
            return checkAll(operands).map { .and($0) }
        case .or(let operands, _):
            return checkAll(operands).map { .or($0) }
        case .parenthesized(let inner, _):
            return check(inner)
        case .missing:
            return nil
        }
    }

    private mutating func checkAll(_ operands: [ConditionSyntax]) -> [Condition]? {
        var checked: [Condition] = []
        var complete = true
        for operand in operands {
            if let condition = check(operand) { checked.append(condition) } else { complete = false }
        }
        return complete ? checked : nil
    }

    /// One comparison: resolves the attribute, then the form the operator and value take.
    private mutating func check(_ comparison: ComparisonSyntax) -> Condition? {
        guard let attribute = Attribute(rawValue: comparison.attribute.text) else {
            report(SemanticMessage.unknownAttribute(comparison.attribute.text), at: comparison.attribute.range)
            return nil
        }
        if let prefix = comparison.currentPrefix, !attribute.isURLPart {
            report(SemanticMessage.notAURLPart(attribute), at: prefix.union(comparison.attribute.range))
            return nil
        }
        guard let value = comparison.value else { return nil }
        let negated = comparison.op == .isNot || comparison.op == .notIn
        // A part every URL has is none exactly when the current URL is: absent or unreadable.
        if comparison.currentPrefix != nil, case .partOfEveryURL? = attribute.declaration.current, case .none = value,
            comparison.op == .is || comparison.op == .isNot
        {
            return negated ? .not(.atom(.currentURLIsNone)) : .atom(.currentURLIsNone)
        }
        guard let checked = condition(attribute, comparison, value) else { return nil }
        let onURL = comparison.currentPrefix == nil ? checked : checked.mapAtoms { .onCurrent($0) }
        // A list name as the operand of any list-taking operator (`in`, `starts-with`,
        // `matches`, `has`, …), by the condition it checked to (one atom, or the `or` of one
        // atom per item), before `not`.
        if case .word(let word) = value, comparison.op != .is, comparison.op != .isNot, names.definition(named: word.text)?.list != nil {
            listNames[onURL] = word.text
        }
        return negated ? .not(onURL) : onURL
    }

    /// The condition for a comparison whose attribute is known: one atom, or for a list of
    /// prefixes, suffixes or match patterns the `or` of one atom each. What the attribute
    /// takes is its declaration's (`Attribute.swift`).
    private mutating func condition(_ attribute: Attribute, _ comparison: ComparisonSyntax, _ value: ValueSyntax) -> Condition? {
        let declaration = attribute.declaration
        if let ignoring = comparison.ignoringCase {
            guard declaration.ignoringCase.contains(comparison.op) else {
                report(SemanticMessage.misplacedIgnoringCase, at: ignoring)
                return nil
            }
        }
        let folded = comparison.ignoringCase != nil
        if case .word(let word) = value, let definition = names.definition(named: word.text), let parameter = definition.parameter {
            return parameterCondition(attribute, comparison, word, key: parameter.key.value)
        }
        guard let form = declaration.form(of: comparison.op) else {
            return atom(attribute, comparison, value, folded: folded).map(Condition.atom)
        }
        switch form {
        case .pathUnder:
            return stringsOrList(.path, value, comparison).map { paths in
                let conditions = paths.map { PathRelationAtoms.condition(.under, $0, folded: folded) }
                return conditions.count == 1 ? conditions[0] : .or(conditions)
            }
        case .prefixes(let kind, let atom):
            return stringsOrList(kind, value, comparison).map { Condition.anyOf($0.map(atom)) }
        case .pathAffixes(let isPrefix):
            return stringsOrList(.path, value, comparison).map { strings in
                Condition.anyOf(
                    strings.map { text -> Atom in
                        let key = folded ? Self.asciiLowercased(text) : text
                        switch (isPrefix, folded) {
                        case (true, false): return .pathPrefix(key)
                        case (true, true): return .pathPrefixFolded(key)
                        case (false, false): return .pathSuffix(key)
                        case (false, true): return .pathSuffixFolded(key)
                        }
                    })
            }
        case .matchPatterns:
            return matchPatterns(value, comparison).map { Condition.anyOf($0.map(Atom.urlMatches)) }
        case .queryNames:
            return stringsOrList(.queryName, value, comparison).map { .atom(.queryHas($0)) }
        }
    }

    /// The text with ASCII `A`–`Z` lowercased and every other byte kept.
    static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// One string or a list (inline or named) of strings of `kind`.
    private mutating func stringsOrList(_ kind: ItemKind, _ value: ValueSyntax, _ comparison: ComparisonSyntax) -> [String]? {
        let values: [ItemKind.Value]?
        switch value {
        case .string:
            values = checked(kind.check(value), at: value.range).map { [$0] }
        case .list, .word:
            values = list(kind, value)
        default:
            report(ValueProblem.expectedStringOrList(op: comparison.op.rawValue, kind), at: value.range)
            return nil
        }
        return values?.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    /// The atom for a comparison whose attribute is known, by its declaration: `is none`, `==
    /// current`, `is` and `in`; `is not` / `not in` are handled by the caller as `is` / `in`.
    private mutating func atom(_ attribute: Attribute, _ comparison: ComparisonSyntax, _ value: ValueSyntax, folded: Bool) -> Atom? {
        let declaration = attribute.declaration
        switch (comparison.op, value) {
        case (.is, .none), (.isNot, .none):
            guard let atom = declaration.noneAtom else { return unsupported(attribute, comparison) }
            return atom
        case (.equal, .current), (.notEqual, .current):
            guard comparison.currentPrefix == nil, declaration.comparesWithBareCurrent, let compared = declaration.compared else {
                return unsupported(attribute, comparison)
            }
            return .relation(compared, comparison.op == .equal ? .equal : .different)
        case (.equal, .currentAttribute(let part, _)), (.notEqual, .currentAttribute(let part, _)):
            guard comparison.currentPrefix == nil, part.text == attribute.rawValue, let compared = declaration.compared else {
                return unsupported(attribute, comparison)
            }
            return .relation(compared, comparison.op == .equal ? .equal : .different)
        case (.is, .current), (.isNot, .current), (.in, .none), (.notIn, .none), (.in, .current), (.notIn, .current),
            (.is, .currentAttribute), (.isNot, .currentAttribute), (.in, .currentAttribute), (.notIn, .currentAttribute):
            return unsupported(attribute, comparison)
        case (.is, _), (.isNot, _):
            guard let kind = declaration.values else { return unsupported(attribute, comparison) }
            return single(kind, value, comparison).map { Self.membership(declaration, kind, [$0], folded: folded) }
        case (.in, _), (.notIn, _):
            guard let kind = declaration.values else { return unsupported(attribute, comparison) }
            return list(kind, value).map { Self.membership(declaration, kind, $0, folded: folded) }
        case (.equal, _), (.notEqual, _), (.startsWith, _), (.endsWith, _), (.matches, _), (.has, _), (.under, _):
            return unsupported(attribute, comparison)
        }
    }

    /// The atom testing membership in `values`; with `ignoring case` (checked to follow only
    /// an attribute whose values fold) its folded atom over the values lowercased.
    private static func membership(_ declaration: AttributeDeclaration, _ kind: ItemKind, _ values: [ItemKind.Value], folded: Bool) -> Atom
    {
        guard folded, let fold = declaration.foldedValues else { return kind.atom(values) }
        return fold(values.compactMap { if case .string(let text) = $0 { asciiLowercased(text) } else { nil } })
    }

    /// `unsupported-comparison` for a form the attribute does not take.
    private mutating func unsupported(_ attribute: Attribute, _ comparison: ComparisonSyntax) -> Atom? {
        report(SemanticMessage.unsupportedForm(attribute, comparison.op, value: comparison.value), at: comparison.range)
        return nil
    }

    /// The one value of `is` / `is not`.
    private mutating func single(_ kind: ItemKind, _ value: ValueSyntax, _ comparison: ComparisonSyntax) -> ItemKind.Value? {
        let negated = comparison.op == .isNot
        switch value {
        case .list(let list):
            report(
                ValueProblem.listForSingleValue(op: comparison.op.rawValue, negated: negated, operatorRange: comparison.operatorRange),
                at: list.range)
            return nil
        case .range(let numbers) where kind == .port || kind == .status:
            report(
                ValueProblem.rangeForSingleValue(
                    range: numbers.text, negated: negated, replacing: comparison.operatorRange.union(numbers.range)),
                at: numbers.range)
            return nil
        case .word(let word) where names.definition(named: word.text) != nil && !kind.words.contains(word.text):
            report(
                ValueProblem.namedListForSingleValue(
                    name: word.text, op: comparison.op.rawValue, negated: negated,
                    operatorRange: comparison.operatorRange), at: word.range)
            return nil
        default:
            return checked(kind.check(value), at: value.range)
        }
    }

    /// `url matches "<pattern>"`, `url matches [...]` or `url matches LIST-NAME`.
    private mutating func matchPatterns(_ value: ValueSyntax, _ comparison: ComparisonSyntax) -> [MatchPattern]? {
        switch value {
        case .string(let string):
            switch MatchPatternParser.parse(string.value) {
            case .success(let pattern): return [pattern]
            case .failure(let problem):
                report(problem, at: string.range)
                return nil
            }
        case .list, .word:
            return list(.matchPattern, value)?.compactMap { if case .pattern(let pattern) = $0 { pattern } else { nil } }
        default:
            report(ValueProblem.expectedMatchPatternOrList, at: value.range)
            return nil
        }
    }

    /// The value of a check, reporting its problem at `range`.
    mutating func checked(_ result: Result<ItemKind.Value, ValueProblem>, at range: SourceRange) -> ItemKind.Value? {
        switch result {
        case .success(let value): return value
        case .failure(let problem):
            report(problem, at: range)
            return nil
        }
    }

    /// The condition of a comparison or a bare name, or nil after reporting a test its
    /// section's rules cannot make (`attribute-not-in-section`): a navigation's in a response
    /// rule, a response's in a navigation rule, also through a named condition.
    private mutating func placed(_ condition: Condition?, at range: SourceRange) -> Condition? {
        guard let section, let condition, let misplaced = condition.firstTest(outside: section) else { return condition }
        let named: (String, SourceRange)? = if case .named(let name, _) = condition { (name.name, name.definedAt) } else { nil }
        report(SemanticMessage.attributeNotInSection(misplaced, section: section, condition: named), at: range)
        return nil
    }

    /// Records a diagnostic.
    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records the diagnostic of `message` at `range`.
    mutating func report(_ message: some DiagnosticMessage, at range: SourceRange) {
        diagnostics.append(message.diagnostic(at: range))
    }
}
