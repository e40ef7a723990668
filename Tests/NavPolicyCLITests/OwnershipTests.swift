import Foundation
import Testing

/// Atomic rewrites (`fmt --write`, `compile -o`) keep the replaced file's owner, group and mode,
/// never make a set-id file for a new owner, refuse hard-linked targets, and a SIGKILL at any
/// moment leaves the old or the new content, never a part. The tests that change owners need
/// root (as CI runs); without it they check what an ordinary user can.
@Suite struct OwnershipTests {
    static let unformatted = "when scheme is   \"x\" then cancel\notherwise allow\n"
    static let formatted = "when scheme is \"x\" then cancel\notherwise allow\n"
    static let isRoot = geteuid() == 0

    private func status(_ path: String) -> stat {
        var result = stat()
        _ = stat(path, &result)
        return result
    }

    @Test(.enabled(if: isRoot, "changing a file's owner needs root"))
    func fmtWriteKeepsAnotherUsersOwnershipAndMode() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.file("p.navpolicy", Self.unformatted)
        #expect(chown(path, 1234, 2345) == 0 && chmod(path, 0o640) == 0)
        let result = try NavpolicyBinary.run(["fmt", "--write", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.formatted)
        let after = status(path)
        #expect((after.st_uid, after.st_gid) == (1234, 2345))
        #expect(after.st_mode & 0o7777 == 0o640)
    }

    @Test(.enabled(if: isRoot, "changing a file's owner needs root"))
    func compileOutputKeepsAnotherUsersOwnershipAndSetIDBits() throws {
        let scratch = try TemporaryDirectory()
        let source = try scratch.file("p.navpolicy", Self.formatted)
        let table = try scratch.file("p.navtable", "old table")
        // The owner stays, so the set-id bits it gave its own file stay with it.
        #expect(chown(table, 1234, 2345) == 0 && chmod(table, 0o6750) == 0)
        let result = try NavpolicyBinary.run(["compile", source, "-o", table])
        #expect(result.status == 0, "\(result.stderr)")
        let after = status(table)
        #expect((after.st_uid, after.st_gid) == (1234, 2345))
        #expect(after.st_mode & 0o7777 == 0o6750)
        #expect(try Data(contentsOf: URL(fileURLWithPath: table)).starts(with: Array("NVPT".utf8)))
    }

    /// Another user who may write the folder replaces the file as its own: the set-id bits of
    /// the old owner are not carried over to the new one.
    @Test(.enabled(if: isRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv"))
    func aRewriteByAnotherUserDropsSetIDBits() throws {
        let scratch = try TemporaryDirectory()
        #expect(chmod(scratch.url.path, 0o777) == 0)
        let path = try scratch.file("p.navpolicy", Self.unformatted)
        #expect(chown(path, 1234, 2345) == 0 && chmod(path, 0o6775) == 0)
        let result = try NavpolicyBinary.runProgram(
            URL(fileURLWithPath: "/usr/bin/setpriv"),
            ["--reuid=4321", "--regid=4321", "--clear-groups", NavpolicyBinary.executable.path, "fmt", "--write", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.formatted)
        let after = status(path)
        #expect((after.st_uid, after.st_gid) == (4321, 4321))
        #expect(after.st_mode & 0o7777 == 0o0775)
    }

    @Test func aHardLinkedTargetIsRefusedAndBothNamesKeepTheirContent() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.file("p.navpolicy", Self.unformatted)
        let other = scratch.path("q.navpolicy")
        #expect(link(path, other) == 0)
        let result = try NavpolicyBinary.run(["fmt", "--write", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("it has 2 hard links"), "\(result.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.unformatted)
        #expect(status(path).st_ino == status(other).st_ino, "the link is not split")
        let source = try scratch.file("s.navpolicy", Self.formatted)
        let compile = try NavpolicyBinary.run(["compile", source, "-o", other])
        #expect(compile.status == 2)
        #expect(compile.stderr.contains("hard links"))
    }

    @Test func aNewFileGetsTheUsualModeLessTheUmask() throws {
        let scratch = try TemporaryDirectory()
        let source = try scratch.file("p.navpolicy", Self.formatted)
        let table = scratch.path("p.navtable")
        let result = try NavpolicyBinary.runProgram(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "umask 077 && exec \"$0\" compile \"$1\" -o \"$2\"", NavpolicyBinary.executable.path, source, table])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(status(table).st_mode & 0o7777 == 0o600)
    }

    /// A SIGKILL at any moment of `fmt --write` leaves the old text or the new one, whole: the
    /// kills are spread over one uninterrupted run's duration and a little past it.
    @Test func aKilledRewriteLeavesTheOldOrTheNewFile() throws {
        let scratch = try TemporaryDirectory()
        let rules = (0..<3_000).map { "when host is   \"h\($0).example\" then cancel\n" }.joined()
        let original = rules + "otherwise allow\n"
        let formatted = try NavpolicyBinary.run(["fmt", "-"], stdin: Array(original.utf8)).stdout
        #expect(formatted != original && !formatted.isEmpty)
        func rewrite(_ path: String, killAfter delay: Double?) throws {
            let process = Process()
            process.executableURL = NavpolicyBinary.executable
            process.arguments = ["fmt", "--write", path]
            process.standardError = FileHandle.nullDevice
            try process.run()
            if let delay {
                usleep(useconds_t(delay * 1_000_000))
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
        }
        let start = Date()
        try rewrite(try scratch.file("whole.navpolicy", original), killAfter: nil)
        let duration = Date().timeIntervalSince(start)
        var outcomes: [String: Int] = [:]
        for attempt in 0..<12 {
            let path = try scratch.file("p\(attempt).navpolicy", original)
            try rewrite(path, killAfter: duration * 1.2 * Double(attempt) / 11)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text == original || text == formatted, "attempt \(attempt): \(text.utf8.count) bytes")
            outcomes[text == original ? "old" : "new", default: 0] += 1
        }
        print("OwnershipTests: 12 rewrites killed over \(Int(duration * 1000)) ms left \(outcomes)")
        // The next write to each file removes what a killed one left beside it.
        for attempt in 0..<12 { try rewrite(scratch.path("p\(attempt).navpolicy"), killAfter: nil) }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
