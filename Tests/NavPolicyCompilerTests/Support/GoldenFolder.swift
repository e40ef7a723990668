import Foundation
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// A folder of golden cases under `Tests/NavPolicyCompilerTests/Golden/`: `*.navpolicy` inputs,
/// each with its expected output beside it (same base name, `outputExtension`). A case is added
/// by dropping in an input; `NAVPOLICY_RECORD=1` (re)writes the expected files; a missing one
/// fails the test. Shared by the diagnostics, format and lint goldens.
struct GoldenFolder: Sendable {
    /// The folder's location.
    let directory: URL
    /// The extension of the expected-output files (`diagnostics`, `formatted`).
    let outputExtension: String

    /// The golden folder `Golden/<name>`.
    init(_ name: String, outputExtension: String) {
        directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
        self.outputExtension = outputExtension
    }

    /// The file names of every input, sorted.
    var caseNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".navpolicy") }.sorted()
    }

    /// The input `name` as a source file named by its file name.
    func source(_ name: String) throws -> SourceFile {
        SourceFile(name: name, bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
    }

    /// Compares `actual` with the expected output of case `name` (or records it).
    func expectMatches(_ actual: String, case name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expectedURL = directory.appendingPathComponent(name).deletingPathExtension().appendingPathExtension(outputExtension)
        if let problem = try GoldenText.mismatch(actual, expected: expectedURL) {
            Issue.record("\(name): \(problem)", sourceLocation: sourceLocation)
        }
    }
}
