import NavPolicy

/// Sema's messages about names, comparisons, actions, statement order and list files: every
/// such code's wording is here (the value codes' are `ValueProblem`'s).
enum SemanticMessage: DiagnosticMessage {
    /// A word (`word`) that is no attribute.
    case unknownAttribute(String)
    /// `current` before an attribute that is no part of a URL.
    case notAURLPart(Attribute)
    /// `ignoring case` after a comparison other than a path's `is`, `in`, `starts-with`, `ends-with`.
    case misplacedIgnoringCase
    /// A comparison form (`attribute op`, with `none` or `current` or `value`) the attribute does not take.
    case unsupportedForm(Attribute, ComparisonOperator, value: ValueSyntax?)
    /// The named list `name` (defined at `definedAt`) holds another kind of value than a use needs.
    case listKindMismatch(name: String, holds: ListKind, needs: ItemKind, definedAt: SourceRange)
    /// A name no `let` defines; `known` are the defined names.
    case undefinedName(String, known: [String])
    /// A name used above its definition (at `definedAt`, by the keyword `keyword`: `let`, `flag`, `condition`).
    case useBeforeDefinition(String, definedAt: SourceRange, keyword: String)
    /// A second definition of `name` (the first at `firstAt`); `bothLists` when both are `let`s.
    case duplicateDefinition(String, firstAt: SourceRange, bothLists: Bool)
    /// A flag or condition (`kind`: "a flag") named like the attribute or built-in `word`.
    case reservedName(String, kind: String)
    /// A flag past the limit; `lastKept` is the last flag kept.
    case tooManyFlags(lastKept: String, lastKeptAt: SourceRange)
    /// A `param` key outside `ParameterKey.isValid`.
    case invalidParameterKey(String)
    /// A `param` key another parameter declared first (at `firstAt`).
    case duplicateParameterKey(String, firstAt: SourceRange)
    /// A flag or condition (`kind`: "a flag") used where a list belongs.
    case notAList(String, kind: String, definedAt: SourceRange)
    /// Action words (`spelling`) that are no action.
    case unknownAction(String)
    /// A notify tag outside `Decision.notifyTagRule`.
    case invalidNotifyTag(String)
    /// A second `policy` header (the first at `firstAt`).
    case duplicateHeader(firstAt: SourceRange)
    /// A `policy` header after another statement (the first statement, at `after`).
    case headerNotFirst(after: SourceRange)
    /// A second `otherwise` in a section (the first at `firstAt`).
    case duplicateOtherwise(firstAt: SourceRange, inResponseSection: Bool)
    /// An `otherwise` with a statement of its section (at `followedBy`) after it.
    case otherwiseNotLast(followedBy: SourceRange, place: OtherwisePlace)
    /// A second `on response` (the first at `firstAt`).
    case duplicateSection(firstAt: SourceRange)

    /// Where an `otherwise` belongs: the end of the file, of the navigation rules before
    /// `on response`, or of the response section.
    enum OtherwisePlace {
        case file, beforeSection, section
    }
    /// A test only the other section's rules make (`word`: `status`, `attachment`, `navigation`,
    /// `current`, `new-window`) in a rule of `section`; `condition` is the named condition
    /// (and where it is defined) the test is in, when it came through one.
    case attributeNotInSection(String, section: PolicySection, condition: (name: String, definedAt: SourceRange)?)
    /// An action (`spelling`) other than `allow`, `cancel` and `download` in a response rule.
    case actionNotInResponse(String)
    /// An attribute standing alone as an atom (`when host then`).
    case bareAttribute(String)
    /// A list or parameter (`kind`: "a list") standing alone as an atom.
    case bareList(String, kind: String, definedAt: SourceRange)
    /// A bare name nothing defines; `known` are the flags, conditions, attributes and built-in atoms.
    case undefinedAtom(String, known: [String])
    /// A condition that uses itself: `chain` from the condition back to it (`["first", "second", "first"]`).
    case recursiveCondition(chain: [String], definedAt: SourceRange)
    /// A parameter used as `kind` after a use (at `firstAt`) as `firstKind`.
    case parameterKindConflict(String, kind: ParameterKind, firstKind: ParameterKind, firstAt: SourceRange)
    /// A parameter where the runtime takes none (`form`: `url matches`), with what to write instead.
    case unsupportedParameterUse(String, form: String, help: String)
    /// A list file that could not be read; `reason` is the reader's sentence.
    case listFileUnreadable(reason: String)
    /// A list file item written in quotes (`text` with them).
    case quotedListItem(String)

