import Foundation
import NavPolicyCompiler
import Testing

/// `let NAME = file "path"`: the list read through the injected reader means what the same
/// items written inline mean; the file format's blank lines, comments, white space and CRLF.
@Suite struct ListFileTests {
    /// A temporary folder holding `files`, removed afterwards.
    static func withFolder<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-lists-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try body(root)
    }

    static func check(_ text: String, name: String = "policies/p.navpolicy", root: URL) -> PipelineRun<CheckedSource> {
        PolicyPipeline(listFiles: DiskListFiles.reader(root: root, policyName: name)).check(SourceFile(name: name, text: text))
    }

    @Test func listFileMeansTheSameAsTheInlineList() throws {
        let hosts = "# blocked\r\nads.example\r\n\r\n \t*.Tracker.example \r\n  # indented comment\nx.example"
        try Self.withFolder(["policies/lists/hosts.txt": hosts, "policies/lists/targets.txt": "new-window\nsubframe\n"]) { root in
            let fromFile = Self.check(
                """
                let blocked = file "lists/hosts.txt"
                let targets = file "lists/targets.txt"
                when host in blocked and target in targets then cancel
                otherwise allow
                """, root: root)
            let inline = Self.check(
                """
                let blocked = ["ads.example", "*.Tracker.example", "x.example"]
                let targets = [new-window, subframe]
                when host in blocked and target in targets then cancel
                otherwise allow
                """, root: root)
            #expect(fromFile.diagnostics.isEmpty, "\(fromFile.diagnostics)")
            let policy = try #require(fromFile.policy)
            #expect(policy.meaning == inline.policy?.meaning)
            #expect(fromFile.listFiles.map(\.source.name) == ["policies/lists/hosts.txt", "policies/lists/targets.txt"])
            let items = policy.listFiles[0].list.items
            #expect(items.map(\.range.start.line) == [2, 4, 6])
            #expect(items.map(\.range.start.column) == [1, 3, 1])
        }
    }

    @Test func itemKindComesFromTheUse() throws {
        // "80" reads as a number, but a use as paths makes it the string "80".
        try Self.withFolder(["lists/odd.txt": "80\n/docs/\n"]) { root in
            let result = Self.check(
                """
                let odd = file "lists/odd.txt"
                when path in odd then cancel
                """, name: "p.navpolicy", root: root)
            #expect(result.policy != nil, "\(result.diagnostics)")
        }
    }

    @Test func absentReaderAndMissingFilesAreErrorsAtThePath() throws {
        let text = "let blocked = file \"lists/none.txt\"\nwhen host in blocked then cancel\n"
        let unavailable = PolicyPipeline().check(SourceFile(name: "p.navpolicy", text: text))
        let diagnostic = try #require(unavailable.diagnostics.first)
        #expect(diagnostic.code == .listFileUnreadable)
        #expect(diagnostic.range.start.column == 20)
        #expect(unavailable.policy == nil)
        try Self.withFolder([:]) { root in
            let missing = Self.check(text, name: "p.navpolicy", root: root)
            #expect(missing.diagnostics.map(\.code) == [.listFileUnreadable])
            #expect(missing.diagnostics.first?.message == "cannot read 'lists/none.txt': no such file or directory")
        }
    }

    @Test func invalidUTF8LineIsReportedInTheListFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-lists-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data([0x61, 0x2E, 0x65, 0x0A, 0x20, 0xFF, 0x62, 0x0A]).write(to: root.appendingPathComponent("bad.txt"))
        let result = Self.check("let l = file \"bad.txt\"\nwhen host in l then cancel\n", name: "p.navpolicy", root: root)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .invalidUTF8)
        #expect(diagnostic.file == "bad.txt")
        #expect((diagnostic.range.start.line, diagnostic.range.start.column) == (2, 2))
    }

    @Test func inlinedSourceIsSelfContainedAndMeansTheSame() throws {
        try Self.withFolder(["lists/h.txt": (1...10).map { "h\($0).example" }.joined(separator: "\n")]) { root in
            let text = "policy \"p\"\nlet hosts = file \"lists/h.txt\"\nwhen host in hosts then cancel\notherwise allow\n"
            let source = SourceFile(name: "p.navpolicy", text: text)
            let result = PolicyPipeline(listFiles: DiskListFiles.reader(root: root, policyName: "p.navpolicy")).check(source)
            let inlined = ListFileInliner.inlined(source, syntax: result.syntax, listFiles: result.listFiles)
            #expect(!inlined.contains("file \""))
            let again = PolicyPipeline().check(SourceFile(name: "p.navpolicy", text: inlined))
            #expect(again.diagnostics.isEmpty)
            #expect(again.policy?.meaning == result.policy?.meaning)
        }
    }
}
