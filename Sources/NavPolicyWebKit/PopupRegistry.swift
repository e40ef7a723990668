import NavPolicy

/// The pop-up views an adapter created for `open popup` decisions, each with the view that
/// opened it, kept alive until they are released.
///
/// It answers "is the asking view a pop-up?" (the `view` attribute of its requests), numbers
/// pop-ups in creation order, and decides which pop-ups to release:
/// - the one `window.close()` closed, or the app's close control, with every pop-up it opened;
/// - the one a view had open when it opens another (the default presentation covers the view
///   that opened it, so an earlier pop-up of the same view could never be seen again);
/// - never the app's own view, whose `window.close()` is ignored, as the guides do.
///
/// A view opens at most one pop-up, so the open pop-ups form one chain from the app's view;
/// a pop-up deeper than `capacity` is refused (the page's `window.open` gets null), so the
/// registry never holds more than `capacity` views whatever a page does.
public struct PopupRegistry<View: Hashable> {
    /// An open pop-up.
    public struct Popup {
        /// The pop-up's view.
        public let view: View
        /// Its 1-based creation number (numbers are never reused).
        public let number: Int
        /// The view that opened it: the app's view or another pop-up.
        public let opener: View
    }

    /// Open pop-ups in creation order.
    public private(set) var open: [Popup] = []
    /// The most pop-ups open at once (the longest chain of pop-ups opening pop-ups).
    public let capacity: Int
    private var created = 0

    /// An empty registry holding at most `capacity` pop-ups (at least 1).
    public init(capacity: Int = 8) {
        self.capacity = max(1, capacity)
    }

    /// The role of `view` in requests it asks about.
    public func role(of view: View) -> NavigationView {
        number(of: view) == nil ? .main : .popup
    }

    /// The creation number of an open pop-up, nil for any other view.
    public func number(of view: View) -> Int? {
        open.first(where: { $0.view == view })?.number
    }

    /// The view that opened an open pop-up, nil for any other view.
    public func opener(of view: View) -> View? {
        open.first(where: { $0.view == view })?.opener
    }

    /// The newest open pop-up.
    public var newest: View? { open.last?.view }

    /// Whether `opener` may open a pop-up now: fewer than `capacity` pop-ups lead to it.
    public func canOpen(from opener: View) -> Bool {
        var depth = 0
        var view = opener
        while let parent = self.opener(of: view) {
            depth += 1
            view = parent
        }
        return depth < capacity
    }

    /// Records `popup`, just created for `opener`, and returns its creation number with the
    /// pop-ups released to make room: the one `opener` had open and every pop-up that one
    /// opened, deepest first (remove them from the screen). Nil, recording nothing, when
    /// `canOpen(from:)` is false or `popup` is already open.
    public mutating func add(_ popup: View, openedBy opener: View) -> (number: Int, released: [Popup])? {
        guard canOpen(from: opener), number(of: popup) == nil, popup != opener else { return nil }
        let released = open.first(where: { $0.opener == opener }).map { close($0.view) } ?? []
        created += 1
        open.append(Popup(view: popup, number: created, opener: opener))
        return (created, released)
    }

    /// Releases `view` when it is an open pop-up, with every pop-up it opened, and returns
    /// them deepest first (remove them from the screen); empty for the app's own view or an
    /// unknown one.
    public mutating func close(_ view: View) -> [Popup] {
        guard let index = open.firstIndex(where: { $0.view == view }) else { return [] }
        let popup = open[index]
        var released = open.first(where: { $0.opener == view }).map { close($0.view) } ?? []
        open.removeAll { $0.view == view }
        released.append(popup)
        return released
    }
}
