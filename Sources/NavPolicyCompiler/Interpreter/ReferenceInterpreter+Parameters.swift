import NavPolicy

extension ReferenceInterpreter {
    /// Whether a URL part of `request` relates as `test` says to one of `items`: the same
    /// atom as the constant form of the test, evaluated once per item, so a parameter means
    /// exactly what its items written inline would mean.
    static func holds(_ test: ParameterTest, _ items: InterpreterParameters.Items, for request: NavigationRequest) -> Bool {
        switch (test.form, items) {
        case (.host, .hosts(let patterns)):
            return holds(.host(patterns), for: request)
        case (.scheme, .strings(let schemes)):
            return holds(.scheme(schemes), for: request)
        case (.port, .ports(let ports)):
            return holds(.port(ports), for: request)
        case (.queryName, .strings(let names)):
            return holds(.queryHas(names), for: request)
        case (.path(let relation, let folded), .strings(let paths)):
            return paths.contains { holds(PathRelationAtoms.condition(relation, $0, folded: folded), for: request) }
        default:
            // Items of another kind than the test's: the binding never makes them (it checks
            // each parameter's items by the kind its tests give it).
            return false
        }
    }
}
