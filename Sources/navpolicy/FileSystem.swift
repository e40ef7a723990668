import Foundation
import NavPolicy
import NavPolicyCompiler
import NavPolicyWebKit

/// Why a file could not be read or written; the message names the file and the system's reason.
struct FileError: Error, Sendable {
    /// `cannot read 'x.navpolicy': no such file or directory`.
    let message: String
}

/// File access for the commands: whole-file reads (`-` is standard input) up to a size limit,
/// and atomic writes that never write through a symbolic link and never replace what is not a
/// regular file.
enum FileSystem {
    /// The argument that means standard input or output.
    static let standardStream = "-"
    /// The largest input a command reads (a policy source, table or requests file): 64 MiB.
    /// Larger inputs, and endless ones like `/dev/zero`, are refused before they are read whole.
    static let maxInputBytes = 64 << 20

    /// The name diagnostics print for a file argument.
    static func displayName(_ path: String) -> String {
        path == standardStream ? "<stdin>" : path
    }

    /// Reads a whole file, or standard input for `-`. With `regularOnly`, anything but a
    /// regular file (a FIFO, a device, a socket) is refused before a byte is read: opening and
    /// reading one could wait forever for a writer.
    static func readFile(_ path: String, regularOnly: Bool = false) throws(FileError) -> [UInt8] {
        if path == standardStream { return try readAll(descriptor: STDIN_FILENO, path: path) }
        // Non-blocking open: a FIFO without a writer would otherwise block here, before the
        // file's type can be looked at. Reads of regular files ignore the flag.
        let descriptor = open(path, O_RDONLY | (regularOnly ? O_NONBLOCK : 0))
        guard descriptor >= 0 else { throw failure("cannot read", path) }
        defer { close(descriptor) }
        let size = try inspect(descriptor, path: path, regularOnly: regularOnly)
        if let size, size > 0 { return try readAll(descriptor: descriptor, path: path, expected: size) }
        return try readAll(descriptor: descriptor, path: path)
    }

    /// The compiled table at `path` mapped into memory (`MappedTableFile`, as an app's
    /// `Policy(contentsOf:)` maps it) when it is on a read-only file system, so it cannot change
    /// under the command's decisions: shared with the file cache, no copy made. Nil for standard
    /// input, a file that is not a table or is over the input limit, one on a writable file
    /// system, or one that cannot be mapped; the caller then reads it, which reports what is
    /// wrong with it.
    static func mappedTable(_ path: String) -> TableBytes? {
        guard path != standardStream, let mapped = MappedTableFile(path: path) else { return nil }
        guard mapped.bytes.count <= maxInputBytes, mapped.bytes.starts(with: TableFormat.magic) else {
            mapped.unmap()
            return nil
        }
        return TableBytes(borrowing: mapped.bytes, release: mapped.unmap)
    }

