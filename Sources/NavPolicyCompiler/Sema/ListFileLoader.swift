import NavPolicy

/// Reads the list of each `let NAME = file "path"` through a `ListFileReader` and gives the
/// definition that list, so that every later check treats it like an inline one. The file
/// holds one item per line, surrounding white space trimmed; blank lines and lines whose first
/// non-blank character is `#` are skipped; items are written without quotes. Each item keeps
/// its line and column in the list file, so a diagnostic about it points there.
enum ListFileLoader {
    /// The definitions of `syntax` with their list files read, the files read, and an error at
    /// the path string of each file that could not be read.
    static func load(_ syntax: PolicySyntax, reader: ListFileReader) -> (syntax: PolicySyntax, files: [ListFile], diagnostics: [Diagnostic])
    {
        var loaded = syntax
        var files: [ListFile] = []
        var diagnostics: [Diagnostic] = []
        for (index, statement) in syntax.statements.enumerated() {
            guard case .definition(var definition) = statement, let file = definition.file else { continue }
            switch reader.read(file.path.value) {
            case .success(let source) where source.bytes.count > SourceFile.maximumByteCount:
                // Items are kept as 32-bit offsets, as the lexer keeps tokens.
                let reason = "'\(source.name)' is larger than \(SourceFile.maximumByteCount) bytes"
                diagnostics.append(SemanticMessage.listFileUnreadable(reason: reason).diagnostic(at: file.path.range))
            case .success(let source):
                let list = items(of: source, diagnostics: &diagnostics)
                definition.list = list
                loaded.statements[index] = .definition(definition)
                files.append(ListFile(definitionName: definition.name.text, source: source, list: list))
            case .failure(let error):
                diagnostics.append(SemanticMessage.listFileUnreadable(reason: error.message).diagnostic(at: file.path.range))
            }
        }
        return (loaded, files, diagnostics)
    }

    /// The items of a list file. An item that is a whole number reads as a number and one that
    /// is an enum word (`new-window`) as a word; anything else is a string. A use that needs
    /// another kind re-reads the item's text (`ConditionChecker`), so the kind comes from the uses.
    /// Items are kept as byte ranges in the file (`ListFileItems`): no string per item.
    static func items(of source: SourceFile, diagnostics: inout [Diagnostic]) -> ListSyntax {
        let bytes = source.bytes
        var items = ListFileItems(bytes: bytes)
        var lineStart = 0
        var line = 1
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var start = lineStart
            var end = lineEnd
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if start < end, bytes[start] != UInt8(ascii: "#") {
                let first = SourcePosition(offset: start, line: line, column: start - lineStart + 1)
                // An ASCII item (nearly every host list) skips the validating decoder.
                let isASCII = bytes[start..<end].allSatisfy { $0 < 0x80 }
                if isASCII || String(validating: bytes[start..<end], as: UTF8.self) != nil {
                    if end - start >= 2 && bytes[start] == UInt8(ascii: "\"") && bytes[end - 1] == UInt8(ascii: "\"") {
                        let range = ListFileItems.range(of: start..<end, line: line, in: bytes)
                        var diagnostic = SemanticMessage.quotedListItem(String(decoding: bytes[start..<end], as: UTF8.self)).diagnostic(
                            at: range)
                        diagnostic.file = source.name
                        diagnostics.append(diagnostic)
                    } else {
                        items.append(start..<end, line: line, kind: kind(of: bytes[start..<end]))
                    }
                } else {
                    var diagnostic = LexicalMessage.listItemNotUTF8.diagnostic(at: SourceRange(at: first))
                    diagnostic.file = source.name
                    diagnostics.append(diagnostic)
                }
            }
            lineStart = lineEnd + 1
            line += 1
        }
        let whole = SourceRange(start: .start, end: SourcePosition(offset: bytes.count, line: line - 1, column: 1))
        return ListSyntax(items: ListItems(lines: items), range: whole)
    }

    /// How an item reads: as the value syntax an inline list would hold for it.
    private static func kind(of text: ArraySlice<UInt8>) -> ListFileItems.Kind {
        if text.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return .number }
        // Enum words are lowercase letters and hyphens: only such an item is looked up.
        let isWordShaped = text.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 == UInt8(ascii: "-") }
        return isWordShaped && enumWords.contains(String(decoding: text, as: UTF8.self)) ? .word : .string
    }

    /// An item re-read as the value syntax `kind` takes (a word, a number or a string).
    static func retyped(_ item: ValueSyntax, as kind: ItemKind) -> ValueSyntax {
        let text: String
        switch item {
        case .string(let string): text = string.value
        case .word(let word), .number(let word): text = word.text
        default: return item
        }
        if kind.takesWords { return .word(IdentifierSyntax(text: text, range: item.range)) }
        if kind == .port, case .number = item { return item }
        if case .string = item { return item }
        return .string(StringSyntax(value: text, range: item.range))
    }

    /// Every enum word of every attribute.
    private static let enumWords = Set([ItemKind.target, .navigation, .view].flatMap(\.words))

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
    }
}
