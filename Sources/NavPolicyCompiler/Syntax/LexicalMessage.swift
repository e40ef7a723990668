/// The lexer's messages, and the one of list files read as text (`listItemNotUTF8`): every
/// lexical code's wording is here.
enum LexicalMessage: DiagnosticMessage {
    /// A run of bad bytes (`text`), diagnosed once.
    case badRun(TokenScanner.Problem, text: String)
    /// A word starting with `_` (`_blank`), diagnosed once as a whole: no token starts with `_`.
    case underscoreWord(String)
    /// A string that reaches the end of its line.
    case newlineInString
    /// A string that reaches the end of the file.
    case unterminatedString
    /// A backslash followed by something other than `"` or `\` (`text` is both).
    case invalidEscape(String)
    /// A source over `SourceFile.maximumByteCount`.
    case fileTooLarge
    /// A line of a list file that is not UTF-8.
    case listItemNotUTF8

    /// The longest piece of offending text quoted in a message.
    private static let quotedTextLimit = 24

    /// HTML target names and the target value each usually means: a common guess for a target
    /// (`target is _blank`), diagnosed by the lexer when written bare and by sema when quoted.
    static let htmlTargets = ["_blank": "new-window", "_top": "main-frame", "_self": "main-frame", "_parent": "main-frame"]

    /// What to write instead of an HTML target name.
    static let htmlTargetHelp =
        "HTML target names are not target values: '_blank' and 'window.open' are 'new-window'; "
        + "'_top', '_self' and '_parent' are 'main-frame' or 'subframe'"

    func diagnostic(at range: SourceRange) -> Diagnostic {
        switch self {
        case .badRun(let problem, let text):
            let plural = range.end.column - range.start.column > 1
            switch problem {
            case .nulCharacter:
                return .error(
                    .nulCharacter, plural ? "NUL characters in the source" : "NUL character in the source", at: range,
                    help: "a policy is UTF-8 text; remove the NUL bytes")
            case .invalidUTF8:
                return .error(
                    .invalidUTF8, "invalid UTF-8 byte sequence", at: range,
                    help: "a policy is UTF-8 text; re-save the file with UTF-8 encoding")
            case .controlCharacter:
                let codes = text.unicodeScalars.prefix(4).map(Self.scalarCode).joined(separator: " ")
                return .error(
                    .unexpectedCharacter, "unexpected control character\(plural ? "s" : "") \(codes)", at: range,
                    help: "only spaces, tabs and line breaks may separate tokens")
            case .unexpectedCharacter:
                return .error(
                    .unexpectedCharacter, "unexpected character\(plural ? "s" : "") '\(Self.shortened(text))'", at: range,
                    help: Self.unexpectedCharacterHelp(text))
            }
        case .underscoreWord(let text):
            guard let meant = Self.htmlTargets[text] else {
                return .error(
                    .unexpectedCharacter, "unexpected character '_' in '\(Self.shortened(text))'", at: range,
                    help: "names and words start with a letter")
            }
            return .error(
                .unexpectedCharacter, "unexpected HTML target name '\(text)'", at: range,
                notes: [Suggestion.note(meant)], help: Self.htmlTargetHelp, fixIts: [FixIt(range: range, replacement: meant)])
        case .newlineInString:
            return .error(
                .newlineInString, "string is not closed before the end of the line", at: range,
                help: "strings cannot span lines; add the closing '\"'")
        case .unterminatedString:
            return .error(.unterminatedString, "unterminated string", at: range, help: "add the closing '\"'")
        case .invalidEscape(let text):
            return .error(
                .invalidEscape, "invalid escape '\(text)' in a string", at: range,
                help: "only '\\\"' and '\\\\' are escapes; write a backslash as '\\\\'")
        case .fileTooLarge:
            return .error(
                .unexpectedCharacter, "the file is larger than \(SourceFile.maximumByteCount >> 30) GiB", at: range,
                help: "a policy source is at most \(SourceFile.maximumByteCount) bytes")
        case .listItemNotUTF8:
            return .error(.invalidUTF8, "list file item is not valid UTF-8", at: range, help: "save the list file as UTF-8")
        }
    }

    private static func unexpectedCharacterHelp(_ text: String) -> String? {
        guard let first = text.unicodeScalars.first else { return nil }
        if text == "!" { return "use '!=' to compare, or 'not' to negate a condition" }
        if !first.isASCII { return "non-ASCII characters are allowed only inside strings and comments" }
        if "0123456789.*:/".unicodeScalars.contains(first) {
            return "write hosts, schemes and paths as quoted strings, e.g. '\"*.example.com\"'"
        }
        return nil
    }

    private static func shortened(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > quotedTextLimit else { return text }
        var result = String.UnicodeScalarView(scalars.prefix(quotedTextLimit))
        result.append("…")
        return String(result)
    }

    private static func scalarCode(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
