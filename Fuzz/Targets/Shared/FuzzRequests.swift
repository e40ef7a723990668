import NavPolicy

/// Requests a fuzz target decides, read from fuzzer bytes or derived from a policy's strings.
///
/// The byte form is one request a line: `[attributes] url [current]`, where an optional first
/// field of one ASCII character picks the target frame, navigation type and view, and a current
/// of `-` (or none) means the web view shows nothing yet. URLs that do not split are skipped:
/// the URL target covers splitting itself.
enum FuzzRequests {
    /// At most this many requests per input, so that one input stays quick to run.
    static let limit = 48

    /// The requests written in `text`, one a line.
    static func parse(_ text: Substring) -> [NavigationRequest] {
        var requests: [NavigationRequest] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(limit) {
            var fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            var selector = 0
            if let first = fields.first, first.count == 1, let ascii = first.first?.asciiValue {
                selector = Int(ascii)
                fields.removeFirst()
            }
            guard let url = fields.first else { continue }
            let current = fields.count > 1 && fields[1] != "-" ? String(fields[1]) : nil
            if let request = request(url: String(url), current: current, selector: selector) { requests.append(request) }
        }
        return requests
    }

    /// Requests aimed at a policy's string constants: each as a scheme, a host, a subdomain, a
    /// path and a query, with the current page absent, the same URL, another site or unparsable.
    static func aimed(at strings: [String]) -> [NavigationRequest] {
        let currents: [String?] = [nil, "https://other.example/", "not a url", ""]
        var requests: [NavigationRequest] = []
        for (index, raw) in strings.enumerated() {
            let value = String(raw.map { $0 == "*" ? "x" : $0 })
            var urls = ["https://\(value)/", "https://a.\(value)/p", "https://example.com/?\(value)", "http://\(value):8080\(value)"]
            urls.append(value.hasPrefix("/") ? "https://example.com\(value)" : "\(value)://h.example/\(value)")
            for (offset, url) in urls.enumerated() {
                let selector = index &* 7 &+ offset
                let current = offset == 1 ? url : currents[(index + offset) % currents.count]
                if let request = request(url: url, current: current, selector: selector) { requests.append(request) }
                if requests.count >= limit { return requests }
            }
        }
        return requests
    }

    /// One request; the selector picks target, navigation type and view.
    static func request(url: String, current: String?, selector: Int) -> NavigationRequest? {
        let targets = NavigationTarget.allCases
        let types = NavigationType.allCases
        let views = NavigationView.allCases
        let selector = selector.magnitude
        return try? NavigationRequest(
            url: url, current: current,
            target: targets[Int(selector % UInt(targets.count))],
            navigation: types[Int(selector / 3 % UInt(types.count))],
            view: views[Int(selector / 18 % UInt(views.count))]
        )
    }
}
