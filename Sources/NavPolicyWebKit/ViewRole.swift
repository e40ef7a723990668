/// Which kind of web view asks: the app's own view, or a pop-up the router had created.
///
/// Policies read it as the version 2 attribute `view` (`view is popup`), so that a payment
/// pop-up's own navigations can stay inside it while the main view keeps its rules.
public enum ViewRole: String, Sendable, Hashable, CaseIterable {
    /// The app's web view (and anything not created by an `open popup` decision).
    case main
    /// A web view created for an `open popup` decision.
    case popup
}
