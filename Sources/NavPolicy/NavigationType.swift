/// How a navigation was started; raw values mirror `WKNavigationType`, so an adapter is
/// `NavigationType(rawValue: action.navigationType.rawValue) ?? .other`.
public enum NavigationType: Int, Sendable, Hashable, CaseIterable {
    /// `.linkActivated`: a click on a link with an `href`.
    case link = 0
    /// `.formSubmitted`.
    case formSubmit = 1
    /// `.backForward`.
    case backForward = 2
    /// `.reload`.
    case reload = 3
    /// `.formResubmitted`.
    case formResubmit = 4
    /// `.other`: scripts, `window.open`, redirects.
    case other = -1

    /// The enum word of the language and of JSON requests (`form-submit`).
    package var name: String {
        switch self {
        case .link: "link"
        case .formSubmit: "form-submit"
        case .backForward: "back-forward"
        case .reload: "reload"
        case .formResubmit: "form-resubmit"
        case .other: "other"
        }
    }

    /// A dense index 0..<6, for tables indexed by navigation type.
    package var index: Int { self == .other ? 5 : rawValue }

    /// The navigation type with the given enum word, or nil.
    package init?(name: String) {
        guard let type = NavigationType.allCases.first(where: { $0.name == name }) else { return nil }
        self = type
    }
}