    func diagnostic(at range: SourceRange) -> Diagnostic {
        switch self {
        case .unknownAttribute(let word):
            let attributes = Attribute.allCases.map(\.rawValue)
            let offer = Suggestion.offer(for: word, at: range, among: attributes)
            return .error(
                .unknownAttribute, "unknown attribute '\(word)'", at: range, notes: offer.notes,
                help: "the attributes are \(Suggestion.quotedList(attributes))", fixIts: offer.fixIts)
        case .notAURLPart(let attribute):
            return .error(
                .unsupportedComparison, "'current \(attribute.rawValue)' is not an attribute", at: range,
                help: "'current' prefixes the parts of a URL: \(Suggestion.quotedList(Attribute.urlParts.map(\.rawValue)))")
        case .misplacedIgnoringCase:
            return .error(
                .unsupportedComparison, "'ignoring case' applies only to \(Self.foldableComparisons)",
                at: range, fixIts: [FixIt(range: range, replacement: "")])
        case .unsupportedForm(let attribute, let op, let value):
            return .error(
                .unsupportedComparison, "'\(Self.form(attribute, op, value))' is not supported", at: range,
                help: Self.unsupportedFormHelp(attribute, op, value))
        case .listKindMismatch(let name, let held, let needed, let definedAt):
            return .error(
                .listKindMismatch, "list '\(name)' holds \(held.plural), not \(needed.plural)", at: range,
                notes: [DiagnosticNote("'\(name)' is defined here", range: definedAt)], help: "use a list of \(needed.plural) here")
        case .undefinedName(let word, let names):
            let offer = Suggestion.offer(for: word, at: range, among: names)
            return .error(
                .undefinedName, "undefined name '\(word)'", at: range, notes: offer.notes,
                help: names.isEmpty ? "define it first with 'let \(word) = [...]'" : nil, fixIts: offer.fixIts)
        case .useBeforeDefinition(let name, let definedAt, let keyword):
            return .error(
                .useBeforeDefinition, "'\(name)' is used before its definition", at: range,
                notes: [DiagnosticNote("'\(name)' is defined here", range: definedAt)],
                help: keyword == "let"
                    ? "move the 'let' above the first rule that uses it"
                    : "move the '\(keyword)' above the first statement that uses it")
        case .duplicateDefinition(let name, let firstAt, let bothLists):
            return .error(
                .duplicateDefinition, "'\(name)' is already defined", at: range,
                notes: [DiagnosticNote("'\(name)' is first defined here", range: firstAt)],
                help: bothLists
                    ? "rename one of the lists, or merge their items into one"
                    : "rename one of them; lists, parameters, flags and conditions share one set of names")
        case .reservedName(let word, let kind):
            return .error(
                .reservedName, "'\(word)' is an attribute and cannot name \(kind)", at: range,
                help: "a \(kind.dropFirst(2)) is used by its bare name, which would read as the attribute; choose another name")
        case .tooManyFlags(let lastKept, let lastKeptAt):
            return .error(
                .tooManyFlags, "a policy declares at most \(PolicyFlag.maximumCount) flags", at: range,
                notes: [DiagnosticNote("flag \(PolicyFlag.maximumCount) is '\(lastKept)'", range: lastKeptAt)],
                help: "a decision carries its flags as one 64-bit set; combine flags or pass a parameter instead")
        case .invalidParameterKey(let key):
            return .error(
                .invalidParameterKey, "invalid parameter key '\(key)'", at: range,
                help: "a key is 1 to \(ParameterKey.maximumLength) characters of 'A-Z', 'a-z', '0-9', '.', '_' and '-'")
        case .duplicateParameterKey(let key, let firstAt):
            return .error(
                .duplicateParameterKey, "the key '\(key)' is already a parameter", at: range,
                notes: [DiagnosticNote("'\(key)' is first declared here", range: firstAt)],
                help: "the app gives one list per key; use the first parameter's name here")
        case .notAList(let name, let kind, let definedAt):
            return .error(
                .typeMismatch, "'\(name)' is \(kind), not a list", at: range,
                notes: [DiagnosticNote("'\(name)' is defined here", range: definedAt)],
                help: "use '\(name)' by its bare name as a condition, e.g. 'when \(name) then …'")
        case .unknownAction(let spelling):
            // One-word actions first, as the parser's help lists them.
            let allSpellings = Action.allCases.map(\.sourceSpelling)
            let spellings = allSpellings.filter { !$0.contains(" ") } + allSpellings.filter { $0.contains(" ") }
            let offer = Suggestion.offer(for: spelling, at: range, among: spellings)
            return .error(
                .unknownAction, "unknown action '\(spelling)'", at: range, notes: offer.notes,
                help: "the actions are \(Suggestion.quotedList(spellings))", fixIts: offer.fixIts)
        case .invalidNotifyTag(let tag):
            return .error(.invalidNotifyTag, "invalid notify tag '\(tag)'", at: range, help: "a tag is \(Decision.notifyTagRule)")
        case .duplicateHeader(let firstAt):
            return .error(
                .duplicateHeader, "a policy has at most one 'policy' header", at: range,
                notes: [DiagnosticNote("the first header is here", range: firstAt)], help: "remove this header")
        case .headerNotFirst(let after):
            return .error(
                .headerNotFirst, "the 'policy' header must be the first statement", at: range,
                notes: [DiagnosticNote("this statement comes before it", range: after)], help: "move the header to the top of the file")
        case .duplicateOtherwise(let firstAt, let inResponseSection):
            return .error(
                .duplicateOtherwise, "a \(inResponseSection ? "section" : "policy") has at most one 'otherwise'", at: range,
                notes: [DiagnosticNote("the first 'otherwise' is here", range: firstAt)],
                help:
                    "remove one of them; the first 'otherwise' decides every \(inResponseSection ? "response" : "request") that reaches it")
        case .otherwiseNotLast(let following, let place):
            return .error(
                .otherwiseNotLast, "'otherwise' must be the last statement" + (place == .beforeSection ? " before 'on response'" : ""),
                at: range, notes: [DiagnosticNote("this statement follows it", range: following)],
                help: place == .beforeSection
                    ? "move 'otherwise' down to just before 'on response'; rules after it could never decide"
                    : "move 'otherwise' to the end of the \(place == .file ? "file" : "section"); rules after it could never decide")
        case .duplicateSection(let firstAt):
            return .error(
                .duplicateSection, "a policy has at most one 'on response' section", at: range,
                notes: [DiagnosticNote("the section starts here", range: firstAt)],
                help: "remove this line: every rule after the first 'on response' is already a response rule")
        case .attributeNotInSection(let word, let section, let condition):
            let what = Self.sectionTestMessage(word, section: section)
            let message =
                condition.map { "\(what.rule) cannot use condition '\($0.name)': it tests '\(word)' (\(what.reason))" }
                ?? "\(what.rule) cannot test '\(word)': \(what.reason)"
            return .error(
                .attributeNotInSection, message, at: range,
                notes: condition.map { [DiagnosticNote("'\($0.name)' is defined here", range: $0.definedAt)] } ?? [], help: what.help)
        case .actionNotInResponse(let spelling):
            return .error(
                .actionNotInResponse, "'\(spelling)' is no response action", at: range,
                help: "a response rule gives 'allow', 'cancel' or 'download' (each may add 'and notify \"tag\"'); "
                    + "'\(spelling)' decides navigations, in a rule before 'on response'")
        case .bareAttribute(let word):
            return .error(
                .unsupportedComparison, "the attribute '\(word)' needs a comparison", at: range,
                help: Self.attributeHelp(word))
        case .bareList(let name, let kind, let definedAt):
            return .error(
                .typeMismatch, "'\(name)' is \(kind), not a condition", at: range,
                notes: [DiagnosticNote("'\(name)' is defined here", range: definedAt)],
                help: "compare an attribute with it, e.g. 'host in \(name)'")
        case .undefinedAtom(let word, let known):
            let offer = Suggestion.offer(for: word, at: range, among: known)
            return .error(
                .undefinedName, "undefined name '\(word)'", at: range, notes: offer.notes,
                help: offer.notes.isEmpty ? "declare it first with 'flag \(word)' or 'condition \(word) = …'" : nil, fixIts: offer.fixIts)
        case .recursiveCondition(let chain, let definedAt):
            let name = chain.first ?? ""
            let through =
                chain.count <= 2 ? "" : ": " + zip(chain, chain.dropFirst()).map { "'\($0)' uses '\($1)'" }.joined(separator: ", ")
            return .error(
                .recursiveCondition, "condition '\(name)' uses itself\(through)", at: range,
                notes: [DiagnosticNote("'\(name)' is defined here", range: definedAt)],
                help: "a condition may use only conditions defined before it; write the repeated test out instead")
        case .parameterKindConflict(let name, let kind, let firstKind, let firstAt):
            return .error(
                .parameterKindConflict, "parameter '\(name)' is used as \(kind.plural) here and as \(firstKind.plural) before", at: range,
                notes: [DiagnosticNote("'\(name)' is first used as \(firstKind.plural) here", range: firstAt)],
                help: "a parameter holds one kind of item; declare another parameter for the \(kind.plural)")
        case .unsupportedParameterUse(let name, let form, let help):
            return .error(
                .unsupportedParameterUse, "a parameter cannot be used in '\(form)'", at: range,
                notes: [], help: help.isEmpty ? "use '\(name)' with host, scheme, port, path or query tests" : help)
        case .listFileUnreadable(let reason):
            return .error(
                .listFileUnreadable, reason, at: range, help: "the path is relative to the policy file's folder; write one item per line")
        case .quotedListItem(let text):
            return .error(
                .quotedListItem, "list file items are written without quotes", at: range,
                help: "write \(text.dropFirst().dropLast()) on its own line, without quotes")
        }
    }

