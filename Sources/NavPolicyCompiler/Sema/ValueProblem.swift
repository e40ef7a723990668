import NavPolicy

/// Why a value is not acceptable where it is written: the facts, worded in one place
/// (`wording`), which is where each value code — `type-mismatch`, `unknown-value`,
/// `invalid-port`, `invalid-scheme`, `invalid-host-pattern`, `invalid-host`, `path-pattern`,
/// `invalid-match-pattern` — gets its message, notes, help and fix-it. It becomes a diagnostic
/// once the caller knows where to point (`diagnostic(at:)`, or an item of a named list).
enum ValueProblem: Error, Sendable, Hashable, DiagnosticMessage {
    /// A bare word where a string of `kind` belongs.
    case wordForString(ItemKind, word: String)
    /// A list inside a list.
    case nestedList(ItemKind)
    /// A number range (`text`, as written) where a value of `kind` (not a port) belongs.
    case rangeForValue(ItemKind, range: String)
    /// `is` / `is not` (`negated`) with a number range; the fix-it rewrites `replacing` (the
    /// operator through the range) as `in [range]`.
    case rangeForSingleValue(range: String, negated: Bool, replacing: SourceRange)
    /// A range (`text`) of `kind` (ports or status codes) whose ends are no such numbers or
    /// whose low end exceeds its high end.
    case invalidRange(String, reason: String, kind: ItemKind)
    /// `none` or `current` (`word`) where a value of `kind` belongs.
    case noneOrCurrent(ItemKind, word: String)
    /// A number where a value of `kind` (not a port) belongs.
    case numberForValue(ItemKind, number: String)
    /// A quoted string where a number of `kind` (a port or a status code) belongs.
    case stringForNumber(ItemKind, String)
    /// A quoted string where an enum word of `kind` belongs.
    case stringForWord(ItemKind, String)
    /// `starts-with`, `ends-with` or `has` (`op`) with something other than strings of `kind`.
    case expectedStringOrList(op: String, ItemKind)
    /// `matches` with something other than pattern strings.
    case expectedMatchPatternOrList
    /// `is` / `is not` (`op`, `negated` for `is not`) with a list; `operatorRange` is where
    /// `in` / `not in` belongs.
    case listForSingleValue(op: String, negated: Bool, operatorRange: SourceRange)
    /// `is` / `is not` (`op`, `negated` for `is not`) with the named list `name`.
    case namedListForSingleValue(name: String, op: String, negated: Bool, operatorRange: SourceRange)
    /// `in` with one value.
    case singleValueForList(ListOperand)
    /// An HTML target name (`_blank`) and the target value it usually `means`.
    case htmlTargetName(String, means: String)
    /// An enum word `kind` does not know.
    case unknownWord(ItemKind, String)
    /// A number that is no port.
    case invalidPort(String)
    /// A number that is no HTTP status code (100–999).
    case invalidStatus(String)
    /// A string that is no MIME type essence (`prefix`: no start of one, for `type starts-with`).
    case invalidType(String, prefix: Bool)
    /// A string that is no scheme; `bare` is the scheme it holds with `:` or `//` after it.
    case invalidScheme(String, bare: String?)
    /// A string that is no host pattern; `hint` when it is a URL or carries a port.
    case invalidHostPattern(String, ValueValidator.HostPatternFailure, hint: ValueValidator.HostHint?)
    /// A `*` in a path constant.
    case starInPath(String)
    /// A `url matches` pattern that does not parse.
    case invalidMatchPattern(String, MatchPatternParser.Failure)

    /// The one value written where `in` wants a list.
    enum ListOperand: Sendable, Hashable {
        case string(String)
        case number(String)
        case word(String)
        case range(String)
    }

    /// The help of every misplaced host wildcard.
    static let hostPatternHelp = "write '*.example.com' to match a domain and its subdomains"

    /// A diagnostic's parts before it is placed: the fix-it replaces the value with
    /// `replacement`, or makes `edit` where the value is not what to change.
    private struct Wording {
        var code: DiagnosticCode
        var message: String
        var notes: [DiagnosticNote] = []
        var help: String?
        var replacement: String?
        var edit: FixIt?
    }

