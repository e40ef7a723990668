import Foundation
import NavPolicyTestSupport
import Testing

/// The front end's memory on token-dense text, through the binary: a few bytes per input byte
/// (tokens are 6 bytes each, trivia and positions computed when read), where a stored token
/// took 88 and a 66 MB file of `a ` needed 2.95 GB. Each measurement is the peak beyond the
/// same command on an input a sixteenth the size, per byte of the difference (a run that lasts
/// long enough for its high-water mark to be sampled: a run of a few milliseconds can exit
/// between two samples and read low); the bound, 10 bytes per input byte, is the front end's
/// budget.
@Suite struct FrontEndMemoryTests {
    static let size = 1 << 20
    static let budget = 10.0

    /// Peak memory of `arguments` with `FILE` replaced by a large input beyond the same with a
    /// small one, in bytes per byte of the difference.
    private func extraMemory(_ arguments: [String], small: [UInt8], large: [UInt8]) throws -> (Double, MeasuredRun) {
        let scratch = try TemporaryDirectory()
        let smallPath = try scratch.bytesFile("small.navpolicy", small)
        let largePath = try scratch.bytesFile("large.navpolicy", large)
        let baseline = try MeasuredRun.run(arguments.map { $0 == "FILE" ? smallPath : $0 })
        let run = try MeasuredRun.run(arguments.map { $0 == "FILE" ? largePath : $0 })
        #expect(!run.crashed && !run.timedOut, "\(run.stderr.prefix(500))")
        return (run.extraMemory(over: baseline, perInputByte: large.count - small.count), run)
    }

    @Test(arguments: [
        (["check", "FILE"], "a "), (["fmt", "FILE"], "a "), (["check", "FILE"], ","), (["check", "--format", "json", "FILE"], "when "),
    ])
    func denseGarbageCostsAFewBytesPerByte(arguments: [String], unit: String) throws {
        let large = Array(String(repeating: unit, count: Self.size / unit.utf8.count).utf8)
        let small = Array(String(repeating: unit, count: Self.size / 16 / unit.utf8.count).utf8)
        let (extra, run) = try extraMemory(arguments, small: small, large: large)
        #expect(run.status == 1)
        if unit == "when " {
            // One error a statement: past the limit they are only counted, the statements dropped.
            #expect(run.stderr.contains("more errors not shown"), "\(run.stderr.suffix(300))")
        }
        print(
            "FrontEndMemoryTests: \(arguments.joined(separator: " ")) of '\(unit)' × \(large.count / unit.utf8.count): \(extra) bytes per byte, \(run.cpuSeconds) s"
        )
        #expect(extra <= Self.budget, "\(arguments) of \(large.count) bytes of '\(unit)': \(extra) bytes per byte")
    }

    /// A valid policy whose tokens are a long list: the items are their tokens' indices.
    @Test func aLongListParsesInAFewBytesPerByte() throws {
        func list(_ count: Int) -> [UInt8] {
            Array("let names = [\((0..<count).map { _ in "a" }.joined(separator: ", "))]\notherwise cancel\n".utf8)
        }
        let large = list(Self.size / 4)
        let (extra, run) = try extraMemory(["fmt", "--check", "FILE"], small: list(Self.size / 64), large: large)
        #expect(run.status == 1, "the list is not formatted: \(run.stderr.prefix(300))")
        // Formatting also lays the list out and parses and checks its own output again.
        print("FrontEndMemoryTests: fmt --check of a \(large.count)-byte list: \(extra) bytes per byte, \(run.cpuSeconds) s")
        #expect(extra <= 4 * Self.budget, "\(extra) bytes per byte")
    }

    /// `eval --explain` checks a table's embedded source; a valid table whose source is
    /// megabytes of garbage costs the error limit's diagnostics, not one per token.
    @Test func aTableWithAHugeGarbageSourceExplainsWithoutItsDiagnostics() throws {
        let scratch = try TemporaryDirectory()
        let policy = try scratch.file("p.navpolicy", "when scheme is \"x\" then cancel\notherwise allow\n")
        let table = scratch.path("p.navtable")
        #expect(try NavpolicyBinary.run(["compile", policy, "-o", table]).status == 0)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: table)))
        let small = try scratch.bytesFile(
            "small.navtable", SourceSectionReplacement.replacing(in: bytes, with: String(repeating: "a ", count: Self.size / 32)))
        let large = try scratch.bytesFile(
            "large.navtable", SourceSectionReplacement.replacing(in: bytes, with: String(repeating: "a ", count: Self.size / 2)))
        let arguments = ["eval", "TABLE", "--url", "x:y", "--explain"]
        let baseline = try MeasuredRun.run(arguments.map { $0 == "TABLE" ? small : $0 })
        let run = try MeasuredRun.run(arguments.map { $0 == "TABLE" ? large : $0 })
        #expect(run.status == 0 && !run.crashed, "\(run.stderr.prefix(300))")
        #expect(run.stdoutPrefix.hasPrefix("cancel\n"), "decisions do not depend on the source")
        let extra = run.extraMemory(over: baseline, perInputByte: Self.size - Self.size / 16)
        print(
            "FrontEndMemoryTests: eval --explain of a table with a \(Self.size)-byte source: \(extra) bytes per byte, \(run.cpuSeconds) s")
        #expect(extra <= Self.budget, "\(extra) bytes per byte")
    }
}
