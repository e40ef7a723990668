import NavPolicy

/// The request properties the action hygiene rules ask about: "can a rule with this action
/// decide a request with this property?".
enum LintProbe: Int, CaseIterable {
    /// `open popup` on a request whose target is not `new-window`.
    case popupOutsideNewWindow
    /// `open in-app` on a request whose scheme is not `http` or `https`.
    case inAppNonHTTP
    /// `allow` on a `file:` URL.
    case fileSchemeAllowed

    /// The action of the rules the probe is about.
    var action: Action {
        switch self {
        case .popupOutsideNewWindow: .openPopup
        case .inAppNonHTTP: .openInApp
        case .fileSchemeAllowed: .allow
        }
    }

    /// The property of the request.
    var condition: Condition {
        switch self {
        case .popupOutsideNewWindow: .not(.atom(.target([.newWindow])))
        case .inAppNonHTTP: .not(.atom(.scheme(["http", "https"])))
        case .fileSchemeAllowed: .atom(.scheme(["file"]))
        }
    }
}