    private var wording: Wording {
        switch self {
        // MARK: type-mismatch
        case .wordForString(let kind, let word):
            return Wording(
                code: .typeMismatch, message: "expected \(kind.singular) string, found the word '\(word)'",
                help: "write strings in double quotes", replacement: StringLiteral.quoted(word))
        case .nestedList(let kind):
            return Wording(code: .typeMismatch, message: "expected \(kind.singular), found a list", help: "lists cannot be nested")
        case .rangeForValue(let kind, let text):
            return Wording(
                code: .typeMismatch, message: "expected \(kind.singular), found the number range \(text)",
                help: "number ranges stand only in lists of port numbers and status codes")
        case .rangeForSingleValue(let text, let negated, let replacing):
            let listOperator = negated ? "not in" : "in"
            return Wording(
                code: .typeMismatch, message: "'\(negated ? "is not" : "is")' compares with one value, not the range \(text)",
                help: "a range stands only in a list: write '\(listOperator) [\(text)]'",
                edit: FixIt(range: replacing, replacement: "\(listOperator) [\(text)]"))
        case .invalidRange(let text, let reason, let kind):
            return Wording(
                code: .invalidRange, message: "invalid range \(text): \(reason)",
                help: kind == .status
                    ? "a range is LOW..HIGH with LOW <= HIGH, both status codes from 100 to 999"
                    : "a range is LOW..HIGH with LOW <= HIGH, both port numbers from 0 to 65535")
        case .noneOrCurrent(let kind, let word):
            return Wording(code: .typeMismatch, message: "expected \(kind.singular), found '\(word)'")
        case .numberForValue(let kind, let number):
            return Wording(
                code: .typeMismatch, message: "expected \(kind.singular), found the number \(number)",
                help: kind.takesWords ? "\(kind.plural) are \(Suggestion.quotedList(kind.words))" : "write strings in double quotes",
                replacement: kind.takesWords ? nil : StringLiteral.quoted(number))
        case .stringForNumber(let kind, let text):
            return Wording(
                code: .typeMismatch, message: "expected \(kind == .status ? "a status code" : "a port number"), found the string '\(text)'",
                help: "write the \(kind == .status ? "status code" : "port") without quotes", replacement: Int(text).map(String.init))
        case .stringForWord(let kind, let text):
            return Wording(
                code: .typeMismatch, message: "expected \(kind.singular), found the string '\(text)'",
                help: "write \(kind.plural) without quotes: \(Suggestion.quotedList(kind.words))",
                replacement: kind.words.contains(text) ? text : nil)
        case .expectedStringOrList(let op, let kind):
            return Wording(
                code: .typeMismatch, message: "'\(op)' takes \(kind.singular) string or a list of them",
                help: "write \(kind.plural) in double quotes")
        case .expectedMatchPatternOrList:
            return Wording(
                code: .typeMismatch, message: "'matches' takes a match pattern string or a list of them",
                help: "write a pattern in double quotes, such as \"https://*.example.com/*\"")
        case .listForSingleValue(let op, let negated, let operatorRange):
            let listOperator = negated ? "not in" : "in"
            return Wording(
                code: .typeMismatch, message: "'\(op)' compares with one value, not a list",
                help: "use '\(listOperator)' to compare with a list", edit: FixIt(range: operatorRange, replacement: listOperator))
        case .namedListForSingleValue(let name, let op, let negated, let operatorRange):
            let listOperator = negated ? "not in" : "in"
            return Wording(
                code: .typeMismatch, message: "'\(name)' is a list; '\(op)' compares with one value",
                help: "use '\(listOperator)' to compare with a named list", edit: FixIt(range: operatorRange, replacement: listOperator))
        case .singleValueForList(let operand):
            let (found, written) =
                switch operand {
                case .string(let text): ("the string '\(text)'", StringLiteral.quoted(text))
                case .number(let text): ("the number \(text)", text)
                case .word(let text): ("the word '\(text)'", text)
                case .range(let text): ("the range \(text)", text)
                }
            let help =
                if case .range = operand { "a range stands only in a list: write [\(written)]" } else {
                    "use 'is' to compare with one value, or write a list: [\(written)]"
                }
            return Wording(
                code: .typeMismatch, message: "'in' compares with a list, found \(found)", help: help, replacement: "[\(written)]")
        // MARK: unknown-value
        case .htmlTargetName(let word, let meant):
            return Wording(
                code: .unknownValue, message: "unknown target '\(word)'", notes: [Suggestion.note(meant)],
                help: LexicalMessage.htmlTargetHelp, replacement: meant)
        case .unknownWord(let kind, let word):
            let noun =
                switch kind {
                case .target: "target"
                case .view: "view"
                default: "navigation type"
                }
            let suggestion = Suggestion.closest(to: word, among: kind.words)
            return Wording(
                code: .unknownValue, message: "unknown \(noun) '\(word)'", notes: suggestion.map { [Suggestion.note($0)] } ?? [],
                help: "\(kind.plural) are \(Suggestion.quotedList(kind.words))", replacement: suggestion)
        // MARK: invalid-port
        case .invalidPort(let text):
            return Wording(code: .invalidPort, message: "invalid port '\(text)'", help: "a port is a whole number from 0 to 65535")
        case .invalidStatus(let text):
            return Wording(
                code: .invalidStatus, message: "invalid status code '\(text)'",
                help: "an HTTP status code is a whole number from 100 to 999; 'status is none' is a response that is not HTTP")
        case .invalidType(let text, let prefix):
            return Wording(
                code: .invalidType, message: "invalid MIME type \(prefix ? "prefix " : "")'\(text)'",
                help: prefix
                    ? "a prefix is the start of a MIME type essence, such as \"image/\" or \"application/vnd.\""
                    : "a type is a MIME type essence, 'type/subtype' without parameters, such as \"application/pdf\"",
                replacement: MIMEType.essence(of: text).map(StringLiteral.quoted))
        // MARK: invalid-scheme
        case .invalidScheme(let text, let bare):
            return Wording(
                code: .invalidScheme, message: "invalid scheme '\(text)'",
                help: bare == nil
                    ? "a scheme starts with a letter, followed by letters, digits, '+', '-' or '.'"
                    : "write the scheme without ':' or '//'",
                replacement: bare.map(StringLiteral.quoted))
        // MARK: invalid-host-pattern, invalid-host
        case .invalidHostPattern(let text, let failure, let hint):
            var wording =
                switch failure {
                case .misplacedWildcard:
                    Wording(
                        code: .invalidHostPattern,
                        message: "invalid host pattern '\(text)': '*' may only stand as the whole first label, followed by '.'",
                        help: Self.hostPatternHelp)
                case .wildcardAddress:
                    Wording(
                        code: .invalidHostPattern, message: "invalid host pattern '\(text)': an IP address has no subdomains",
                        help: "write the address without '*.'")
                case .invalidHost(let reason):
                    Wording(code: .invalidHost, message: "invalid host '\(text)': \(Self.reason(reason))")
                }
            if let hint {
                let what = hint.hadURLParts ? "a host is the name alone, without scheme or path" : "a host has no port"
                let portHelp = hint.port.map { $0.isEmpty ? "" : "; test the port with 'port is \($0)'" } ?? ""
                wording.help = "\(what): write \(StringLiteral.quoted(hint.host))\(portHelp)"
                wording.replacement = StringLiteral.quoted(hint.host)
            }
            return wording
        // MARK: path-pattern
        case .starInPath(let text):
            let endsWith = text.hasPrefix("*") && !text.dropFirst().contains("*") && !text.dropFirst().contains("/")
            return Wording(
                code: .pathPattern, message: "'*' in path '\(text)' is not a wildcard",
                help: endsWith
                    ? "to test the end of the path, write 'path ends-with \(StringLiteral.quoted(String(text.dropFirst())))'"
                    : "paths are compared as written; use 'url matches \(StringLiteral.quoted("*://*" + (text.hasPrefix("/") ? text : "/" + text)))' for a pattern"
            )
        // MARK: invalid-match-pattern
        case .invalidMatchPattern(let text, let failure):
            let (reason, help) = Self.words(for: failure)
            return Wording(code: .invalidMatchPattern, message: "invalid match pattern '\(text)': \(reason)", help: help)
        }
    }

