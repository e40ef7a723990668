import NavPolicy

/// Response parts in the request space: a response part tests its response's facts on the
/// current page's fields (`ResponseFacts.page`), so a request the analysis finds for it stands
/// for the response whose facts that page holds. The analysis does not know which pages a
/// response can have, so the tools that walk a response part (`diff`) exclude the requests no
/// response has with a guard rule, and read each witness back as a response, which the
/// reference interpreter then decides: a witness that reads back as no response, or as one
/// decided otherwise, is never shown (the result says it is incomplete instead).
enum ResponseWitness {
    /// The line of the guard rule (no statement has line 0).
    static let guardLine = 0

    /// The response a response part's request stands for: the URL, frame, view and flags, the
    /// current port as the status, the current path after its `/` as the type (completed to a
    /// MIME type when the walk stopped at a `type starts-with` prefix: `image/` as `image/x`),
    /// and the scheme as attachment and displayable (any other scheme: neither); nil without a current
    /// page, for a new window, or for a path that is no type.
    static func response(of request: NavigationRequest) -> NavigationResponse? {
        guard let page = request.current.url, request.target != .newWindow else { return nil }
        var type: String?
        if page.path != ResponseFacts.typePath(nil) {
            guard let completed = completedType(String(page.path.dropFirst())) else { return nil }
            type = completed
        }
        return NavigationResponse(url: request.url, status: page.port.map(Int.init), type: type,
                                  attachment: ResponseFacts.attachmentSchemes.contains(page.scheme),
                                  displayable: ResponseFacts.displayableSchemes.contains(page.scheme),
                                  isMainFrame: request.target == .mainFrame, view: request.view, flags: request.flags)
    }

    /// `text` if it is a MIME type essence, else the essence it starts (`image/` → `image/x`,
    /// `text` → `text/x`); nil when it starts none.
    private static func completedType(_ text: String) -> String? {
        for candidate in [text, text + "x", text + "/x"] where MIMEType.essence(of: candidate) == candidate { return candidate }
        return nil
    }
}

extension CheckedPolicy {
    /// The policy for walking its request space: a response part gets a first rule taking the
    /// requests no response has (no current page, or a new window), numbered so that the
    /// real rules keep their numbers; a navigation policy is itself.
    var withResponseGuard: CheckedPolicy {
        guard section == .response else { return self }
        var policy = self
        let noResponse = Condition.or([.atom(.currentURLIsNone), .atom(.target([.newWindow]))])
        policy.rules.insert(CheckedRule(condition: noResponse, action: .allow, line: ResponseWitness.guardLine), at: 0)
        policy.ruleNumberOffset -= 1
        return policy
    }
}
