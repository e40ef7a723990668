import Foundation
import NavPolicyTestSupport
import Testing

/// `--error-limit N`: at most N errors shown per file (default 50, 0 for all), then one line
/// counting the rest; the front end keeps only the shown ones, so garbage costs a bounded report.
@Suite struct ErrorLimitTests {
    /// 120 errors: 60 unknown targets (sema) interleaved with 60 missing conditions (parser).
    static let policy: String = (0..<60).map { "when target is nope\($0) then allow\nwhen then \($0)\n" }.joined() + "otherwise allow\n"

    static func errorLines(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    }

    @Test func defaultShowsFiftyAndCountsTheRest() throws {
        let directory = try TemporaryDirectory()
        try directory.file("many.navpolicy", Self.policy)
        let result = try NavpolicyBinary.run(["check", "many.navpolicy"], in: directory.url)
        #expect(result.status == 1)
        let errors = Self.errorLines(result.stderr)
        #expect(errors.count == 50)
        #expect(errors.first?.hasPrefix("many.navpolicy:1:16: error: unknown target 'nope0'") == true)
        #expect(errors.last?.hasPrefix("many.navpolicy:50:6: error: expected a condition") == true, "the first 50 in source order")
        #expect(
            result.stderr.hasSuffix("many.navpolicy: 70 more errors not shown (--error-limit 0 shows all)\n"),
            "\(result.stderr.suffix(200))")
    }

    @Test(arguments: [(1, 119), (7, 113), (119, 1), (120, 0), (500, 0)])
    func limitBoundsTheReport(_ limit: Int, _ omitted: Int) throws {
        let directory = try TemporaryDirectory()
        try directory.file("many.navpolicy", Self.policy)
        let result = try NavpolicyBinary.run(["check", "--error-limit", "\(limit)", "many.navpolicy"], in: directory.url)
        #expect(result.status == 1)
        #expect(Self.errorLines(result.stderr).count == min(limit, 120))
        #expect(result.stderr.contains("more error") == (omitted > 0))
        if omitted > 0 { #expect(result.stderr.contains(": \(omitted) more error\(omitted == 1 ? "" : "s") not shown")) }
    }

    @Test func zeroShowsEveryError() throws {
        let directory = try TemporaryDirectory()
        try directory.file("many.navpolicy", Self.policy)
        let result = try NavpolicyBinary.run(["check", "--error-limit", "0", "many.navpolicy"], in: directory.url)
        #expect(Self.errorLines(result.stderr).count == 120)
        #expect(!result.stderr.contains("not shown"))
    }

    @Test(arguments: ["-1", "ten", "", "1.5"])
    func invalidLimitIsAUsageError(_ value: String) throws {
        let result = try NavpolicyBinary.run(["check", "--error-limit", value, "x.navpolicy"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("invalid value '\(value)' for '--error-limit'"), "\(result.stderr)")
    }

    @Test func compileHonoursTheLimitAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.file("many.navpolicy", Self.policy)
        let result = try NavpolicyBinary.run(["compile", "many.navpolicy", "-o", "many.navtable", "--error-limit", "5"], in: directory.url)
        #expect(result.status == 1)
        #expect(Self.errorLines(result.stderr).count == 5)
        #expect(result.stderr.contains("many.navpolicy: 115 more errors not shown"))
        #expect(!FileManager.default.fileExists(atPath: directory.path("many.navtable")))
    }

    /// A megabyte of random bytes (hundreds of thousands of lexical errors before the limit):
    /// the report stays the limit's size, not one diagnostic per bad byte.
    @Test func randomBytesGiveABoundedReport() throws {
        var generator = SeededGenerator(seed: 0xE220_11A1)
        print("random bytes, seed 0xE22011A1")
        let bytes = (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let directory = try TemporaryDirectory()
        let path = try directory.bytesFile("random.navpolicy", bytes)
        let result = try NavpolicyBinary.run(["check", path])
        #expect(result.status == 1)
        #expect(Self.errorLines(result.stderr).count == 50)
        #expect(result.stderr.utf8.count < 64 * 1024, "\(result.stderr.utf8.count) bytes of standard error")
        let last = try #require(result.stderr.split(separator: "\n").last)
        let omitted = last.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        #expect(last.hasSuffix("more errors not shown (--error-limit 0 shows all)") && omitted > 100_000, "\(last)")
    }
}
