import Testing

@testable import NavPolicyCompiler

/// The printer engine on hand-built token streams, independent of the policy grammar.
@Suite struct PrettyPrinterTests {
    /// `name(a, b, c)` as a group whose items break one per line, with a trailing comma.
    private func call(_ items: [String], indent: Int = 2) -> [PrintToken] {
        var tokens: [PrintToken] = [.text("name("), .open(indent: indent), .softBreak]
        for (index, item) in items.enumerated() {
            if index > 0 { tokens += [.text(","), .space] }
            tokens.append(.text(item))
        }
        tokens += [.textWhenBroken(","), .break(size: 0, offset: -indent), .close, .text(")")]
        return tokens
    }

    @Test func groupThatFitsStaysOnOneLine() {
        let printed = PrettyPrinter(maximumLineLength: 20).print(call(["a", "b", "c"]))
        #expect(printed == "name(a, b, c)\n")
    }

    @Test func groupThatDoesNotFitBreaksEveryBreakAndAddsTheBrokenOnlyText() {
        let printed = PrettyPrinter(maximumLineLength: 12).print(call(["alpha", "beta"]))
        #expect(printed == "name(\n  alpha,\n  beta,\n)\n")
    }

    @Test func textAfterTheCloseCountsTowardsTheFit() {
        // "name(a, b)" is 10 columns; the group alone is 9 — it must not fit in 9.
        #expect(PrettyPrinter(maximumLineLength: 10).print(call(["a", "b"])) == "name(a, b)\n")
        #expect(PrettyPrinter(maximumLineLength: 9).print(call(["a", "b"])) == "name(\n  a,\n  b,\n)\n")
    }

    @Test func innerGroupFitsInsideABrokenOuterGroup() {
        let tokens: [PrintToken] =
            [.open(indent: 2), .text("when")] + [.space] + call(["x", "y"])
            + [.space, .text("and"), .space, .text("long-operand-here"), .space, .text("then allow"), .close]
        let printed = PrettyPrinter(maximumLineLength: 30).print(tokens)
        #expect(printed == "when\n  name(x, y)\n  and\n  long-operand-here\n  then allow\n")
    }

    @Test func nestedBrokenGroupsAccumulateIndentation() {
        let inner = call(["first-item", "second-item"])
        let tokens: [PrintToken] = [.text("let x ="), .open(indent: 2), .space] + inner + [.close]
        let printed = PrettyPrinter(maximumLineLength: 20).print(tokens)
        #expect(printed == "let x =\n  name(\n    first-item,\n    second-item,\n  )\n")
    }

    @Test func forcedNewlinesBreakEnclosingGroupsAndMerge() {
        let tokens: [PrintToken] = [
            .text("a"), .open(indent: 4), .space, .text("b"), .newlines(1), .newlines(2), .text("c"), .close,
        ]
        #expect(PrettyPrinter().print(tokens) == "a\n    b\n\n    c\n")
    }

    @Test func noLeadingBlankLinesNoTrailingSpacesAndEmptyOutputForNothing() {
        #expect(PrettyPrinter().print([]) == "")
        #expect(PrettyPrinter().print([.newlines(2)]) == "")
        let printed = PrettyPrinter().print([.newlines(2), .text("x"), .space, .newlines(1), .space, .text("y")])
        #expect(printed == "x\ny\n")
    }

    @Test func unbalancedAndDeepStreamsDoNotTrap() {
        #expect(PrettyPrinter().print([.close, .text("x"), .close]) == "x\n")
        #expect(PrettyPrinter().print([.open(indent: 2), .text("x"), .space, .text("y")]) == "x y\n")
        let depth = 50_000
        let deep =
            Array(repeating: PrintToken.open(indent: 1), count: depth) + [.text("z")]
            + Array(repeating: PrintToken.close, count: depth)
        #expect(PrettyPrinter().print(deep) == "z\n")
    }

    @Test func scanMeasuresGroupsUpToTheNextBreak() {
        let tokens: [PrintToken] = [.open(indent: 0), .text("ab"), .close, .text("cd"), .space, .text("ef")]
        #expect(PrettyPrinter.scan(tokens)[0] == 4)
        let forced: [PrintToken] = [.open(indent: 0), .text("ab"), .newlines(1), .close]
        #expect(PrettyPrinter.scan(forced)[0] == PrettyPrinter.unbounded)
    }
}
