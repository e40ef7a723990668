import Foundation

/// The server's side of standard input and output: messages read on a thread of their own
/// (a blocking read never holds up the server), and messages written whole, one at a time.
public enum StandardStreams {
    /// The events read from `fileDescriptor` (standard input), ending when it closes or fails.
    /// The reader thread starts at once.
    public static func incoming(fileDescriptor: Int32 = 0) -> AsyncStream<IncomingEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: IncomingEvent.self)
        let thread = Thread {
            var decoder = IncomingDecoder()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                for event in decoder.consume(buffer[0..<count]) { continuation.yield(event) }
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

/// Writes framed messages to a file descriptor (standard output), each whole before the next:
/// the server answers from several tasks at once.
public final class MessageWriter: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let lock = NSLock()
    private var failed = false

    /// A writer to `fileDescriptor`.
    public init(fileDescriptor: Int32 = 1) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes one message; returns false once the other end is gone (then nothing more is written).
    @discardableResult
    public func write(_ message: Message) -> Bool {
        let bytes = message.framed
        lock.lock()
        defer { lock.unlock() }
        guard !failed else { return false }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                failed = true
                return false
            }
            written += count
        }
        return true
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
