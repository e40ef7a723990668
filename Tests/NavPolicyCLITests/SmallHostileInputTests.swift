import Foundation
import NavPolicy
import NavPolicyTestSupport
import Testing

/// The smaller hostile inputs of issue 43: a crafted table's policy name with terminal escape
/// bytes is not copied into `graph` output; `--param` splits on bytes (characters made a
/// cluster of combining marks quadratic); a bad `--status` is a usage error like a bad `--target`;
/// `fmt --write` refuses what is not a regular file.
@Suite struct SmallHostileInputTests {
    @Test func graphWritesNoControlBytesFromACraftedName() throws {
        let directory = try TemporaryDirectory()
        var table = CraftedTable()
        table.strings = Array("evil\u{1B}]0;owned\u{07}\u{1B}[2J".utf8)
        table.rules[2...4] = [1, 0, table.strings.count]
        _ = try directory.bytesFile("crafted.navtable", table.bytes)
        #expect(try Policy(table: table.bytes).name?.contains("\u{1B}") == true)
        for format in ["dot", "mermaid"] {
            let graph = try NavpolicyBinary.run(["graph", "--format", format, "crafted.navtable"], in: directory.url)
            #expect(graph.status == 0, "\(graph.stderr)")
            #expect(
                !graph.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }, "\(format): \(graph.stdout)")
            // DOT names the graph after the policy; Mermaid does not print the name.
            if format == "dot" { #expect(graph.stdout.contains("evil\u{FFFD}]0;owned"), "\(graph.stdout)") }
        }
    }

    @Test func paramItemsSplitOnBytes() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file(
            "p.navpolicy", "let servers = param \"servers\"\nwhen host in servers then cancel\notherwise allow\n")
        let marks = "a" + String(repeating: "\u{301}", count: 20_000)
        // The first item is one character of 20,001 scalars; the comma after it still splits.
        let result = try NavpolicyBinary.run(["eval", source, "--url", "https://b.example/", "--param", "servers=\(marks),b.example"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("invalid item"), "\(result.stderr.prefix(300))")
        let split = try NavpolicyBinary.run(["eval", source, "--url", "https://b.example/", "--param", "servers=a.example,b.example"])
        #expect(split.stdout == "cancel\n", "\(split.stderr)")
    }

    @Test func aBadStatusIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("p.navpolicy", "when scheme is \"x\" then cancel\notherwise allow\n")
        for value in ["abc", "42", "1000", ""] {
            let result = try NavpolicyBinary.run(["eval", source, "--url", "https://a.example/", "--status", value])
            #expect(result.status == 2, "--status \(value): \(result.stderr)")
            #expect(result.stderr.contains("for '--status': expected a status code 100–999"), "\(result.stderr)")
        }
    }

    /// `fmt --write` rewrites regular files only: a FIFO (which waited forever for a writer) or
    /// a device is refused unread, exit 2.
    @Test func fmtWriteRefusesAFIFO() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path("p.navpolicy")
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try NavpolicyBinary.run(["fmt", "--write", fifo])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read '\(fifo)': it is not a regular file"), "\(result.stderr)")
    }
}