    /// Refuses an opened input that cannot be read as one: a directory, a regular file over
    /// the input limit, or (with `regularOnly`) anything but a regular file. Returns a regular
    /// file's size, nil for other kinds (pipes, devices), whose length shows only as they are read.
    static func inspect(_ descriptor: Int32, path: String, regularOnly: Bool = false) throws(FileError) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard Int(status.st_size) <= maxInputBytes else { throw tooLarge(path) }
            return Int(status.st_size)
        case S_IFDIR:
            throw FileError(message: "cannot read '\(displayName(path))': it is a directory")
        default:
            if regularOnly { throw FileError(message: "cannot read '\(displayName(path))': it is not a regular file") }
            return nil
        }
    }

    /// Whether two paths name the same existing file (after following links).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        guard first != standardStream, second != standardStream else { return false }
        var (a, b) = (stat(), stat())
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// The reader of the list files a policy source names: paths relative to the policy file's
    /// folder (the working directory for standard input), each read with the input size limit.
    /// A list file must be a regular file: the policy names it, not the person running the
    /// command, so a FIFO or device there is refused instead of waited on or read without end.
    static func listFileReader(for source: SourceFile) -> ListFileReader {
        let policyName = source.name
        return ListFileReader { path in
            let name = ListFileReader.displayName(of: path, besidePolicy: policyName)
            do throws(FileError) {
                return .success(SourceFile(name: name, bytes: try readFile(name == standardStream ? "./-" : name, regularOnly: true)))
            } catch {
                return .failure(ListFileError(message: error.message))
            }
        }
    }

    /// Replaces `path` with `bytes` atomically: a temporary file in the target's own directory,
    /// flushed, then renamed over the target, so a crash never leaves a half-written file.
    /// - A symbolic link is refused, dangling or not (writing through it is the classic attack on
    ///   a tool run as root, `-o link` to a system file; replacing it would surprise its maker),
    ///   except one to a character device or FIFO (`/dev/stdout`), written through.
    /// - A character device or FIFO is written to, never replaced; a directory, socket, block
    ///   device or file with more than one hard link (the other names would keep the old
    ///   content) is refused.
    /// - An existing file keeps its owner, group and permissions; when it cannot (a user other
    ///   than root rewriting another's file), the new file is the writer's without setuid and
    ///   setgid bits, never a set-id file for a new owner. A new file gets `0644` less the umask.
    ///
    /// Temporary files an interrupted earlier run left beside the target are removed first.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        var existing = stat()
        let exists = lstat(path, &existing) == 0
        if exists, existing.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            let kind = stat(path, &target) == 0 ? target.st_mode & S_IFMT : 0
            guard kind == S_IFCHR || kind == S_IFIFO else { throw symbolicLink(path) }
            existing = target
        }
        if exists {
            switch existing.st_mode & S_IFMT {
            case S_IFREG:
                guard existing.st_nlink <= 1 else {
                    throw FileError(
                        message: "cannot write '\(path)': it has \(existing.st_nlink) hard links, and replacing it "
                            + "would leave the other names with the old content; give it a file of its own first (cp, then mv over it)")
                }
            case S_IFCHR, S_IFIFO: return try writeInPlace(bytes, to: path)
            case S_IFDIR: throw FileError(message: "cannot write '\(path)': it is a directory")
            default: throw FileError(message: "cannot write '\(path)': it is not a regular file, a character device or a FIFO")
            }
        }
        removeStaleTemporaries(beside: path)
        let temporary = temporaryPath(beside: path)
        // Only the writer can read the temporary until it has the target's owner and mode.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, exists ? 0o600 : 0o644)
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
        if exists { takeOwnerAndMode(of: existing, descriptor: descriptor) }
        guard fsync(descriptor) == 0 else { return try abandon(temporary, descriptor: descriptor, path: path) }
        close(descriptor)
        // A link put in the target's place since the check is replaced itself, never followed:
        // rename does not follow a link at its destination.
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot write", path)
            unlink(temporary)
            throw error
        }
    }

    /// Gives the open temporary the replaced file's owner, group and mode, as far as the
    /// process may: owner and group first (changing them clears set-id bits), then the mode,
    /// without setuid and setgid when the owner or group could not be kept.
    private static func takeOwnerAndMode(of existing: stat, descriptor: Int32) {
        if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
            // Not root: the group alone may still be kept (the writer is one of its members).
            _ = fchown(descriptor, uid_t.max, existing.st_gid)
        }
        var mode = existing.st_mode & 0o7777
        var created = stat()
        if fstat(descriptor, &created) != 0 || created.st_uid != existing.st_uid || created.st_gid != existing.st_gid {
            mode &= ~(S_ISUID | S_ISGID)
        }
        _ = fchmod(descriptor, mode)
    }

    /// Reads a regular file of `expected` bytes straight into one array of that size, so each
    /// page is touched once (growing an array chunk by chunk touched each several times). A file
    /// that grew meanwhile is read on to its end.
    private static func readAll(descriptor: Int32, path: String, expected: Int) throws(FileError) -> [UInt8] {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            while initialized < expected {
                let count = read(descriptor, buffer.baseAddress! + initialized, expected - initialized)
                if count < 0, errno == EINTR { continue }
                if count <= 0 {
                    failed = count < 0
                    return
                }
                initialized += count
            }
        }
        if failed { throw failure("cannot read", path) }
        return bytes.count < expected ? bytes : try readAll(descriptor: descriptor, path: path, after: bytes)
    }

    private static func readAll(descriptor: Int32, path: String, after start: [UInt8] = []) throws(FileError) -> [UInt8] {
        var bytes = start
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBufferPointer { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure("cannot read", path) }
            if count == 0 { return bytes }
            guard bytes.count + count <= maxInputBytes else { throw tooLarge(path) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The error for an input past `maxInputBytes`.
    static func tooLarge(_ path: String) -> FileError {
        FileError(message: "cannot read '\(displayName(path))': it is larger than the input limit of \(maxInputBytes >> 20) MiB")
    }

    /// Writes to an existing character device or FIFO as it is (no temporary, no rename).
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { throw failure("cannot write", path) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBufferPointer { write(descriptor, $0.baseAddress.map { $0 + written }, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw failure("cannot write", path) }
            written += count
        }
    }

    /// The refusal of a write to a symbolic link, naming where it points.
    private static func symbolicLink(_ path: String) -> FileError {
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &target, target.count - 1)
        let pointee = count > 0 ? String(decoding: target.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
        return FileError(
            message: "cannot write '\(path)': it is a symbolic link (to '\(pointee)'), and a write never goes "
                + "through a link to replace another file; write to the file itself, or remove the link first")
    }

    /// Removes `.NAME.PID.RANDOM.tmp` files beside `path` whose process no longer runs: what a
    /// write interrupted by a signal or a crash left behind.
    private static func removeStaleTemporaries(beside path: String) {
        let (directory, name) = split(path)
        guard let listing = opendir(directory.isEmpty ? "." : directory) else { return }
        defer { closedir(listing) }
        let prefix = ".\(name)."
        while let entry = readdir(listing) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard file.hasPrefix(prefix), file.hasSuffix(".tmp") else { continue }
            let middle = file.dropFirst(prefix.count).dropLast(4).split(separator: ".")
            guard middle.count == 2, let pid = Int32(middle[0]), UInt32(middle[1]) != nil else { continue }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH { unlink(directory + file) }
        }
    }

    /// The directory (with its trailing slash, or empty) and the file name of a path.
    private static func split(_ path: String) -> (directory: String, name: String) {
        let slash = path.lastIndex(of: "/")
        return (slash.map { String(path[...$0]) } ?? "", slash.map { String(path[path.index(after: $0)...]) } ?? path)
    }

    private static func abandon(_ temporary: String, descriptor: Int32, path: String) throws(FileError) {
        let error = failure("cannot write", path)
        close(descriptor)
        unlink(temporary)
        throw error
    }

    private static func temporaryPath(beside path: String) -> String {
        let (directory, name) = split(path)
        return "\(directory).\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// The current `errno` as a lowercase reason about `path`.
    static func failure(_ what: String, _ path: String) -> FileError {
        var reason = String(cString: strerror(errno))
        if let first = reason.first { reason = first.lowercased() + reason.dropFirst() }
        return FileError(message: "\(what) '\(displayName(path))': \(reason)")
    }
}
