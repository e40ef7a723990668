/// The kind of frame a navigation targets (`navigationAction.targetFrame`).
public enum NavigationTarget: UInt8, Sendable, Hashable, CaseIterable {
    /// The target frame is nil: `target="_blank"`, `window.open`.
    case newWindow = 0
    /// The target frame is the main frame.
    case mainFrame = 1
    /// The target frame is a subframe (iframe).
    case subframe = 2

    /// The enum word of the language and of JSON requests (`new-window`).
    package var name: String {
        switch self {
        case .newWindow: "new-window"
        case .mainFrame: "main-frame"
        case .subframe: "subframe"
        }
    }

    /// The target with the given enum word, or nil.
    package init?(name: String) {
        guard let target = NavigationTarget.allCases.first(where: { $0.name == name }) else { return nil }
        self = target
    }
}
