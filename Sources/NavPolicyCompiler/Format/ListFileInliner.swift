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
        var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
        for statement in syntax.statements {
            guard case .definition(let definition) = statement, let file = definition.file,
                let list = listsByName[definition.name.text]
            else { continue }
            let range = file.keywordRange.union(file.path.range)
            replacements.append((range.start.offset..<range.end.offset, inlineList(list)))
        }
        var bytes = source.bytes
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(replacement.range, with: replacement.bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `["a.example", "b.example"]`, numbers and enum words bare, all on the line of the
    /// `file "path"` it replaces: every later statement keeps its line, so the embedded source
    /// compiles to the same rule lines as the policy (`EmbeddedSource.verify` relies on it).
    /// An item whose text needs no escape is copied from the list file's bytes as it is.
    private static func inlineList(_ list: ListSyntax) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(list.items.count * 24)
        for position in list.items.indices {
            if position > 0 { bytes += [UInt8(ascii: ","), UInt8(ascii: " ")] }
            let copied = list.items.withPlainBytes(at: position) { text, isString -> Bool in
                if isString {
                    guard !text.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
                    bytes.append(UInt8(ascii: "\""))
                    bytes.append(contentsOf: text)
                    bytes.append(UInt8(ascii: "\""))
                } else {
                    bytes.append(contentsOf: text)
                }
                return true
            }
            guard copied != true else { continue }
            switch list.items[position] {
            case .string(let string): bytes += StringLiteral.quoted(string.value).utf8
            case .word(let word), .number(let word): bytes += word.text.utf8
            default: break
            }
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }
}
