/// Token-level helpers shared by the stub catalog and the availability check.
enum SwiftSource {
    /// The tokens inside the parentheses that open right after `index` (empty when none do).
    static func parenthesized(_ tokens: [SwiftToken], after index: Int) -> Range<Int> {
        let open = index + 1
        guard open < tokens.count, tokens[open].text == "(" else { return open..<open }
        guard let close = closing(tokens, from: open) else { return (open + 1)..<tokens.count }
        return (open + 1)..<close
    }

    /// The index of the bracket closing the one at `open` (`(`, `[` or `{`).
    static func closing(_ tokens: [SwiftToken], from open: Int) -> Int? {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
        guard let closer = pairs[tokens[open].text] else { return nil }
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            if tokens[index].text == tokens[open].text { depth += 1 }
            if tokens[index].text == closer {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The argument labels of the parameter list (a declaration) or argument list (a call)
    /// that opens after `index`: the word before each top-level `:`, `_` left out.
    static func parameterLabels(_ tokens: [SwiftToken], after index: Int) -> [String] {
        let range = parenthesized(tokens, after: index)
        var labels: [String] = []
        var depth = 0
        var startOfItem = true
        var words: [String] = []
        for token in tokens[range] where token.kind != .newline {
            switch token.text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
            guard depth == 0 else { continue }
            if token.text == "," {
                startOfItem = true
                words = []
                continue
            }
            if token.text == ":", startOfItem {
                if let label = words.first, label != "_" { labels.append(label) }
                startOfItem = false
                continue
            }
            if startOfItem, token.kind == .identifier { words.append(token.text) } else if startOfItem { startOfItem = false }
        }
        return labels
    }
}

/// The comment lines above each declaration of a stub file.
struct DocumentationComments {
    private let lines: [Substring]

    init(_ source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The comment and attribute lines directly above `line` (1-based).
    private func header(beforeLine line: Int) -> [Substring] {
        var result: [Substring] = []
        var index = line - 2
        while index >= 0 {
            let text = lines[index].drop(while: { $0 == " " })
            guard text.hasPrefix("//") || text.hasPrefix("@") else { break }
            result.append(text)
            index -= 1
        }
        return result
    }

    func citesPage(beforeLine line: Int) -> Bool {
        header(beforeLine: line).contains { $0.hasPrefix("///") && $0.contains("developer.apple.com/documentation/") }
    }

    func saysNoVersion(beforeLine line: Int) -> Bool {
        header(beforeLine: line).contains { $0.contains("availability: its page lists no introduction version") }
    }
}
