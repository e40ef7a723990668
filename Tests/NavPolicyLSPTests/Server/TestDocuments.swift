import Foundation
import NavPolicyLSP
import NavPolicyLSPProtocol
import NavPolicyTestSupport
import Testing

/// Policies and helpers the server tests share.
enum TestDocuments {
    /// A URI in a folder that does not exist (no list files can be read there).
    static let uri = "file:///nonexistent/navpolicy-tests/policy.navpolicy"

    /// A client that has initialized (UTF-16 unless `encodings` offers UTF-8).
    static func client(
        encodings: [String] = [], lintDelay: Duration = .milliseconds(20),
        readFile: @escaping @Sendable (String) -> Result<[UInt8], FileReadFailure> = TestDocuments.readFromDisk
    ) async -> ScriptedClient {
        let client = ScriptedClient(lintDelay: lintDelay, readFile: readFile)
        await client.initialize(positionEncodings: encodings)
        return client
    }

    /// Reads a file from disk, as `navpolicy lsp` does.
    @Sendable static func readFromDisk(_ path: String) -> Result<[UInt8], FileReadFailure> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(FileReadFailure("cannot read '\(path)'")) }
        return .success(Array(data))
    }

    /// The diagnostics array of published params.
    static func diagnostics(_ params: JSONValue?) -> [JSONValue] {
        params?["diagnostics"]?.arrayValue ?? []
    }

    /// The codes of published params' diagnostics.
    static func codes(_ params: JSONValue?) -> [String] {
        diagnostics(params).compactMap { $0["code"]?.stringValue }
    }

    /// The published params that include the lint's findings: the second publication of a
    /// version (the first is syntax and sema), or one with a lint code.
    static func lintedDiagnostics(_ client: ScriptedClient, uri: String = TestDocuments.uri, version: Int) async -> JSONValue? {
        _ = await client.diagnostics(for: uri, version: version)
        return await client.diagnostics(for: uri, version: version)
    }

    /// `text` with `edits` (a result of formatting or a workspace edit's list) applied.
    static func applying(_ edits: [JSONValue], to text: String) -> String {
        var document = Array(text.utf8)
        let lineStarts = { (bytes: [UInt8]) -> [Int] in [0] + bytes.indices.filter { bytes[$0] == 10 }.map { $0 + 1 } }
        // Apply from the last edit backwards so earlier ranges stay valid.
        let sorted = edits.sorted {
            let a = ($0["range"]?["start"]?["line"]?.intValue ?? 0, $0["range"]?["start"]?["character"]?.intValue ?? 0)
            let b = ($1["range"]?["start"]?["line"]?.intValue ?? 0, $1["range"]?["start"]?["character"]?.intValue ?? 0)
            return a > b
        }
        for edit in sorted {
            let starts = lineStarts(document)
            func offset(_ position: JSONValue?) -> Int {
                let line = position?["line"]?.intValue ?? 0
                let character = position?["character"]?.intValue ?? 0
                guard line < starts.count else { return document.count }
                // ASCII-only helper: one unit per byte.
                return min(starts[line] + character, line + 1 < starts.count ? starts[line + 1] - 1 : document.count)
            }
            let start = offset(edit["range"]?["start"])
            let end = offset(edit["range"]?["end"])
            document.replaceSubrange(start..<end, with: Array((edit["newText"]?.stringValue ?? "").utf8))
        }
        return String(decoding: document, as: UTF8.self)
    }
}
