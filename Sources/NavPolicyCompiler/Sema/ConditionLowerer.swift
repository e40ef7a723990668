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
    var listNames: [Condition: String] = [:]
    /// The list file each definition with `file "…"` was read from, by defined name (the name
    /// its diagnostics show).
    var listFileNames: [String: String] = [:]

    /// A lowerer resolving names in `names`.
    init(names: NameTable) {
        self.names = names
    }

    /// The checked condition, or nil when some part is wrong or missing.
    mutating func lower(_ condition: ConditionSyntax) -> Condition? {
        switch condition {
        case .comparison(let comparison):
            return lower(comparison)
        case .name(let name):
            report(VersionThree.notYetChecked("a bare name", at: name.range))
            return nil
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
        if let prefix = comparison.currentPrefix, !attribute.isURLPart {
            report(.error(.unsupportedComparison, "'current \(attribute.rawValue)' is not an attribute", at: prefix.union(comparison.attribute.range),
                          help: "'current' prefixes the parts of a URL: \(Suggestion.quotedList(Attribute.urlParts.map(\.rawValue)))"))
            return nil
        }
        guard let value = comparison.value else { return nil }
        if comparison.op == .under { report(VersionThree.notYetChecked("'under'", at: comparison.operatorRange)); return nil }
        let negated = comparison.op == .isNot || comparison.op == .notIn
        // A part every URL has is none exactly when the current URL is: absent or unreadable.
        if comparison.currentPrefix != nil, [.scheme, .path, .url].contains(attribute), case .none = value,
           comparison.op == .is || comparison.op == .isNot {
            return negated ? .not(.atom(.currentURLIsNone)) : .atom(.currentURLIsNone)
        }
        guard let lowered = condition(attribute, comparison, value) else { return nil }
        let onURL = comparison.currentPrefix == nil ? lowered : lowered.mapAtoms { .onCurrent($0) }
        // A list name as the operand of any list-taking operator (`in`, `starts-with`,
        // `matches`, `has`, …), by the condition it lowered to (one atom, or the `or` of one
        // atom per item), before `not`.
        if case .word(let word) = value, comparison.op != .is, comparison.op != .isNot, names.definition(named: word.text)?.list != nil {
            listNames[onURL] = word.text
        }
        return negated ? .not(onURL) : onURL
    }

    /// The condition for a comparison whose attribute is known: one atom, or for a list of
    /// prefixes, suffixes or match patterns the `or` of one atom each.
    private mutating func condition(_ attribute: Attribute, _ comparison: ComparisonSyntax, _ value: ValueSyntax) -> Condition? {
        if let ignoring = comparison.ignoringCase {
            guard attribute == .path, [.is, .isNot, .in, .notIn, .startsWith, .endsWith].contains(comparison.op) else {
                report(.error(.unsupportedComparison, "'ignoring case' applies only to 'path is', 'path in', 'path starts-with' and 'path ends-with'",
                              at: ignoring, fixIts: [FixIt(range: ignoring, replacement: "")]))
                return nil
            }
        }
        let folded = comparison.ignoringCase != nil
        switch (attribute, comparison.op) {
        case (.path, .startsWith), (.path, .endsWith):
            let isPrefix = comparison.op == .startsWith
            return stringsOrList(.path, value, comparison).map { strings in
                Condition.anyOf(strings.map { text -> Atom in
                    let key = folded ? Self.asciiLowercased(text) : text
                    switch (isPrefix, folded) {
                    case (true, false): return .pathPrefix(key)
                    case (true, true): return .pathPrefixFolded(key)
                    case (false, false): return .pathSuffix(key)
                    case (false, true): return .pathSuffixFolded(key)
                    }
                })
            }
        case (.url, .matches):
            return matchPatterns(value, comparison).map { Condition.anyOf($0.map(Atom.urlMatches)) }
        case (.query, .has):
            return stringsOrList(.queryName, value, comparison).map { .atom(.queryHas($0)) }
        default:
            guard let atom = atom(attribute, comparison, value) else { return nil }
            if folded, case .path(let paths) = atom { return .atom(.pathFolded(paths.map(Self.asciiLowercased))) }
            return .atom(atom)
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
            report(.error(.typeMismatch, "'\(comparison.op.rawValue)' takes \(kind.singular) string or a list of them", at: value.range,
                          help: "write \(kind.plural) in double quotes"))
            return nil
        }
        return values?.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    /// The atom for a comparison whose attribute is known; `is not` / `not in` are handled
    /// by the caller as `is` / `in`.
    private mutating func atom(_ attribute: Attribute, _ comparison: ComparisonSyntax, _ value: ValueSyntax) -> Atom? {
        switch (attribute, comparison.op, value) {
        case (.host, .is, .none), (.host, .isNot, .none):
            return .hostIsNone
        case (.current, .is, .none), (.current, .isNot, .none):
            return .currentIsNone
        case (.port, .is, .none), (.port, .isNot, .none):
            return .portIsNone
        case (.query, .is, .none), (.query, .isNot, .none):
            return .queryIsNone
        case (.host, .equal, .current) where comparison.currentPrefix == nil:
            return .hostEqualsCurrent
        case (.host, .notEqual, .current) where comparison.currentPrefix == nil:
            return .hostDiffersFromCurrent
        case (_, .equal, .currentAttribute(let part, _)), (_, .notEqual, .currentAttribute(let part, _)):
            guard comparison.currentPrefix == nil, part.text == attribute.rawValue else { return unsupported(attribute, comparison) }
            let equal = comparison.op == .equal
            switch attribute {
            case .scheme: return equal ? .schemeEqualsCurrent : .schemeDiffersFromCurrent
            case .host: return equal ? .hostEqualsCurrent : .hostDiffersFromCurrent
            case .port: return equal ? .portEqualsCurrent : .portDiffersFromCurrent
            default: return unsupported(attribute, comparison)
            }
        case (_, .is, .none), (_, .isNot, .none), (_, .is, .current), (_, .isNot, .current),
             (_, .in, .none), (_, .notIn, .none), (_, .in, .current), (_, .notIn, .current),
             (_, .is, .currentAttribute), (_, .isNot, .currentAttribute), (_, .in, .currentAttribute), (_, .notIn, .currentAttribute):
            return unsupported(attribute, comparison)
        case (_, .is, _), (_, .isNot, _):
            guard let kind = attribute.itemKind else { return unsupported(attribute, comparison) }
            return single(kind, value, comparison).map { kind.atom([$0]) }
        case (_, .in, _), (_, .notIn, _):
            guard let kind = attribute.itemKind else { return unsupported(attribute, comparison) }
            return list(kind, value).map { kind.atom($0) }
        case (_, .equal, _), (_, .notEqual, _), (_, .startsWith, _), (_, .endsWith, _), (_, .matches, _), (_, .has, _), (_, .under, _):
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

    /// `url matches "<pattern>"`, `url matches [...]` or `url matches LIST-NAME`.
    private mutating func matchPatterns(_ value: ValueSyntax, _ comparison: ComparisonSyntax) -> [MatchPattern]? {
        switch value {
        case .string(let string):
            switch MatchPatternParser.parse(string.value) {
            case .success(let pattern): return [pattern]
            case .failure(let problem):
                report(problem.diagnostic(at: string.range))
                return nil
            }
        case .list, .word:
            return list(.matchPattern, value)?.compactMap { if case .pattern(let pattern) = $0 { pattern } else { nil } }
        default:
            report(.error(.typeMismatch, "'matches' takes a match pattern string or a list of them", at: value.range,
                          help: "write a pattern in double quotes, such as \"https://*.example.com/*\""))
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
