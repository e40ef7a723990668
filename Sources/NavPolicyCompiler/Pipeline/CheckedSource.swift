/// A policy source that checked without errors: the only input the linter and the table
/// compiler take. Only `PolicyPipeline.check(_:)` makes one.
public struct CheckedSource: Sendable {
    /// The source as read.
    package let source: SourceFile
    /// Its syntax (for the linter's suppression comments and the embedded source).
    package let syntax: PolicySyntax
    /// The checked policy.
    package let policy: CheckedPolicy
    /// The list files it read.
    package let listFiles: [ListFile]

    init(source: SourceFile, syntax: PolicySyntax, policy: CheckedPolicy, listFiles: [ListFile]) {
        self.source = source
        self.syntax = syntax
        self.policy = policy
        self.listFiles = listFiles
    }

    /// A policy built in code (tests, benchmarks) as if it had checked: no source text, no
    /// syntax (so no suppression comments), its own list files. The table compiler still
    /// refuses what sema would have (a forbidden notify tag).
    package init(built policy: CheckedPolicy, name: String = "<built>") {
        self.init(
            source: SourceFile(name: name, bytes: []), syntax: PolicySyntax(statements: [], tokens: TokenList()), policy: policy,
            listFiles: policy.listFiles)
    }
}
