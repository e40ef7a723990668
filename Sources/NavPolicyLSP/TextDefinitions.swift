/// The names the current text defines before a place, read from the starts of its lines: a
/// line that starts `let NAME =`, `condition NAME =` or `flag NAME` (alone on its line) starts
/// a definition, as the parser reads it (a statement keyword cannot stand anywhere else at a
/// line's start: strings and comments never span lines, and `let` is reserved).
///
/// Completion reads names from here, not from the newest analysis, so its answer depends on
/// the text alone, never on whether the document's front end has finished (right after
/// opening, none has). Each line start is tested in place, allocation-free unless it starts a
/// definition, as `CompletionProvider` tests lines for `on response`.
struct TextDefinitions {
    /// One name defined by the text.
    struct Name: Sendable, Hashable {
        /// What defines it.
        enum Keyword: String, Sendable, Hashable {
            case `let`, flag, condition
        }

        /// The name as written.
        var text: String
        /// `let`, `flag` or `condition`.
        var keyword: Keyword
        /// The byte offset of its line's start.
        var lineStart: Int

        /// Whether the name is an atom by itself (a flag or a condition), not a list.
        var isAtom: Bool { keyword != .let }
    }

    /// The names defined on lines that start before byte `offset` of `text`, in source order;
    /// a name defined twice keeps its first definition, as the definitions index does.
    static func names(before offset: Int, in text: DocumentText) -> [Name] {
        var names: [Name] = []
        var seen: Set<String> = []
        for start in text.lineStarts[...text.line(ofOffset: offset)] where start < offset {
            guard let name = definition(in: text.bytes, at: start), seen.insert(name.text).inserted else { continue }
            names.append(name)
        }
        return names
    }

    /// The definition the line at `start` begins, if it begins one.
    static func definition(in bytes: [UInt8], at start: Int) -> Name? {
        var index = start
        skipBlanks(bytes, &index)
        guard let first = bytes.indices.contains(index) ? bytes[index] : nil,
            [UInt8(ascii: "l"), UInt8(ascii: "f"), UInt8(ascii: "c")].contains(first),
            let keyword = word(bytes, &index).flatMap(Name.Keyword.init(rawValue:))
        else { return nil }
        guard isBlank(bytes, index) else { return nil }
        skipBlanks(bytes, &index)
        guard let name = word(bytes, &index), CompilerAdapter.isValidName(name) else { return nil }
        skipBlanks(bytes, &index)
        let next = bytes.indices.contains(index) ? bytes[index] : nil
        switch keyword {
        case .let, .condition:
            guard next == UInt8(ascii: "=") else { return nil }
        case .flag:
            // `flag NAME` is the whole statement: nothing but a comment may follow on its line.
            guard next == nil || [0x0A, 0x0D, UInt8(ascii: "#")].contains(next) else { return nil }
        }
        return Name(text: name, keyword: keyword, lineStart: start)
    }

    private static func isBlank(_ bytes: [UInt8], _ index: Int) -> Bool {
        index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09)
    }

    private static func skipBlanks(_ bytes: [UInt8], _ index: inout Int) {
        while isBlank(bytes, index) { index += 1 }
    }

    /// The word at `index` (ASCII letters, digits, `-`, `_`), advancing past it; nil when none.
    private static func word(_ bytes: [UInt8], _ index: inout Int) -> String? {
        let start = index
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
