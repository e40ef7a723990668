import NavPolicy

/// What one `eval` or `test` input asks: a navigation (the request's fields) or a response
/// (`--status`, `--type`, … or a `"response"` object), each decided by its own rules.
enum DecisionSubject {
    /// A navigation request, decided by the navigation rules.
    case navigation(NavigationRequest)
    /// A response, decided by the `on response` rules (allowed when there are none).
    case response(NavigationResponse)

    /// `navigation` or `response`: the `"phase"` of output objects.
    var phase: String {
        switch self {
        case .navigation: "navigation"
        case .response: "response"
        }
    }

    /// The subject with `flags` on (the binding resolves them per input).
    func with(_ flags: PolicyFlags) -> DecisionSubject {
        switch self {
        case .navigation(let request):
            .navigation(
                NavigationRequest(
                    url: request.url, current: request.current, target: request.target,
                    navigation: request.navigation, view: request.view, flags: flags))
        case .response(let response):
            .response(
                NavigationResponse(
                    url: response.url, status: response.status, type: response.type,
                    attachment: response.attachment, displayable: response.displayable,
                    isMainFrame: response.target == .mainFrame, view: response.view, flags: flags))
        }
    }

    /// The decision of `policy`.
    func decided(by policy: Policy) -> Decision {
        switch self {
        case .navigation(let request): policy.decide(request)
        case .response(let response): policy.decide(response)
        }
    }

}
