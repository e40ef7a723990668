extension PolicyParser {
    /// One open level of a condition being parsed: the outermost condition or a parenthesized one.
    private struct ConditionLevel {
        /// The `(` that opened the level; nil for the outermost condition.
        var openParen: ParsedToken?
        /// Starts of `not`s read before the operand now being parsed, outermost first.
        var pendingNots: [SourcePosition] = []
        /// Operands of the `and` chain being read.
        var andOperands: [ConditionSyntax] = []
        /// Finished operands of the `or` chain.
        var orOperands: [ConditionSyntax] = []

        /// Moves the finished `and` chain into the `or` chain.
        mutating func closeAndChain() {
            orOperands.append(Self.chain(andOperands, ConditionSyntax.and))
            andOperands = []
        }

        /// The finished condition of this level.
        mutating func finish() -> ConditionSyntax {
            closeAndChain()
            return Self.chain(orOperands, ConditionSyntax.or)
        }

        /// One operand as itself, several as a flat chain.
        private static func chain(
            _ operands: [ConditionSyntax], _ make: ([ConditionSyntax], SourceRange) -> ConditionSyntax
        ) -> ConditionSyntax {
            guard let first = operands.first, let last = operands.last else {
                return .missing(SourceRange(at: .start))
            }
            if operands.count == 1 { return first }
            return make(operands, first.range.union(last.range))
        }
    }

    /// `condition = and { "or" and }; and = unary { "and" unary }; unary = "not" unary | primary;
    /// primary = "(" condition ")" | comparison`, parsed with an explicit stack of levels so
    /// that no recursion depth depends on the input; nesting deeper than
    /// `maximumNestingDepth` is reported once and abandons the condition.
    mutating func parseCondition() -> ConditionSyntax {
        let start = current.range.start
        var levels = [ConditionLevel()]
        var depth = 0
        readOperand: while true {
            // Prefixes: each `not` and `(` opens one level of nesting.
            while at(.not) || current.kind == .leftParen {
                depth += 1
                guard depth <= Self.maximumNestingDepth else { return abandonTooDeepCondition(from: start) }
                if at(.not) {
                    levels[levels.count - 1].pendingNots.append(advance().range.start)
                } else {
                    levels.append(ConditionLevel(openParen: advance()))
                }
            }
            var operand = parseComparison()
            // Suffixes: apply the level's `not`s, continue its chains, or close the level.
            while true {
                let nots = levels[levels.count - 1].pendingNots
                levels[levels.count - 1].pendingNots = []
                depth -= nots.count
                for notStart in nots.reversed() {
                    operand = .not(operand, SourceRange(start: notStart, end: max(notStart, operand.range.end)))
                }
                levels[levels.count - 1].andOperands.append(operand)
                if at(.and) {
                    advance()
                    continue readOperand
                }
                if at(.or) {
                    levels[levels.count - 1].closeAndChain()
                    advance()
                    continue readOperand
                }
                var level = levels.removeLast()
                let condition = level.finish()
                guard let openParen = level.openParen, !levels.isEmpty else { return condition }
                depth -= 1
                expectClosingParen(matching: openParen)
                operand = .parenthesized(condition, range(from: openParen.range.start))
            }
        }
    }

    /// Reports `nesting-too-deep` at the current token; the caller skips the statement.
    private mutating func abandonTooDeepCondition(from start: SourcePosition) -> ConditionSyntax {
        report(.nestingTooDeep(limit: Self.maximumNestingDepth), at: current.range)
        return .missing(SourceRange(start: start, end: max(start, current.range.start)))
    }

    /// Consumes the `)` closing `openParen`, or reports it missing where it belongs.
    private mutating func expectClosingParen(matching openParen: ParsedToken) {
        if current.kind == .rightParen {
            advance()
            return
        }
        report(.missingClosingParen(opened: openParen.range), at: SourceRange(at: previousEnd))
    }
}
