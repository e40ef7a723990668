/// A policy source: its name (as shown in diagnostics) and its bytes.
public struct SourceFile: Sendable, Hashable {
    /// The largest source the lexer reads (2 GiB less a byte): positions are 32-bit.
    public static let maximumByteCount = Int(Int32.max)

    /// The name diagnostics print (`Examples/ads.navpolicy`, or `<stdin>`).
    public let name: String
    /// The raw bytes. Invalid UTF-8 is diagnosed by the lexer, never trapped on.
    public let bytes: [UInt8]

    /// A source from raw bytes.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// A source from text.
    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The text of the 1-based line `line` without its line break (lossy for invalid UTF-8).
    public func lineText(_ line: Int) -> String {
        var current = 1
        var start = 0
        var index = 0
        while index < bytes.count, current < line {
            if bytes[index] == UInt8(ascii: "\n") {
                current += 1
                start = index + 1
            }
            index += 1
        }
        guard current == line else { return "" }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
