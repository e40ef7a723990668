import Foundation
import NavPolicy

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PolicyStore {
    /// Installs a downloaded table: the one safe way to replace the table file an app loads at
    /// launch while it decides with the old one.
    ///
    /// 1. *Validate*: `bytes` load as a policy (`Policy(table:)`, or with `parameters`
    ///    `Policy(table:parameters:)`) before anything is written; on error nothing changes.
    /// 2. *Write aside*: a new file beside `url` (same folder, so the rename stays on one file
    ///    system), created exclusively, written whole and flushed to disk.
    /// 3. *Rename* it over `url` in one step: a reader sees the old file or the new one, never a
    ///    mix, and a crash leaves one of them whole. A symbolic link at `url` is replaced itself,
    ///    never written through.
    /// 4. *Swap*: the validated policy becomes the store's (`replace(with:)`); decisions already
    ///    running finish with the old one.
    ///
    /// The policy decides from its own copy of `bytes`, not from the file, so nothing done to
    /// the file later can reach it. Saving a download over the old file in place instead would
    /// truncate it under any process that mapped it. Throws `PolicyLoadingError.invalidTable`
    /// or `.invalidParameters` (nothing written), or `.unwritable` (the current policy and the
    /// file stay as they were).
    @discardableResult
    public func install(table bytes: [UInt8], at url: URL, parameters: [String: [String]]? = nil) throws(PolicyLoadingError) -> Policy {
        let path = url.path
        let policy: Policy
        if let parameters {
            do {
                policy = try Policy(table: bytes, parameters: parameters)
            } catch {
                switch error {
                case .table(let tableError): throw .invalidTable(path: path, tableError)
                case .parameter(let parameterError): throw .invalidParameters(path: path, parameterError)
                }
            }
        } else {
            do { policy = try Policy(table: bytes) } catch { throw .invalidTable(path: path, error) }
        }
        try Self.writeAside(bytes, replacing: path)
        replace(with: policy)
        return policy
    }

    /// Writes `bytes` to a new file beside `path`, flushes it and renames it over `path`.
    private static func writeAside(_ bytes: [UInt8], replacing path: String) throws(PolicyLoadingError) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).install-\(UInt64.random(in: 0...UInt64.max)).tmp"
        func failure() -> PolicyLoadingError { .unwritable(path: path, reason: String(cString: strerror(errno))) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure() }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let error = written < bytes.count || fsync(descriptor) != 0 ? failure() : nil
        close(descriptor)
        if let error {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure()
            unlink(temporary)
            throw error
        }
    }
}
