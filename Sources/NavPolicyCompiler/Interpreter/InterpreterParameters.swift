import NavPolicy

/// The items an app gives for a policy's parameters, checked and normalized as the runtime
/// binds them: host patterns as the compiler normalizes host constants (`*.` wildcards
/// allowed), schemes lowercased, ports as decimal digits 0–65535, paths and query names as
/// written. What the reference interpreter evaluates parameter tests against. A binding is
/// refused with the runtime's own `ParameterError`, in the runtime's order: undeclared keys
/// (in key order), then missing ones (in declaration order), then invalid items.
package struct InterpreterParameters: Sendable, Hashable {
    /// One parameter's items, by the kind its uses gave it.
    package enum Items: Sendable, Hashable {
        /// Host patterns.
        case hosts([HostPattern])
        /// Schemes, paths, query names, or the items of a parameter no test uses.
        case strings([String])
        /// Ports.
        case ports([UInt16])
    }

    /// The items by parameter index (`CheckedPolicy.parameters`); a missing index has none.
    private var itemsByIndex: [Items]

    /// No items for any parameter: every parameter test is false. For policies without
    /// parameters, and tools that decide without a binding.
    package static let empty = InterpreterParameters(itemsByIndex: [])

    private init(itemsByIndex: [Items]) {
        self.itemsByIndex = itemsByIndex
    }

    /// The binding of `parameters` (items by key) to `policy`'s parameters: every declared key
    /// must be given, no other key may be, and every item must be of its parameter's kind.
    package init(policy: CheckedPolicy, parameters: [String: [String]]) throws(ParameterError) {
        let declared = policy.parameters.map(\.key)
        // The first undeclared key in key order, so the same binding always reports the same one.
        if let undeclared = parameters.keys.sorted().first(where: { !declared.contains($0) }) {
            throw .undeclared(key: undeclared, suggestion: Suggestion.closest(to: undeclared, among: declared))
        }
        if let missing = declared.first(where: { parameters[$0] == nil }) { throw .missing(key: missing) }
        var itemsByIndex: [Items] = []
        for parameter in policy.parameters {
            itemsByIndex.append(try Self.items(parameters[parameter.key] ?? [], of: parameter))
        }
        self.init(itemsByIndex: itemsByIndex)
    }

    /// The items of the parameter at `index`; none when the binding has none for it.
    package func items(_ index: Int) -> Items {
        itemsByIndex.indices.contains(index) ? itemsByIndex[index] : .strings([])
    }

    /// Whether `item` is a valid item for a parameter of `kind` (tools that make bindings:
    /// the fuzz targets, random tests).
    package static func accepts(_ item: String, kind: ParameterKind?) -> Bool {
        (try? items([item], of: CheckedParameter(name: "", key: "", kind: kind))) != nil
    }

    /// `items` checked as constants of the parameter's kind.
    private static func items(_ items: [String], of parameter: CheckedParameter) throws(ParameterError) -> Items {
        func check<Value>(_ validate: (String) -> Result<Value, ValueProblem>) throws(ParameterError) -> [Value] {
            var values: [Value] = []
            values.reserveCapacity(items.count)
            for item in items {
                switch validate(item) {
                case .success(let value): values.append(value)
                case .failure(let problem):
                    throw .invalidItem(key: parameter.key, item: item, reason: problem.diagnostic(at: SourceRange(at: .start)).message)
                }
            }
            return values
        }
        switch parameter.kind {
        case .hostPatterns?: return .hosts(try check(ValueValidator.hostPattern))
        case .schemes?: return .strings(try check(ValueValidator.scheme))
        case .paths?: return .strings(try check(ValueValidator.path))
        case .ports?:
            return .ports(try check { text in ValueValidator.port(text).map { .success($0) } ?? .failure(.invalidPort(text)) })
        case .queryNames?, nil: return .strings(items)
        }
    }
}
