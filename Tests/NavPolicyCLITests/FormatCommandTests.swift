import Foundation
import Testing

/// `navpolicy fmt`: standard output, `--write` in place (permissions kept, nothing left
/// behind), `--check`, standard input, and files that do not parse left untouched.
@Suite struct FormatCommandTests {
    static let unformatted = "policy   \"p\"\nwhen   navigation is link then open external # out\notherwise allow"
    static let formatted = "policy \"p\"\nwhen navigation is link then open external # out\notherwise allow\n"

    @Test func printsTheCanonicalFormToStandardOutput() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("p.navpolicy", Self.unformatted)
        let result = try NavpolicyBinary.run(["fmt", path])
        #expect(result.status == 0)
        #expect(result.stdout == Self.formatted)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.unformatted, "printing never writes")
    }

    @Test func readsStandardInput() throws {
        let result = try NavpolicyBinary.run(["fmt", "-"], stdin: Array(Self.unformatted.utf8))
        #expect(result.status == 0)
        #expect(result.stdout == Self.formatted)
    }

    @Test func writeRewritesInPlaceKeepingPermissionsAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("p.navpolicy", Self.unformatted)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let result = try NavpolicyBinary.run(["fmt", "--write", path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.formatted)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["p.navpolicy"])
    }

    @Test func checkNamesUnformattedFilesAndExitsOne() throws {
        let directory = try TemporaryDirectory()
        try directory.file("bad.navpolicy", Self.unformatted)
        try directory.file("good.navpolicy", Self.formatted)
        let result = try NavpolicyBinary.run(["fmt", "--check", "bad.navpolicy", "good.navpolicy"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout == "bad.navpolicy\n")
        let clean = try NavpolicyBinary.run(["fmt", "--check", "good.navpolicy"], in: directory.url)
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
        #expect(try String(contentsOfFile: directory.path("bad.navpolicy"), encoding: .utf8) == Self.unformatted)
    }

    @Test func fileThatDoesNotParseIsReportedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        let broken = "when   host is then allow\n"
        try directory.file("broken.navpolicy", broken)
        let result = try NavpolicyBinary.run(["fmt", "--write", "broken.navpolicy"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("broken.navpolicy:1:"), "\(result.stderr)")
        #expect(try String(contentsOfFile: directory.path("broken.navpolicy"), encoding: .utf8) == broken)
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try NavpolicyBinary.run(["fmt", "--write", "--check", "x.navpolicy"]).status == 2)
        #expect(try NavpolicyBinary.run(["fmt", "--write", "-"]).status == 2)
        #expect(try NavpolicyBinary.run(["fmt", "/nonexistent/p.navpolicy"]).status == 2)
    }
}