    /// Why a rule of `section` cannot test `word` (`a response rule cannot test 'navigation'`),
    /// and what to do instead.
    private static func sectionTestMessage(_ word: String, section: PolicySection) -> (rule: String, reason: String, help: String) {
        switch (section, word) {
        case (.response, NavigationTarget.newWindow.name):
            (
                "a response rule", "a response is for the main frame or a subframe",
                "response rules test 'target is main-frame' or 'target is subframe'"
            )
        case (.response, _):
            (
                "a response rule", "a response has no \(word == Attribute.navigation.rawValue ? "navigation type" : "current page")",
                "move the test to a rule before 'on response'"
            )
        case (.navigation, _):
            (
                "a navigation rule", "'\(word)' is a response \(Atom.builtIn(word) == nil ? "attribute" : "atom")",
                "move the test to a rule after 'on response', which starts the rules that decide responses"
            )
        }
    }

    /// The comparisons `ignoring case` may follow, by their positive forms: `'path is', 'path
    /// in', … and 'path under'`.
    private static var foldableComparisons: String {
        Suggestion.quotedList(
            Attribute.allCases.flatMap { attribute in
                attribute.declaration.ignoringCase.filter { $0 != .isNot && $0 != .notIn }.map { "\(attribute.rawValue) \($0.rawValue)" }
            })
    }

