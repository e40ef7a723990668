/// What the web view shows when a navigation starts (`webView.url`): nothing yet, a URL that
/// does not parse, or a URL split into the parts a policy reads.
///
/// `current is none` is true only for `.absent`; every `current <part>` is none for both
/// `.absent` and `.unparsable`.
public enum CurrentPage: Sendable, Hashable {
    /// The web view has shown nothing yet (before the first load).
    case absent
    /// The web view shows a URL that is not an absolute URL the standard accepts.
    case unparsable
    /// The web view shows this URL.
    case loaded(SplitURL)

    /// The current page of a URL string: `.absent` for nil, `.unparsable` when it does not split.
    public init(_ url: String?) {
        guard let url else {
            self = .absent
            return
        }
        self = URLSplitter.split(url).map(CurrentPage.loaded) ?? .unparsable
    }

    /// The split URL when the page is loaded and parses.
    @inline(__always)
    public var url: SplitURL? {
        if case .loaded(let url) = self { return url }
        return nil
    }
}
