#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A table file mapped read-only and private into memory (`mmap`), for
/// `Policy(mappedTable:release:)`: the system shares its pages between processes and reads
/// them only when touched, so loading a large table reads what validation needs and no copy
/// of the file is made. Nil where the file cannot be mapped (not a regular file, empty, or
/// `mmap` refused it); `Policy(contentsOf:)` then reads it instead.
///
/// A mapping sees the file as it is on disk, so the file must not be rewritten in place while
/// a policy uses it. App bundles are read-only, and `navpolicy compile -o` replaces a table by
/// renaming a new file over it, which leaves existing mappings on the old file.
package struct MappedTableFile {
    /// The file's bytes.
    package let bytes: UnsafeRawBufferPointer
    /// Unmaps the file; call once, when no policy uses `bytes` any longer.
    package let unmap: @Sendable () -> Void

    /// Maps the regular file at `path`.
    package init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        // The mapping outlives the descriptor.
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0,
              let address = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
              address != MAP_FAILED else { return nil }
        let (count, start) = (Int(status.st_size), UInt(bitPattern: address))
        bytes = UnsafeRawBufferPointer(start: address, count: count)
        unmap = { _ = munmap(UnsafeMutableRawPointer(bitPattern: start), count) }
    }
}
