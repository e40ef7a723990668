@testable import NavPolicyCompiler

/// Builds `PolicySyntax` by hand for sema tests, independent of the parser: every node gets
/// a distinct range, and statement `n` (0-based) sits on line `n + 1`.
struct SyntaxBuilder {
    /// A value as the tests write it.
    indirect enum V {
        case s(String)
        case w(String)
        case list([V])
        case noneKeyword
        case current
    }

    private var line = 1
    private var column = 1
    private var offset = 0

    /// A fresh range of `width` characters on the current line.
    mutating func range(_ width: Int = 1) -> SourceRange {
        let start = SourcePosition(offset: offset, line: line, column: column)
        offset += width + 1
        column += width + 1
        return SourceRange(start: start, end: SourcePosition(offset: offset - 1, line: line, column: column - 1))
    }

    /// Moves to the next line (one statement per line).
    private mutating func nextLine() {
        line += 1
        column = 1
        offset += 1
    }

    mutating func identifier(_ text: String) -> IdentifierSyntax { IdentifierSyntax(text: text, range: range(text.count)) }

    mutating func value(_ value: V) -> ValueSyntax {
        switch value {
        case .s(let text): .string(StringSyntax(value: text, range: range(text.count + 2)))
        case .w(let text): .word(identifier(text))
        case .list(let items): .list(list(items))
        case .noneKeyword: .none(range(4))
        case .current: .current(range(7))
        }
    }

    mutating func list(_ items: [V]) -> ListSyntax {
        let open = range()
        let values = items.map { value($0) }
        return ListSyntax(items: values, range: open.union(range()))
    }

    /// `attribute op value`
    mutating func cmp(_ attribute: String, _ op: ComparisonOperator, _ value: V?) -> ConditionSyntax {
        let attributeSyntax = identifier(attribute)
        let opRange = range(op.rawValue.count)
        let valueSyntax = value.map { self.value($0) }
        let end = valueSyntax?.range ?? opRange
        return .comparison(
            ComparisonSyntax(
                attribute: attributeSyntax, op: op, operatorRange: opRange,
                value: valueSyntax, range: attributeSyntax.range.union(end)))
    }

    mutating func action(_ words: String) -> ActionSyntax {
        let syntax = words.split(separator: " ").map { identifier(String($0)) }
        let whole = syntax.dropFirst().reduce(syntax.first?.range ?? range()) { $0.union($1.range) }
        return ActionSyntax(words: syntax, range: whole)
    }

    mutating func header(_ name: String?) -> StatementSyntax {
        defer { nextLine() }
        let keyword = range(6)
        let nameSyntax = name.map { StringSyntax(value: $0, range: range($0.count + 2)) }
        return .header(HeaderSyntax(name: nameSyntax, range: keyword.union(nameSyntax?.range ?? keyword)))
    }

    mutating func define(_ name: String, _ items: [V]?) -> StatementSyntax {
        defer { nextLine() }
        let keyword = range(3)
        let nameSyntax = identifier(name)
        let listSyntax = items.map { list($0) }
        return .definition(
            DefinitionSyntax(name: nameSyntax, list: listSyntax, range: keyword.union(listSyntax?.range ?? nameSyntax.range)))
    }

    /// `when <condition> then <action>`; the condition is built by `condition` after `when`.
    mutating func rule(_ action: String?, _ condition: (inout SyntaxBuilder) -> ConditionSyntax) -> StatementSyntax {
        defer { nextLine() }
        let keyword = range(4)
        let conditionSyntax = condition(&self)
        _ = range(4)
        let actionSyntax = action.map { self.action($0) }
        return .rule(
            RuleSyntax(
                condition: conditionSyntax, action: actionSyntax,
                range: keyword.union(actionSyntax?.range ?? conditionSyntax.range)))
    }

    mutating func otherwise(_ action: String?) -> StatementSyntax {
        defer { nextLine() }
        let keyword = range(9)
        let actionSyntax = action.map { self.action($0) }
        return .otherwise(OtherwiseSyntax(action: actionSyntax, range: keyword.union(actionSyntax?.range ?? keyword)))
    }

    mutating func not(_ operand: (inout SyntaxBuilder) -> ConditionSyntax) -> ConditionSyntax {
        let keyword = range(3)
        let inner = operand(&self)
        return .not(inner, keyword.union(inner.range))
    }

    mutating func paren(_ operand: (inout SyntaxBuilder) -> ConditionSyntax) -> ConditionSyntax {
        let open = range()
        let inner = operand(&self)
        return .parenthesized(inner, open.union(range()))
    }

    mutating func and(_ operands: [(inout SyntaxBuilder) -> ConditionSyntax]) -> ConditionSyntax {
        let built = operands.map { $0(&self) }
        return .and(built, built.dropFirst().reduce(built.first?.range ?? range()) { $0.union($1.range) })
    }

    mutating func or(_ operands: [(inout SyntaxBuilder) -> ConditionSyntax]) -> ConditionSyntax {
        let built = operands.map { $0(&self) }
        return .or(built, built.dropFirst().reduce(built.first?.range ?? range()) { $0.union($1.range) })
    }

    /// Builds a file from statements made in order.
    static func policy(_ make: (inout SyntaxBuilder) -> [StatementSyntax]) -> PolicySyntax {
        var builder = SyntaxBuilder()
        return PolicySyntax(statements: make(&builder), tokens: TokenList())
    }

    /// A file of one rule `when <comparison> then allow`.
    static func comparison(_ attribute: String, _ op: ComparisonOperator, _ value: V?, definitions: [(String, [V])] = []) -> PolicySyntax {
        policy { b in
            definitions.map { b.define($0.0, $0.1) } + [b.rule("allow") { $0.cmp(attribute, op, value) }]
        }
    }
}

/// The codes of a sema run, in order.
func codes(_ syntax: PolicySyntax) -> [String] {
    Sema.check(syntax).diagnostics.map(\.code.rawValue)
}

extension PolicySyntax {
    /// A file of one rule `when <comparison> then allow`, after `definitions`.
    static func comparison(
        _ attribute: String, _ op: ComparisonOperator, _ value: SyntaxBuilder.V?,
        definitions: [(String, [SyntaxBuilder.V])] = []
    ) -> PolicySyntax {
        SyntaxBuilder.comparison(attribute, op, value, definitions: definitions)
    }
}
