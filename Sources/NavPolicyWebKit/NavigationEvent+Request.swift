import NavPolicy

// The seam to the runtime's request model: the one place that turns engine facts into a
// `NavigationRequest`.

extension NavigationEvent {
    /// The request the policy decides; nil when `url` is not an absolute URL.
    var request: NavigationRequest? {
        NavigationRequest(url: url, current: current, target: target, navigation: navigation, view: view)
    }
}
