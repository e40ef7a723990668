import NavPolicy

/// A concrete request standing for a class of the request space: the URL, the current URL,
/// target and navigation, built from one representative value per walk level. The one
/// witness builder of the compiler: lint findings, `diff` and the partition tests use it.
package struct RequestWitness: Sendable, Hashable {
    /// The navigation URL.
    package var url: String
    /// The current URL, or nil for none.
    package var current: String?
    /// The target.
    package var target: NavigationTarget
    /// The navigation type.
    package var navigation: NavigationType
    /// The view asking.
    package var view: NavigationView
    /// The same request, split (what the analysis meant the URLs to be).
    package var request: NavigationRequest
    /// The parameter tests the witness's classes make true (fields of the parameter-test
    /// family, on either URL): free booleans to the analysis, made concrete by `binding`.
    package var trueParameterTests: [RequestField] = []
    /// The flags on (indices into the policy's flags).
    package var flagsOn: [Int] = []
    /// The binding and flags that realise the witness, once a user has built and confirmed
    /// them (`WitnessBinding.realised`); nil for a policy without parameters and flags.
    package var binding: WitnessBinding?
    /// The response's facts when the witness stands for a response (a response section's
    /// space); nil for a navigation.
    package var facts: ResponseFacts?

    /// The host of the current URL when the relation asks for a host other than the request's
    /// (no atom tests the current page's parts then, so any real-looking host will do).
    static let currentHost = "www.example.org"
    /// The current host when the request's host is `currentHost` itself.
    static let otherCurrentHost = "www.example.net"
    /// A current URL that does not parse (a special scheme needs a host).
    static let unparsableCurrent = "https://"

    /// One URL's parts, as a witness builds them.
    private struct Parts {
        var scheme: String
        var host: String?
        var port: UInt16?
        var path: String
        var query: String?

        /// `scheme://host[:port]/path` (the port written when it is not the scheme's default),
        /// `file://` + path for a hostless `file` URL, else `scheme:path`; then `?query`.
        var text: String {
            var url: String
            if let host {
                let written = port.flatMap { $0 == SplitURL.defaultPort(ofScheme: scheme) ? nil : ":\($0)" } ?? ""
                url = scheme + "://" + host + written + path
            } else if scheme == "file" {
                url = "file://" + path
            } else {
                url = scheme + ":" + path
            }
            if let query { url += "?" + query }
            return url
        }

        /// The parts as the runtime holds them.
        var split: SplitURL { SplitURL(scheme: scheme, host: host, port: port.map(Int.init), path: path, query: query) }
    }

    /// The witness of a request URL and a current page (the parts, for when the runtime cannot
    /// read the URL strings).
    private init(
        target: NavigationTarget, navigation: NavigationType, view: NavigationView, url: Parts, current: String?, page: CurrentPage
    ) {
        self.target = target
        self.navigation = navigation
        self.view = view
        self.url = url.text
        self.current = current
        // What the runtime reads from the URLs; from the parts only if it cannot read them.
        request =
            (try? NavigationRequest(url: self.url, current: current, target: target, navigation: navigation, view: view))
            ?? NavigationRequest(url: url.split, current: page, target: target, navigation: navigation, view: view)
    }

    /// The witness for one value of each field (a walk's representatives, in any order); nil
    /// when a field has no value.
    ///
    /// The current URL is built from its parts' values, each relation then made to hold (the
    /// request's part copied for `==`, the class's other value for `!=` when both were
    /// equal); no current URL is absent, or unparsable for an incomparable relation. When the
    /// walk left the current URL's parts free, the host relation alone says what it is: none,
    /// `about:blank` (incomparable), or an `https` URL on the request's host (equal) or another
    /// (different).
    package init?(values: [RequestValue]) {
        var target: NavigationTarget?
        var navigation: NavigationType?
        var scheme: String?
        var host: String??
        var path: String?
        var opaquePath: String?
        var view = NavigationView.main
        var port: UInt16??
        var unlisted: (fallback: UInt16, listed: Set<UInt16>)?
        var query: String?
        var relations: [ComparedPart: CurrentRelation] = [:]
        var currentValues: [RequestValue] = []
        var alternates: [RequestValue] = []
        var noCurrentURL = false
        var trueTests: [RequestField] = []
        var flagsOn: [Int] = []
        var status: UInt16??
        var type: String??
        var attachment: Bool?
        var displayable: Bool?
        for wrapped in values {
            var value = wrapped
            if case .withParameterTests(let inner, let fields) = wrapped {
                value = inner
                trueTests += fields
            }
            switch value {
            case .target(let value): target = value
            case .navigation(let value): navigation = value
            case .view(let value): view = value
            case .port(let value): port = .some(value)
            case .unlistedPort(let fallback, let listed): unlisted = (fallback, listed)
            case .query(let value): query = value
            case .scheme(let value): scheme = value
            case .host(let value): host = .some(value)
            case .path(let value, let opaque): (path, opaquePath) = (value, opaque)
            case .relation(let part, let relation): relations[part] = relation
            case .onCurrent(let value, let alternate):
                currentValues.append(value)
                if let alternate { alternates.append(alternate) }
            case .noCurrentURL: noCurrentURL = true
            case .anyCurrent: break
            case .flags(let on): flagsOn = on
            case .status(let value): status = .some(value)
            case .type(let value): type = .some(value)
            case .attachment(let value): attachment = value
            case .displayable(let value): displayable = value
            case .withParameterTests, .noResponse: break
            }
        }
        guard let target, let navigation, let scheme, let host, var path else { return nil }
        // A hostless `about:` URL reads as `about:blank` where the path atoms cannot tell.
        if scheme == "about", host == nil, let opaquePath { path = opaquePath }
        if let unlisted { port = .some(Self.resolved(unlisted, scheme: scheme)) }
        // Without a port level, the scheme's default.
        let parts = Parts(scheme: scheme, host: host, port: port ?? SplitURL.defaultPort(ofScheme: scheme), path: path, query: query)
        let (current, page): (String?, CurrentPage)
        if noCurrentURL {
            (current, page) = relations.values.contains(.incomparable) ? (Self.unparsableCurrent, .unparsable) : (nil, .absent)
        } else if let loaded = Self.current(currentValues, alternates: alternates, relations: relations, url: parts) {
            (current, page) = (loaded.text, .loaded(loaded.split))
        } else {
            (current, page) = Self.current(hostRelation: relations[.host], host: host)
        }
        self.init(target: target, navigation: navigation, view: view, url: parts, current: current, page: page)
        trueParameterTests = trueTests
        self.flagsOn = flagsOn
        if status != nil || type != nil || attachment != nil || displayable != nil {
            facts = ResponseFacts(
                status: (status ?? nil).map(Int.init), type: type ?? nil, attachment: attachment ?? false, displayable: displayable ?? true)
        }
    }

    /// An unlisted port for a scheme: its default unless an atom lists it, else the fallback.
    private static func resolved(_ unlisted: (fallback: UInt16, listed: Set<UInt16>), scheme: String) -> UInt16 {
        let standard = SplitURL.defaultPort(ofScheme: scheme)
        return standard.map { unlisted.listed.contains($0) } == false ? standard ?? unlisted.fallback : unlisted.fallback
    }

    /// The current URL from its parts' values with the relations made to hold; nil when the
    /// walk left its parts free.
    private static func current(
        _ values: [RequestValue], alternates: [RequestValue], relations: [ComparedPart: CurrentRelation], url: Parts
    ) -> Parts? {
        var scheme: String?
        var host: String??
        var port: RequestValue?
        var path: String?
        var query: String??
        for value in values {
            switch value {
            case .scheme(let value): scheme = value
            case .host(let value): host = .some(value)
            case .port, .unlistedPort: port = value
            case .path(let value, _): path = value
            case .query(let value): query = .some(value)
            default: break
            }
        }
        guard var scheme, let path else { return nil }
        let otherScheme = alternates.lazy.compactMap { if case .scheme(let value) = $0 { value } else { nil } }.first
        let otherHost = alternates.lazy.compactMap { if case .host(let value) = $0 { value } else { nil } }.first

        switch relations[.scheme] {
        case .equal?: scheme = url.scheme
        case .different? where scheme == url.scheme: scheme = otherScheme ?? scheme
        default: break
        }
        var currentHost = host ?? nil
        switch relations[.host] {
        case .equal?: currentHost = url.host
        case .different? where currentHost == url.host: currentHost = otherHost ?? currentHost
        default: break
        }
        func resolvedPort(_ value: RequestValue?) -> UInt16? {
            switch value {
            case .port(let value)?: value
            case .unlistedPort(let fallback, let listed)?: resolved((fallback, listed), scheme: scheme)
            default: SplitURL.defaultPort(ofScheme: scheme)
            }
        }
        var currentPort = resolvedPort(port)
        let otherPort = alternates.first { if case .port = $0 { true } else if case .unlistedPort = $0 { true } else { false } }
        switch relations[.port] {
        case .equal?: currentPort = url.port
        case .different? where currentPort == url.port: currentPort = otherPort.map(resolvedPort) ?? currentPort
        default: break
        }
        return Parts(scheme: scheme, host: currentHost, port: currentPort, path: path, query: query ?? nil)
    }

    /// The current page the host relation alone asks for (the walk left the current URL's
    /// parts free).
    private static func current(hostRelation: CurrentRelation?, host: String?) -> (String?, CurrentPage) {
        switch hostRelation {
        case nil, .noCurrent?: return (nil, .absent)
        case .incomparable?: return ("about:blank", .loaded(SplitURL(scheme: "about", host: nil, path: "blank")))
        case .equal?, .different?:
            let currentHost = hostRelation == .equal ? host : host == Self.currentHost ? Self.otherCurrentHost : Self.currentHost
            return ("https://" + (currentHost ?? "") + "/", .loaded(SplitURL(scheme: "https", host: currentHost, path: "/")))
        }
    }

    /// The witness with the binding and flags that make its parameter tests and flags what
    /// its classes say, for a policy that declares parameters or flags; itself for one that
    /// declares neither. Nil when no binding makes its true tests true on its request.
    /// `test(field)` names the parameter test of a field; `tested` are the parameter tests the
    /// policy has, on either URL.
    ///
    /// Items that make one test true can make another true that the witness says is false
    /// (`path starts-with dirs` and `path under dirs` when `dirs` holds the whole path; `host in
    /// servers` and `current host in servers` on a page of the same host). So the search also
    /// tries the witness with its current page on another host and with a longer path (`/loginx`
    /// for `/login`), under each binding `WitnessBinding.itemChoices` offers, and returns the
    /// first on which every tested parameter test is as the classes say; else the first binding
    /// found (every witness is confirmed with the interpreter: a conflict costs the example).
    package func realised(for policy: CheckedPolicy, tested: [WitnessBinding.TrueTest], test: (RequestField) -> WitnessBinding.TrueTest?)
        -> RequestWitness?
    {
        guard !policy.parameters.isEmpty || !policy.flags.isEmpty else { return self }
        var trueTests: [WitnessBinding.TrueTest] = []
        for field in trueParameterTests {
            guard let found = test(field) else { return nil }
            trueTests.append(found)
        }
        var first: RequestWitness?
        for variant in [self, movingCurrentHost(), extendingPath()].compactMap({ $0 }) {
            guard let request = variant.parsedRequest else { continue }
            let counts = trueTests.map { WitnessBinding.itemChoices(for: $0, in: request).count }
            for choices in Self.choices(counts, limit: Self.bindingLimit) {
                guard let bound = variant.bound(policy: policy, request: request, trueTests: trueTests, choices: choices) else { continue }
                if first == nil { first = bound }
                if Self.isExact(bound, trueTests: trueTests, tested: tested) { return bound }
            }
        }
        return first
    }

    /// The most bindings `realised` tries on one variant of a witness.
    private static let bindingLimit = 64

    /// Up to `limit` choice vectors, one option index per test (`counts[i]` options), in
    /// mixed-radix order from all zeros.
    private static func choices(_ counts: [Int], limit: Int) -> [[Int]] {
        guard !counts.contains(0) else { return [] }
        var result: [[Int]] = []
        var current = [Int](repeating: 0, count: counts.count)
        while result.count < limit {
            result.append(current)
            var position = 0
            while position < counts.count {
                current[position] += 1
                if current[position] < counts[position] { break }
                current[position] = 0
                position += 1
            }
            if position == counts.count { break }
        }
        return result
    }

    /// The witness with the binding its true tests make (`choices`) and its flags set.
    private func bound(policy: CheckedPolicy, request: NavigationRequest, trueTests: [WitnessBinding.TrueTest], choices: [Int])
        -> RequestWitness?
    {
        guard let binding = WitnessBinding.realised(for: request, trueTests: trueTests, flagsOn: flagsOn, policy: policy, choices: choices)
        else { return nil }
        var realised = self
        realised.binding = binding
        realised.request = NavigationRequest(
            url: request.url, current: request.current, target: target, navigation: navigation,
            view: view, flags: binding.flags)
        return realised
    }

    /// Whether a realised witness's binding makes exactly its true tests true among `tested`.
    private static func isExact(_ witness: RequestWitness, trueTests: [WitnessBinding.TrueTest], tested: [WitnessBinding.TrueTest]) -> Bool
    {
        guard let binding = witness.binding?.checked else { return true }
        return (tested + trueTests).allSatisfy { candidate in
            ReferenceInterpreter.holds(
                candidate.onCurrent ? .onCurrent(.inParameter(candidate.test)) : .inParameter(candidate.test),
                for: witness.request, binding: binding) == trueTests.contains(candidate)
        }
    }

    /// The witness with one more letter on its hierarchical path (`/login` → `/loginx`), so
    /// that an item of the original path is a proper prefix of the new one; nil when its path
    /// is opaque.
    private func extendingPath() -> RequestWitness? {
        guard let request = parsedRequest, request.url.path.hasPrefix("/") else { return nil }
        let page = request.url
        // `/a` → `/ax` (an item `/a` is a prefix, `/a` is not under it); `/` → `/xx` (`/x`).
        let parts = Parts(
            scheme: page.scheme, host: page.host, port: page.port, path: page.path + (page.path.hasSuffix("/") ? "xx" : "x"),
            query: page.query)
        var extended = self
        extended.url = parts.text
        extended.request = NavigationRequest(url: parts.split, current: request.current, target: target, navigation: navigation, view: view)
        return extended
    }

    /// The witness with its current page moved to a host other than the request's, if it has
    /// a current page with a host.
    private func movingCurrentHost() -> RequestWitness? {
        guard case .loaded(let page) = request.current, let host = page.host else { return nil }
        let other = host == Self.currentHost || request.host == Self.currentHost ? Self.otherCurrentHost : Self.currentHost
        let parts = Parts(scheme: page.scheme, host: other, port: page.port, path: page.path, query: page.query)
        var moved = self
        moved.current = parts.text
        moved.request = NavigationRequest(
            url: request.url, current: .loaded(parts.split), target: target, navigation: navigation, view: view)
        return moved
    }

    /// The request as the runtime reads the witness URLs; nil when it cannot read them.
    package var parsedRequest: NavigationRequest? {
        try? NavigationRequest(url: url, current: current, target: target, navigation: navigation, view: view, flags: binding?.flags ?? [])
    }

    /// The response as the runtime reads the witness (its URL, frame, view, flags and facts);
    /// nil for a navigation's witness, or when the runtime cannot read the URL.
    package var parsedResponse: NavigationResponse? {
        guard let facts, let request = parsedRequest else { return nil }
        return NavigationResponse(request, facts: facts)
    }

    /// The note text: `example request: url '…', current '…' (or none), target …, navigation …`,
    /// and `, view popup` for a pop-up's request.
    package var noteText: String {
        "example request: url '\(url)', current \(current.map { "'\($0)'" } ?? "none"), target \(target.name), navigation \(navigation.name)"
            + (view == .main ? "" : ", view \(view.name)") + (binding?.noteText ?? "")
    }
}
