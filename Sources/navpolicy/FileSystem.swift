import Foundation
import NavPolicyCompiler

/// Why a file could not be read or written; the message names the file and the system's reason.
struct FileError: Error, Sendable {
    /// `cannot read 'x.navpolicy': no such file or directory`.
    let message: String
}

/// File access for the commands: whole-file reads (`-` is standard input) and atomic writes.
enum FileSystem {
    /// The argument that means standard input or output.
    static let standardStream = "-"

    /// The name diagnostics print for a file argument.
    static func displayName(_ path: String) -> String {
        path == standardStream ? "<stdin>" : path
    }

    /// Reads a whole file, or standard input for `-`.
    static func readFile(_ path: String) throws(FileError) -> [UInt8] {
        if path == standardStream { return try readAll(descriptor: STDIN_FILENO, path: path) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure("cannot read", path) }
        defer { close(descriptor) }
        return try readAll(descriptor: descriptor, path: path)
    }

    /// Reads a policy source named as diagnostics should show it.
    static func loadSource(_ path: String) throws(FileError) -> SourceFile {
        SourceFile(name: displayName(path), bytes: try readFile(path))
    }

    /// Replaces `path` with `bytes` atomically: a temporary file in the same directory, flushed,
    /// then renamed over the target, so a crash never leaves a half-written file. An existing
    /// file keeps its permissions.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        let temporary = temporaryPath(beside: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else { throw failure("cannot write", path) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBufferPointer { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return try abandon(temporary, descriptor: descriptor, path: path) }
            written += count
        }
        _ = fchmod(descriptor, mode)
        guard fsync(descriptor) == 0 else { return try abandon(temporary, descriptor: descriptor, path: path) }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot write", path)
            unlink(temporary)
            throw error
        }
    }

    private static func readAll(descriptor: Int32, path: String) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBufferPointer { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure("cannot read", path) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    private static func abandon(_ temporary: String, descriptor: Int32, path: String) throws(FileError) {
        let error = failure("cannot write", path)
        close(descriptor)
        unlink(temporary)
        throw error
    }

    private static func temporaryPath(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(directory).\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// The current `errno` as a lowercase reason about `path`.
    static func failure(_ what: String, _ path: String) -> FileError {
        var reason = String(cString: strerror(errno))
        if let first = reason.first { reason = first.lowercased() + reason.dropFirst() }
        return FileError(message: "\(what) '\(displayName(path))': \(reason)")
    }
}