    /// Why a host is not valid, as a message fragment.
    static func reason(_ failure: HostNormalizer.Failure) -> String {
        switch failure {
        case .empty: "the host is empty"
        case .emptyLabel: "a label is empty"
        case .forbiddenCharacter(" "): "a host cannot contain a space"
        case .forbiddenCharacter(":"): "':' is only allowed inside an IPv6 literal in brackets"
        case .forbiddenCharacter(let character): "a host cannot contain '\(character)'"
        case .labelTooLong(let label): "label '\(label)' is longer than 63 bytes"
        case .nameTooLong: "the name is longer than 253 bytes"
        case .invalidInternationalLabel(let label): "label '\(label)' cannot be converted to punycode"
        case .invalidIPv6: "the IPv6 literal is malformed"
        case .invalidIPv4: "the IPv4 address is malformed"
        }
    }

    /// What is wrong with a match pattern, and how to fix it.
    private static func words(for failure: MatchPatternParser.Failure) -> (reason: String, help: String?) {
        switch failure {
        case .missingSchemeSeparator:
            ("missing '://' after the scheme", "write a pattern like 'https://*.example.com/*', or 'about:blank' for a URL without a host")
        case .queryOrFragment:
            ("the query and fragment are never matched", "remove the part from '?' or '#' on")
        case .invalidScheme(let scheme):
            ("invalid scheme '\(scheme)'", "the scheme is a scheme name or '*' (http and https)")
        case .missingPath:
            ("missing path after the host", "end the pattern with a path such as '/*'")
        case .invalidPort(let digits):
            (
                "invalid port '\(digits)'",
                "a port is a number from 0 to 65535, or '*' for any port; without one the pattern matches the scheme's default port only"
            )
        case .emptyHost:
            ("the host is empty; only 'file' URLs have no host", "write '*' to match any host")
        case .portWithoutHost:
            ("a 'file' URL without a host has no port", nil)
        case .misplacedWildcard:
            ("'*' in the host may only be the whole host or its first label", hostPatternHelp)
        case .invalidHost(let host, let reason):
            ("host '\(host)' is invalid: \(Self.reason(reason))", nil)
        case .wildcardAddress:
            ("an IP address has no subdomains", "write the address without '*.'")
        }
    }

