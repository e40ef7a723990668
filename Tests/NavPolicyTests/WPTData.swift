import Foundation

/// Reads the web-platform-tests URL data in `WPT/` and the known-differences list, both beside
/// this file (found through `#filePath`, so the tests need no bundled resources).
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

    /// `WPTKnownDifferences.txt`: one difference a line, tab-separated source, input (escaped),
    /// expected, ours and reason; `#` starts a comment line.
    static func knownDifferences() throws -> Set<Difference> {
        let file = testFolder.appendingPathComponent("WPTKnownDifferences.txt")
        var differences: Set<Difference> = []
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4 else { continue }
            differences.insert(Difference(source: fields[0], input: fields[1], expected: fields[2], ours: fields[3]))
        }
        return differences
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
