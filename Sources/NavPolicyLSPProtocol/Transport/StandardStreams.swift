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
    /// blocks itself, instead of the server buffering its requests and their answers without
    /// end (1.28 GB sent in 40 s left a server at 1.42 GB and rising).
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

/// Writes framed messages to a file descriptor (standard output), each whole before the next:
/// the server answers from several tasks at once. `write` queues the message and returns; a
/// thread of the writer's own writes the queue out, so a client that does not read blocks
/// that thread only, never the server's tasks. The reader of the server's input stops while
/// more than `maximumUnsentBytes` wait here or more than `maximumUnansweredRequests` requests
/// it read have no response queued yet (each is a task holding its request).
public final class MessageWriter: @unchecked Sendable {
    /// The unsent output above which the server stops reading its input: 4 MiB, a few hundred
    /// of its largest answers (a full document's diagnostics or formatting).
    public static let maximumUnsentBytes = 4 << 20
    /// The requests read and not yet answered above which the server stops reading its input.
    public static let maximumUnansweredRequests = 256

    private let fileDescriptor: Int32
    private let condition = NSCondition()
    /// Messages not yet written, oldest first from `head`; guarded by `condition`.
    private var queue: [[UInt8]] = []
    private var head = 0
    private var unsent = 0
    private var failed = false
    private var started = false
    /// Requests (and invalid messages) read, and responses queued.
    private var (requestsRead, responsesQueued) = (0, 0)

    /// A writer to `fileDescriptor`.
    public init(fileDescriptor: Int32 = 1) {
        self.fileDescriptor = fileDescriptor
    }

    /// Queues one message; returns false once the other end is gone (then nothing more is written).
    @discardableResult
    public func write(_ message: Message) -> Bool {
        let bytes = message.framed
        condition.lock()
        defer { condition.unlock() }
        guard !failed else { return false }
        if case .response = message { responsesQueued += 1 }
        queue.append(bytes)
        unsent += bytes.count
        if !started {
            started = true
            let thread = Thread { [self] in drainQueue() }
            thread.name = "navpolicy-lsp-writer"
            thread.start()
        }
        condition.broadcast()
        return true
    }

    /// The bytes queued and not yet written.
    public var unsentByteCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return unsent
    }

    /// Counts one request read from the client, which a response will answer.
    public func noteRequestRead() {
        condition.lock()
        requestsRead += 1
        condition.unlock()
    }

    /// Blocks while more than `maximumUnsentBytes` wait to be written or more than
    /// `maximumUnansweredRequests` requests read have no response yet (and the other end is there).
    public func waitWhileBacklogged() {
        condition.lock()
        while unsent > Self.maximumUnsentBytes || requestsRead - responsesQueued > Self.maximumUnansweredRequests, !failed {
            condition.wait()
        }
        condition.unlock()
    }

    /// Blocks until everything queued is written, or the other end is gone.
    public func flush() {
        condition.lock()
        while unsent > 0, !failed { condition.wait() }
        condition.unlock()
    }

    /// The writer thread: takes the oldest message, writes it whole outside the lock.
    private func drainQueue() {
        while true {
            condition.lock()
            while head == queue.count { condition.wait() }
            let bytes = queue[head]
            queue[head] = []
            head += 1
            if head == queue.count || head >= 1_024 {
                queue.removeFirst(head)
                head = 0
            }
            condition.unlock()
            let complete = writeWhole(bytes)
            condition.lock()
            unsent -= bytes.count
            if !complete {
                failed = true
                (queue, head, unsent) = ([], 0, 0)
            }
            condition.broadcast()
            condition.unlock()
            if !complete { return }
        }
    }

    private func writeWhole(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
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
