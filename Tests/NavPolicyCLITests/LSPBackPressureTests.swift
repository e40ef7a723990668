import Foundation
import Testing

/// `navpolicy lsp` with a client that never reads its output (issue 43: 1.28 GB sent in 40 s
/// left the server at 1.42 GB and rising): the server stops reading while more than
/// `MessageWriter.maximumUnsentBytes` of answers wait, so the client's writes stop being taken
/// after a few MB, and the server's memory stays bounded. Scaled small: the test stops at
/// 64 MB sent, far past what a server that pauses ever takes.
@Suite struct LSPBackPressureTests {
    static func frame(_ json: String) -> [UInt8] {
        Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8)
    }

    /// The resident memory of process `pid` in MB (Linux), nil elsewhere.
    static func residentMegabytes(_ pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 / 1024 }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs /proc"))
    func aClientThatNeverReadsBlocksItself() throws {
        let server = Process()
        server.executableURL = NavpolicyBinary.executable
        server.arguments = ["lsp"]
        let (input, output) = (Pipe(), Pipe())
        server.standardInput = input
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            // SIGKILL: the server is blocked writing to a pipe nobody reads.
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        let descriptor = input.fileHandleForWriting.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let text = "policy \"p\"\n" + (0..<300).map { "when host is \"h\($0).example\" then cancel\n" }.joined() + "otherwise allow\n"
        let uri = "file:///tmp/back-pressure.navpolicy"
        let escaped = text.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        var pending =
            Self.frame(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#)
            + Self.frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
            + Self.frame(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"navpolicy","version":1,"text":"\#(escaped)"}}}"#
            )
        let request = (1...50).flatMap {
            Self.frame(#"{"jsonrpc":"2.0","id":\#($0),"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#)
        }
        var (sent, idle) = (0, 0)
        // Write until the server has taken nothing for 2 s (it paused) or 64 MB went in.
        while sent < 64 << 20, idle < 200 {
            if pending.isEmpty { pending = request }
            let count = pending.withUnsafeBytes { write(descriptor, $0.baseAddress, min($0.count, 1 << 16)) }
            if count > 0 {
                sent += count
                pending.removeFirst(count)
                idle = 0
            } else {
                idle += 1
                usleep(10_000)
            }
        }
        #expect(sent < 64 << 20, "the server kept reading: \(sent) bytes taken")
        #expect(server.isRunning, "the server waits for its client")
        if let megabytes = Self.residentMegabytes(server.processIdentifier) {
            #expect(megabytes < 100, "\(megabytes) MB resident")
        }
    }
}
