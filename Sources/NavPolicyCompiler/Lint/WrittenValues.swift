/// A string constant as the author wrote it, for checks that look at spelling (a scheme typo,
/// a wildcard over a public suffix) rather than meaning.
struct WrittenValue {
    /// The text without quotes.
    var text: String
    /// Where it is written.
    var range: SourceRange
    /// The list file it is written in; nil for the policy file.
    var file: String?
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
                case .string: values += strings(in: [value], file: nil)
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

    private func strings(in items: some Collection<ValueSyntax>, file: String?) -> [WrittenValue] {
        items.compactMap { item in
            switch item {
            case .string(let string): WrittenValue(text: string.value, range: string.range, file: file)
            case .word(let word) where file != nil: WrittenValue(text: word.text, range: word.range, file: file)
            default: nil
            }
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
