import NavPolicy

/// The items an app gives for a policy's parameters, checked and normalized as the runtime
/// binds them: host patterns as the compiler normalizes host constants (`*.` wildcards
/// allowed), schemes lowercased, ports as decimal digits 0–65535, paths and query names as
/// written. What the reference interpreter evaluates parameter tests against.
package struct ParameterBinding: Sendable, Hashable {
    /// One parameter's items, by the kind its uses gave it.
    package enum Items: Sendable, Hashable {
        /// Host patterns.
        case hosts([HostPattern])
        /// Schemes, paths, query names, or the items of a parameter no test uses.
        case strings([String])
        /// Ports.
        case ports([UInt16])
    }

    /// Why a binding is refused.
    package enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The policy declares `key`, and the binding does not give it.
        case missing(key: String)
        /// The binding gives `key`, which the policy does not declare.
        case undeclared(key: String, suggestion: String?)
        /// An item of `key` is not of the parameter's kind.
        case invalidItem(key: String, item: String, reason: String)

        /// The problem in one sentence.
        package var description: String {
            switch self {
            case .missing(let key): "the policy declares the parameter '\(key)', which was not given"
            case .undeclared(let key, let suggestion):
                "the policy declares no parameter '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            case .invalidItem(let key, let item, let reason): "parameter '\(key)': invalid item \(JSONText.quoted(item)): \(reason)"
            }
        }
    }

    /// The items by parameter index (`CheckedPolicy.parameters`); a missing index has none.
    private var itemsByIndex: [Items]

    /// No items for any parameter: every parameter test is false. For policies without
    /// parameters, and tools that decide without a binding.
    package static let empty = ParameterBinding(itemsByIndex: [])

    private init(itemsByIndex: [Items]) {
        self.itemsByIndex = itemsByIndex
    }

    /// The binding of `parameters` (items by key) to `policy`'s parameters: every declared key
    /// must be given, no other key may be, and every item must be of its parameter's kind.
    package init(policy: CheckedPolicy, parameters: [String: [String]]) throws(Problem) {
        let declared = policy.parameters.map(\.key)
        // The first undeclared key in key order, so the same binding always reports the same one.
        if let undeclared = parameters.keys.sorted().first(where: { !declared.contains($0) }) {
            throw .undeclared(key: undeclared, suggestion: Suggestion.closest(to: undeclared, among: declared))
        }
        var itemsByIndex: [Items] = []
        for parameter in policy.parameters {
            guard let items = parameters[parameter.key] else { throw .missing(key: parameter.key) }
            itemsByIndex.append(try Self.items(items, of: parameter))
        }
        self.init(itemsByIndex: itemsByIndex)
    }

    /// The items of the parameter at `index`; none when the binding has none for it.
    package func items(_ index: Int) -> Items {
        itemsByIndex.indices.contains(index) ? itemsByIndex[index] : .strings([])
    }

    /// `items` checked as constants of the parameter's kind.
    private static func items(_ items: [String], of parameter: CheckedParameter) throws(Problem) -> Items {
        func check<Value>(_ validate: (String) -> Result<Value, ValueProblem>) throws(Problem) -> [Value] {
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
