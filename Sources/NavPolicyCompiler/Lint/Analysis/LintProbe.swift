import NavPolicy

/// The request properties the action hygiene rules ask about: "can a rule with one of these
/// actions decide a request with this property?".
enum LintProbe: Int, CaseIterable {
    /// `open popup` on a request whose target is not `new-window`.
    case popupOutsideNewWindow
    /// `open in-app` on a request whose scheme is not `http` or `https`.
    case inAppNonHTTP
    /// `allow` on a `file:` URL that is not a new window (an allowed new window loads nothing).
    case fileSchemeAllowed
    /// Another action that loads the URL on a `file:` URL.
    case fileSchemeLoaded
    /// `allow` on a `new-window` request.
    case newWindowAllowed

    /// The actions of the rules the probe is about.
    var actions: Set<Action> {
        switch self {
        case .popupOutsideNewWindow: [.openPopup]
        case .inAppNonHTTP: [.openInApp]
        case .fileSchemeAllowed, .newWindowAllowed: [.allow]
        // Besides `allow`, what makes a web view fetch the URL itself: load it in the asking
        // view, in a pop-up, or as a download (`open external` and `open in-app` hand it on).
        case .fileSchemeLoaded: [.openInPlace, .openPopup, .download]
        }
    }

    /// The property of the request.
    var condition: Condition {
        switch self {
        case .popupOutsideNewWindow: .not(.atom(.target([.newWindow])))
        case .inAppNonHTTP: .not(.atom(.scheme(["http", "https"])))
        case .fileSchemeAllowed: .and([.atom(.scheme(["file"])), .not(.atom(.target([.newWindow])))])
        case .fileSchemeLoaded: .atom(.scheme(["file"]))
        case .newWindowAllowed: .atom(.target([.newWindow]))
        }
    }
}
