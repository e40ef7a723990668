import Foundation

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
