import Foundation
import Testing

/// README's app samples: the UIKit one is the file the type-check target compiles against the
/// stubs, and no sample's hook closure holds its owner strongly (issue #26, item 7).
@Suite struct ReadmeSampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The first ```swift block after `heading`.
    static func swiftBlock(after heading: String, in text: String) throws -> String {
        let section = try #require(text.range(of: heading))
        let open = try #require(text.range(of: "```swift\n", range: section.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "```", range: open.upperBound..<text.endIndex))
        return String(text[open.upperBound..<close.lowerBound])
    }

    @Test(arguments: [
        ("### UIKit (WKWebView)", "ReadmeUIKitSample.swift"),
        ("### What only the app knows: parameters and flags", "ReadmeParametersSample.swift"),
    ])
    func theSampleIsTheCompiledFile(heading: String, file: String) throws {
        let sample = try Self.swiftBlock(after: heading, in: Self.readme())
        let compiled = try String(contentsOf: Self.root.appendingPathComponent("Tests/AppleAdapterTypeCheck/\(file)"), encoding: .utf8)
        // The file is its header comment, a blank line, then the sample.
        let body = compiled.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") }.dropFirst()
        #expect(body.joined(separator: "\n") == sample)
    }

    @Test(arguments: [
        "### UIKit (WKWebView)", "### SwiftUI (`WebPage`, iOS/macOS 26)", "### What only the app knows: parameters and flags",
    ])
    func hookClosuresCaptureTheirOwnerWeakly(heading: String) throws {
        let sample = try Self.swiftBlock(after: heading, in: Self.readme())
        #expect(Self.closuresHoldingSelfStrongly(sample).isEmpty, "\(Self.closuresHoldingSelfStrongly(sample))")
        #expect(sample.contains("[weak self]"))
    }

    @Test func aStrongCaptureIsFound() {
        let found = Self.closuresHoldingSelfStrongly(
            """
            delegate.notify = { tag, url in self.record(tag) }
            delegate.events = { [weak self] event in self?.show(event) }
            delegate.other = { [unowned self] event in
                show(event)
            }
            delegate.last = { value in
                print(value)
                self.done = true
            }
            """)
        #expect(found == ["{ tag, url in self.record(tag) }", "{ value in"])
    }

    /// The closures with an `in` header whose body uses `self` without `[weak self]` or
    /// `[unowned self]` (a hook stored by an object `self` owns makes a cycle), by their first line.
    static func closuresHoldingSelfStrongly(_ code: String) -> [String] {
        let characters = Array(code)
        var found: [String] = []
        for (index, character) in characters.enumerated() where character == "{" {
            var depth = 0
            var end = index
            for cursor in index..<characters.count {
                if characters[cursor] == "{" { depth += 1 }
                if characters[cursor] == "}" {
                    depth -= 1
                    if depth == 0 {
                        end = cursor
                        break
                    }
                }
            }
            let closure = String(characters[index...end])
            let firstLine = closure.prefix { $0 != "\n" }
            guard
                let header = firstLine.range(of: " in ")
                    ?? (firstLine.hasSuffix(" in") ? firstLine.range(of: " in", options: .backwards) : nil)
            else { continue }
            let capture = firstLine[..<header.lowerBound]
            let body = closure[header.upperBound...]
            let usesSelf = body.range(of: #"\bself\b"#, options: .regularExpression) != nil
            if usesSelf && !capture.contains("weak self") && !capture.contains("unowned self") { found.append(String(firstLine)) }
        }
        return found
    }
}
