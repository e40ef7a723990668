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

    /// Each parameter test in the policy's words, the parameter by its name, never its items
    /// (`host in servers`, `path under docs ignoring case`, `query has tracking`).
    package var parameterTestLabels: [String] {
        parameterTests.map { test in
            let name = parameters.indices.contains(test.parameter) ? parameters[test.parameter].name : "?"
            switch test.form {
            case .host: return "host in \(name)"
            case .scheme: return "scheme in \(name)"
            case .port: return "port in \(name)"
            case .queryName: return "query has \(name)"
            case .path(let relation, let folded):
                let word =
                    switch relation {
                    case .exact: "in"
                    case .prefix: "starts-with"
                    case .suffix: "ends-with"
                    case .under: "under"
                    }
                return "path \(word) \(name)" + (folded ? " ignoring case" : "")
            }
        }
    }

    /// The name of a field in JSON and DOT output (`host`, `glob "/a/*/b"`, `current host`,
    /// `flag "call-active"`, `host in servers`, `status`).
    package func fieldName(_ field: RequestField) -> String {
        field.name(globs: globLabels, queryNames: queryNames, flags: flagNames, parameterTests: parameterTestLabels)
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
