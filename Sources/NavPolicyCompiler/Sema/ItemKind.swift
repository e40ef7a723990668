import NavPolicy

/// What kind of value an attribute compares with, and how one value of that kind is checked.
enum ItemKind: Sendable, Hashable {
    case target, navigation, view, scheme, hostPattern, port, path, queryName, matchPattern
    /// A response's HTTP status code (100–999), and a MIME type essence (`text/html`) or the
    /// start of one (`image/`, for `type starts-with`): response rules only.
    case status, mimeType, mimeTypePrefix

    /// One checked value of some kind.
    enum Value: Sendable, Hashable {
        case target(NavigationTarget)
        case navigation(NavigationType)
        case view(NavigationView)
        case string(String)
        case host(HostPattern)
        case port(UInt16)
        case pattern(MatchPattern)
    }

    /// The kind in the plural, for messages (`host patterns`).
    var plural: String {
        switch self {
        case .target: "target values"
        case .navigation: "navigation types"
        case .view: "views"
        case .scheme: "schemes"
        case .hostPattern: "host patterns"
        case .port: "port numbers"
        case .path: "paths"
        case .queryName: "query parameter names"
        case .matchPattern: "match patterns"
        case .status: "status codes"
        case .mimeType: "MIME types"
        case .mimeTypePrefix: "MIME type prefixes"
        }
    }

    /// The kind with an article, for messages (`a host pattern`).
    var singular: String {
        switch self {
        case .target: "a target value"
        case .navigation: "a navigation type"
        case .view: "a view"
        case .scheme: "a scheme"
        case .hostPattern: "a host pattern"
        case .port: "a port number"
        case .path: "a path"
        case .queryName: "a query parameter name"
        case .matchPattern: "a match pattern"
        case .status: "a status code"
        case .mimeType: "a MIME type"
        case .mimeTypePrefix: "a MIME type prefix"
        }
    }

    /// Whether values of this kind are enum words (else strings).
    var takesWords: Bool { self == .target || self == .navigation || self == .view }

    /// The enum words of this kind (empty for string kinds).
    var words: [String] {
        switch self {
        case .target: NavigationTarget.allCases.map(\.name)
        case .navigation: NavigationType.allCases.map(\.name)
        case .view: NavigationView.allCases.map(\.name)
        case .scheme, .hostPattern, .port, .path, .queryName, .matchPattern, .status, .mimeType, .mimeTypePrefix: []
        }
    }

    /// Checks one value (a single comparison value or a list item).
    func check(_ value: ValueSyntax) -> Result<Value, ValueProblem> {
        switch value {
        case .number(let number):
            return checkNumber(number.text)
        case .word(let word):
            guard takesWords else { return .failure(.wordForString(self, word: word.text)) }
            return checkWord(word.text)
        case .string(let string):
            return checkString(string.value)
        case .list:
            return .failure(.nestedList(self))
        case .range(let numbers):
            // A range in a port list is expanded by `values(of:)`; anywhere else it is misplaced.
            return .failure(.rangeForValue(self, range: numbers.text))
        case .none, .current, .currentAttribute:
            let word = if case .none = value { "none" } else { "current" }
            return .failure(.noneOrCurrent(self, word: word))
        }
    }

    /// Appends the values one list item stands for to `values`: one, or every port or status
    /// code of a range (`8000..8999`, `400..599`); the problem instead when the item is
    /// invalid. No array per item: a list file of 100,000 hosts passes through here at each use.
    func appendValues(of item: ValueSyntax, to values: inout [Value]) -> ValueProblem? {
        if case .range(let numbers) = item, self == .port || self == .status {
            switch numberRange(numbers) {
            case .success(let numbers): values += numbers.map(Value.port)
            case .failure(let problem): return problem
            }
            return nil
        }
        switch check(item) {
        case .success(let value): values.append(value)
        case .failure(let problem): return problem
        }
        return nil
    }

    /// `appendValues(of:to:)` of a string item with value `text`.
    func appendValue(ofString text: String, to values: inout [Value]) -> ValueProblem? {
        switch checkString(text) {
        case .success(let value): values.append(value)
        case .failure(let problem): return problem
        }
        return nil
    }

