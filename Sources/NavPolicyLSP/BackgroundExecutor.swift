import Foundation

/// A thread of its own, at the lowest scheduling priority, that runs the lint tasks: the
/// analysis of a large policy takes seconds of a core, and a stale run that has not yet
/// reached its next cancellation check must not take a core from the front end checking the
/// newest keystroke. The tasks stay Swift tasks (cancellation reaches the analysis through
/// `Task.isCancelled`); only their jobs run here.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class BackgroundExecutor: TaskExecutor, @unchecked Sendable {
    /// The one background thread.
    static let shared = BackgroundExecutor()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in self.run() }
        thread.name = "navpolicy-lsp-lint"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        #if os(Linux)
        // On Linux the nice value is per thread, and `who` 0 is the calling thread: this lowers
        // only the lint thread.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        #endif
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
