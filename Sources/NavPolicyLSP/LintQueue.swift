/// The lint runs of every document, one at a time: the analysis of a large policy takes
/// seconds of one core, and two at once would leave the server's actor no cooperative thread.
/// A document's newer revision replaces its waiting request and cancels its running one (the
/// analysis stops at its next work check, `WorkBudget`).
struct LintQueue {
    /// A lint to run: for which document and revision, and the work itself.
    struct Job {
        var uri: String
        var revision: Int
        var work: @Sendable () async -> Void
    }

    private var waiting: [Job] = []
    private(set) var running: (uri: String, revision: Int, task: Task<Void, Never>)?

    /// Queues `job`, dropping any waiting job of the same document; returns the job to start
    /// now, if nothing is running.
    mutating func enqueue(_ job: Job) -> Job? {
        waiting.removeAll { $0.uri == job.uri }
        if let running, running.uri == job.uri { running.task.cancel() }
        waiting.append(job)
        return running == nil ? waiting.removeFirst() : nil
    }

    /// Records the task running `job`.
    mutating func started(_ job: Job, task: Task<Void, Never>) {
        running = (job.uri, job.revision, task)
    }

    /// Marks the running job finished; returns the next to start, if any.
    mutating func finished() -> Job? {
        running = nil
        return waiting.isEmpty ? nil : waiting.removeFirst()
    }

    /// Drops a document's waiting job and cancels its running one (the document closed).
    mutating func cancel(uri: String) {
        waiting.removeAll { $0.uri == uri }
        if let running, running.uri == uri { running.task.cancel() }
    }

    /// Drops every waiting job and cancels the running one.
    mutating func cancelAll() {
        waiting.removeAll()
        running?.task.cancel()
    }
}
