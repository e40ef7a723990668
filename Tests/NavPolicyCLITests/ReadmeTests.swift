import Foundation
import Testing

/// Keeps README.md true: its example policy checks clean, and its commands print what it shows.
@Suite struct ReadmeTests {
    static let readme: String =
        (try? String(
            contentsOf: NavpolicyBinary.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The contents of each fenced code block, in order.
    static var codeBlocks: [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let finished = current { blocks.append(finished) }
                current = current == nil ? [] : nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func examplePolicyChecksCleanAndIsAboutTenLines() throws {
        let policy = try #require(Self.codeBlocks.first)
        #expect((8...14).contains(policy.count))
        let result = try NavpolicyBinary.run(["check", "-"], stdin: Array(policy.joined(separator: "\n").utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    /// Runs the getting-started compile, then every `$ swift run navpolicy ...` line, in a copy of `Examples/`.
    @Test func documentedCommandsPrintWhatTheReadmeShows() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: NavpolicyBinary.repositoryRoot.appendingPathComponent("Examples"),
            to: directory.url.appendingPathComponent("Examples"))
        let gettingStarted = "swift run navpolicy compile Examples/ads.navpolicy -o ads.navtable"
        #expect(Self.readme.contains(gettingStarted))
        let compiled = try NavpolicyBinary.run(words(gettingStarted), in: directory.url)
        #expect(compiled.status == 0, "\(compiled.stderr)")

        let lines = Self.codeBlocks.flatMap { $0 }
        var checked = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("$ swift run navpolicy ") {
            let expected = index + 1 < lines.count ? lines[index + 1] : ""
            let result = try NavpolicyBinary.run(words(String(line.dropFirst(2))), in: directory.url)
            #expect(result.status == 0, "\(line): \(result.stderr)")
            #expect(result.stdout == expected + "\n", "\(line)")
            checked += 1
        }
        #expect(checked >= 2)
    }

    /// `swift run navpolicy a b` → `["a", "b"]` (README commands use no quoting).
    private func words(_ command: String) -> [String] {
        Array(command.split(separator: " ").map(String.init).dropFirst(3))
    }
}
