import Foundation
import Testing

/// Every sema error code is shown by at least one `sema-*` golden, and several goldens show
/// several errors at once.
@Suite struct SemaGoldenCoverageTests {
    static let semaCodes = [
        "duplicate-header", "header-not-first", "duplicate-otherwise", "otherwise-not-last",
        "undefined-name", "duplicate-definition", "use-before-definition", "unknown-attribute",
        "unknown-value", "type-mismatch", "list-kind-mismatch", "invalid-scheme", "invalid-host",
        "invalid-host-pattern", "invalid-match-pattern", "path-pattern", "invalid-port", "invalid-notify-tag",
        "unsupported-comparison", "list-file-unreadable", "quoted-list-item",
        "unknown-action",
    ]

    /// The recorded `.diagnostics` text of every `sema-*` golden, by file name.
    static func goldens() throws -> [String: String] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/Diagnostics")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("sema-") && $0.hasSuffix(".diagnostics") }
        return try Dictionary(uniqueKeysWithValues: names.map {
            ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8))
        })
    }

    @Test func everySemaCodeHasAGolden() throws {
        let goldens = try Self.goldens()
        #expect(goldens.count >= 22)
        let all = goldens.values.joined()
        for code in Self.semaCodes {
            #expect(all.contains("error: ") && all.contains("[\(code)]"), "no sema golden shows \(code)")
        }
    }

    @Test func severalGoldensHaveSeveralDistinctErrors() throws {
        let multi = try Self.goldens().values.filter { text in
            Set(Self.semaCodes.filter { text.contains("[\($0)]") }).count >= 3
        }
        #expect(multi.count >= 3)
    }
}
