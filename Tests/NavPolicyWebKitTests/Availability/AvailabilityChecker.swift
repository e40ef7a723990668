/// A use of a stubbed Apple API that the package's deployment targets do not cover.
struct AvailabilityViolation: CustomStringConvertible, Equatable {
    let file: String
    let line: Int
    let column: Int
    let symbol: String
    let reason: String

    var description: String { "\(file):\(line):\(column): '\(symbol)' \(reason)" }
}

/// The check of issue #26's first item, over source text: every use of a stub symbol in an
/// adapter must be available at the package's deployment targets (`Package.swift`'s
/// `platforms:`), or sit inside a declaration marked `@available` / a `#available` block that
/// covers it; an API app extensions cannot use (`UIApplication.shared`) must sit inside a
/// declaration marked unavailable in them.
///
/// It reads names, not types (see `AppleStubCatalog`): a use is an identifier that names a stub
/// type (`WKDownload`, `SFSafariViewController(url:)`, matched to its initializer by labels) or
/// follows a dot and names a stub member: an enum case or static member after a leading dot
/// (`.download`) or a type (`UIApplication.shared`), an instance member after a value
/// (`webView.startDownload`). Identifiers inside string interpolations are not seen.
struct AvailabilityChecker {
    let catalog: AppleStubCatalog
    /// The package's deployment targets.
    let minimums: [ApplePlatform: OSVersion]

    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "case", "class", "struct", "enum", "protocol", "typealias",
    ]
    /// Words before a dot that start an implicit member expression (`case .download:`,
    /// `return .allow`), not a value whose member is read.
    private static let expressionKeywords: Set<String> = [
        "case", "return", "in", "is", "as", "try", "await", "throw", "else", "where", "if", "guard", "switch", "default", "yield",
    ]

    func check(file: String, source: String) -> [AvailabilityViolation] {
        let tokens = Self.withoutCompilerDirectives(SwiftTokenizer.tokens(source))
        let regions = Self.regions(tokens)
        var baseline = Availability()
        baseline.introduced = minimums
        var violations: [AvailabilityViolation] = []
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            guard let (symbol, needed) = requirement(tokens, index) else { continue }
            let guaranteed = regions.filter { $0.range.contains(index) }.reduce(baseline) { $0.combined(with: $1.availability) }
            var reasons: [String] = []
            for platform in ApplePlatform.allCases {
                if let need = needed.version(on: platform), let have = guaranteed.version(on: platform), have < need {
                    reasons.append("needs \(platform.rawValue) \(need) but only \(platform.rawValue) \(have) is guaranteed")
                }
            }
            for platform in needed.unavailableInExtensions.subtracting(guaranteed.unavailableInExtensions).sorted() {
                reasons.append(
                    "is unavailable in \(platform.extensionName) but its scope is not marked @available(\(platform.extensionName), unavailable)"
                )
            }
            if !reasons.isEmpty {
                violations.append(
                    AvailabilityViolation(
                        file: file, line: token.line, column: token.column, symbol: symbol,
                        reason: reasons.joined(separator: "; ")))
            }
        }
        return violations
    }

    /// The stub symbol the identifier at `index` uses, and what it needs.
    private func requirement(_ tokens: [SwiftToken], _ index: Int) -> (String, Availability)? {
        let name = tokens[index].text
        let previous = Self.significant(tokens, before: index)
        if let previous, Self.declarationKeywords.contains(previous.text) { return nil }
        if previous?.text == ".", let dot = Self.significantIndex(tokens, before: index) {
            let base = Self.significant(tokens, before: dot)
            let access: AppleStubCatalog.MemberAccess
            if let base, base.kind == .identifier, catalog.type(named: base.text) != nil {
                access = .qualified(type: base.text)
            } else if let base,
                base.kind == .identifier && !Self.expressionKeywords.contains(base.text) || base.kind == .literal
                    || [")", "]", "?", "!", ">"].contains(base.text)
            {
                access = .instance
            } else {
                access = .leadingDot
            }
            guard name != "init", let member = catalog.member(named: name, access: access) else { return nil }
            return (name, member)
        }
        guard let type = catalog.type(named: name) else { return nil }
        let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
        guard next == "(" || next == "{" else { return (name, type.availability) }
        let labels = next == "(" ? SwiftSource.parameterLabels(tokens, after: index) : []
        let initializer = catalog.initializer(of: name, labels: labels) ?? type.availability
        return ("\(name)(\(labels.map { "\($0):" }.joined()))", type.availability.combined(with: initializer))
    }

    /// The token ranges `@available` declarations and `#available` conditions cover.
    static func regions(_ tokens: [SwiftToken]) -> [(range: ClosedRange<Int>, availability: Availability)] {
        var regions: [(range: ClosedRange<Int>, availability: Availability)] = []
        for (index, token) in tokens.enumerated() {
            guard token.text == "@available" || token.text == "#available" else { continue }
            let arguments = SwiftSource.parenthesized(tokens, after: index)
            var availability = Availability()
            availability.read(arguments: Array(tokens[arguments]))
            let end: Int
            if token.kind == .attribute {
                end = declarationEnd(tokens, from: arguments.upperBound + 1)
            } else if statementKeyword(tokens, before: index) == "guard" {
                end = enclosingScopeEnd(tokens, index) ?? tokens.count - 1
            } else {
                let open = (arguments.upperBound..<tokens.count).first { tokens[$0].text == "{" }
                end = open.flatMap { SwiftSource.closing(tokens, from: $0) } ?? tokens.count - 1
            }
            regions.append((index...max(index, end), availability))
        }
        return regions
    }

    /// The last token of the declaration starting at `start` (after its first attribute): its
    /// body's closing brace, or the end of its line when it has no body.
    private static func declarationEnd(_ tokens: [SwiftToken], from start: Int) -> Int {
        var index = start
        var depth = 0
        var seenKeyword = false
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{" where depth == 0: return SwiftSource.closing(tokens, from: index) ?? tokens.count - 1
            default: break
            }
            if token.kind == .attribute {
                // A further attribute, with its arguments.
                let arguments = SwiftSource.parenthesized(tokens, after: index)
                index =
                    arguments.isEmpty && (index + 1 >= tokens.count || tokens[index + 1].text != "(") ? index + 1 : arguments.upperBound + 1
                continue
            }
            if token.kind == .identifier, !AppleStubCatalog.modifiers.contains(token.text) || seenKeyword { seenKeyword = true }
            if token.kind == .newline, depth == 0, seenKeyword, !continues(tokens, newline: index) { return index - 1 }
            index += 1
        }
        return tokens.count - 1
    }

    /// Whether the statement goes on after the line end at `newline`.
    private static func continues(_ tokens: [SwiftToken], newline: Int) -> Bool {
        let after = (newline..<tokens.count).first { tokens[$0].kind != .newline }.map { tokens[$0].text }
        if let before = significantIndex(tokens, before: newline) {
            if [",", ":", "=", "(", "[", ".", "&", "|"].contains(tokens[before].text) { return true }
            // `->` at the end of a line: the result type follows.
            if tokens[before].text == ">", let arrow = significantIndex(tokens, before: before), tokens[arrow].text == "-" { return true }
        }
        return ["{", ".", "where", "throws", "async", "rethrows", "-", "="].contains(after ?? "")
    }

    /// `guard` or `if` (or anything else) starting the statement a `#available` is in.
    private static func statementKeyword(_ tokens: [SwiftToken], before index: Int) -> String? {
        var cursor = index - 1
        while cursor >= 0, !["{", "}", ";"].contains(tokens[cursor].text), tokens[cursor].kind != .newline {
            if tokens[cursor].text == "guard" || tokens[cursor].text == "if" || tokens[cursor].text == "while" {
                return tokens[cursor].text
            }
            cursor -= 1
        }
        return nil
    }

    /// The closing brace of the innermost braces around `index`.
    private static func enclosingScopeEnd(_ tokens: [SwiftToken], _ index: Int) -> Int? {
        var depth = 0
        for cursor in stride(from: index, through: 0, by: -1) {
            if tokens[cursor].text == "}" { depth += 1 }
            if tokens[cursor].text == "{" {
                if depth == 0 { return SwiftSource.closing(tokens, from: cursor) }
                depth -= 1
            }
        }
        return nil
    }

    private static func significant(_ tokens: [SwiftToken], before index: Int) -> SwiftToken? {
        significantIndex(tokens, before: index).map { tokens[$0] }
    }

    private static func significantIndex(_ tokens: [SwiftToken], before index: Int) -> Int? {
        tokens[..<index].lastIndex { $0.kind != .newline }
    }

    /// `#if`, `#elseif`, `#else` and `#endif` lines, which both branches of the check read past.
    private static func withoutCompilerDirectives(_ tokens: [SwiftToken]) -> [SwiftToken] {
        var result: [SwiftToken] = []
        var skipping = false
        for token in tokens {
            if token.kind == .directive, ["#if", "#elseif", "#else", "#endif"].contains(token.text) { skipping = true }
            if skipping {
                if token.kind == .newline {
                    skipping = false
                    result.append(token)
                }
                continue
            }
            result.append(token)
        }
        return result
    }
}
