/// The source of a policy with every `file "path"` replaced by the list it read, as an inline
/// list: what a compiled table embeds, so that `eval --explain`, `diff` and `graph` on the table
/// need no list file beside it.
package enum ListFileInliner {
    /// `source` with each list file's reference replaced by its items; `source` unchanged when
    /// it names no list files. The definitions and files come from one `FrontEnd.check`.
    package static func inlined(_ source: SourceFile, syntax: PolicySyntax, listFiles: [ListFile]) -> String {
        let text = String(decoding: source.bytes, as: UTF8.self)
        guard !listFiles.isEmpty else { return text }
        let listsByName = Dictionary(listFiles.map { ($0.definitionName, $0.list) }, uniquingKeysWith: { first, _ in first })
        var replacements: [(range: Range<Int>, text: String)] = []
        for statement in syntax.statements {
            guard case .definition(let definition) = statement, let file = definition.file,
                  let list = listsByName[definition.name.text] else { continue }
            let range = file.keywordRange.union(file.path.range)
            replacements.append((range.start.offset..<range.end.offset, inlineList(list)))
        }
        var bytes = source.bytes
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `["a.example", "b.example"]`, numbers and enum words bare, all on the line of the
    /// `file "path"` it replaces: every later statement keeps its line, so the embedded source
    /// compiles to the same rule lines as the policy (`EmbeddedSource.verify` relies on it).
    private static func inlineList(_ list: ListSyntax) -> String {
        let items = list.items.map { item -> String in
            switch item {
            case .string(let string): StringLiteral.quoted(string.value)
            case .word(let word), .number(let word): word.text
            default: ""
            }
        }
        return "[" + items.joined(separator: ", ") + "]"
    }
}
