import Foundation

/// Compares an output with its golden file, or re-records the file when `NAVPOLICY_RECORD=1`.
/// Shared by every golden test (diagnostics, formatting, lint, `navpolicy test` reports).
public enum GoldenText {
    /// Whether this run re-records the expected files.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["NAVPOLICY_RECORD"] == "1" }

    /// nil when `actual` equals the file at `expected` (or was just recorded there); otherwise
    /// what is wrong, for the test to report.
    public static func mismatch(_ actual: String, expected: URL) throws -> String? {
        if isRecording {
            try Data(actual.utf8).write(to: expected)
            return nil
        }
        guard let data = try? Data(contentsOf: expected) else {
            return "missing golden \(expected.lastPathComponent); run with NAVPOLICY_RECORD=1 to record it"
        }
        let golden = String(decoding: data, as: UTF8.self)
        return actual == golden ? nil : "output differs from \(expected.lastPathComponent):\n\(actual)"
    }
}