    /// The ports or status codes (this kind's numbers) from a range's low end to its high
    /// end, both included; `invalid-range` when an end is no such number or the low end
    /// exceeds the high end.
    func numberRange(_ numbers: NumberRangeSyntax) -> Result<ClosedRange<UInt16>, ValueProblem> {
        let (number, limits) =
            self == .status ? (ValueValidator.status, "no status code (100–999)") : (ValueValidator.port, "no port (0–65535)")
        guard let low = number(numbers.low.text) else {
            return .failure(.invalidRange(numbers.text, reason: "'\(numbers.low.text)' is \(limits)", kind: self))
        }
        guard let high = number(numbers.high.text) else {
            return .failure(.invalidRange(numbers.text, reason: "'\(numbers.high.text)' is \(limits)", kind: self))
        }
        guard low <= high else { return .failure(.invalidRange(numbers.text, reason: "the low end exceeds the high end", kind: self)) }
        return .success(low...high)
    }

    /// A port number (digits only, 0–65535; else `invalid-port`) or a status code (100–999;
    /// else `invalid-status`). Both are kept as `Value.port`, a 16-bit number.
    private func checkNumber(_ text: String) -> Result<Value, ValueProblem> {
        switch self {
        case .port: ValueValidator.port(text).map { .success(.port($0)) } ?? .failure(.invalidPort(text))
        case .status: ValueValidator.status(text).map { .success(.port($0)) } ?? .failure(.invalidStatus(text))
        default: .failure(.numberForValue(self, number: text))
        }
    }

    /// HTML target names (quoted: `"_blank"`; bare `_blank` is the lexer's error) and the same
    /// names without `_`, with the target value they usually mean (also for request lines:
    /// `Suggestion.closestTarget`).
    static let htmlTargets = LexicalMessage.htmlTargets.reduce(into: [String: String]()) { names, entry in
        names[entry.key] = entry.value
        names[String(entry.key.dropFirst())] = entry.value
    }

    private func checkWord(_ word: String) -> Result<Value, ValueProblem> {
        if self == .target, let target = NavigationTarget(name: word) { return .success(.target(target)) }
        if self == .navigation, let type = NavigationType(name: word) { return .success(.navigation(type)) }
        if self == .view, let view = NavigationView(name: word) { return .success(.view(view)) }
        // HTML target names (`"_blank"`, `blank`) are a common guess.
        if self == .target, let meant = Self.htmlTargets[word] { return .failure(.htmlTargetName(word, means: meant)) }
        return .failure(.unknownWord(self, word))
    }

    private func checkString(_ text: String) -> Result<Value, ValueProblem> {
        switch self {
        case .scheme: ValueValidator.scheme(text).map { .string($0) }
        case .hostPattern: ValueValidator.hostPattern(text).map { .host($0) }
        case .path: ValueValidator.path(text).map { .string($0) }
        case .queryName: .success(.string(text))
        case .matchPattern: MatchPatternParser.parse(text).map { .pattern($0) }
        case .port, .status: .failure(.stringForNumber(self, text))
        case .mimeType: ValueValidator.mimeType(text, prefix: false).map { .string($0) }
        case .mimeTypePrefix: ValueValidator.mimeType(text, prefix: true).map { .string($0) }
        case .target where Self.htmlTargets[text] != nil:
            checkWord(text)
        case .target, .navigation, .view: .failure(.stringForWord(self, text))
        }
    }

    /// The atom testing membership in `values` (all of this kind).
    func atom(_ values: [Value]) -> Atom {
        switch self {
        case .target: .target(values.compactMap { if case .target(let v) = $0 { v } else { nil } })
        case .navigation: .navigation(values.compactMap { if case .navigation(let v) = $0 { v } else { nil } })
        case .scheme: .scheme(values.compactMap { if case .string(let v) = $0 { v } else { nil } })
        case .hostPattern: .host(values.compactMap { if case .host(let v) = $0 { v } else { nil } })
        case .path: .path(values.compactMap { if case .string(let v) = $0 { v } else { nil } })
        case .view: .view(values.compactMap { if case .view(let v) = $0 { v } else { nil } })
        case .port: .port(values.compactMap { if case .port(let v) = $0 { v } else { nil } })
        case .status: .status(values.compactMap { if case .port(let v) = $0 { v } else { nil } })
        case .mimeType: .type(values.compactMap { if case .string(let v) = $0 { v } else { nil } })
        case .mimeTypePrefix: .typePrefix(values.compactMap { if case .string(let v) = $0 { v } else { nil } }.first ?? "")
        case .queryName: .queryHas(values.compactMap { if case .string(let v) = $0 { v } else { nil } })
        case .matchPattern:
            .urlMatches(
                values.compactMap { if case .pattern(let v) = $0 { v } else { nil } }.first
                    ?? MatchPattern(schemes: [], host: .any, pathGlob: ""))
        }
    }
}
