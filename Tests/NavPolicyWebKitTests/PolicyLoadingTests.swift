import Foundation
import NavPolicy
import NavPolicyWebKit
import Testing

@Suite struct PolicyLoadingTests {
    static func scratch() throws -> URL { try ScratchFolder.make("loading") }

    @Test func loadsFromAFileAndFromABundle() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ads.navtable")
        try Data(PolicyText.table("policy \"ads\"\notherwise cancel\n")).write(to: file)
        let fromFile = try Policy(contentsOf: file)
        #expect(fromFile.name == "ads")
        let bundle = try #require(Bundle(path: folder.path))
        let fromBundle = try Policy(resource: "ads", bundle: bundle)
        #expect(fromBundle.decide(try NavigationRequest(url: "https://a.example/", current: nil)).action == .cancel)
    }

    @Test func parametersAreBoundAtLoadAndTheirErrorsNameTheFile() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain.navtable")
        try Data(PolicyText.table("policy \"plain\"\notherwise cancel\n")).write(to: file)
        let bundle = try #require(Bundle(path: folder.path))
        // A table without parameters binds the empty set, from a bundle as from a file.
        #expect(try Policy(resource: "plain", bundle: bundle, parameters: [:]).name == "plain")
        #expect(throws: PolicyLoadingError.invalidParameters(path: file.path, .undeclared(key: "servers", suggestion: nil))) {
            try Policy(resource: "plain", bundle: bundle, parameters: ["servers": ["chat.example"]])
        }
        #expect(throws: PolicyLoadingError.resourceNotFound(name: "absent", bundlePath: bundle.bundlePath)) {
            try Policy(resource: "absent", bundle: bundle, parameters: [:])
        }
        let message = PolicyLoadingError.invalidParameters(path: "/app/chat.navtable", .missing(key: "servers")).description
        #expect(message.contains("/app/chat.navtable") && message.contains("servers"))
    }

    @Test func missingResourceSaysWhatToDo() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(Bundle(path: folder.path))
        #expect(throws: PolicyLoadingError.resourceNotFound(name: "ads", bundlePath: bundle.bundlePath)) {
            try Policy(resource: "ads", bundle: bundle)
        }
        let message = PolicyLoadingError.resourceNotFound(name: "ads", bundlePath: "/app").description
        #expect(message.contains("'ads.navtable'") && message.contains("NavPolicyPlugin"))
    }

    @Test func corruptAndMissingFilesAreReadableErrors() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.navtable")
        try Data("otherwise allow\n".utf8).write(to: file)
        do {
            _ = try Policy(contentsOf: file)
            Issue.record("a policy source loaded as a table")
        } catch {
            #expect(error == .invalidTable(path: file.path, .badMagic))
            #expect(error.description.contains("navpolicy compile"))
        }
        do {
            _ = try Policy(contentsOf: folder.appendingPathComponent("absent.navtable"))
            Issue.record("a missing file loaded")
        } catch {
            guard case .unreadable(let path, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(path.hasSuffix("absent.navtable"))
        }
    }

    @Test func everyTableErrorReadsAsASentence() {
        let errors: [TableError] = [
            .badMagic, .unsupportedVersion(9), .truncated, .lengthMismatch(expected: 10, actual: 4), .checksumMismatch,
            .malformed("node 3 points back"),
        ]
        let texts = errors.map(\.description)
        #expect(Set(texts).count == errors.count)
        #expect(texts[1].contains("9") && texts[3].contains("10") && texts[3].contains("4") && texts[5].contains("node 3"))
    }
}
