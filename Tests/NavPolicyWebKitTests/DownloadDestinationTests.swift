import Foundation
import NavPolicyWebKit
import Testing

/// The default destination: a new file named after the page's suggestion, never outside its
/// folder, never over an existing file.
@Suite struct DownloadDestinationTests {
    static func scratch() throws -> URL { try ScratchFolder.make("destination") }

    @Test func aTakenNameGetsANumberBeforeItsExtension() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var names: [String] = []
        for _ in 0..<3 {
            let file = try DownloadDestination.availableFile(named: "report.zip", in: folder)
            names.append(file.lastPathComponent)
            #expect(file.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path)
            try Data("x".utf8).write(to: file)
        }
        #expect(names == ["report.zip", "report 2.zip", "report 3.zip"])
        _ = try DownloadDestination.availableFile(named: "README", in: folder)
        try Data().write(to: folder.appendingPathComponent("README"))
        #expect(try DownloadDestination.availableFile(named: "README", in: folder).lastPathComponent == "README 2")
    }

    @Test(arguments: [
        ("../../etc/passwd", "passwd"), ("..\\..\\boot.ini", "boot.ini"), ("", "download"), ("..", "download"),
        (".", "download"), ("/", "download"), ("a/b/", "b"), (".profile", ".profile"), ("in\u{0}va\u{7}lid\n.txt", "invalid.txt"),
        ("right-to-left\u{202E}gpj.exe", "right-to-leftgpj.exe"), ("report: final.pdf", "report final.pdf"), ("  spaced  ", "spaced"),
    ])
    func aSuggestionFromThePageNeverLeavesTheFolder(suggested: String, expected: String) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try DownloadDestination.availableFile(named: suggested, in: folder)
        #expect(file.lastPathComponent == expected)
        #expect(file.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path)
    }

    @Test func aLongNameIsShortenedAndKeepsItsExtension() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try DownloadDestination.availableFile(named: String(repeating: "é", count: 1_000) + ".tar.gz", in: folder)
        // The stem ("é" × 1,000 + ".tar") keeps its first whole characters, the extension stays:
        // 126 two-byte "é" and ".gz" are exactly 255 bytes.
        #expect(file.lastPathComponent == String(repeating: "é", count: 126) + ".gz")
        // A huge suggestion is handled in one pass (no quadratic trimming).
        let huge = try DownloadDestination.availableFile(named: String(repeating: "a", count: 1_000_000) + ".bin", in: folder)
        #expect(huge.lastPathComponent.utf8.count == 255)
        #expect(huge.lastPathComponent.hasSuffix(".bin"))
    }

    @Test func aMissingFolderIsCreated() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.appendingPathComponent("a/b", isDirectory: true)
        let file = try DownloadDestination.availableFile(named: "x.txt", in: nested)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: nested.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(file.lastPathComponent == "x.txt")
    }
}
