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
        let source =
            "when " + String(repeating: "(", count: 10_000) + "target is subframe"
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
        let source = RandomTokenText.generate(byteCount: 1 << 20, seed: seed)
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
