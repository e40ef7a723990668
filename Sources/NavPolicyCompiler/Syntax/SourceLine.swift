import NavPolicyJSON

/// The part of a source line the text renderer shows for a diagnostic, with columns counted the
/// way the lexer counts them: one per valid scalar, one per byte of invalid UTF-8.
///
/// Only a window around the position is decoded (at most `contextBefore` characters before
/// it and `contextAfter` after), so rendering many diagnostics on a huge one-line file stays
/// linear; a cut is shown as `…`.
struct SourceLine {
    /// Characters shown before the diagnostic's position, at most.
    static let contextBefore = 110
    /// Characters shown from the diagnostic's position on, at most.
    static let contextAfter = 110

    /// The shown characters: invalid bytes and control characters other than tab become
    /// U+FFFD, so every column is one displayed character.
    private(set) var characters: [Unicode.Scalar] = []
    /// The index in `characters` of the position the line was made for.
    private(set) var positionIndex = 0
    /// Whether the line goes on before the first shown character.
    private(set) var isCutBefore = false
    /// Whether the line goes on after the last shown character.
    private(set) var isCutAfter = false

    /// The window of the line containing the byte at `offset`.
    init(around offset: Int, in bytes: [UInt8]) {
        let offset = min(max(offset, 0), bytes.count)
        var start = offset
        let maximumBytesBefore = Self.contextBefore * 4
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), offset - start < maximumBytesBefore { start -= 1 }
        isCutBefore = start > 0 && bytes[start - 1] != UInt8(ascii: "\n")
        if start == 0, offset >= 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }  // as the lexer does
        if isCutBefore {
            // Started in the middle of the line: skip to the next character boundary.
            while start < offset, (0x80...0xBF).contains(bytes[start]) { start += 1 }
        }
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { break }
            if index <= offset { positionIndex = characters.count }
            if characters.count - positionIndex >= Self.contextAfter {
                isCutAfter = true
                break
            }
            let length = UTF8Scalar.length(in: bytes, at: index) ?? 1
            characters.append(Self.displayed(bytes[index..<min(index + length, bytes.count)]))
            index += length
        }
        if index <= offset { positionIndex = characters.count }
        if positionIndex > Self.contextBefore {
            characters.removeFirst(positionIndex - Self.contextBefore)
            positionIndex = Self.contextBefore
            isCutBefore = true
        }
    }

    /// The character of one scalar's bytes as displayed.
    private static func displayed(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar {
        // ASCII, the common case, without decoding through a String.
        if bytes.count == 1, let byte = bytes.first, byte < 0x80 {
            return byte == 0x09 || (byte >= 0x20 && byte != 0x7F) ? Unicode.Scalar(byte) : "\u{FFFD}"
        }
        guard let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first,
            scalar == "\t" || (scalar.value >= 0x20 && scalar.value != 0x7F)
        else { return "\u{FFFD}" }
        return scalar
    }

    /// The shown line as text.
    var displayText: String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(characters.count + 6)
        let ellipsis = Array("…".utf8)
        if isCutBefore { utf8 += ellipsis }
        for character in characters {
            if character.isASCII {
                utf8.append(UInt8(character.value))
            } else {
                utf8 += Array(String(character).utf8)
            }
        }
        if isCutAfter { utf8 += ellipsis }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The caret line for `range` (which starts at the line's position): spaces (tabs under
    /// tabs) up to the position, `^`, then `~` to the end of the range or of the shown line.
    func underline(_ range: SourceRange) -> String {
        var indent: [UInt8] = isCutBefore ? [0x20] : []
        for character in characters.prefix(positionIndex) { indent.append(character == "\t" ? 0x09 : 0x20) }
        var text = String(decoding: indent, as: UTF8.self)
        text += "^"
        let rangeWidth = range.end.line == range.start.line ? range.end.column - range.start.column : Int.max
        let tildes = min(rangeWidth, characters.count - positionIndex) - 1
        if tildes > 0 { text += String(repeating: "~", count: tildes) }
        return text
    }
}
