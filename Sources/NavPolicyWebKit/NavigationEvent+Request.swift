import NavPolicy

// The seam to the runtime's request model: the one place that turns engine facts into a
// `NavigationRequest`.

extension NavigationEvent {
    /// The request the policy decides, with `flags` on; nil when `url` cannot be split (no
    /// scheme, or a URL the standard rejects: see `URLSplitError`).
    func request(flags: PolicyFlags) -> NavigationRequest? {
        try? NavigationRequest(url: url, current: current, target: target, navigation: navigation, view: view, flags: flags)
    }
}
