/// Which web view asks: the app's main one, or a pop-up created by an `open popup` decision
/// (the app adapter tracks which web views it created that way).
public enum NavigationView: UInt8, Sendable, Hashable, CaseIterable {
    /// Any web view not created by `open popup`.
    case main = 0
    /// A web view created by an `open popup` decision.
    case popup = 1

    /// The enum word of the language and of JSON requests (`popup`).
    package var name: String {
        switch self {
        case .main: "main"
        case .popup: "popup"
        }
    }

    /// The view with the given enum word, or nil.
    package init?(name: String) {
        guard let view = NavigationView.allCases.first(where: { $0.name == name }) else { return nil }
        self = view
    }
}
