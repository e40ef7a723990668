import NavPolicy

/// Names of a table's fields and outcomes, for the renderings that read a table alone
/// (`compile --emit json`, `graph`): one naming for both.
extension TableReader {
    /// Each general glob as written, with ` ignoring case` when it folds letters.
    package var globLabels: [String] {
        (0..<globCount).map { glob($0) + (globIsFolded($0) ? " ignoring case" : "") }
    }

    /// The query names `query has` tests, by index.
    package var queryNames: [String] { (0..<queryNameCount).map(queryName) }

    /// The name of a field in JSON and DOT output (`host`, `glob "/a/*/b"`, `current host`).
    package func fieldName(_ field: RequestField) -> String {
        field.name(globs: globLabels, queryNames: queryNames)
    }

    /// The decision a child reference leads to: nil for a node or the matcher.
    package func leafDecision(_ reference: UInt32) -> Decision? {
        guard reference & TableFormat.leafFlag != 0, !isMatcherLeaf(reference) else { return nil }
        return decision(outcome: Int(reference & ~TableFormat.leafFlag))
    }

    /// Whether a child reference hands the decision to the bit-vector matcher.
    package func isMatcherLeaf(_ reference: UInt32) -> Bool {
        reference == TableFormat.leafFlag | TableFormat.matcherOutcome
    }
}
