/// The items of a list, in order: a collection of `ValueSyntax` made on access. A parsed list
/// keeps only the index of each item's token (4 bytes an item) and reads its text and range
/// from the `TokenList` when asked, and a list file's items are byte ranges in the file
/// (`ListFileItems`), so a list of millions of short items costs about what its tokens or
/// lines do, not the 48 bytes and the string a stored value takes. Lists built in code keep
/// their values.
package struct ListItems: RandomAccessCollection, Sendable, Hashable {
    private enum Storage: Sendable {
        case values([ValueSyntax])
        /// The item tokens' indices; for a range item (`8000..8999`), the index of its low end,
        /// with the index of its high end in `rangeEnds` (ranges are rare: no cost per item).
        case tokens(TokenList, [UInt32], rangeEnds: [UInt32: UInt32])
        /// The lines of a list file.
        case lines(ListFileItems)
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

    /// The items of a list file.
    init(lines: ListFileItems) {
        storage = .lines(lines)
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .values(let values): values.count
        case .tokens(_, let indices, _): indices.count
        case .lines(let lines): lines.count
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
        case .lines(let lines):
            let (text, range) = (lines.text(at: position), lines.range(at: position))
            switch lines.kind(at: position) {
            case .string: return .string(StringSyntax(value: text, range: range))
            case .number: return .number(IdentifierSyntax(text: text, range: range))
            case .word: return .word(IdentifierSyntax(text: text, range: range))
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
        case .lines(let lines):
            return lines.kind(at: position) == .string ? lines.text(at: position) : nil
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
        case .lines(let lines):
            switch lines.kind(at: position) {
            case .string: return (lines.text(at: position), true)
            case .word: return (lines.text(at: position), false)
            case .number: return nil
            }
        }
    }

    /// `body` over the text `text(at:)` gives for item `position`, as bytes read in place, and
    /// whether it is a string; nil where that text is not in the source as it is (a string
    /// with escapes, a number, a range, a list built in code). Lets a check that reads every
    /// item of a long list make no string per item.
    package func withPlainBytes<Result>(at position: Int, _ body: (_ text: UnsafeBufferPointer<UInt8>, _ isString: Bool) -> Result)
        -> Result?
    {
        switch storage {
        case .values:
            return nil
        case .tokens(let tokens, let indices, let rangeEnds):
            let index = Int(indices[position])
            guard rangeEnds.isEmpty || rangeEnds[UInt32(index)] == nil else { return nil }
            let isString = tokens.kind(at: index) == .string
            return tokens.withPlainBytes(at: index) { body($0, isString) }
        case .lines(let lines):
            let kind = lines.kind(at: position)
            guard kind != .number else { return nil }
            return lines.withBytes(at: position) { body($0, kind == .string) }
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
