/// A use of a parameter (`let servers = param "servers"`).
package struct ParameterReference: Sendable, Hashable {
    /// The parameter's place in `CheckedPolicy.parameters` (declaration order).
    package var index: Int
    /// The policy's name for it (`servers`).
    package var name: String
    /// The key the app gives its items under.
    package var key: String

    /// The parameter at `index`.
    package init(index: Int, name: String, key: String) {
        self.index = index
        self.name = name
        self.key = key
    }
}

/// What a parameter's items are, as its uses decide.
package enum ParameterKind: String, Sendable, Hashable, CaseIterable {
    /// Host patterns (`chat.example.com`, `*.example.com`).
    case hostPatterns
    /// Schemes (lowercased at binding).
    case schemes
    /// Ports, as decimal digits 0–65535.
    case ports
    /// Paths, as written.
    case paths
    /// Query parameter names, as written.
    case queryNames

    /// The kind in the plural, for messages (`host patterns`).
    package var plural: String {
        switch self {
        case .hostPatterns: "host patterns"
        case .schemes: "schemes"
        case .ports: "port numbers"
        case .paths: "paths"
        case .queryNames: "query parameter names"
        }
    }
}

/// A test of a URL part against a parameter's items.
package struct ParameterTest: Sendable, Hashable {
    /// The parameter tested against.
    package var parameter: ParameterReference
    /// How the part is compared with the items.
    package var form: Form

    /// The test of `form` against `parameter`.
    package init(parameter: ParameterReference, form: Form) {
        self.parameter = parameter
        self.form = form
    }

    /// The part tested and how.
    package enum Form: Sendable, Hashable {
        /// The host exists and matches one of the host patterns.
        case host
        /// The (lowercased) scheme is one of the items.
        case scheme
        /// The effective port is one of the items.
        case port
        /// Some query parameter's decoded name is one of the items.
        case queryName
        /// The path relates to one of the items; `folded`: ASCII letters folded on both sides.
        case path(PathRelation, folded: Bool)
    }

    /// How a path relates to a parameter's item.
    package enum PathRelation: Sendable, Hashable {
        /// `path is` / `path in`: equal.
        case exact
        /// `path starts-with`.
        case prefix
        /// `path ends-with`.
        case suffix
        /// `path under`: equal to the item (one trailing `/` dropped) or below it.
        case under
    }

    /// Whether every binding that makes this test true on a URL makes `other` true on it too:
    /// both test one parameter's items, and the item that satisfies this one satisfies the
    /// other (a path equal to an item starts with it, ends with it and is under it; a test
    /// true with letters as they are is true with them folded). `path under "/a/"` does not
    /// imply `path starts-with "/a/"` (`/a` is under it), so `under` implies nothing.
    package func implies(_ other: ParameterTest) -> Bool {
        guard parameter.index == other.parameter.index, self != other else { return false }
        guard case .path(let relation, let folded) = form, case .path(let otherRelation, let otherFolded) = other.form,
              !folded || otherFolded else { return false }
        return relation == otherRelation || relation == .exact
    }

    /// The kind of item the test needs.
    package var kind: ParameterKind {
        switch form {
        case .host: .hostPatterns
        case .scheme: .schemes
        case .port: .ports
        case .queryName: .queryNames
        case .path: .paths
        }
    }
}

/// A `let NAME = param "KEY"` after checking.
package struct CheckedParameter: Sendable, Hashable {
    /// The policy's name for it.
    package var name: String
    /// The key the app gives its items under.
    package var key: String
    /// What its items are; nil when it is never used.
    package var kind: ParameterKind?

    /// A parameter with the given parts.
    package init(name: String, key: String, kind: ParameterKind?) {
        self.name = name
        self.key = key
        self.kind = kind
    }
}
