import Foundation
import Testing

/// The built binary's reads and writes under abuse: links, devices, FIFOs, endless and huge
/// inputs, output over input, stale temporary files.
@Suite struct FileAbuseTests {
    static let policy = "when scheme is \"x\" then cancel\notherwise allow\n"

    @Test func writesFollowSymbolicLinks() throws {
        let scratch = try TemporaryDirectory()
        let real = try scratch.file("real.navpolicy", "when scheme is   \"x\" then cancel\notherwise allow\n")
        let link = scratch.path("link.navpolicy")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let result = try NavpolicyBinary.run(["fmt", "--write", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real, "the link stays a link")
        #expect(try String(contentsOfFile: real, encoding: .utf8) == Self.policy, "the real file is formatted")
    }

    /// `compile -o /dev/null` to "just check": the device is written to, never replaced. The
    /// test uses its own null device node (as root, like CI) so a failure cannot break the
    /// machine's `/dev/null`; without root it uses `/dev/null` itself.
    @Test func compileToDevNullLeavesTheDevice() throws {
        let scratch = try TemporaryDirectory()
        let source = try scratch.file("p.navpolicy", Self.policy)
        var device = scratch.path("null")
        if mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) != 0 { device = "/dev/null" }
        let result = try NavpolicyBinary.run(["compile", source, "-o", device])
        #expect(result.status == 0, "\(result.stderr)")
        var status = stat()
        #expect(stat(device, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "\(device) is still a character device")
    }

    @Test func compileToAFIFOWritesIntoIt() throws {
        let scratch = try TemporaryDirectory()
        let source = try scratch.file("p.navpolicy", Self.policy)
        let fifo = scratch.path("table.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader must open the FIFO, or the writer waits (as a shell's `> fifo` does).
        let received = ReceivedBytes()
        let reader = Thread { received.count = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile().count ?? -1 }
        reader.start()
        let result = try NavpolicyBinary.run(["compile", source, "-o", fifo])
        #expect(result.status == 0, "\(result.stderr)")
        var status = stat()
        #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        while !reader.isFinished { usleep(1_000) }
        #expect(received.count > 4, "the table went through the FIFO")
    }

    /// What the FIFO's reader thread received.
    final class ReceivedBytes: @unchecked Sendable {
        var count = 0
    }

    @Test func compileToStandardOutput() throws {
        let scratch = try TemporaryDirectory()
        let source = try scratch.file("p.navpolicy", Self.policy)
        let result = try NavpolicyBinary.run(["compile", source, "-o", "-"])
        #expect(result.status == 0)
        #expect(result.stdoutBytes.starts(with: Array("NVPT".utf8)))
    }

    @Test func compileOverItsOwnInputIsRefused() throws {
        let scratch = try TemporaryDirectory()
        let source = try scratch.file("p.navpolicy", Self.policy)
        let result = try NavpolicyBinary.run(["compile", source, "-o", source])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is the input policy"), "\(result.stderr)")
        #expect(try String(contentsOfFile: source, encoding: .utf8) == Self.policy)
    }

    @Test func endlessInputIsRefusedAtTheLimit() throws {
        let result = try NavpolicyBinary.run(["check", "/dev/zero"])
        #expect(!result.crashed)
        #expect(result.status != 0)
        #expect(result.stderr.contains("larger than the input limit of 64 MiB"), "\(result.stderr.prefix(300))")
    }

    @Test func hugeFileIsRefusedBeforeReading() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.path("huge.navpolicy")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 65 << 20) == 0)
        let result = try NavpolicyBinary.run(["check", path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("larger than the input limit"), "\(result.stderr.prefix(300))")
    }

    @Test func staleTemporaryFilesAreRemovedOnTheNextWrite() throws {
        let scratch = try TemporaryDirectory()
        let source = try scratch.file("p.navpolicy", Self.policy)
        // What a write killed before its rename leaves: the name, a dead process id, a random number.
        let stale = try scratch.file(".t.navtable.999999.12345.tmp", "partial")
        let unrelated = try scratch.file(".other.navtable.999999.12345.tmp", "not ours")
        let result = try NavpolicyBinary.run(["compile", source, "-o", scratch.path("t.navtable")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: unrelated))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers == [".other.navtable.999999.12345.tmp"])
    }
}
