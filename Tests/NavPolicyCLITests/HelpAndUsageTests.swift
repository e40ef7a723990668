import Testing

/// `--help`, `--version` and usage errors: words, layout and exit codes of CLI.md.
@Suite struct HelpAndUsageTests {
    @Test func topLevelHelpListsEveryCommandInArgumentParserLayout() throws {
        let result = try NavpolicyBinary.run(["--help"])
        #expect(result.status == 0)
        for heading in ["OVERVIEW:", "USAGE: navpolicy <subcommand>", "OPTIONS:", "SUBCOMMANDS:"] {
            #expect(result.stdout.contains(heading), "missing \(heading)")
        }
        for command in ["check", "compile", "eval", "test", "diff", "graph"] {
            #expect(result.stdout.contains("\n  \(command) "), "missing \(command)")
        }
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: ["check", "compile", "eval", "test", "diff", "graph"])
    func commandHelpShowsUsageAndOptions(command: String) throws {
        for words in [[command, "--help"], [command, "-h"], ["help", command]] {
            let result = try NavpolicyBinary.run(words)
            #expect(result.status == 0, "\(words)")
            #expect(result.stdout.hasPrefix("OVERVIEW: "))
            #expect(result.stdout.contains("USAGE: navpolicy \(command) "))
            #expect(result.stdout.contains("OPTIONS:\n"))
            #expect(result.stdout.contains("-h, --help"))
        }
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try NavpolicyBinary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "navpolicy 0.1.0\n")
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["check", "--frobnicate", "x.navpolicy"], "unknown option '--frobnicate'"),
        (["check"], "missing argument <file>"),
        (["check", "--format", "yaml", "x.navpolicy"], "invalid value 'yaml' for '--format'"),
        (["check", "--format"], "missing value for option '--format'"),
        (["compile", "x.navpolicy"], "missing option '--output'"),
        (["compile", "a.navpolicy", "b.navpolicy", "-o", "t"], "unexpected argument 'b.navpolicy'"),
        (["eval", "x.navpolicy"], "missing option '--url'"),
        (["eval", "x.navpolicy", "--url", "https://a.com", "--target", "new-tab"], "invalid value 'new-tab' for '--target'"),
        (["eval", "x.navpolicy", "--requests", "r.jsonl", "--url", "https://a.com"], "'--url' cannot be combined with '--requests'"),
        (["eval", "--explain=yes", "x", "--url", "u"], "option '--explain' takes no value"),
        (["help", "frobnicate"], "unknown command 'frobnicate'"),
        (["chek", "x.navpolicy"], "unknown command 'chek' (did you mean 'check'?)"),
        (["help", "compil"], "unknown command 'compil' (did you mean 'compile'?)"),
        (["--verison"], "unknown option '--verison' (did you mean '--version'?)"),
        (["eval", "x", "--explian"], "unknown option '--explian' (did you mean '--explain'?)"),
        (["check", "--strcit", "x"], "unknown option '--strcit' (did you mean '--strict'?)"),
    ])
    func usageErrorsExitTwoWithAClearMessage(words: [String], message: String) throws {
        let result = try NavpolicyBinary.run(words)
        #expect(result.status == 2, "\(words)")
        #expect(result.stderr.contains("error: \(message)"), "\(words): \(result.stderr)")
        #expect(result.stderr.contains("USAGE: navpolicy"))
        #expect(result.stdout.isEmpty)
    }

    @Test func noArgumentsPrintsHelpToStandardErrorAndExitsTwo() throws {
        let result = try NavpolicyBinary.run([])
        #expect(result.status == 2)
        #expect(result.stderr.contains("SUBCOMMANDS:"))
    }

    @Test func doubleDashEndsOptions() throws {
        let directory = try TemporaryDirectory()
        try directory.file("--format", Fixtures.adsPolicy)
        let result = try NavpolicyBinary.run(["check", "--", "--format"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
