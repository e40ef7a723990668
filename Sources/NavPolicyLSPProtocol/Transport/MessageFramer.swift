/// Cuts a byte stream into the protocol's messages: a header block (`Content-Length: N`, other
/// fields ignored, lines ending in CRLF or LF, a blank line last), then exactly N bytes of
/// content. Fed in chunks of any size, it keeps only the message being read, so a broken or
/// hostile stream costs bounded memory: a header line longer than `maximumHeaderLine` is
/// dropped, and the content of a message over `maximumContentLength` is skipped as it arrives,
/// never stored. Each thing dropped is reported once, for the log.
///
/// A length over the limit, or a header block without one, is a framing error: the stated
/// length cannot be trusted (a `Content-Length` of 23 digits would skip all later input), so the
/// framer skips to the next `Content-Length:` in the stream, wherever it starts,
/// and reads on from there. Only the broken message is lost.
public struct MessageFramer: Sendable {
    /// What the framer found in the bytes fed so far.
    public enum Event: Sendable, Hashable {
        /// One message's content bytes.
        case message([UInt8])
        /// Bytes that could not be a message (the reason, for the log).
        case dropped(String)
    }

    /// The longest header line kept; real ones are under 100 bytes.
    public static let maximumHeaderLine = 1_024
    /// The largest message accepted: far above a didOpen of a 10,000-rule policy (about 1 MB).
    public static let maximumContentLength = 64 << 20

    private enum State: Sendable {
        /// Reading header lines; the length once a Content-Length field was read.
        case header(contentLength: Int?, sawField: Bool)
        /// Reading `expected` bytes of content.
        case content(expected: Int)
        /// Skipping to the next `Content-Length:` after a framing error; `matched` bytes of it seen.
        case resynchronizing(matched: Int)
    }

    private var state = State.header(contentLength: nil, sawField: false)
    private var line: [UInt8] = []
    private var lineTooLong = false
    private var content: [UInt8] = []
    private let maximumContentLength: Int

    /// A framer accepting messages up to `maximumContentLength` bytes.
    public init(maximumContentLength: Int = MessageFramer.maximumContentLength) {
        self.maximumContentLength = maximumContentLength
    }

    /// The bytes held for the message being read (bounded by the two limits).
    public var bufferedByteCount: Int { line.count + content.count }

    /// Whether the stream is between messages (nothing of a next message read yet), so that
    /// its end here is a clean end.
    public var isAtMessageBoundary: Bool {
        if case .header(nil, false) = state { return line.isEmpty && !lineTooLong }
        return false
    }

    /// Feeds bytes; returns the messages completed and anything dropped, in stream order.
    public mutating func consume(_ bytes: some Collection<UInt8>) -> [Event] {
        var events: [Event] = []
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch state {
            case .header(let length, let sawField):
                let byte = bytes[index]
                bytes.formIndex(after: &index)
                guard byte == UInt8(ascii: "\n") else {
                    if line.count < Self.maximumHeaderLine { line.append(byte) } else { lineTooLong = true }
                    continue
                }
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                defer {
                    line.removeAll(keepingCapacity: true)
                    lineTooLong = false
                }
                if lineTooLong {
                    events.append(.dropped("a header line longer than \(Self.maximumHeaderLine) bytes"))
                    state = .header(contentLength: length, sawField: true)
                } else if line.isEmpty {
                    // The blank line: the header block ends (a stray one between messages is ignored).
                    guard sawField else { continue }
                    guard let length else {
                        events.append(.dropped("a header without Content-Length"))
                        state = .resynchronizing(matched: 0)
                        continue
                    }
                    if length > maximumContentLength {
                        events.append(
                            .dropped(
                                length == .max
                                    ? "a Content-Length of more than 18 digits"
                                    : "a message of \(length) bytes, over the limit of \(maximumContentLength)"))
                        state = .resynchronizing(matched: 0)
                    } else if length == 0 {
                        events.append(.message([]))
                        state = .header(contentLength: nil, sawField: false)
                    } else {
                        state = .content(expected: length)
                    }
                } else {
                    switch HeaderField(line) {
                    case .contentLength(let value): state = .header(contentLength: value, sawField: true)
                    case .invalidContentLength:
                        events.append(.dropped("an invalid Content-Length header"))
                        state = .header(contentLength: length, sawField: true)
                    case .other: state = .header(contentLength: length, sawField: true)
                    }
                }
            case .content(let expected):
                let available = bytes.distance(from: index, to: bytes.endIndex)
                let take = min(available, expected - content.count)
                let end = bytes.index(index, offsetBy: take)
                content += bytes[index..<end]
                index = end
                if content.count == expected {
                    events.append(.message(content))
                    content = []
                    state = .header(contentLength: nil, sawField: false)
                }
            case .resynchronizing(var matched):
                let byte = bytes[index]
                bytes.formIndex(after: &index)
                let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                // No proper prefix of the field name is also its suffix, so a mismatch restarts
                // the match (at this byte, if it starts the name).
                matched = folded == Self.lengthField[matched] ? matched + 1 : folded == Self.lengthField[0] ? 1 : 0
                if matched == Self.lengthField.count {
                    line = Self.lengthField
                    state = .header(contentLength: nil, sawField: false)
                } else {
                    state = .resynchronizing(matched: matched)
                }
            }
        }
        return events
    }

    /// The header field a resynchronization looks for, lowercase.
    private static let lengthField = Array("content-length:".utf8)
}

/// One header line, as far as framing cares.
enum HeaderField: Hashable {
    /// `Content-Length: N` (the name in any case). A value too long to be a length reads as
    /// `Int.max`, so it is over the limit and skipped.
    case contentLength(Int)
    /// A `Content-Length` whose value is not a decimal number.
    case invalidContentLength
    /// Any other line (`Content-Type`, or a line that is no field at all).
    case other

    init(_ line: [UInt8]) {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            self = .other
            return
        }
        let name = line[..<colon].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        guard name == Array("content-length".utf8) else {
            self = .other
            return
        }
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        var value = line[(colon + 1)...].drop(while: isBlank)
        while let last = value.last, isBlank(last) { value.removeLast() }
        guard !value.isEmpty, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            self = .invalidContentLength
            return
        }
        self = .contentLength(value.count > 18 ? .max : value.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }
}
