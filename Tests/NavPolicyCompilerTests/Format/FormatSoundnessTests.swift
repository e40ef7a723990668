import Testing

@testable import NavPolicyCompiler

/// The soundness check refuses output that differs from the input in anything but layout.
@Suite struct FormatSoundnessTests {
    private let original = """
        # header comment
        let hosts = ["a.com", "b.com",] # eol
        when host in hosts and navigation is link then open in-app
        otherwise allow
        """

    private func check(_ formatted: String) -> Diagnostic? {
        let (syntax, diagnostics) = Parser.parse(SourceFile(name: "t", text: original))
        #expect(diagnostics.isEmpty)
        return FormatSoundness.check(original: syntax, formatted: formatted, name: "t")
    }

    @Test func layoutChangesAndTheTrailingCommaPass() {
        #expect(
            check(
                """
                # header comment
                let hosts = [
                  "a.com",
                  "b.com",
                ] # eol
                when host in hosts
                  and navigation is link
                  then open in-app
                otherwise allow

                """) == nil)
        #expect(
            check(
                "# header comment\nlet hosts = [\"a.com\", \"b.com\"] # eol\n"
                    + "when host in hosts and navigation is link then open in-app\notherwise allow\n") == nil)
    }

    @Test(arguments: [
        // a changed name
        "# header comment\nlet hosts = [\"a.com\", \"c.com\"] # eol\nwhen host in hosts and navigation is link then open in-app\notherwise allow\n",
        // reordered operands
        "# header comment\nlet hosts = [\"a.com\", \"b.com\"] # eol\nwhen navigation is link and host in hosts then open in-app\notherwise allow\n",
        // a lost comment
        "let hosts = [\"a.com\", \"b.com\"] # eol\nwhen host in hosts and navigation is link then open in-app\notherwise allow\n",
        // a changed comment
        "# header comment\nlet hosts = [\"a.com\", \"b.com\"] # EOL\nwhen host in hosts and navigation is link then open in-app\notherwise allow\n",
        // a comment that swallowed code
        "# header comment\nlet hosts = [\"a.com\", \"b.com\"] # eol when host in hosts and navigation is link then open in-app\notherwise allow\n",
        // text that no longer parses
        "# header comment\nlet hosts = [\"a.com\" \"b.com\"] # eol\nwhen host in hosts and navigation is link then open in-app\notherwise allow\n",
    ])
    func changesBeyondLayoutAreRefused(_ formatted: String) throws {
        let failure = try #require(check(formatted))
        #expect(failure.code == .formatInternalError)
        #expect(failure.severity == .error)
        #expect(failure.message.hasPrefix("internal formatter error"))
    }

    @Test func sourceThatDoesNotParseIsRefusedWithItsDiagnostics() {
        let result = CanonicalFormatter.format(SourceFile(name: "bad", text: "when host is then allow\n"))
        #expect(result.formatted == nil)
        #expect(result.diagnostics.contains { $0.severity == .error })
        #expect(!result.isAlreadyFormatted)
    }
}
