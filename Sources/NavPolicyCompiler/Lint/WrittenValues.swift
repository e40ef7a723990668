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

/// A list whose items are compared with an attribute, and the list file it is written in (nil
/// for the policy file).
struct WrittenList {
    /// The list's items.
    let list: ListReference
    /// The list file, if any.
    let file: String?

    /// Whether an item of this list is a written value: a string, or in a list file a word too.
    func isWrittenValue(isString: Bool) -> Bool { isString || file != nil }

    /// Item `position` as a written value, or nil when it is none (a number, a range, an
    /// enum word in the policy file).
    func value(at position: Int) -> WrittenValue? {
        guard let (text, isString) = list.items.text(at: position), isWrittenValue(isString: isString) else { return nil }
        return WrittenValue(text: text, item: position, of: list, file: file)
    }
}

extension LintContext {
    /// Every string constant compared with one of `attributes` (`scheme`, `host`, `url`; with
    /// or without `current`), inline, in a named list, or in a list file, in source order.
    func writtenValues(of attributes: Set<Attribute>) -> [WrittenValue] {
        writtenLists(of: attributes).flatMap { written in
            written.list.items.indices.compactMap { written.value(at: $0) }
        }
    }

    /// The lists holding the string constants compared with one of `attributes`, in source
    /// order (a single constant as a list of one), for checks that read every item of a long
    /// list by its bytes (`ListItems.withPlainBytes`) and make a `WrittenValue` only for few.
    func writtenLists(of attributes: Set<Attribute>) -> [WrittenList] {
        var listNames = Set<String>()
        var lists: [WrittenList] = []
        for condition in syntax.conditions {
            condition.forEachComparison { comparison in
                guard let attribute = Attribute(rawValue: comparison.attribute.text), attributes.contains(attribute),
                    let value = comparison.value
                else { return }
                switch value {
                case .string: lists.append(WrittenList(list: ListReference(ListItems([value])), file: nil))
                case .list(let list): lists.append(WrittenList(list: ListReference(list.items), file: nil))
                case .word(let word): listNames.insert(word.text)
                default: break
                }
            }
        }
        let files = Dictionary(policy.listFiles.map { ($0.definitionName, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        for statement in syntax.statements {
            guard case .definition(let definition) = statement, listNames.contains(definition.name.text),
                seen.insert(definition.name.text).inserted
            else { continue }
            if let list = definition.list {
                lists.append(WrittenList(list: ListReference(list.items), file: nil))
            } else if let file = files[definition.name.text] {
                lists.append(WrittenList(list: ListReference(file.list.items), file: file.source.name))
            }
        }
        return lists
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