    /// What to write for an attribute used as a bare atom.
    private static func attributeHelp(_ word: String) -> String {
        guard let declaration = Attribute(rawValue: word)?.declaration else { return "compare it with a value" }
        return "compare it, e.g. '\(declaration.example ?? "\(word) \(declaration.operators.first?.rawValue ?? "is") …")'"
    }

    /// `host == none`, `host is current`, `url is`: the form as written.
    private static func form(_ attribute: Attribute, _ op: ComparisonOperator, _ value: ValueSyntax?) -> String {
        switch value {
        case .none?: "\(attribute.rawValue) \(op.rawValue) none"
        case .current?: "\(attribute.rawValue) \(op.rawValue) current"
        default: "\(attribute.rawValue) \(op.rawValue)"
        }
    }

    /// What to write instead of an unsupported form: the form meant for the common mistakes,
    /// else the comparisons the attribute takes.
    private static func unsupportedFormHelp(_ attribute: Attribute, _ op: ComparisonOperator, _ value: ValueSyntax?) -> String {
        if attribute == .host, op == .equal || op == .notEqual, case .string(let string)? = value {
            return
                "'==' and '!=' compare with 'current'; to test a host write 'host \(op == .equal ? "is" : "is not") \(StringLiteral.quoted(string.value))'"
        }
        if attribute == .host, op == .is || op == .isNot, case .current? = value {
            return "write 'host \(op == .is ? "==" : "!=") current' to compare the request's host with the current one"
        }
        if attribute == .current, op == .equal || op == .notEqual {
            return "write 'host \(op.rawValue) current'"
        }
        return attribute.declaration.formsHelp
    }
}
