import NavPolicy

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

/// What a parameter's items are, as its uses decide: the runtime's kinds, which the table
/// stores and the binding checks, so sema, the encoder and the loader share one model.
package typealias ParameterKind = TableParameter.Kind

extension ParameterKind {
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

/// A test of a URL part against a parameter's items: the table's test
/// (`TableParameterTest`, the part and how it is compared) with the parameter's names, for
/// messages and explanations. The encoder writes `tableTest`, so no form is translated by hand.
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

    /// The part tested and how: the table's forms (`host`, `scheme`, `port`, `queryName`,
    /// `path(relation, folded:)`).
    package typealias Form = TableParameterTest.Form

    /// How a path relates to a parameter's item: `exact` (`path is` / `path in`), `prefix`
    /// (`starts-with`), `suffix` (`ends-with`), `under` (equal, one trailing `/` dropped, or
    /// below it).
    package typealias PathRelation = TableParameterTest.PathRelation

    /// The test as the table lists it: the parameter by its index, the same form.
    package var tableTest: TableParameterTest {
        TableParameterTest(parameter: parameter.index, form: form)
    }

    /// Whether every binding that makes this test true on a URL makes `other` true on it too:
    /// both test one parameter's items, and the item that satisfies this one satisfies the
    /// other (a path equal to an item starts with it, ends with it and is under it; a test
    /// true with letters as they are is true with them folded). `path under "/a/"` does not
    /// imply `path starts-with "/a/"` (`/a` is under it), so `under` implies nothing.
    package func implies(_ other: ParameterTest) -> Bool {
        guard parameter.index == other.parameter.index, self != other else { return false }
        guard case .path(let relation, let folded) = form, case .path(let otherRelation, let otherFolded) = other.form,
            !folded || otherFolded
        else { return false }
        return relation == otherRelation || relation == .exact
    }

    /// The kind of item the test needs.
    package var kind: ParameterKind { tableTest.kind }
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
