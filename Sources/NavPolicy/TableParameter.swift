/// One parameter a table declares (`let servers = param "servers"`): the key the app binds it
/// by, the name the source gave it (for tools), and the kind of items its uses take.
package struct TableParameter: Sendable, Hashable {
    /// The kinds of items a parameter holds, decided by sema from its uses; each is checked at
    /// bind time as the compiler checks a constant of that kind.
    package enum Kind: UInt32, Sendable, Hashable, CaseIterable {
        /// Host patterns: names or `*.`-wildcards, normalized as host constants are.
        case hostPatterns = 1
        /// Schemes, lowercased.
        case schemes = 2
        /// Ports, decimal digits 0–65535.
        case ports = 3
        /// Paths as written (folded tests compare them lowercased).
        case paths = 4
        /// Query parameter names as written.
        case queryNames = 5
    }

    /// The key the app gives the items under.
    package var key: String
    /// The name of the declaration in the source (`servers`).
    package var name: String
    /// The kind of its items; nil for a parameter no rule uses (any items bind, none is read).
    package var kind: Kind?

    /// A declaration.
    package init(key: String, name: String, kind: Kind?) {
        (self.key, self.name, self.kind) = (key, name, kind)
    }
}
