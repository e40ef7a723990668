import Foundation
import Testing

/// The built binary's reads and writes under abuse: links, devices, FIFOs, endless and huge
/// inputs, output over input, stale temporary files.
@Suite struct FileAbuseTests {
    static let policy = "when scheme is \"x\" then cancel\notherwise allow\n"

    /// No write goes through a symbolic link (`fmt --write`, `compile -o`), dangling or not:
    /// exit 2 naming the link, the file it points to untouched, the link still a link.
    @Test func writesRefuseSymbolicLinks() throws {
        let scratch = try TemporaryDirectory()
        let unformatted = "when scheme is   \"x\" then cancel\notherwise allow\n"
        let real = try scratch.file("real.navpolicy", unformatted)
        let victim = try scratch.file("passwd", "root:x:0:0::/root:/bin/sh\n")
        let source = try scratch.file("p.navpolicy", Self.policy)
        let (formatLink, outputLink, dangling) = (
            scratch.path("link.navpolicy"), scratch.path("out.navtable"), scratch.path("dangling.navtable")
        )
        try FileManager.default.createSymbolicLink(atPath: formatLink, withDestinationPath: real)
        try FileManager.default.createSymbolicLink(atPath: outputLink, withDestinationPath: victim)
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: scratch.path("nowhere.navtable"))
        for (arguments, link) in [
            (["fmt", "--write", formatLink], formatLink), (["compile", source, "-o", outputLink], outputLink),
            (["compile", source, "-o", dangling], dangling),
        ] {
            let result = try NavpolicyBinary.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("cannot write '\(link)': it is a symbolic link"), "\(result.stderr)")
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != nil, "\(link) is still a link")
        }
        #expect(try String(contentsOfFile: real, encoding: .utf8) == unformatted, "the linked policy is not rewritten")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "root:x:0:0::/root:/bin/sh\n", "the linked file is not replaced")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("nowhere.navtable")), "no file appears where the dangling link points")
        // Writing to the real file itself still works.
        #expect(try NavpolicyBinary.run(["fmt", "--write", real]).status == 0)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == Self.policy)
    }

    /// A link to a character device (`/dev/stdout` is one) is written through, as the device is.
    @Test func aLinkToADeviceIsWrittenThrough() throws {
        let scratch = try TemporaryDirectory()
        let source = try scratch.file("p.navpolicy", Self.policy)
        let link = scratch.path("null-link")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        let result = try NavpolicyBinary.run(["compile", source, "-o", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/null")
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
