/// Lowers written conditions to checked ones, diagnosing attributes, operators and values.
/// `is not` / `not in` / `not (...)` become `Condition.not`, parentheses vanish, and `and` /
/// `or` keep their operands in source order. A part that cannot be lowered makes the whole
/// condition nil, but every part is still checked so all errors are reported at once.
struct ConditionLowerer {
    /// The definitions, whose use counts grow as conditions refer to them.
    var names: NameTable
    /// Every diagnostic found so far.
    var diagnostics: [Diagnostic] = []
    /// The index of the statement being checked (for use-before-definition).
    var statementIndex = 0
    /// The name of each list atom written with a named list (`host in ad-hosts`), so that
    /// explanations can use the author's word instead of the whole list.
    var listNames: [Atom: String] = [:]

    /// A lowerer resolving names in `names`.
    init(names: NameTable) {
        self.names = names
    }

    /// The checked condition, or nil when some part is wrong or missing.
    mutating func lower(_ condition: ConditionSyntax) -> Condition? {
        switch condition {
        case .comparison(let comparison):
            return lower(comparison)
        case .not(let operand, _):
            return lower(operand).map { .not($0) }
        case .and(let operands, _):
            return lowerAll(operands).map { .and($0) }
        case .or(let operands, _):
            return lowerAll(operands).map { .or($0) }
        case .parenthesized(let inner, _):
            return lower(inner)
        case .missing:
            return nil
        }
    }

    private mutating func lowerAll(_ operands: [ConditionSyntax]) -> [Condition]? {
        var lowered: [Condition] = []
        var complete = true
        for operand in operands {
            if let condition = lower(operand) { lowered.append(condition) } else { complete = false }
        }
        return complete ? lowered : nil
    }

    /// One comparison: resolves the attribute, then the form the operator and value take.
    private mutating func lower(_ comparison: ComparisonSyntax) -> Condition? {
        guard let attribute = Attribute(rawValue: comparison.attribute.text) else {
            let word = comparison.attribute
            let offer = Suggestion.offer(for: word.text, at: word.range, among: Attribute.allCases.map(\.rawValue))
            report(.error(.unknownAttribute, "unknown attribute '\(word.text)'", at: word.range,
                          notes: offer.notes,
                          help: "the attributes are \(Suggestion.quotedList(Attribute.allCases.map(\.rawValue)))",
                          fixIts: offer.fixIts))
            return nil
        }
        guard let value = comparison.value else { return nil }
        let negated = comparison.op == .isNot || comparison.op == .notIn
        guard let atom = atom(attribute, comparison, value) else { return nil }
        if case .word(let word) = value, comparison.op == .in || comparison.op == .notIn { listNames[atom] = word.text }
        return negated ? .not(.atom(atom)) : .atom(atom)
    }

    /// The atom for a comparison whose attribute is known; `is not` / `not in` are handled
    /// by the caller as `is` / `in`.
    private mutating func atom(_ attribute: Attribute, _ comparison: ComparisonSyntax, _ value: ValueSyntax) -> Atom? {
        switch (attribute, comparison.op, value) {
        case (.host, .is, .none), (.host, .isNot, .none):
            return .hostIsNone
        case (.current, .is, .none), (.current, .isNot, .none):
            return .currentIsNone
        case (.host, .equal, .current):
            return .hostEqualsCurrent
        case (.host, .notEqual, .current):
            return .hostDiffersFromCurrent
        case (.url, .matches, _):
            return matchPattern(value)
        case (.path, .startsWith, _):
            return pathPrefix(value)
        case (_, .is, .none), (_, .isNot, .none), (_, .is, .current), (_, .isNot, .current),
             (_, .in, .none), (_, .notIn, .none), (_, .in, .current), (_, .notIn, .current):
            return unsupported(attribute, comparison)
        case (_, .is, _), (_, .isNot, _):
            guard let kind = attribute.itemKind else { return unsupported(attribute, comparison) }
            return single(kind, value, comparison).map { kind.atom([$0]) }
        case (_, .in, _), (_, .notIn, _):
            guard let kind = attribute.itemKind else { return unsupported(attribute, comparison) }
            return list(kind, value).map { kind.atom($0) }
        case (_, .equal, _), (_, .notEqual, _), (_, .startsWith, _), (_, .matches, _):
            return unsupported(attribute, comparison)
        }
    }

