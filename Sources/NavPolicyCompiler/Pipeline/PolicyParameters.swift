/// The items `PolicyPipeline`'s load stage binds a table's parameters to, as an app gives them
/// to `Policy(table:parameters:)`: items by key, and what a declared parameter left out gets.
///
/// A policy without parameters binds `.none`; one with parameters needs every key given,
/// unless it is `defaulted`, which binds each key left out to no items: for tools that load
/// once and bind per request later (`navpolicy eval` without `--param`), as a policy that
/// decides what does not depend on the items.
public struct PolicyParameters: Sendable, Hashable {
    /// The items of each parameter given, by key.
    public var items: [String: [String]]
    /// Whether a declared parameter missing from `items` is bound to no items rather than
    /// refused (`ParameterError.missing`).
    public var bindsMissingEmpty: Bool

    /// `items` for the table's parameters: every declared key must be among them, no other
    /// key may be, and every item must be valid for its parameter.
    public init(given items: [String: [String]]) {
        self.items = items
        bindsMissingEmpty = false
    }

    /// No items: what a policy without parameters binds; one with parameters is refused.
    public static let none = PolicyParameters(given: [:])

    /// `items`, with every declared parameter they leave out bound to no items.
    public static func defaulted(_ items: [String: [String]] = [:]) -> PolicyParameters {
        var parameters = PolicyParameters(given: items)
        parameters.bindsMissingEmpty = true
        return parameters
    }
}
