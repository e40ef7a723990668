import NavPolicy

/// The keys of a response as the tools read it: the members of a JSON line's `"response"`
/// object (`eval --requests`, `test` cases) and `eval`'s response flags, with their defaults
/// (`Documentation/CLI.md`, "Responses").
package enum ResponseKey: String, CaseIterable, Sendable {
    /// The response's URL (required).
    case url
    /// The HTTP status code (none by default: not HTTP).
    case status
    /// The `Content-Type` (none by default), reduced to its essence.
    case type
    /// Whether `Content-Disposition` is `attachment` (false by default).
    case attachment
    /// Whether the engine can show the type (true by default).
    case displayable
    /// The frame: `main-frame` (default) or `subframe`.
    case target
    /// The web view asking.
    case view

    /// The keys as a JSON object's outline, for help text.
    package static var outline: String { "{" + allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ") + "}" }

    /// The targets a response may have (a response is for a frame, never a new window).
    package static let targets: [NavigationTarget] = [.mainFrame, .subframe]
}