    /// The error at `range`, where the value is written.
    func diagnostic(at range: SourceRange) -> Diagnostic {
        diagnostic(at: range, extraNotes: [], fixItRange: range)
    }

    /// The error at `range`, with `extraNotes` after the problem's own notes; a fix-it that
    /// replaces the value replaces `fixItRange`, where the value is written.
    private func diagnostic(at range: SourceRange, extraNotes: [DiagnosticNote], fixItRange: SourceRange) -> Diagnostic {
        let wording = wording
        let fixIts = wording.edit.map { [$0] } ?? wording.replacement.map { [FixIt(range: fixItRange, replacement: $0)] } ?? []
        return .error(wording.code, wording.message, at: range, notes: wording.notes + extraNotes, help: wording.help, fixIts: fixIts)
    }

    /// The problem of the item at `item` of the list `name` defined in the policy, reported at
    /// the list's use `use` (where the kind it must have comes from), with a note at the item,
    /// which the fix-it edits.
    func diagnostic(ofItemAt item: SourceRange, inList name: String, usedAt use: SourceRange) -> Diagnostic {
        var diagnostic = diagnostic(
            at: use, extraNotes: [DiagnosticNote("the item is in list '\(name)' here", range: item)], fixItRange: item)
        diagnostic.message = "list '\(name)': " + diagnostic.message
        return diagnostic
    }

    /// The problem of the item at `item` of the list file `file` (the list `name`), reported at
    /// the item in that file, with a note at the use `use`; no fix-it edits a list file.
    func diagnostic(ofItemAt item: SourceRange, inListFile file: String, name: String, usedAt use: SourceRange) -> Diagnostic {
        var diagnostic = diagnostic(at: item)
        diagnostic.message = "list '\(name)': " + diagnostic.message
        diagnostic.file = file
        diagnostic.notes =
            diagnostic.notes.map { note in
                var note = note
                if note.range != nil { note.file = file }
                return note
            } + [DiagnosticNote("list '\(name)' is used here", range: use)]
        diagnostic.fixIts = []
        return diagnostic
    }
}
