import Foundation

/// Standard output (buffered here, flushed at exit) and standard error (written at once),
/// plus the facts that decide colour.
final class Console {
    private var pendingOutput: [UInt8] = []
    private let flushThreshold = 64 * 1024

    /// A console on the process's standard streams.
    init() {}

    /// Writes text to standard output.
    func write(_ text: String) {
        writeBytes(text.utf8)
    }

    /// Writes raw bytes to standard output (a binary table with `-o -`).
    func writeBytes<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        pendingOutput.append(contentsOf: bytes)
        if pendingOutput.count >= flushThreshold { flush() }
    }

    /// Writes `prefix`, the decimal digits of `number` (not negative), `, ` and `suffix` to
    /// standard output: a batch answer without building a string.
    func writeLine(prefix: [UInt8], number: Int, suffix: [UInt8]) {
        pendingOutput.append(contentsOf: prefix)
        // 24 bytes hold any Int's digits.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var (value, start) = (Swift.max(0, number), buffer.count)
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0
            pendingOutput.append(contentsOf: buffer[start...])
        }
        pendingOutput.append(UInt8(ascii: ","))
        pendingOutput.append(UInt8(ascii: " "))
        pendingOutput.append(contentsOf: suffix)
        if pendingOutput.count >= flushThreshold { flush() }
    }

    /// Writes text to standard error.
    func writeError(_ text: String) {
        Console.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes `error: message` to standard error.
    func reportError(_ message: String) {
        writeError("error: \(message)\n")
    }

    /// Whether diagnostics on standard error get ANSI colour: only on a terminal, never with `NO_COLOR`.
    var stderrUsesColor: Bool {
        isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// Writes out buffered standard output.
    func flush() {
        Console.writeAll(pendingOutput, to: STDOUT_FILENO)
        pendingOutput.removeAll(keepingCapacity: true)
    }

    /// Writes every byte, retrying short writes; gives up quietly on a closed pipe.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBufferPointer { buffer in
                Foundation.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }
}
