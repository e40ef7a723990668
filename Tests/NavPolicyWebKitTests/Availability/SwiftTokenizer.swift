/// One token of Swift source, as far as the availability check needs: identifiers, attributes
/// (`@available`), `#` directives (`#available`, `#if`), single punctuation characters and
/// line ends. Comments are skipped; a string literal is one token (its source text).
struct SwiftToken: Equatable {
    enum Kind: Equatable {
        case identifier, attribute, directive, punctuation, newline, literal
    }

    let kind: Kind
    let text: String
    let line: Int
    let column: Int
}

/// A small Swift lexer for the availability check: linear in the source, never fails (an
/// unterminated comment or string ends at the end of the file).
enum SwiftTokenizer {
    static func tokens(_ source: String) -> [SwiftToken] {
        let bytes = Array(source.utf8)
        var tokens: [SwiftToken] = []
        var index = 0
        var line = 1
        var lineStart = 0

        func emit(_ kind: SwiftToken.Kind, from start: Int) {
            tokens.append(
                SwiftToken(
                    kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self),
                    line: line, column: start - lineStart + 1))
        }
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func newline() {
            line += 1
            lineStart = index + 1
        }
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        func skipIdentifier() { while let byte = at(0), isIdentifierByte(byte) { index += 1 } }
        /// Skips a string literal whose opening quotes (after `hashes` `#`s) start at `index`.
        func skipString(hashes: Int) {
            let multiline = at(0) == UInt8(ascii: "\"") && at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") && hashes == 0 {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\n") {
                    if !multiline { return }
                    newline()
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    let closes =
                        (0..<quotes).allSatisfy { at($0) == UInt8(ascii: "\"") }
                        && (0..<hashes).allSatisfy { at(quotes + $0) == UInt8(ascii: "#") }
                    if closes {
                        index += quotes + hashes
                        return
                    }
                }
                index += 1
            }
        }

        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                emit(.newline, from: start)
                newline()
                lineStart = index
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                while let next = at(0), next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    if at(0) == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                        continue
                    }
                    if at(0) == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                        continue
                    }
                    if at(0) == UInt8(ascii: "\n") { newline() }
                    index += 1
                } while depth > 0 && index < bytes.count
            case UInt8(ascii: "\""):
                let (startLine, startColumn) = (line, start - lineStart + 1)
                skipString(hashes: 0)
                tokens.append(
                    SwiftToken(
                        kind: .literal, text: String(decoding: bytes[start..<index], as: UTF8.self), line: startLine, column: startColumn))
            case UInt8(ascii: "#"):
                var hashes = 0
                while at(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if at(hashes) == UInt8(ascii: "\"") {
                    let (startLine, startColumn) = (line, start - lineStart + 1)
                    index += hashes
                    skipString(hashes: hashes)
                    tokens.append(
                        SwiftToken(
                            kind: .literal, text: String(decoding: bytes[start..<index], as: UTF8.self), line: startLine,
                            column: startColumn))
                } else {
                    index += 1
                    skipIdentifier()
                    emit(.directive, from: start)
                }
            case UInt8(ascii: "@"):
                index += 1
                skipIdentifier()
                emit(.attribute, from: start)
            case UInt8(ascii: "`"):
                index += 1
                skipIdentifier()
                if at(0) == UInt8(ascii: "`") { index += 1 }
                tokens.append(
                    SwiftToken(
                        kind: .identifier, text: String(decoding: bytes[(start + 1)..<max(start + 1, index - 1)], as: UTF8.self),
                        line: line, column: start - lineStart + 1))
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while let next = at(0), isIdentifierByte(next) || next == UInt8(ascii: ".") && at(1).map(isIdentifierByte) == true {
                    index += 1
                }
                emit(.literal, from: start)
            default:
                if isIdentifierByte(byte) {
                    skipIdentifier()
                    emit(.identifier, from: start)
                } else {
                    index += 1
                    emit(.punctuation, from: start)
                }
            }
        }
        return tokens
    }
}
