import Dispatch
import NavPolicyLSPProtocol

extension LanguageServer {
    /// Serves a client on standard input and output until it exits; returns the exit code.
    /// Blocks the calling (main) thread; the server runs on Swift's concurrency threads.
    package static func serveStandardStreams(configuration: ServerConfiguration) -> Int32 {
        StandardStreams.ignoreBrokenPipes()
        let writer = MessageWriter(fileDescriptor: 1)
        let server = LanguageServer(configuration: configuration, sink: writer)
        let done = DispatchSemaphore(value: 0)
        let code = ExitCodeBox()
        Task {
            // Reading pauses while the client leaves more than a few MB of answers unread.
            code.value = await server.run(StandardStreams.incoming(fileDescriptor: 0, output: writer))
            done.signal()
        }
        done.wait()
        // The last answers (the shutdown's) go out before the process ends.
        writer.flush()
        return code.value
    }
}

/// The exit code handed from the server's task to the waiting main thread (written once,
/// before the semaphore is signalled, and read after it).
private final class ExitCodeBox: @unchecked Sendable {
    var value: Int32 = 1
}
