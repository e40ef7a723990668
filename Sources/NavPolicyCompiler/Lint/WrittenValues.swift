/// A string constant as the author wrote it, for checks that look at spelling (a scheme typo,
/// a wildcard over a public suffix) rather than meaning.
struct WrittenValue {
    /// The text without quotes.
    let text: String
    /// Where it is written.
    var range: SourceRange { list.items[position].range }
    /// The list file it is written in; nil for the policy file.
    let file: String?
    /// A value is located only when asked: checks read every item of a list and report few,
    /// and a million items' ranges cost more than the checks (and 48 bytes each).
    private let list: ListReference
    private let position: Int

    /// The item at `position` of `list`, whose text is `text`.
    init(text: String, item position: Int, of list: ListReference, file: String?) {
        (self.text, self.list, self.position, self.file) = (text, list, position, file)
    }
}

/// A list's items, shared by the values read from it: a value holds one reference, not a copy
/// of the list's token arrays (a retain each).
final class ListReference {
    /// The list's items.
    let items: ListItems

    /// A reference to `items`.
    init(_ items: ListItems) { self.items = items }
}

extension LintContext {
    /// Every string constant compared with one of `attributes` (`scheme`, `host`, `url`; with
    /// or without `current`), inline, in a named list, or in a list file, in source order.
    func writtenValues(of attributes: Set<Attribute>) -> [WrittenValue] {
        var listNames = Set<String>()
        var values: [WrittenValue] = []
        for condition in syntax.conditions {
            condition.forEachComparison { comparison in
                guard let attribute = Attribute(rawValue: comparison.attribute.text), attributes.contains(attribute), let value = comparison.value else { return }
                switch value {
                case .string(let string): values.append(WrittenValue(text: string.value, item: 0, of: ListReference(ListItems([value])), file: nil))
                case .list(let list): values += strings(in: list.items, file: nil)
                case .word(let word): listNames.insert(word.text)
                default: break
                }
            }
        }
        let files = Dictionary(policy.listFiles.map { ($0.definitionName, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        for statement in syntax.statements {
            guard case .definition(let definition) = statement, listNames.contains(definition.name.text),
                  seen.insert(definition.name.text).inserted else { continue }
            if let list = definition.list {
                values += strings(in: list.items, file: nil)
            } else if let file = files[definition.name.text] {
                values += strings(in: file.list.items, file: file.source.name)
            }
        }
        return values
    }

    /// The string items, and in a list file the words too.
    private func strings(in items: ListItems, file: String?) -> [WrittenValue] {
        let list = ListReference(items)
        return items.indices.compactMap { position in
            guard let (text, isString) = items.text(at: position), isString || file != nil else { return nil }
            return WrittenValue(text: text, item: position, of: list, file: file)
        }
    }
}

extension String {
    /// Whether a host pattern as written starts with `*.`, byte-wise (host patterns are ASCII
    /// once valid; `Sequence.starts(with:)` cost more than the rest of the test on long lists).
    var isWildcardHostPattern: Bool {
        let bytes = utf8
        guard bytes.first == UInt8(ascii: "*") else { return false }
        let second = bytes.index(after: bytes.startIndex)
        return second < bytes.endIndex && bytes[second] == UInt8(ascii: ".")
    }
}
