/// The items of a list, in order: a collection of `ValueSyntax` made on access. A parsed list
/// keeps only the index of each item's token (4 bytes an item) and reads its text and range
/// from the `TokenList` when asked, so a list of millions of short items costs about what its
/// tokens do, not the 48 bytes a stored value takes. Lists built in code keep their values.
package struct ListItems: RandomAccessCollection, Sendable, Hashable {
    private enum Storage: Sendable {
        case values([ValueSyntax])
        case tokens(TokenList, [UInt32])
    }

    private let storage: Storage

    /// Items built in code.
    package init(_ values: [ValueSyntax] = []) {
        storage = .values(values)
    }

    /// The items of a parsed list: the tokens at `indices` (each a string, a word or a number).
    init(tokens: TokenList, indices: [UInt32]) {
        storage = .tokens(tokens, indices)
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .values(let values): values.count
        case .tokens(_, let indices): indices.count
        }
    }

    /// The item at `position`.
    package subscript(position: Int) -> ValueSyntax {
        switch storage {
        case .values(let values):
            return values[position]
        case .tokens(let tokens, let indices):
            let index = Int(indices[position])
            let text = tokens.text(at: index), range = tokens.range(at: index)
            switch tokens.kind(at: index) {
            case .string: return .string(StringSyntax(value: StringLiteral.value(ofLiteral: text), range: range))
            case .number: return .number(IdentifierSyntax(text: text, range: range))
            default: return .word(IdentifierSyntax(text: text, range: range))
            }
        }
    }

    package static func == (lhs: ListItems, rhs: ListItems) -> Bool {
        lhs.elementsEqual(rhs)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for item in self { hasher.combine(item) }
    }
}
