import NavPolicy

/// The semantic oracle: evaluates a checked policy directly, first match wins.
///
/// Deliberately naive so that it is obviously right: every rule is tried in order and every
/// atom is evaluated from its definition in LANGUAGE.md. All string comparisons are byte-wise
/// on UTF-8 (no Unicode normalization), exactly as the compiled table compares. Flags come
/// from the request (`NavigationRequest.flags`, numbered as `CheckedPolicy.flags`); parameter
/// tests from an `InterpreterParameters`:
///
/// ```swift
/// let oracle = try ReferenceInterpreter(policy: checked, parameters: ["servers": ["chat.example.com"]])
/// let decision = oracle.decide(request)
/// ```
package struct ReferenceInterpreter: Sendable {
    /// The policy decided by.
    package let policy: CheckedPolicy
    /// The parameters' items.
    package let binding: InterpreterParameters

    /// An interpreter of `policy` with `binding` (by default none: every parameter test false).
    package init(policy: CheckedPolicy, binding: InterpreterParameters = .empty) {
        self.policy = policy
        self.binding = binding
    }

    /// An interpreter of `policy` with the app's `parameters` (items by key), checked as the
    /// runtime checks them at load.
    package init(policy: CheckedPolicy, parameters: [String: [String]]) throws(ParameterError) {
        self.init(policy: policy, binding: try InterpreterParameters(policy: policy, parameters: parameters))
    }

    /// Decides one request (with its response's facts when it stands for a response).
    package func decide(_ request: NavigationRequest, facts: ResponseFacts? = nil) -> Decision {
        for (index, rule) in policy.rules.enumerated() where Self.holds(rule.condition, for: request, facts: facts, binding: binding) {
            return rule.decision(index: policy.ruleNumber(at: index))
        }
        return .implicitDefault
    }

    /// Decides one response with the policy's response section (`CheckedPolicy.responsePart`
    /// when given a whole policy): rule numbers continue after the navigation rules; no rule
    /// matching is the implicit default, allow.
    package func decide(_ response: NavigationResponse) -> Decision {
        responseInterpreter.decide(response.request, facts: response.facts)
    }

    /// Explains one response as `explain(_:)` explains a request.
    package func explain(_ response: NavigationResponse) -> (decision: Decision, trace: [RuleTrace]) {
        responseInterpreter.explain(response.request, facts: response.facts)
    }

    /// This interpreter on the response part (itself when it already decides responses).
    private var responseInterpreter: ReferenceInterpreter {
        policy.section == .response ? self : ReferenceInterpreter(policy: policy.responsePart, binding: binding)
    }

    /// Decides one request and says, for each rule tried, whether and why it matched.
    package func explain(_ request: NavigationRequest, facts: ResponseFacts? = nil) -> (decision: Decision, trace: [RuleTrace]) {
        var trace: [RuleTrace] = []
        for (index, rule) in policy.rules.enumerated() {
            let matched = Self.holds(rule.condition, for: request, facts: facts, binding: binding)
            let reason =
                rule.isOtherwise
                ? "otherwise: true" : RuleExplanation.reason(rule.condition, policy: policy, binding: binding, for: request, facts: facts)
            trace.append(RuleTrace(rule: policy.ruleNumber(at: index), line: rule.line, matched: matched, reason: reason))
            if matched {
                return (rule.decision(index: policy.ruleNumber(at: index)), trace)
            }
        }
        return (.implicitDefault, trace)
    }

    /// Decides one request with no parameter items.
    package static func decide(_ policy: CheckedPolicy, _ request: NavigationRequest) -> Decision {
        ReferenceInterpreter(policy: policy).decide(request)
    }

    /// Explains one request with no parameter items.
    package static func explain(_ policy: CheckedPolicy, _ request: NavigationRequest) -> (decision: Decision, trace: [RuleTrace]) {
        ReferenceInterpreter(policy: policy).explain(request)
    }

    /// Whether a condition holds for a request under this interpreter's binding.
    package func holds(_ condition: Condition, for request: NavigationRequest) -> Bool {
        Self.holds(condition, for: request, binding: binding)
    }

    /// Whether a condition holds for a response (its request and facts) under this
    /// interpreter's binding.
    package func holds(_ condition: Condition, for response: NavigationResponse) -> Bool {
        Self.holds(condition, for: response.request, facts: response.facts, binding: binding)
    }

    /// Whether a condition holds for a request (and its response's `facts`: a response's atoms
    /// are false without them), parameters bound by `binding`.
    package static func holds(
        _ condition: Condition, for request: NavigationRequest, facts: ResponseFacts? = nil, binding: InterpreterParameters = .empty
    ) -> Bool {
        switch condition {
        case .always: true
        case .atom(let atom): holds(atom, for: request, facts: facts, binding: binding)
        case .not(let operand): !holds(operand, for: request, facts: facts, binding: binding)
        case .and(let operands): operands.allSatisfy { holds($0, for: request, facts: facts, binding: binding) }
        case .or(let operands): operands.contains { holds($0, for: request, facts: facts, binding: binding) }
        case .named(_, let condition): holds(condition, for: request, facts: facts, binding: binding)
        }
    }

    /// Whether one atom holds for a request and its response's facts, parameters bound by `binding`.
    package static func holds(
        _ atom: Atom, for request: NavigationRequest, facts: ResponseFacts? = nil, binding: InterpreterParameters = .empty
    ) -> Bool {
        switch atom {
        case .onCurrent(let inner):
            // A current URL that is absent or does not parse has every part none.
            guard let page = request.current.url else { return inner.isNoneTest }
            return holds(inner, for: NavigationRequest(url: page, current: .absent, flags: request.flags), binding: binding)
        case .flag(let flag):
            return PolicyFlag(index: flag.index).map(request.flags.contains) ?? false
        case .inParameter(let test):
            return holds(test, binding.items(test.parameter.index), for: request)
        case .schemePrefix(let prefix):
            return request.scheme.utf8.starts(with: prefix.utf8)
        case .view(let views):
            return views.contains(request.view)
        case .port(let ports):
            return request.port.map(ports.contains) ?? false
        case .portIsNone:
            return request.port == nil
        case .queryIsNone:
            return request.query == nil
        case .queryHas(let names):
            guard let query = request.query else { return false }
            let present = QueryNames.names(in: query)
            return names.contains { name in present.contains { bytesEqual($0, name) } }
        case .pathSuffix(let suffix):
            return request.path.utf8.reversed().starts(with: suffix.utf8.reversed())
        case .pathFolded(let paths):
            return paths.contains { bytesEqual($0, asciiLowercased(request.path)) }
        case .pathPrefixFolded(let prefix):
            return asciiLowercased(request.path).utf8.starts(with: prefix.utf8)
        case .pathSuffixFolded(let suffix):
            return asciiLowercased(request.path).utf8.reversed().starts(with: suffix.utf8.reversed())
        case .relation(let part, let relation):
            return currentRelation(part, request) == relation
        case .target(let targets):
            return targets.contains(request.target)
        case .navigation(let types):
            return types.contains(request.navigation)
        case .scheme(let schemes):
            return schemes.contains { bytesEqual($0, request.scheme) }
        case .host(let patterns):
            guard let host = request.host else { return false }
            return patterns.contains { hostMatches(host, $0) }
        case .hostIsNone:
            return request.host == nil
        case .currentURLIsNone:
            return request.current.url == nil
        case .path(let paths):
            return paths.contains { bytesEqual($0, request.path) }
        case .pathPrefix(let prefix):
            return request.path.utf8.starts(with: prefix.utf8)
        case .urlMatches(let pattern):
            return urlMatches(pattern, request)
        // Response facts: a navigation's request has none, so every response atom is false of it
        // (sema keeps them out of navigation rules).
        case .status(let statuses):
            return facts?.status.map(statuses.contains) ?? false
        case .statusIsNone:
            return facts.map { $0.status == nil } ?? false
        case .type(let types):
            guard let type = facts?.type else { return false }
            return types.contains { bytesEqual($0, type) }
        case .typePrefix(let prefix):
            return facts?.type?.utf8.starts(with: prefix.utf8) ?? false
        case .typeIsNone:
            return facts.map { $0.type == nil } ?? false
        case .attachment:
            return facts?.attachment ?? false
        case .displayable:
            return facts?.displayable ?? false
        }
    }

    /// How a part of the request's URL relates to the current URL's, from the definition: no
    /// current URL; incomparable when it does not parse or either part is missing; else
    /// byte-wise equal or different.
    private static func currentRelation(_ part: ComparedPart, _ request: NavigationRequest) -> CurrentRelation {
        guard request.hasCurrent else { return .noCurrent }
        guard let current = request.current.url else { return .incomparable }
        let same: Bool
        switch part {
        case .scheme: same = bytesEqual(request.scheme, current.scheme)
        case .host:
            guard let host = request.host, let currentHost = current.host else { return .incomparable }
            same = bytesEqual(host, currentHost)
        case .port:
            guard let port = request.port, let currentPort = current.port else { return .incomparable }
            same = port == currentPort
        }
        return same ? .equal : .different
    }

    private static func urlMatches(_ pattern: MatchPattern, _ request: NavigationRequest) -> Bool {
        guard pattern.schemes.contains(where: { bytesEqual($0, request.scheme) }) else { return false }
        if pattern.isOpaque, request.host != nil { return false }
        switch pattern.host {
        case .any:
            guard request.host != nil else { return false }
        case .pattern(let hostPattern):
            guard let host = request.host, hostMatches(host, hostPattern) else { return false }
        case .none:
            guard request.host == nil else { return false }
        }
        guard portMatches(pattern.port, request) else { return false }
        return globMatches(Array(pattern.pathGlob.utf8), Array(request.path.utf8))
    }

    /// The match-pattern port rule: no port written accepts only the scheme's default port (no
    /// port at all for a scheme without a default); `:*` any port; `:N` effective port N.
    static func portMatches(_ port: MatchPattern.PortPart, _ request: NavigationRequest) -> Bool {
        switch port {
        case .schemeDefault: request.port == SplitURL.defaultPort(ofScheme: request.scheme)
        case .any: true
        case .number(let number): request.port == number
        }
    }

    /// `host == domain`, or for `*.domain` also `host` ends with `.domain`.
    package static func hostMatches(_ host: String, _ pattern: HostPattern) -> Bool {
        if bytesEqual(host, pattern.domain) { return true }
        guard pattern.includesSubdomains else { return false }
        // Ends with `.` and the domain, compared in place: a witness meets every pattern of a
        // million-host list, and an array and a string per pattern dominated that.
        let (host, domain) = (host.utf8, pattern.domain.utf8)
        guard host.count > domain.count else { return false }
        let dot = host.index(host.endIndex, offsetBy: -(domain.count + 1))
        return host[dot] == UInt8(ascii: ".") && host[host.index(after: dot)...].elementsEqual(domain)
    }

    /// Whether `text` matches `glob`, where `*` matches any run of bytes (dynamic programming).
    static func globMatches(_ glob: [UInt8], _ text: [UInt8]) -> Bool {
        // matches[j] says whether glob[..<i] matches text[..<j] for the current i.
        var matches = [Bool](repeating: false, count: text.count + 1)
        matches[0] = true
        for symbol in glob {
            var next = [Bool](repeating: false, count: text.count + 1)
            for j in 0...text.count {
                if symbol == UInt8(ascii: "*") {
                    next[j] = matches[j] || (j > 0 && next[j - 1])
                } else {
                    next[j] = j > 0 && matches[j - 1] && text[j - 1] == symbol
                }
            }
            matches = next
        }
        return matches[text.count]
    }

    private static func bytesEqual(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// ASCII `A`–`Z` lowercased, every other byte kept (what `ignoring case` folds).
    private static func asciiLowercased(_ text: String) -> String {
        ConditionChecker.asciiLowercased(text)
    }

    /// Lists with more items than this are named in explanations, never printed whole.
    package static let explainedListLimit = 8
}

/// One rule tried by `ReferenceInterpreter.explain`.
package struct RuleTrace: Sendable, Hashable {
    /// 1-based rule index.
    package var rule: Int
    /// The rule's source line.
    package var line: Int
    /// Whether its condition held.
    package var matched: Bool
    /// Why, in words (`navigation is link: true; scheme in ["http"]: false`).
    package var reason: String

    /// A trace entry with the given parts.
    package init(rule: Int, line: Int, matched: Bool, reason: String) {
        self.rule = rule
        self.line = line
        self.matched = matched
        self.reason = reason
    }
}
