/// Responses: WebKit's second question about a navigation (`decidePolicyFor
/// navigationResponse`), answered by a policy's `on response` rules.
extension Policy {
    /// Decides one response; allocates nothing. A table without response rules allows every
    /// response (`Decision.implicitDefault`), the engine's default, and so does every table of
    /// this format: the compiler does not compile `on response` sections yet (it refuses them
    /// with `unsupported-section`), so no table carries a response program.
    public func decide(_ response: NavigationResponse) -> Decision {
        .implicitDefault
    }

    /// Whether the table has `on response` rules. False for every table of this format (see
    /// `decide(_:)` for a response); adapters then keep the engines' download default.
    public var hasResponseRules: Bool { false }
}
