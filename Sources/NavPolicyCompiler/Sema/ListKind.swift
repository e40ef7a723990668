/// What a named list plainly holds, inferred from its items, so that a use with another
/// attribute can say "list 'payment-hosts' holds host patterns, not schemes" instead of one
/// error per item.
enum ListKind: Sendable, Hashable {
    /// Every item is a valid value of this kind.
    case specific(ItemKind)
    /// Strings that are not all of one recognizable kind.
    case strings
    /// Enum words that are not all of one enum.
    case words

    /// The kind of a list's items; nil for an empty list or a mix of strings and words.
    init?(_ list: ListSyntax) {
        let strings = list.items.compactMap { if case .string(let string) = $0 { string.value } else { nil } }
        let words = list.items.compactMap { if case .word(let word) = $0 { word.text } else { nil } }
        let numbers = list.items.filter {
            switch $0 {
            case .number, .range: true
            default: false
            }
        }
        if !list.items.isEmpty, numbers.count == list.items.count {
            self = .specific(.port)
        } else if !list.items.isEmpty, strings.count == list.items.count {
            self = ListKind.kind(ofStrings: strings)
        } else if !list.items.isEmpty, words.count == list.items.count {
            if let kind = [ItemKind.target, .navigation, .view].first(where: { kind in words.allSatisfy(kind.words.contains) }) {
                self = .specific(kind)
            } else {
                self = .words
            }
        } else {
            return nil
        }
    }

    /// Strings are paths when they all start with `/`; host patterns when they are all valid
    /// host patterns with a dot (which schemes rarely have); schemes when all are schemes.
    private static func kind(ofStrings strings: [String]) -> ListKind {
        func all(_ kind: ItemKind) -> Bool {
            strings.allSatisfy { (try? kind.check(.string(StringSyntax(value: $0, range: SourceRange(at: .start)))).get()) != nil }
        }
        if strings.allSatisfy({ $0.hasPrefix("/") }), all(.path) { return .specific(.path) }
        if strings.allSatisfy({ $0.contains(".") }), all(.hostPattern) { return .specific(.hostPattern) }
        if all(.scheme) { return .specific(.scheme) }
        return .strings
    }

    /// The kind in the plural, for messages.
    var plural: String {
        switch self {
        case .specific(let kind): kind.plural
        case .strings: "strings"
        case .words: "enum words"
        }
    }

    /// Whether a list of this kind plainly cannot serve where `expected` values are needed:
    /// words where strings are needed (or the reverse), or another recognizable kind.
    func conflicts(with expected: ItemKind) -> Bool {
        switch self {
        case .specific(let kind): kind != expected
        case .strings: expected.takesWords || expected == .port
        case .words: !expected.takesWords
        }
    }
}
