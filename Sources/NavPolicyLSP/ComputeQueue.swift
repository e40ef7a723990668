import Dispatch

/// Runs the front end and the formatter away from the server's actor and from Swift's
/// cooperative threads (two on a two-core machine; the linter holds one while it runs), one
/// job at a time, so the actor always has a thread to answer a keystroke on.
enum ComputeQueue {
    private static let queue = DispatchQueue(label: "navpolicy-lsp-compute", qos: .userInitiated)

    /// The result of `work`, computed on the queue.
    static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }
}
