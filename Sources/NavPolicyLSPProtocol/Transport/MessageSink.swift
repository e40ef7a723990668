/// Where a server's outgoing messages go: standard output (`MessageWriter`), or a test's
/// recorder. Called from several tasks; each message must go out whole.
public protocol MessageSink: Sendable {
    /// Sends one message.
    func send(_ message: Message)
}

extension MessageWriter: MessageSink {
    /// Writes one message to the file descriptor.
    public func send(_ message: Message) {
        write(message)
    }
}
