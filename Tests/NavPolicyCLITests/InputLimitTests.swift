import Foundation
import Testing

/// The 64 MiB input limit on request and case files and their streams, list files that are not
/// regular files, and JSON lines that cost their length: each ends with a clear message, never
/// a hang or a spin (each run has a deadline far above its expected time, as a guard).
@Suite struct InputLimitTests {
    static let policy = "when scheme is \"tel\" then open external\notherwise allow\n"
    static let limitMessage = "larger than the input limit of 64 MiB"

    @Test(arguments: [["eval", "POLICY", "--requests", "/dev/zero"], ["test", "POLICY", "/dev/zero"]])
    func anEndlessRequestStreamEndsAtTheLimit(arguments: [String]) throws {
        let scratch = try TemporaryDirectory()
        let policy = try scratch.file("p.navpolicy", Self.policy)
        let result = try MeasuredRun.run(arguments.map { $0 == "POLICY" ? policy : $0 }, deadline: 120)
        #expect(!result.timedOut && !result.crashed)
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot read '/dev/zero': it is \(Self.limitMessage)\n")
    }

    @Test func standardInputPastTheLimitEndsThere() throws {
        // A FIFO is a stream as a pipe is: its length shows only as it is read.
        let scratch = try TemporaryDirectory()
        let policy = try scratch.file("p.navpolicy", Self.policy)
        let fifo = scratch.path("requests.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            // One request, then a line without end: 65 MiB of zero bytes, or until the reader stops.
            try? handle.write(contentsOf: Data(#"{"url": "tel:1"}"#.utf8 + [0x0A]))
            let block = Data(count: 1 << 16)
            for _ in 0..<(65 << 4) {
                guard (try? handle.write(contentsOf: block)) != nil else { break }
            }
            try? handle.close()
        }
        signal(SIGPIPE, SIG_IGN)
        writer.start()
        let result = try MeasuredRun.run(["eval", policy, "--requests", "-"], stdinPath: fifo, deadline: 300)
        #expect(!result.timedOut && !result.crashed)
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot read '<stdin>': it is \(Self.limitMessage)\n")
        #expect(result.stdoutPrefix.hasPrefix(#"{"input": 1, "phase": "navigation", "action": "open-external", "rule": 1, "line": 1}"#))
    }

    @Test(arguments: ["eval", "test"])
    func aRegularFilePastTheLimitIsRefusedBeforeItsFirstLine(command: String) throws {
        let scratch = try TemporaryDirectory()
        let policy = try scratch.file("p.navpolicy", Self.policy)
        let path = try scratch.file("big.jsonl", #"{"url": "tel:1", "expect": "open-external"}"# + "\n")
        #expect(truncate(path, 65 << 20) == 0)
        let arguments = command == "eval" ? ["eval", policy, "--requests", path] : ["test", policy, path]
        let result = try MeasuredRun.run(arguments, deadline: 120)
        #expect(result.status == 2)
        #expect(result.stdoutByteCount == 0, "nothing is decided before the refusal")
        #expect(result.stderr.contains(Self.limitMessage), "\(result.stderr)")
    }

    /// A list file the policy names is read only when it is a regular file: a FIFO without a
    /// writer would block, a device would be read without end.
    @Test(arguments: ["fifo", "/dev/zero"])
    func aListFileThatIsNotARegularFileIsRefused(kind: String) throws {
        let scratch = try TemporaryDirectory()
        var path = kind
        if kind == "fifo" {
            path = scratch.path("hosts.fifo")
            #expect(mkfifo(path, 0o600) == 0)
        }
        let policy = try scratch.file("p.navpolicy", "let hosts = file \"\(path)\"\nwhen host in hosts then cancel\notherwise allow\n")
        let result = try MeasuredRun.run(["check", policy], deadline: 120)
        #expect(!result.timedOut, "a FIFO without a writer must not block")
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: cannot read '\(path)': it is not a regular file [list-file-unreadable]"), "\(result.stderr)")
    }

    @Test func aListFileLinkedToARegularFileIsRead() throws {
        let scratch = try TemporaryDirectory()
        try scratch.file("hosts.txt", "ads.example\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("hosts-link.txt"), withDestinationPath: scratch.path("hosts.txt"))
        let policy = try scratch.file(
            "p.navpolicy", "let hosts = file \"hosts-link.txt\"\nwhen host in hosts then cancel\notherwise allow\n")
        let result = try NavpolicyBinary.run(["eval", policy, "--url", "https://ads.example/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "cancel\n")
    }

    /// One line of nearly 1 MiB made of `\/` escapes: the decoder copies each run between
    /// escapes once (it once appended scalar by scalar, quadratic: 11 s in a release build).
    @Test(arguments: ["eval", "test"])
    func aMebibyteLineOfEscapesIsDecodedWhole(command: String) throws {
        let scratch = try TemporaryDirectory()
        let policy = try scratch.file("p.navpolicy", "when path starts-with \"/a/a/a\" then cancel\notherwise allow\n")
        let escapes = String(repeating: #"\/a"#, count: 349_000)
        let expect = command == "test" ? #", "expect": "cancel", "rule": 1"# : ""
        let file = try scratch.file("line.jsonl", #"{"url": "https://x.example"# + escapes + "\"" + expect + "}\n")
        let arguments = command == "eval" ? ["eval", policy, "--requests", file] : ["test", policy, file]
        let result = try MeasuredRun.run(arguments, deadline: 120)
        #expect(result.status == 0, "\(result.stderr.prefix(300)) \(result.stdoutPrefix.prefix(300))")
        let expected =
            command == "eval"
            ? #"{"input": 1, "phase": "navigation", "action": "cancel", "rule": 1, "line": 1}"# + "\n" : "1 passed, 0 failed\n"
        #expect(result.stdoutPrefix == expected)
    }

    /// `test` reports each case as it is decided: a file of 300,000 unreadable cases takes
    /// about the memory of a file of ten, in every format (JUnit spools its cases to a file).
    @Test(arguments: ["text", "json", "junit"])
    func testMemoryDoesNotGrowWithTheCases(format: String) throws {
        let scratch = try TemporaryDirectory()
        let policy = try scratch.file("p.navpolicy", Self.policy)
        let few = try scratch.file("few.jsonl", String(repeating: "{}\n", count: 10))
        let many = try scratch.file("many.jsonl", String(repeating: "{}\n", count: 300_000))
        let small = try MeasuredRun.run(["test", policy, few, "--format", format])
        let large = try MeasuredRun.run(["test", policy, many, "--format", format])
        #expect(small.status == 1 && large.status == 1)
        #expect(large.stdoutByteCount > 300_000 * 20, "every case is reported")
        // Keeping every outcome took over 150 bytes a case (45 MB here).
        let growthKiB = large.peakMemoryKiB - small.peakMemoryKiB
        #expect(growthKiB < 16 * 1024, "\(format): \(small.peakMemoryKiB) KiB for 10 cases, \(large.peakMemoryKiB) KiB for 300,000")
    }
}
