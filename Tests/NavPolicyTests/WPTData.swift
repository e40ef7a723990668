import Foundation

/// Reads the web-platform-tests URL data in `WPT/` beside this file (found through `#filePath`,
/// so the tests need no bundled resources).
enum WPTData {
    /// The folder holding this file.
    static let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The parsed JSON array of a file in `WPT/` (see `WPT/README.md` for origin and format).
    static func entries(_ name: String) throws -> [[String: Any]] {
        let file = testFolder.appendingPathComponent("WPT").appendingPathComponent(name)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        // Plain strings in the arrays are section comments.
        return (json as? [Any] ?? []).compactMap { $0 as? [String: Any] }
    }

    /// One disagreement between the runtime and a WPT expectation.
    struct Difference: Hashable, CustomStringConvertible {
        var source: String
        var input: String
        var expected: String
        var ours: String

        var description: String { [source, escaped(input), expected, ours].joined(separator: "\t") }
    }

    /// The input with control characters, tabs and backslashes escaped as `\u{XX}`, so a
    /// difference fits one line.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\\" {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
