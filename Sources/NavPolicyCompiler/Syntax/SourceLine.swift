/// One line of source as the text renderer shows it, with columns counted the way the lexer
/// counts them: one per valid scalar, one per byte of invalid UTF-8.
struct SourceLine {
    /// The line's characters for display: invalid bytes and control characters other than tab
    /// become U+FFFD, so every column is one displayed character.
    let characters: [Unicode.Scalar]

    /// The line containing the byte at `offset` (the last line when past the end).
    init(containing offset: Int, in bytes: [UInt8]) {
        var start = min(max(offset, 0), bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var characters: [Unicode.Scalar] = []
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { break }
            let length = UTF8Scalar.length(in: bytes, at: index) ?? 1
            let scalar = String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self).unicodeScalars.first
            if let scalar, scalar == "\t" || (scalar.value >= 0x20 && scalar.value != 0x7F) {
                characters.append(scalar)
            } else {
                characters.append("\u{FFFD}")
            }
            index += length
        }
        self.characters = characters
    }

    /// The line as text.
    var displayText: String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: characters)
        return String(text)
    }

    /// The caret line for `range`: spaces (tabs under tabs) up to the start column, `^`, then
    /// `~` to the end of the range or of the line.
    func underline(_ range: SourceRange) -> String {
        let startIndex = max(range.start.column - 1, 0)
        var text = ""
        for index in 0..<startIndex {
            text += index < characters.count && characters[index] == "\t" ? "\t" : " "
        }
        text += "^"
        let endIndex = range.end.line == range.start.line ? range.end.column - 1 : characters.count
        if endIndex - startIndex > 1 { text += String(repeating: "~", count: endIndex - startIndex - 1) }
        return text
    }
}
