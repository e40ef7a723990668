import NavPolicy

/// The pop-up views an adapter created for `open popup` decisions, kept alive until they close.
///
/// It answers "is the asking view a pop-up?" (the `view` attribute of its requests) and
/// numbers pop-ups in creation order. Closing the app's own view is ignored, as the guides
/// do: only pop-ups are removed.
public struct PopupRegistry<View: Hashable> {
    /// Open pop-ups in creation order, with their 1-based creation number.
    public private(set) var open: [(view: View, number: Int)] = []
    private var created = 0

    /// An empty registry.
    public init() {}

    /// Records a pop-up the adapter just created and returns its creation number (1, 2, …).
    @discardableResult
    public mutating func add(_ view: View) -> Int {
        created += 1
        open.append((view, created))
        return created
    }

    /// The role of `view` in requests it asks about.
    public func role(of view: View) -> NavigationView {
        number(of: view) == nil ? .main : .popup
    }

    /// The creation number of an open pop-up, nil for any other view.
    public func number(of view: View) -> Int? {
        open.first(where: { $0.view == view })?.number
    }

    /// The newest open pop-up.
    public var newest: View? { open.last?.view }

    /// Releases `view` when it is an open pop-up and returns it (so the adapter removes it
    /// from the screen); returns nil for the app's own view or an unknown one.
    public mutating func close(_ view: View) -> View? {
        guard let index = open.firstIndex(where: { $0.view == view }) else { return nil }
        return open.remove(at: index).view
    }
}