    /// `unsupported-comparison` for a form the attribute does not take.
    private mutating func unsupported(_ attribute: Attribute, _ comparison: ComparisonSyntax) -> Atom? {
        let form: String
        switch comparison.value {
        case .none?: form = "\(attribute.rawValue) \(comparison.op.rawValue) none"
        case .current?: form = "\(attribute.rawValue) \(comparison.op.rawValue) current"
        default: form = "\(attribute.rawValue) \(comparison.op.rawValue)"
        }
        var help = attribute.allowedForms
        if attribute == .host, comparison.op == .equal || comparison.op == .notEqual, case .string(let string)? = comparison.value {
            help = "'==' and '!=' compare with 'current'; to test a host write 'host \(comparison.op == .equal ? "is" : "is not") \(ValueValidator.literal(string.value))'"
        } else if attribute == .host, comparison.op == .is || comparison.op == .isNot, case .current? = comparison.value {
            help = "write 'host \(comparison.op == .is ? "==" : "!=") current' to compare the request's host with the current one"
        } else if attribute == .current, comparison.op == .equal || comparison.op == .notEqual {
            help = "write 'host \(comparison.op.rawValue) current'"
        }
        report(.error(.unsupportedComparison, "'\(form)' is not supported", at: comparison.range, help: help))
        return nil
    }

    /// The one value of `is` / `is not`.
    private mutating func single(_ kind: ItemKind, _ value: ValueSyntax, _ comparison: ComparisonSyntax) -> ItemKind.Value? {
        let negated = comparison.op == .isNot
        switch value {
        case .list(let list):
            report(.error(.typeMismatch, "'\(comparison.op.rawValue)' compares with one value, not a list", at: list.range,
                          help: "use '\(negated ? "not in" : "in")' to compare with a list",
                          fixIts: [FixIt(range: comparison.operatorRange, replacement: negated ? "not in" : "in")]))
            return nil
        case .word(let word) where names.definition(named: word.text) != nil && !kind.words.contains(word.text):
            report(.error(.typeMismatch, "'\(word.text)' is a list; '\(comparison.op.rawValue)' compares with one value", at: word.range,
                          help: "use '\(negated ? "not in" : "in")' to compare with a named list",
                          fixIts: [FixIt(range: comparison.operatorRange, replacement: negated ? "not in" : "in")]))
            return nil
        default:
            return checked(kind.check(value), at: value.range)
        }
    }

    /// `path starts-with "/prefix"`.
    private mutating func pathPrefix(_ value: ValueSyntax) -> Atom? {
        guard case .string = value else {
            report(.error(.typeMismatch, "'starts-with' takes one path string", at: value.range,
                          help: "write a path prefix in double quotes, such as \"/checkout\""))
            return nil
        }
        guard case .string(let prefix)? = checked(ItemKind.path.check(value), at: value.range) else { return nil }
        return .pathPrefix(prefix)
    }

    /// `url matches "<scheme>://<host><path>"`.
    private mutating func matchPattern(_ value: ValueSyntax) -> Atom? {
        guard case .string(let string) = value else {
            report(.error(.typeMismatch, "'matches' takes one match pattern string", at: value.range,
                          help: "write a pattern in double quotes, such as \"https://*.example.com/*\""))
            return nil
        }
        switch MatchPatternParser.parse(string.value) {
        case .success(let pattern): return .urlMatches(pattern)
        case .failure(let problem):
            report(problem.diagnostic(at: string.range))
            return nil
        }
    }

    /// The value of a check, reporting its problem at `range` with `notes`.
    mutating func checked(_ result: Result<ItemKind.Value, ValueProblem>, at range: SourceRange, notes: [DiagnosticNote] = []) -> ItemKind.Value? {
        switch result {
        case .success(let value): return value
        case .failure(let problem):
            report(problem.diagnostic(at: range, extraNotes: notes))
            return nil
        }
    }

    /// Records a diagnostic.
    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
