#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A table file mapped read-only and private into memory (`mmap`), for
/// `Policy(mappedTable:release:)`: the system shares its pages between processes and reads
/// them only when touched, so loading a large table reads what validation needs and no copy
/// of the file is made.
///
/// Only a file that cannot change underneath the mapping is mapped: one on a read-only file
/// system (a sealed system volume, a read-only disk image or container layer). A mapping sees
/// the file as it is on disk, so a file truncated while mapped ends the process with SIGBUS at
/// the next touch of a page past its new end, and one rewritten in place changes a validated
/// table under its decisions (SIGSEGV, or work past every bound). No flag, mode or lock stops
/// another process (or the app itself, saving a download over the old table without a rename)
/// from doing that to a writable file, so every other file is read into memory instead:
/// `init(path:)` is nil for it, as for a file that is not regular, is empty, or that `mmap`
/// refused. `PolicyStore.install(table:at:)` replaces a table file safely.
package struct MappedTableFile {
    /// The file's bytes.
    package let bytes: UnsafeRawBufferPointer
    /// Unmaps the file; call once, when no policy uses `bytes` any longer.
    package let unmap: @Sendable () -> Void

    /// Maps the regular file at `path` if it is on a read-only file system (any regular file
    /// with `evenIfWritable`, for tests of the mapping itself).
    package init?(path: String, evenIfWritable: Bool = false) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        // The mapping outlives the descriptor.
        defer { close(descriptor) }
        var status = stat()
        var fileSystem = statvfs()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0,
            evenIfWritable || (fstatvfs(descriptor, &fileSystem) == 0 && fileSystem.f_flag & UInt(ST_RDONLY) != 0),
            let address = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
            address != MAP_FAILED
        else { return nil }
        let (count, start) = (Int(status.st_size), UInt(bitPattern: address))
        bytes = UnsafeRawBufferPointer(start: address, count: count)
        unmap = { _ = munmap(UnsafeMutableRawPointer(bitPattern: start), count) }
    }
}
