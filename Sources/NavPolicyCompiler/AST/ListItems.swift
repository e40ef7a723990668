/// The items of a list, in order: a collection of `ValueSyntax` made on access. A parsed list
/// keeps only the index of each item's token (4 bytes an item) and reads its text and range
/// from the `TokenList` when asked, so a list of millions of short items costs about what its
/// tokens do, not the 48 bytes a stored value takes. Lists built in code keep their values.
package struct ListItems: RandomAccessCollection, Sendable, Hashable {
    private enum Storage: Sendable {
        case values([ValueSyntax])
        /// The item tokens' indices; for a range item (`8000..8999`), the index of its low end,
        /// with the index of its high end in `rangeEnds` (ranges are rare: no cost per item).
        case tokens(TokenList, [UInt32], rangeEnds: [UInt32: UInt32])
    }

    private let storage: Storage

    /// Items built in code.
    package init(_ values: [ValueSyntax] = []) {
        storage = .values(values)
    }

    /// The items of a parsed list: the tokens at `indices` (each a string, a word or a number),
    /// a range's low end mapped to its high end in `rangeEnds`.
    init(tokens: TokenList, indices: [UInt32], rangeEnds: [UInt32: UInt32] = [:]) {
        storage = .tokens(tokens, indices, rangeEnds: rangeEnds)
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .values(let values): values.count
        case .tokens(_, let indices, _): indices.count
        }
    }

    /// The item at `position`.
    package subscript(position: Int) -> ValueSyntax {
        switch storage {
        case .values(let values):
            return values[position]
        case .tokens(let tokens, let indices, let rangeEnds):
            let index = indices[position]
            if !rangeEnds.isEmpty, let high = rangeEnds[index] {
                return .range(NumberRangeSyntax(low: Self.word(tokens, Int(index)), high: Self.word(tokens, Int(high))))
            }
            switch tokens.kind(at: Int(index)) {
            case .string:
                return .string(StringSyntax(value: tokens.stringValue(at: Int(index)), range: tokens.range(at: Int(index))))
            case .number: return .number(Self.word(tokens, Int(index)))
            default: return .word(Self.word(tokens, Int(index)))
            }
        }
    }

    /// The value of the string item at `position`, nil for another item: without the range the
    /// subscript also makes, for checks that read every item and report few.
    package func stringValue(at position: Int) -> String? {
        switch storage {
        case .values(let values):
            guard case .string(let string) = values[position] else { return nil }
            return string.value
        case .tokens(let tokens, let indices, let rangeEnds):
            let index = indices[position]
            guard tokens.kind(at: Int(index)) == .string, rangeEnds.isEmpty || rangeEnds[index] == nil else { return nil }
            return tokens.stringValue(at: Int(index))
        }
    }

    /// The value of the string item or the text of the word item at `position`, and whether it
    /// is a string; nil for a number or a range. Without the range the subscript also makes.
    package func text(at position: Int) -> (text: String, isString: Bool)? {
        switch storage {
        case .values(let values):
            switch values[position] {
            case .string(let string): return (string.value, true)
            case .word(let word): return (word.text, false)
            default: return nil
            }
        case .tokens(let tokens, let indices, let rangeEnds):
            let index = Int(indices[position])
            guard rangeEnds.isEmpty || rangeEnds[UInt32(index)] == nil else { return nil }
            switch tokens.kind(at: index) {
            case .string: return (tokens.stringValue(at: index), true)
            case .number: return nil
            default: return (tokens.text(at: index), false)
            }
        }
    }

    /// The token at `index` as written.
    private static func word(_ tokens: TokenList, _ index: Int) -> IdentifierSyntax {
        IdentifierSyntax(text: tokens.text(at: index), range: tokens.range(at: index))
    }

    package static func == (lhs: ListItems, rhs: ListItems) -> Bool {
        lhs.elementsEqual(rhs)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for item in self { hasher.combine(item) }
    }
}
