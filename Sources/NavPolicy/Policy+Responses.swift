/// Responses: WebKit's second question about a navigation (`decidePolicyFor
/// navigationResponse`), answered by a policy's `on response` rules.
extension Policy {
    /// Decides one response with the table's response part; allocates nothing. A table without
    /// response rules allows every response (`Decision.implicitDefault`), as does a response
    /// no rule matches when the section has no `otherwise`.
    public func decide(_ response: NavigationResponse) -> Decision {
        guard responseProgram != nil else { return .implicitDefault }
        var meter = UncountedWork()
        // Unwrapped in place: `guard let` would retain and release the program on every
        // decision; `responseProgram` is a `let`, checked above.
        return responseProgram.unsafelyUnwrapped.decide(response.request, response.facts, &meter)
    }

    /// Decides one response and adds its steps to `work`, as `decide(_:counting:)` does for a
    /// request.
    package func decide(_ response: NavigationResponse, counting work: inout DecisionWork) -> Decision {
        guard let responseProgram else { return .implicitDefault }
        return responseProgram.decide(response.request, response.facts, &work)
    }

    /// The most work deciding a response may take (`workBound(requestLength:)` of the response
    /// part; the URL's and the type's parts each at most `requestLength` bytes); none without one.
    package func responseWorkBound(requestLength: Int) -> DecisionWork {
        responseProgram?.reader.workBound(requestLength: requestLength) ?? DecisionWork()
    }

    /// Whether the table has an `on response` section (even one without rules). Without one,
    /// adapters keep the engines' own answer to a response (a type the engine cannot show is
    /// downloaded).
    public var hasResponseRules: Bool { responseProgram != nil }
}
