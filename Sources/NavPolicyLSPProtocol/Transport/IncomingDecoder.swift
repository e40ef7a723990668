/// What arrives from the client, after framing and JSON-RPC decoding.
public enum IncomingEvent: Sendable, Hashable {
    /// A well-formed message.
    case message(Message)
    /// A frame whose content is not a valid message: answered with this error.
    case invalid(Message.Invalid)
    /// Bytes that were not a frame (for the log).
    case dropped(String)
}

/// Bytes in, events out: `MessageFramer` and `Message.decode` in one step, as the standard
/// input reader and the fuzz tests use them.
public struct IncomingDecoder: Sendable {
    private var framer: MessageFramer

    /// A decoder accepting messages up to `maximumContentLength` bytes.
    public init(maximumContentLength: Int = MessageFramer.maximumContentLength) {
        framer = MessageFramer(maximumContentLength: maximumContentLength)
    }

    /// The bytes held for the message being read.
    public var bufferedByteCount: Int { framer.bufferedByteCount }

    /// Whether the stream is between messages.
    public var isAtMessageBoundary: Bool { framer.isAtMessageBoundary }

    /// Feeds bytes; returns what they completed.
    public mutating func consume(_ bytes: some Collection<UInt8>) -> [IncomingEvent] {
        framer.consume(bytes).map { event in
            switch event {
            case .message(let content):
                switch Message.decode(content) {
                case .success(let message): .message(message)
                case .failure(let invalid): .invalid(invalid)
                }
            case .dropped(let reason):
                .dropped(reason)
            }
        }
    }
}
