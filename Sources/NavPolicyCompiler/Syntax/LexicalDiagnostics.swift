/// The lexer's diagnostics, with their stable codes and wording in one place.
enum LexicalDiagnostics {
    /// The longest piece of offending text quoted in a message.
    private static let quotedTextLimit = 24

    /// A run of bad bytes, diagnosed once.
    static func badRun(_ problem: TokenScanner.Problem, text: String, range: SourceRange) -> Diagnostic {
        let plural = range.end.column - range.start.column > 1
        switch problem {
        case .nulCharacter:
            return .syntaxError(
                .nulCharacter, plural ? "NUL characters in the source" : "NUL character in the source", at: range,
                help: "a policy is UTF-8 text; remove the NUL bytes")
        case .invalidUTF8:
            return .syntaxError(
                .invalidUTF8, "invalid UTF-8 byte sequence", at: range,
                help: "a policy is UTF-8 text; re-save the file with UTF-8 encoding")
        case .controlCharacter:
            let codes = text.unicodeScalars.prefix(4).map(scalarCode).joined(separator: " ")
            return .syntaxError(
                .unexpectedCharacter, "unexpected control character\(plural ? "s" : "") \(codes)", at: range,
                help: "only spaces, tabs and line breaks may separate tokens")
        case .unexpectedCharacter:
            return .syntaxError(
                .unexpectedCharacter, "unexpected character\(plural ? "s" : "") '\(shortened(text))'", at: range,
                help: unexpectedCharacterHelp(text))
        }
    }

    /// HTML target names and the target value each usually means: a common guess for a target
    /// (`target is _blank`), diagnosed by the lexer when written bare and by sema when quoted.
    static let htmlTargets = ["_blank": "new-window", "_top": "main-frame", "_self": "main-frame", "_parent": "main-frame"]

    /// What to write instead of an HTML target name.
    static let htmlTargetHelp = "HTML target names are not target values: '_blank' and 'window.open' are 'new-window'; "
        + "'_top', '_self' and '_parent' are 'main-frame' or 'subframe'"

    /// A word starting with `_` (`_blank`), diagnosed once as a whole: no token starts with `_`.
    static func underscoreWord(_ text: String, range: SourceRange) -> Diagnostic {
        guard let meant = htmlTargets[text] else {
            return .syntaxError(.unexpectedCharacter, "unexpected character '_' in '\(shortened(text))'", at: range,
                                help: "names and words start with a letter")
        }
        return .syntaxError(.unexpectedCharacter, "unexpected HTML target name '\(text)'", at: range,
                            notes: [DiagnosticNote("did you mean '\(meant)'?")], help: htmlTargetHelp,
                            fixIts: [FixIt(range: range, replacement: meant)])
    }

    /// A string that reaches the end of its line.
    static func newlineInString(_ range: SourceRange) -> Diagnostic {
        .syntaxError(
            .newlineInString, "string is not closed before the end of the line", at: range,
            help: "strings cannot span lines; add the closing '\"'")
    }

    /// A string that reaches the end of the file.
    static func unterminatedString(_ range: SourceRange) -> Diagnostic {
        .syntaxError(.unterminatedString, "unterminated string", at: range, help: "add the closing '\"'")
    }

    /// A backslash followed by something other than `"` or `\`.
    static func invalidEscape(_ text: String, range: SourceRange) -> Diagnostic {
        .syntaxError(
            .invalidEscape, "invalid escape '\(text)' in a string", at: range,
            help: "only '\\\"' and '\\\\' are escapes; write a backslash as '\\\\'")
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
