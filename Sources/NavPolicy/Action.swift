/// What the app does with a navigation, as a policy rule decides it.
public enum Action: UInt8, Sendable, Hashable, CaseIterable, BitwiseCopyable {
    /// Let the web view load it (`.allow`).
    case allow = 0
    /// Drop it (`.cancel`).
    case cancel = 1
    /// Cancel, and hand the URL to the system (default browser or the app owning the scheme).
    case openExternal = 2
    /// Cancel, and show it in an in-app browser (`SFSafariViewController`).
    case openInApp = 3
    /// Create a child web view for it (return a new web view from `createWebViewWith`).
    case openPopup = 4
    /// Load it in the current web view (for `_blank` links a web view would otherwise drop).
    case openInPlace = 5
    /// `.download`.
    case download = 6

    /// The action's name in JSON output and requests (`open-external`).
    package var jsonName: String {
        switch self {
        case .allow: "allow"
        case .cancel: "cancel"
        case .openExternal: "open-external"
        case .openInApp: "open-in-app"
        case .openPopup: "open-popup"
        case .openInPlace: "open-in-place"
        case .download: "download"
        }
    }

    /// The action as a policy file spells it (`open external`).
    package var sourceSpelling: String {
        switch self {
        case .allow: "allow"
        case .cancel: "cancel"
        case .openExternal: "open external"
        case .openInApp: "open in-app"
        case .openPopup: "open popup"
        case .openInPlace: "open in-place"
        case .download: "download"
        }
    }

    /// The action with the given JSON name, or nil.
    package init?(jsonName: String) {
        guard let action = Action.allCases.first(where: { $0.jsonName == jsonName }) else { return nil }
        self = action
    }
}
