import Foundation
import NavPolicy
import NavPolicyWebKit
import Testing

/// `PolicyStore.install(table:at:)`: a valid table is written beside the old file, renamed over
/// it and swapped in; an invalid one, or one that cannot be written, changes neither the file
/// nor the store; a link at the destination is replaced, never written through.
@Suite struct PolicyInstallTests {
    static let old = "policy \"old\"\nwhen scheme is \"x\" then cancel\notherwise allow\n"
    static let new = "policy \"new\"\nwhen scheme is \"x\" then allow\notherwise cancel\n"

    @Test func aValidTableIsWrittenRenamedAndSwappedIn() throws {
        let folder = try ScratchFolder.make("install")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("policy.navtable")
        try Data(try PolicyText.table(Self.old)).write(to: file)
        let store = PolicyStore(try Policy(contentsOf: file))
        let table = try PolicyText.table(Self.new)
        let installed = try store.install(table: table, at: file)
        #expect(installed.name == "new" && store.policy.name == "new")
        #expect(try [UInt8](Data(contentsOf: file)) == table)
        #expect(try Policy(contentsOf: file).name == "new")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "policy.navtable" }
        #expect(leftovers.isEmpty, "no temporary file is left: \(leftovers)")
    }

    @Test func anInvalidTableChangesNothing() throws {
        let folder = try ScratchFolder.make("install-invalid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("policy.navtable")
        let old = try PolicyText.table(Self.old)
        try Data(old).write(to: file)
        let store = PolicyStore(try Policy(contentsOf: file))
        var corrupt = try PolicyText.table(Self.new)
        corrupt[corrupt.count / 2] ^= 0x40
        #expect(throws: PolicyLoadingError.invalidTable(path: file.path, .checksumMismatch)) { try store.install(table: corrupt, at: file) }
        #expect(throws: PolicyLoadingError.self) {
            try store.install(table: try PolicyText.table(Self.new), at: file, parameters: ["servers": []])
        }
        #expect(store.policy.name == "old")
        #expect(try [UInt8](Data(contentsOf: file)) == old)
    }

    @Test func anUnwritableFolderKeepsTheStoresPolicy() throws {
        let store = PolicyStore(try PolicyText.policy(Self.old))
        let file = URL(fileURLWithPath: "/nonexistent-navpolicy-folder/policy.navtable")
        #expect(throws: PolicyLoadingError.unwritable(path: file.path, reason: "No such file or directory")) {
            try store.install(table: try PolicyText.table(Self.new), at: file)
        }
        #expect(store.policy.name == "old")
    }

    @Test func aLinkAtTheDestinationIsReplacedNotFollowed() throws {
        let folder = try ScratchFolder.make("install-link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim")
        try Data("keep".utf8).write(to: victim)
        let link = folder.appendingPathComponent("policy.navtable")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
        let store = PolicyStore(try PolicyText.policy(Self.old))
        try store.install(table: try PolicyText.table(Self.new), at: link)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == nil, "the link was replaced by the file")
        #expect(try Policy(contentsOf: link).name == "new")
    }
}
