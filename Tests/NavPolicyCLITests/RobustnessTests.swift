import NavPolicyTestSupport
import Testing

/// Hostile input through the binary: a clear diagnostic or a clean exit, never a crash or hang.
@Suite struct RobustnessTests {
    /// Invalid UTF-8 inside a string, and NUL bytes between tokens.
    static let malformedBytes: [[UInt8]] = [
        Array("when scheme is \"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\" then cancel\n".utf8),
        Array("when target is ".utf8) + [0, 0, 0] + Array(" new-window then cancel\n".utf8),
    ]

    @Test(arguments: malformedBytes)
    func malformedBytesAreAnErrorNotACrash(bytes: [UInt8]) throws {
        let result = try NavpolicyBinary.run(["check", "-"], stdin: bytes)
        #expect(!result.crashed)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: "))
    }

    @Test func tenThousandNestedParenthesesGiveAClearError() throws {
        let source = "when " + String(repeating: "(", count: 10_000) + "target is subframe"
            + String(repeating: ")", count: 10_000) + " then cancel\n"
        let result = try NavpolicyBinary.run(["check", "-"], stdin: Array(source.utf8))
        #expect(!result.crashed)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[nesting-too-deep]"), "\(result.stderr.prefix(500))")
        let json = try NavpolicyBinary.run(["check", "--format", "json", "-"], stdin: Array(source.utf8))
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"code\": \"nesting-too-deep\""))
    }

    /// About 1 MB of random language tokens; any seed must give exit 0 or 1 and valid output.
    @Test(arguments: [UInt64(1), 20_240_613])
    func oneMegabyteOfRandomTokensTerminatesCleanly(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let source = RandomTokenSource.make(byteCount: 1 << 20, using: &generator)
        let result = try NavpolicyBinary.run(["check", "--format", "json", "-"], stdin: Array(source.utf8))
        #expect(!result.crashed, "seed \(seed)")
        #expect(result.status == 0 || result.status == 1, "seed \(seed): status \(result.status)")
        #expect(result.stdout.hasPrefix("{\n  \"diagnostics\": "), "seed \(seed)")
        #expect(result.stdout.hasSuffix("}\n"), "seed \(seed)")
    }

    @Test func emptyInputIsACleanPolicy() throws {
        let result = try NavpolicyBinary.run(["check", "-"])
        #expect(!result.crashed)
        #expect(result.status == 0)
    }
}

/// Random sequences of NavPolicy tokens (and some junk), for stress input.
enum RandomTokenSource {
    private static let words = [
        "policy", "let", "when", "then", "otherwise", "and", "or", "not", "is", "in", "matches",
        "starts-with", "open", "none", "current", "target", "navigation", "scheme", "host", "path",
        "url", "new-window", "main-frame", "subframe", "link", "other", "allow", "cancel", "external",
        "in-app", "popup", "download", "(", ")", "[", "]", ",", "=", "==", "!=", "\"https\"",
        "\"*.example.com\"", "\"/pay\"", "# comment\n", "\n", "names", "@", "\"unterminated\n", "é",
    ]

    /// At least `byteCount` bytes of space-separated random tokens.
    static func make(byteCount: Int, using generator: inout SeededGenerator) -> String {
        var text = ""
        text.reserveCapacity(byteCount + 32)
        while text.utf8.count < byteCount {
            text += words[Int(generator.next() % UInt64(words.count))]
            text += " "
        }
        return text
    }
}
