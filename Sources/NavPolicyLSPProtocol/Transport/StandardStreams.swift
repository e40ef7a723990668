import Foundation

/// The server's side of standard input and output: messages read on a thread of their own
/// (a blocking read never holds up the server), and messages written whole, one at a time,
/// by a thread of their own (`MessageWriter`).
public enum StandardStreams {
    /// The events read from `fileDescriptor` (standard input), ending when it closes or fails.
    /// The reader thread starts at once. With `output`, it reads nothing while the server is
    /// backlogged (`MessageWriter.waitWhileBacklogged`: more than a few MB of its output wait
    /// to be written, or too many requests read are not answered yet): a client that stops
    /// reading, or sends faster than the server answers, then fills the pipe to the server and
    /// blocks itself, instead of the server buffering its requests and their answers without end.
    public static func incoming(fileDescriptor: Int32 = 0, output: MessageWriter? = nil) -> AsyncStream<IncomingEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: IncomingEvent.self)
        let thread = Thread {
            var decoder = IncomingDecoder()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                output?.waitWhileBacklogged()
                let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                for event in decoder.consume(buffer[0..<count]) {
                    // Each request, and each invalid message, is answered exactly once.
                    switch event {
                    case .message(.request), .invalid: output?.noteRequestRead()
                    case .message, .dropped: break
                    }
                    continuation.yield(event)
                }
            }
            if !decoder.isAtMessageBoundary { continuation.yield(.dropped("the input ended inside a message")) }
            continuation.finish()
        }
        thread.name = "navpolicy-lsp-reader"
        thread.start()
        return stream
    }

    /// Ignores SIGPIPE, so that a client that closes its end makes writes fail (and the server
    /// end) instead of killing the process mid-message.
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}

/// Lines for the log: standard error, never standard output (which carries the protocol).
public enum ServerLog {
    /// Writes `navpolicy lsp: <text>` and a line break to standard error.
    public static func write(_ text: String) {
        let line = Array("navpolicy lsp: \(text)\n".utf8)
        line.withUnsafeBytes { _ = Foundation.write(2, $0.baseAddress, $0.count) }
    }
}
