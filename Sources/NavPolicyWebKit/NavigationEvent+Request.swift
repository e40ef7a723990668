import NavPolicy

// The seam to the runtime's request model: the one place that turns engine facts into a
// `NavigationRequest`.

extension NavigationEvent {
    /// The request the policy decides; nil when `url` cannot be split (no scheme, or a URL
    /// the standard rejects: see `URLSplitError`).
    var request: NavigationRequest? {
        try? NavigationRequest(url: url, current: current, target: target, navigation: navigation, view: view)
    }
}
